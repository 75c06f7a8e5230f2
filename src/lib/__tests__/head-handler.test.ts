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

function showPage(Head: ComponentType<Props> | undefined, props: Props = {}) {
  const Page = () => {
    headHandlerForBrowser({
      pageComponent: Head ? { Head: Head as never } : {},
      pageComponentProps: { location, ...props },
    });
    return null;
  };
  void act(() => render(h(Page, null), container));
}

const marked = () => [...document.head.querySelectorAll("[data-gatsby-head]")];

describe("head handler stand-in", () => {
  beforeEach(() => {
    render(null, container);
    document.head.innerHTML =
      '<meta charset="utf-8"><title data-gatsby-head="true">Old</title><link rel="icon" href="/favicon.svg" data-gatsby-head="true">';
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
