// @vitest-environment jsdom
import { appRouteOf } from "../app-route";

vi.mock("gatsby", () => import("../../../components/__tests__/gatsby-mock"));

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
