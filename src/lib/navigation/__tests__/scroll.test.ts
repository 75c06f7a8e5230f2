// @vitest-environment jsdom
import { gatsbyHandlesScroll, scrollAfterNavigation } from "../scroll";

describe("scroll after navigation", () => {
  afterEach(() => {
    document.body.innerHTML = "";
    vi.restoreAllMocks();
  });

  it("scrolls the hash target into view", () => {
    document.body.innerHTML = '<h2 id="request-body">Request body</h2><h2 id="ünïcode">x</h2>';
    const scrollIntoView = vi.fn();
    Element.prototype.scrollIntoView = scrollIntoView;
    const scrollTo = vi.spyOn(window, "scrollTo").mockImplementation(() => {});
    scrollAfterNavigation({ hash: "#request-body" });
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    expect(scrollIntoView.mock.contexts[0]).toBe(document.getElementById("request-body"));
    scrollAfterNavigation({ hash: "#%C3%BCn%C3%AFcode" });
    expect(scrollIntoView.mock.contexts[1]).toBe(document.getElementById("ünïcode"));
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it("scrolls to the top without a hash or when the target does not exist", () => {
    const scrollTo = vi.spyOn(window, "scrollTo").mockImplementation(() => {});
    scrollAfterNavigation({ hash: "" });
    scrollAfterNavigation({ hash: "#missing" });
    scrollAfterNavigation({ hash: "#%E0%A4%A" });
    expect(scrollTo.mock.calls).toEqual([
      [0, 0],
      [0, 0],
      [0, 0],
    ]);
  });

  it("leaves first load and back/forward to Gatsby's scroll restoration", () => {
    expect(gatsbyHandlesScroll({ hash: "", action: "PUSH" }, false)).toBe(true);
    expect(gatsbyHandlesScroll({ hash: "" }, true)).toBe(true);
    expect(gatsbyHandlesScroll({ hash: "", action: "POP" }, true)).toBe(true);
    expect(gatsbyHandlesScroll({ hash: "", action: "PUSH" }, true)).toBe(false);
    expect(gatsbyHandlesScroll({ hash: "#x", action: "PUSH" }, true)).toBe(false);
  });
});
