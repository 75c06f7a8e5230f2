// @vitest-environment jsdom
// Run with Preact, as in the browser build (gatsby-plugin-preact), where this stand-in replaces
// gatsby-link (src/node/webpack/config.ts).
import { h, render } from "preact";
import { act } from "preact/test-utils";

vi.mock("react", async () => await import("preact/compat"));
vi.mock("react-dom", async () => await import("preact/compat"));
vi.mock("react/jsx-runtime", async () => await import("preact/jsx-runtime"));
vi.mock("react/jsx-dev-runtime", async () => await import("preact/jsx-runtime"));
vi.mock("@reach/router", () => ({
  Location: ({ children }: { children: (v: { location: Location }) => unknown }) =>
    children({ location: window.location }),
}));
vi.stubGlobal("__BASE_PATH__", "/api-docs-v2");
vi.stubGlobal("__PATH_PREFIX__", "/api-docs-v2");
vi.stubGlobal("__TRAILING_SLASH__", "always");

const { Link, navigate, parsePath, withPrefix } = await import("../gatsby-link");

/** Links in view, as the one IntersectionObserver sees them. */
let observed: { callback: IntersectionObserverCallback; targets: Element[] };
class FakeObserver {
  constructor(callback: IntersectionObserverCallback) {
    observed = { callback, targets: [] };
  }
  observe(target: Element) {
    observed.targets.push(target);
  }
  unobserve(target: Element) {
    observed.targets = observed.targets.filter((t) => t !== target);
  }
}
vi.stubGlobal("IntersectionObserver", FakeObserver);

const container = document.createElement("div");
document.body.append(container);
const show = (props: Record<string, unknown>) => {
  void act(() => render(h(Link as never, props, "Read"), container));
  return container.querySelector("a")!;
};
const loader = { hovering: vi.fn(), enqueue: vi.fn(), loadPage: vi.fn() };
const navigateSpy = vi.fn();
// After the link's own handler: jsdom cannot follow a link the browser would.
const noBrowserNavigation = (event: Event) => event.preventDefault();
document.addEventListener("click", noBrowserNavigation);

describe("gatsby-link stand-in", () => {
  beforeEach(() => {
    window.history.replaceState(null, "", "/api-docs-v2/guide/authentication/");
    window.___loader = loader;
    window.___navigate = navigateSpy;
    vi.clearAllMocks();
  });
  afterEach(() => void act(() => render(null, container)));

  it("renders the prefixed address with the site's trailing slash, and marks a link to the current page", () => {
    expect(show({ to: "/guide/payment-gateway?x=1#top", className: "c" }).outerHTML).toBe(
      '<a href="/api-docs-v2/guide/payment-gateway/?x=1#top" class="c">Read</a>',
    );
    expect(show({ to: "/guide/authentication/" }).getAttribute("aria-current")).toBe("page");
    expect(show({ to: "/guide/authentication/", "aria-current": undefined }).hasAttribute("aria-current")).toBe(false);
    expect(show({ to: "https://example.com/x" }).getAttribute("href")).toBe("https://example.com/x");
    expect(show({ to: "../sandbox" }).getAttribute("href")).toBe("/api-docs-v2/guide/sandbox/");
  });

  it("opens the page in the app on a plain left click, replacing the entry for the current page", () => {
    const onClick = vi.fn();
    show({ to: "/api/", state: { from: "x" }, onClick }).click();
    expect(onClick).toHaveBeenCalledOnce();
    expect(navigateSpy).toHaveBeenLastCalledWith("/api-docs-v2/api/", { state: { from: "x" }, replace: false });
    show({ to: "/guide/authentication/" }).click();
    expect(navigateSpy).toHaveBeenLastCalledWith("/api-docs-v2/guide/authentication/", {
      state: undefined,
      replace: true,
    });
  });

  it("leaves modified clicks, targets and prevented clicks to the browser", () => {
    const link = show({ to: "/api/" });
    for (const init of [{ ctrlKey: true }, { metaKey: true }, { shiftKey: true }, { altKey: true }, { button: 1 }])
      link.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true, ...init }));
    show({ to: "/api/", target: "_blank" }).click();
    show({ to: "/api/", onClick: (e: Event) => e.preventDefault() }).click();
    expect(navigateSpy).not.toHaveBeenCalled();
  });

  it("preloads on pointing and queues a prefetch while in view, withdrawn when it leaves", () => {
    const onMouseEnter = vi.fn();
    const link = show({ to: "/api/?q=1#h", onMouseEnter });
    link.dispatchEvent(new MouseEvent("mouseover", { bubbles: true }));
    link.dispatchEvent(new MouseEvent("mouseenter"));
    expect(onMouseEnter).toHaveBeenCalled();
    expect(loader.hovering).toHaveBeenCalledWith("/api-docs-v2/api/?q=1");

    const abort = vi.fn();
    loader.enqueue.mockReturnValue({ abort });
    expect(observed.targets).toEqual([link]);
    const entry = (isIntersecting: boolean) =>
      [{ target: link, isIntersecting, intersectionRatio: isIntersecting ? 1 : 0 }] as never;
    observed.callback(entry(true), observed as never);
    expect(loader.enqueue).toHaveBeenCalledWith("/api-docs-v2/api/?q=1");
    observed.callback(entry(false), observed as never);
    expect(abort).toHaveBeenCalledOnce();
    // A link to the page being read is never queued.
    show({ to: "/guide/authentication/" });
    expect(observed.targets).toEqual([]);
  });

  it("navigate, withPrefix and parsePath as Gatsby defines them", () => {
    navigate("/api/", { replace: true });
    expect(navigateSpy).toHaveBeenLastCalledWith("/api-docs-v2/api/", { replace: true });
    navigate(-1);
    expect(navigateSpy).toHaveBeenLastCalledWith(-1, undefined);
    expect(withPrefix("/favicon.svg")).toBe("/api-docs-v2/favicon.svg");
    expect(withPrefix("https://x.example/")).toBe("https://x.example/");
    expect(parsePath("/a/?b=1#c")).toEqual({ pathname: "/a/", search: "?b=1", hash: "#c" });
    expect(parsePath("/a?#")).toEqual({ pathname: "/a", search: "", hash: "" });
  });
});
