// @vitest-environment jsdom
import React from "react";
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import type { SearchHit } from "../../../lib/search/types";
import { ChatPanel } from "..";
import type { ChatConfig } from "../../../lib/chat/types";

const search = vi.fn<(query: string, options?: { limit?: number }) => SearchHit[]>();
// The lazy engine: `prepare` fetches the shards a query needs (nothing to fetch here), then `search`.
const prepare = vi.fn(async (_query: string, _options?: { limit?: number }) => undefined);
const loadSearch = vi.fn(async (_options?: { excerpts?: boolean; lazy?: boolean }) => ({ search, prepare }));
vi.mock("../../../lib/search/lazy", () => ({
  loadSearch: (options?: { excerpts?: boolean; lazy?: boolean }) => loadSearch(options),
}));

const refund: SearchHit = {
  title: "Refund Order",
  section: "Request body",
  url: "/api/payment-gateway/refund-order/",
  hash: "request-body",
  breadcrumbs: ["API List", "Payment Gateway"],
  excerpt: "Send the original partnerReferenceNo and the amount to refund.",
  score: 3,
  context: "api",
  top: false,
  terms: ["refund"],
  href: "/api-docs-v2/api/payment-gateway/refund-order/?_highlight=refund#request-body",
};
const cancel: SearchHit = {
  title: "Cancel Order",
  section: "POST /v1.0/debit/cancel",
  url: "/api/payment-gateway/cancel-order/",
  hash: "",
  breadcrumbs: ["API List"],
  score: 1,
  context: "api",
  top: true,
  terms: ["order"],
  href: "/api-docs-v2/api/payment-gateway/cancel-order/?_highlight=order",
};

const docsOnly: ChatConfig = { show: true, faq: [] };
const withAssistant: ChatConfig = { show: true, faq: [], assistant: { url: "/assistant/ask" } };

function ask(question: string) {
  fireEvent.change(screen.getByRole("textbox", { name: "Ask a question about the docs" }), {
    target: { value: question },
  });
  fireEvent.click(screen.getByRole("button", { name: "Send question" }));
}

const conversation = () => within(screen.getByRole("log", { name: "Conversation" }));

beforeEach(() => {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }) as unknown as MediaQueryList;
  search.mockReset();
  loadSearch.mockClear();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("typed questions answered from the docs", () => {
  it("lists the best sections with links, breadcrumbs and excerpts", async () => {
    search.mockImplementation((query) => (query === "refund order" ? [refund, cancel] : []));
    render(<ChatPanel id="p" config={docsOnly} onClose={() => undefined} />);
    ask("How do I refund an order?");
    expect(conversation().getByText("How do I refund an order?")).toBeTruthy();
    const link = await conversation().findByRole("link", { name: "Refund Order: Request body" });
    expect(link.getAttribute("href")).toBe("/api/payment-gateway/refund-order/?_highlight=refund#request-body");
    expect(conversation().getByText("API List › Payment Gateway").id).toBe(link.getAttribute("aria-describedby"));
    expect(conversation().getByText("Send the original partnerReferenceNo and the amount to refund.")).toBeTruthy();
    expect(conversation().getByRole("link", { name: "Cancel Order" }).getAttribute("href")).toBe(
      "/api/payment-gateway/cancel-order/?_highlight=order",
    );
    expect(conversation().getByText("POST /v1.0/debit/cancel").tagName).toBe("CODE");
    expect(
      conversation()
        .getByRole("link", { name: "See all results for “How do I refund an order?”" })
        .getAttribute("href"),
    ).toBe("/search/?q=How+do+I+refund+an+order%3F");
    expect(search).toHaveBeenCalledWith("refund order", { limit: 5 });
    expect(loadSearch).toHaveBeenCalledWith({ excerpts: true, lazy: true });
    expect(prepare).toHaveBeenCalled();
    // The input is cleared for the next question, which is answered below the first.
    expect(screen.getByRole<HTMLInputElement>("textbox").value).toBe("");
    ask("cancel");
    expect(await conversation().findByText(/Nothing in the docs matches “cancel”/)).toBeTruthy();
    expect(conversation().getByRole("link", { name: "Refund Order: Request body" })).toBeTruthy();
  });

  it("says so when nothing matches", async () => {
    search.mockReturnValue([]);
    render(<ChatPanel id="p" config={docsOnly} onClose={() => undefined} />);
    ask("quantum teleportation");
    expect(await conversation().findByText(/Nothing in the docs matches “quantum teleportation”/)).toBeTruthy();
    expect(conversation().getByRole("link", { name: "Integration Guides" }).getAttribute("href")).toBe("/");
  });

  it("points to the search page when search cannot load", async () => {
    loadSearch.mockRejectedValueOnce(new Error("index 404"));
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    render(<ChatPanel id="p" config={docsOnly} onClose={() => undefined} />);
    ask("refund");
    expect(await conversation().findByText(/Searching the docs is not available right now/)).toBeTruthy();
    expect(conversation().getByRole("link", { name: "Try the search page" }).getAttribute("href")).toBe(
      "/search/?q=refund",
    );
    expect(warn).toHaveBeenCalledWith(expect.stringContaining("index 404"));
    warn.mockRestore();
  });

  it("ignores an empty question", () => {
    render(<ChatPanel id="p" config={docsOnly} onClose={() => undefined} />);
    ask("   ");
    expect(conversation().queryAllByRole("listitem")).toHaveLength(0);
    expect(search).not.toHaveBeenCalled();
  });
});

describe("typed questions with an assistant endpoint", () => {
  it("shows the assistant's sanitised HTML answer, with related docs", async () => {
    search.mockReturnValue([refund]);
    const fetchMock = vi.fn(async () =>
      Response.json({
        answer: '<p>Call <b>Refund Order</b>.</p><img src=x onerror="alert(1)"><script>alert(2)</script>',
      }),
    );
    vi.stubGlobal("fetch", fetchMock);
    render(<ChatPanel id="p" config={withAssistant} onClose={() => undefined} />);
    ask("How do I refund?");
    const answer = await conversation().findByText("Refund Order", { selector: "b" });
    const html = answer.closest("div")?.innerHTML ?? "";
    expect(html).toBe("<p>Call <b>Refund Order</b>.</p>");
    expect(conversation().getByText("Related in the docs:")).toBeTruthy();
    expect(conversation().getByRole("link", { name: "Refund Order: Request body" })).toBeTruthy();
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe(`${window.location.origin}/assistant/ask`);
    expect(JSON.parse(String(init.body))).toEqual({ question: "How do I refund?", page: window.location.pathname });
  });

  it.each([
    ["fails", async () => new Response("down", { status: 503 })],
    [
      "answers with nothing a reader would see",
      async () => Response.json({ answer: "<script>alert(1)</script><p> </p>" }),
    ],
  ])("falls back to the docs when the assistant %s", async (_name, respond) => {
    search.mockReturnValue([refund]);
    vi.stubGlobal("fetch", vi.fn(respond));
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    render(<ChatPanel id="p" config={withAssistant} onClose={() => undefined} />);
    ask("refund");
    expect(
      await conversation().findByText("The assistant is not available right now, so this answer comes from the docs."),
    ).toBeTruthy();
    expect(conversation().getByRole("link", { name: "Refund Order: Request body" })).toBeTruthy();
    expect(warn).toHaveBeenCalledTimes(1);
    warn.mockRestore();
  });
});
