// @vitest-environment jsdom
import { HIGHLIGHT_CLASS, highlightTerms } from "../page-highlight";

function article(html: string): HTMLElement {
  document.body.innerHTML = `<article>${html}</article>`;
  return document.querySelector("article") as HTMLElement;
}

describe("highlightTerms", () => {
  it("wraps each match in a mark with the search-highlight class", () => {
    const root = article(
      "<h2 id='refunds'>Refunds</h2><p>Call <code>Refund Order</code> to refund part of a payment.</p>",
    );
    highlightTerms(root, ["refund"]);
    const marks = [...root.querySelectorAll(`mark.${HIGHLIGHT_CLASS}`)].map((m) => m.textContent);
    expect(marks).toEqual(["Refunds", "Refund", "refund"]);
    expect(root.textContent).toBe("RefundsCall Refund Order to refund part of a payment.");
  });

  it("leaves navigation, buttons and hidden text alone", () => {
    const root = article("<nav>refund</nav><button>refund</button><span aria-hidden='true'>refund</span><p>refund</p>");
    highlightTerms(root, ["refund"]);
    expect(root.querySelectorAll("mark")).toHaveLength(1);
    expect(root.querySelector("p mark")?.textContent).toBe("refund");
  });

  it("keeps the original text node in place and restores the text exactly", () => {
    const root = article("<p>refund first, then refund again</p>");
    const p = root.querySelector("p") as HTMLElement;
    const original = p.firstChild as Text;
    const restore = highlightTerms(root, ["refund"]);
    expect(p.querySelectorAll("mark")).toHaveLength(2);
    expect(original.parentNode).toBe(p);
    restore();
    expect(p.innerHTML).toBe("refund first, then refund again");
    expect(p.firstChild).toBe(original);
  });

  it("does nothing without terms", () => {
    const root = article("<p>refund</p>");
    highlightTerms(root, [])();
    expect(root.innerHTML).toBe("<p>refund</p>");
  });

  it("finds an identifier across the build's <wbr> break points, marks each piece and leaves the <wbr>s in place", () => {
    const root = article("<p>Send <code>X-<wbr>PARTNER-<wbr>ID</code> and <code>X-<wbr>EXTERNAL-<wbr>ID</code>.</p>");
    const code = root.querySelector("code") as HTMLElement;
    const before = code.innerHTML;
    const restore = highlightTerms(root, ["x-partner-id"]);
    expect([...code.querySelectorAll("mark")].map((m) => m.textContent)).toEqual(["X-", "PARTNER-", "ID"]);
    expect(code.querySelectorAll("wbr")).toHaveLength(2);
    expect(code.textContent).toBe("X-PARTNER-ID");
    expect(root.querySelectorAll("code")[1].querySelector("mark")).toBeNull();
    restore();
    expect(code.innerHTML).toBe(before);
  });

  it("marks a part of an identifier that sits in one piece", () => {
    const root = article("<p><code>partner<wbr>Reference<wbr>No</code></p>");
    highlightTerms(root, ["reference"]);
    expect([...root.querySelectorAll("mark")].map((m) => m.textContent)).toEqual(["Reference"]);
  });
});
