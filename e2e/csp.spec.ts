import { test, expect } from "./fixtures";

// Every page under its own hashed Content Security Policy: the headers and the policy here; that the
// browser reports no violation on any page, while it loads, hydrates and loads the search index,
// is checked on each page's one load in e2e/pages.spec.ts.

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
