// @vitest-environment jsdom
import { baseUrlIssueScript } from "../before-paint";

/** Runs the banner script for a page whose address is `path` and whose built route is `pagePath`. */
function run(path: string, pagePath: string | undefined, basePath = "/api-docs-v2/") {
  window.history.replaceState(null, "", path);
  document.body.innerHTML = "<div id='___gatsby'>page</div>";
  window.pagePath = pagePath;
  new Function(baseUrlIssueScript(basePath))();
  return document.getElementById("base-url-issue-banner");
}

describe("base-URL misconfiguration banner", () => {
  afterEach(() => {
    window.history.replaceState(null, "", "/");
  });

  it("stays away when the site is served at its base path", () => {
    expect(run("/api-docs-v2/guide/authentication/", "/guide/authentication/")).toBeNull();
    expect(run("/api-docs-v2", "/")).toBeNull();
  });

  it("suggests the address minus the page's route", () => {
    const banner = run("/guide/authentication/", "/guide/authentication/");
    expect(banner?.getAttribute("role")).toBe("alert");
    expect(document.body.firstElementChild).toBe(banner);
    expect(banner?.textContent).toBe(
      "Your site did not load properly." +
        "A common reason is a wrong base URL: this build expects /api-docs-v2/, but the page is served at /guide/authentication/." +
        "We suggest trying base URL / (basePath in the site configuration), then rebuilding.",
    );
    expect(run("/docs/v2/api/", "/api/")?.querySelectorAll("code")[2].textContent).toBe("/docs/v2/");
    expect(run("/", "/")?.querySelectorAll("code")[2].textContent).toBe("/");
    expect(run("/docs/", "/")?.querySelectorAll("code")[2].textContent).toBe("/docs/");
  });

  it("understands .html and slash-less forms of the address", () => {
    expect(
      run("/guide/authentication/index.html", "/guide/authentication/")?.querySelectorAll("code")[2].textContent,
    ).toBe("/");
    expect(run("/docs/guide/authentication", "/guide/authentication/")?.querySelectorAll("code")[2].textContent).toBe(
      "/docs/",
    );
  });

  it("has no suggestion it cannot back up (404 page, unrelated address)", () => {
    const notFound = run("/nope/", "/404.html");
    expect(notFound?.textContent).toContain("Your site did not load properly.");
    expect(notFound?.textContent).not.toContain("We suggest");
    expect(run("/other/", "/guide/authentication/")?.textContent).not.toContain("We suggest");
  });

  it("writes the address as text, never as markup", () => {
    const banner = run("/%3Cimg%20src=x%20onerror=alert(1)%3E/", undefined);
    expect(banner?.querySelector("img")).toBeNull();
    expect(banner?.textContent).toContain("%3Cimg");
  });

  it("waits for the document when it runs before the body is parsed", () => {
    window.history.replaceState(null, "", "/guide/authentication/");
    window.pagePath = "/guide/authentication/";
    document.body.innerHTML = "";
    Object.defineProperty(document, "readyState", { value: "loading", configurable: true });
    new Function(baseUrlIssueScript("/api-docs-v2/"))();
    expect(document.getElementById("base-url-issue-banner")).toBeNull();
    Object.defineProperty(document, "readyState", { value: "complete", configurable: true });
    document.dispatchEvent(new Event("DOMContentLoaded"));
    expect(document.getElementById("base-url-issue-banner")).not.toBeNull();
  });
});
