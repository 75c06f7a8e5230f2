// @vitest-environment jsdom
// Run with Preact, as in the browser build (gatsby-plugin-preact): the handler relies on Preact's
// synchronous render.
import { Fragment, h, render, type ComponentType } from "preact";
import { act } from "preact/test-utils";
import { headHandlerForBrowser } from "../head-handler";

vi.mock("react", async () => await import("preact/compat"));
vi.mock("react-dom", async () => await import("preact/compat"));

type Props = Record<string, unknown>;
const location = { pathname: "/guide/a/" };
const container = document.createElement("div");

function showPage(Head: ComponentType<Props> | undefined, props: Props = {}, at = location) {
  const Page = () => {
    headHandlerForBrowser({
      pageComponent: Head ? { Head: Head as never } : {},
      pageComponentProps: { location: at, ...props },
    });
    return null;
  };
  void act(() => render(h(Page, null), container));
}

const marked = () => [...document.head.querySelectorAll("[data-gatsby-head]")];
const serverHead =
  '<meta charset="utf-8"><title data-gatsby-head="true">Old</title><link rel="icon" href="/favicon.svg" data-gatsby-head="true">';

describe("head handler stand-in", () => {
  beforeAll(() => {
    // The page the browser loaded keeps the server's head: its Head is never rendered, however
    // often the page renders (the handler remembers that page, so this runs before every test).
    document.head.innerHTML = serverHead;
    const Head = vi.fn(() => h("title", null, "Never"));
    const loaded = { pathname: "/loaded/" };
    showPage(Head, {}, loaded);
    showPage(Head, { pageContext: {} }, loaded);
    expect(Head).not.toHaveBeenCalled();
    expect(document.head.innerHTML).toBe(serverHead);
  });

  beforeEach(() => {
    render(null, container);
    document.head.innerHTML = serverHead;
  });

  it("renders the Head again on the page the browser loaded once the reader has been elsewhere", () => {
    showPage(() => h("title", null, "Elsewhere"));
    showPage(() => h("title", null, "Back"), {}, { pathname: "/loaded/" });
    expect(document.title).toBe("Back");
  });

  it("leaves <head> as it is when a Head renders no title (its code could not load)", () => {
    showPage(() => null);
    expect(document.head.innerHTML).toBe(serverHead);
  });

  it("gives the Head the props Gatsby gives it and brings <head> to its elements, keeping the ones already there", () => {
    const icon = document.head.querySelector('link[rel="icon"]');
    const seen: Props[] = [];
    const Head = (props: Props) => {
      seen.push(props);
      const { d } = props.pageContext as { d: string };
      return h(
        Fragment,
        null,
        h("title", null, "New"),
        h("meta", { name: "description", content: d }),
        h("link", { rel: "icon", href: "/favicon.svg" }),
      );
    };
    showPage(Head, { pageContext: { d: "About A" }, params: {}, data: undefined, extra: 1 });
    expect(seen[0]).toEqual({ location, params: {}, data: {}, serverData: undefined, pageContext: { d: "About A" } });
    expect(document.title).toBe("New");
    expect(marked().map((e) => e.outerHTML)).toEqual([
      '<link rel="icon" href="/favicon.svg" data-gatsby-head="true">',
      '<title data-gatsby-head="true">New</title>',
      '<meta name="description" content="About A" data-gatsby-head="true">',
    ]);
    expect(document.head.querySelector('link[rel="icon"]')).toBe(icon); // kept, not fetched again
    expect(document.head.querySelector("meta[charset]")).not.toBeNull(); // not a Head element: untouched

    // The next page's Head replaces what changed, once.
    showPage(Head, { pageContext: { d: "About B" } });
    expect(marked().map((e) => e.outerHTML)).toEqual([
      '<link rel="icon" href="/favicon.svg" data-gatsby-head="true">',
      '<title data-gatsby-head="true">New</title>',
      '<meta name="description" content="About B" data-gatsby-head="true">',
    ]);
  });

  it("removes every Head element for a page without a Head", () => {
    showPage(undefined);
    expect(marked()).toEqual([]);
    expect(document.head.querySelector("meta[charset]")).not.toBeNull();
  });

  it("reports and leaves out what is not a head element", () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    showPage(() => h(Fragment, null, h("title", null, "T"), h("div", null, "not head")));
    expect(marked().map((e) => e.localName)).toEqual(["title"]);
    expect(error).toHaveBeenCalledWith(expect.stringMatching(/^<div> in a page's Head is not a head element/));
    error.mockRestore();
  });
});
