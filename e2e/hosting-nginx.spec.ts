import { test, expect, hydrated } from "./fixtures";
import { expectNoViolationOnEveryPageType } from "./hosting";

// The build served by Debian's nginx with the configuration scripts/nginx-conf.mjs generates
// (docs/hosting.md). Project "nginx" (playwright.config.ts): `scripts/nginx-conf.mjs --serve`.

test("unknown paths and the not-found page's own paths answer 404 with the not-found page", async ({ request }) => {
  for (const path of ["no-such-page/", "guide/no-such-page", "404/", "404/index.html", "404.html"]) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(404);
    expect(await response.text(), path).toContain("Page Not Found");
  }
});

test("the .html forms of a page are served, and the page moves to its canonical URL", async ({
  page,
  consoleErrors,
}) => {
  // nginx must serve the page, with the policy that lets its URL-normalisation script run.
  for (const form of ["guide/authentication/index.html", "guide/authentication.html"]) {
    expect((await page.goto(form))?.status(), form).toBe(200);
    await hydrated(page);
    expect(new URL(page.url()).pathname, form).toBe("/api-docs-v2/guide/authentication/");
    await expect(page.getByRole("heading", { level: 1, name: "Authentication" })).toBeVisible();
  }
  expect(consoleErrors).toEqual([]);
});

test("no Content Security Policy violation on any page type", async ({ page, consoleErrors }) => {
  test.setTimeout(60_000);
  await expectNoViolationOnEveryPageType(page, consoleErrors);
});

test("caching, compression, types and security headers", async ({ request, page }) => {
  await page.goto("");
  const asset = async (selector: string, attribute: string) =>
    (await page.locator(selector).first().getAttribute(attribute))!.replace(/^\/api-docs-v2\//, "");
  const files = {
    page: "guide/authentication/",
    "page data": "page-data/index/page-data.json",
    "search meta": "search-index/current/meta.json",
    markdown: "guide/authentication.md",
    script: await asset('script[src*="/app-"]', "src"),
    // Gatsby inlines the stylesheet and names its file; later route changes may fetch it.
    styles: await asset('style[data-href*="/styles."]', "data-href"),
  };
  const got: Record<string, Record<string, string | undefined>> = {};
  for (const [name, path] of Object.entries(files)) {
    // Playwright's requests accept gzip, deflate and br, and decode the body.
    const headers = (await request.get(path)).headers();
    got[name] = {
      cache: headers["cache-control"],
      encoding: headers["content-encoding"],
      type: headers["content-type"],
      nosniff: headers["x-content-type-options"],
    };
  }
  const revalidate = "public, max-age=0, must-revalidate";
  const immutable = "public, max-age=31536000, immutable";
  expect(got).toEqual({
    page: { cache: revalidate, encoding: "gzip", type: "text/html; charset=utf-8", nosniff: "nosniff" },
    "page data": { cache: revalidate, encoding: "gzip", type: "application/json; charset=utf-8", nosniff: "nosniff" },
    "search meta": { cache: revalidate, encoding: "gzip", type: "application/json; charset=utf-8", nosniff: "nosniff" },
    markdown: { cache: revalidate, encoding: "gzip", type: "text/markdown; charset=utf-8", nosniff: "nosniff" },
    script: { cache: immutable, encoding: "gzip", type: "text/javascript; charset=utf-8", nosniff: "nosniff" },
    styles: { cache: immutable, encoding: "gzip", type: "text/css; charset=utf-8", nosniff: "nosniff" },
  });
  const policy = (await request.get(files.page)).headers()["content-security-policy"];
  expect(policy).toMatch(/script-src 'self' 'sha256-.*frame-ancestors 'self'/);
});
