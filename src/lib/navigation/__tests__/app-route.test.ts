// @vitest-environment jsdom
import { navigate } from "gatsby";
import { appRouteOf, followInApp } from "../app-route";

vi.mock("gatsby", async () => {
  const mock = await import("../../../components/__tests__/gatsby-mock");
  return { ...mock, navigate: vi.fn() };
});

/** A click on a link with `href` (and attributes), as the browser dispatches it. */
function clickOn(href: string, init: MouseEventInit = {}, attributes: Record<string, string> = {}): string | null {
  const link = document.createElement("a");
  link.href = href;
  Object.entries(attributes).forEach(([k, v]) => link.setAttribute(k, v));
  link.innerHTML = "<span>text</span>";
  document.body.append(link);
  let route: string | null | undefined;
  link.addEventListener("click", (event) => {
    route = appRouteOf(event);
    event.preventDefault();
  });
  link.firstElementChild!.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true, ...init }));
  link.remove();
  if (route === undefined) throw new Error("no click reached the link");
  return route;
}

describe("appRouteOf", () => {
  beforeEach(() => window.history.replaceState(null, "", "/api-docs-v2/guide/overview/"));

  it("opens a page of the site in the app, with its query and fragment", () => {
    expect(clickOn("/api-docs-v2/api/payment-gateway/create-order/?x=1#request")).toBe(
      "/api/payment-gateway/create-order/?x=1#request",
    );
    expect(clickOn("http://localhost:3000/api-docs-v2/search/")).toBe("/search/");
  });

  it("opens the page shown again in the app, but leaves its fragments to the browser", () => {
    expect(clickOn("/api-docs-v2/guide/overview/")).toBe("/guide/overview/");
    expect(clickOn("/api-docs-v2/guide/overview/#steps")).toBeNull();
    expect(clickOn("/api-docs-v2/guide/overview/?tab=go#steps")).toBe("/guide/overview/?tab=go#steps");
  });

  it("leaves other sites, paths outside the prefix, new tabs and downloads to the browser", () => {
    expect(clickOn("https://example.com/api-docs-v2/guide/")).toBeNull();
    expect(clickOn("/other/")).toBeNull();
    expect(clickOn("/api-docs-v2/guide/", {}, { target: "_blank" })).toBeNull();
    expect(clickOn("/api-docs-v2/openapi.yaml", {}, { download: "" })).toBeNull();
  });

  it("leaves clicks with a modifier key or another button to the browser", () => {
    for (const init of [{ metaKey: true }, { ctrlKey: true }, { shiftKey: true }, { altKey: true }, { button: 1 }])
      expect(clickOn("/api-docs-v2/guide/", init)).toBeNull();
  });
});

describe("followInApp", () => {
  beforeEach(() => {
    window.history.replaceState(null, "", "/api-docs-v2/guide/overview/");
    vi.mocked(navigate).mockClear();
  });

  /** Clicks a link inside a container that follows its links in the app; whether the browser's default was kept. */
  function follow(href: string, init: MouseEventInit = {}): { followed: boolean; defaultPrevented: boolean } {
    const box = document.createElement("div");
    box.innerHTML = `<a href="${href}"><span>text</span></a>`;
    document.body.append(box);
    let followed = false;
    let defaultPrevented = false;
    box.addEventListener("click", (event) => {
      followed = followInApp(event);
      defaultPrevented = event.defaultPrevented;
      event.preventDefault(); // jsdom cannot load another page
    });
    box.querySelector("span")!.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true, ...init }));
    box.remove();
    return { followed, defaultPrevented };
  }

  it("opens a page of the site in the app instead of the browser's load", () => {
    expect(follow("/api-docs-v2/api/?x=1#top")).toEqual({ followed: true, defaultPrevented: true });
    expect(navigate).toHaveBeenCalledExactlyOnceWith("/api/?x=1#top");
  });

  it("leaves every other click to the browser", () => {
    expect(follow("https://example.com/")).toEqual({ followed: false, defaultPrevented: false });
    expect(follow("/api-docs-v2/api/", { ctrlKey: true })).toEqual({ followed: false, defaultPrevented: false });
    expect(navigate).not.toHaveBeenCalled();
  });
});
