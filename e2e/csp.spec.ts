import { test, expect, hydrated } from "./fixtures";

// Every page under its own hashed Content Security Policy, with no violation reported
// by the browser while the page loads, hydrates and a few controls are used.
const sitemapPaths = async (request: import("@playwright/test").APIRequestContext) => {
  const xml = await (await request.get("sitemap.xml")).text();
  return [...xml.matchAll(/<loc>https?:\/\/[^/]+\/api-docs-v2\/([^<]*)<\/loc>/g)].map((m) => m[1]);
};

test("responses carry the security headers and a policy without unsafe-inline or unsafe-eval scripts", async ({
  request,
}) => {
  const response = await request.get("guide/authentication/");
  const headers = response.headers();
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  const csp = headers["content-security-policy"];
  const scriptSrc = csp.split(";").find((d) => d.trim().startsWith("script-src")) ?? "";
  expect(scriptSrc).toMatch(/'sha256-/);
  expect(scriptSrc).not.toMatch(/unsafe-inline|unsafe-eval/);
  expect(csp).toContain("frame-ancestors 'self'");
  const html = await response.text();
  expect(html).toMatch(/<meta http-equiv="Content-Security-Policy" content="[^"]*script-src 'self' 'sha256-/);
});

test("hashed assets are cached long, HTML and page data revalidate", async ({ request, page }) => {
  await page.goto("");
  const script = await page.locator('script[src*="/app-"]').first().getAttribute("src");
  expect((await request.get(script!.replace(/^\/api-docs-v2\//, ""))).headers()["cache-control"]).toBe(
    "public, max-age=31536000, immutable",
  );
  expect((await request.get("")).headers()["cache-control"]).toBe("public, max-age=0, must-revalidate");
  expect((await request.get("page-data/index/page-data.json")).headers()["cache-control"]).toBe(
    "public, max-age=0, must-revalidate",
  );
});

for (let shard = 0; shard < 4; shard++) {
  test(`no Content Security Policy violation on any page (shard ${shard + 1}/4)`, async ({ page, request }) => {
    test.setTimeout(180_000);
    await page.addInitScript(() => {
      const w = window as unknown as { __cspViolations: string[] };
      w.__cspViolations = [];
      document.addEventListener("securitypolicyviolation", (e) =>
        w.__cspViolations.push(`${e.violatedDirective} ${e.blockedURI} ${e.sample}`),
      );
    });
    const paths = [...(await sitemapPaths(request)), "search/", "no-such-page/"].filter((_, i) => i % 4 === shard);
    const violations: string[] = [];
    for (const path of paths) {
      await page.goto(path);
      await hydrated(page);
      // Focusing the navbar's search box loads the search index (fetches under connect-src).
      await page
        .getByRole("banner")
        .getByRole("combobox", { name: /Search/ })
        .focus();
      await expect(page.locator('header form[role="search"]')).toHaveAttribute("data-state", "ready");
      const found = await page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations);
      violations.push(...found.map((v) => `${path}: ${v}`));
    }
    expect(violations).toEqual([]);
  });
}
