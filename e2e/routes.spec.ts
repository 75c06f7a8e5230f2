import { test, expect, hydrated } from "./fixtures";
import { allDocRoutes, extraApiRoutes, extraGuideRoutes } from "./spec-routes";

// The site's routes as a whole: the sidebars reach every doc route and only the pages added
// besides, an unknown path is the not-found page with status 404, the .html and slash-less forms
// of a path reach its page, client-side navigation works, the sitemap lists every doc route. Each
// page's own checks (for a doc route its sidebar, breadcrumbs, head and table of contents; for
// every page its internal links, each answering 200) are made in its test in e2e/pages.spec.ts.

test("the guide sidebar and the API sidebar reach every page the specification lists, and only the pages we added besides", async ({
  page,
}) => {
  const linked = new Set<string>();
  for (const start of ["", "api/"]) {
    await page.goto(start);
    const hrefs = await page
      .locator('nav[aria-label$="sidebar"] a')
      .evaluateAll((as) => as.map((a) => new URL((a as HTMLAnchorElement).href).pathname));
    hrefs.forEach((h) => linked.add(h.replace(/^\/api-docs-v2/, "")));
  }
  expect([...linked].sort()).toEqual([...allDocRoutes, ...extraGuideRoutes, ...extraApiRoutes].sort());
});

test("an unknown path shows the not-found page with status 404", async ({ page, consoleErrors }) => {
  const missing: string[] = [];
  page.on("response", (r) => {
    if (r.status() === 404 && /\.(js|css|json)$|\/$/.test(new URL(r.url()).pathname))
      missing.push(new URL(r.url()).pathname);
  });
  const response = await page.goto("guide/no-such-page/");
  expect(response?.status()).toBe(404);
  await hydrated(page);
  await expect(page.getByRole("heading", { level: 1, name: "Page Not Found" })).toBeVisible();
  // The only failed documents, scripts, styles or data are the page itself and its page data.
  expect([...new Set(missing)].sort()).toEqual([
    "/api-docs-v2/guide/no-such-page/",
    "/api-docs-v2/page-data/guide/no-such-page/page-data.json",
  ]);
  expect(consoleErrors.filter((e) => !/status of 404/.test(e))).toEqual([]);
});

for (const form of ["guide/authentication/index.html", "guide/authentication.html"]) {
  test(`${form} lands on the canonical page`, async ({ page, consoleErrors }) => {
    const response = await page.goto(form);
    expect(response?.status()).toBe(200);
    await hydrated(page);
    expect(new URL(page.url()).pathname).toBe("/api-docs-v2/guide/authentication/");
    await expect(page.getByRole("heading", { level: 1, name: "Authentication" })).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });
}

test("the form without a trailing slash reaches the same page", async ({ page }) => {
  const response = await page.goto("guide/authentication");
  expect(response?.status()).toBe(200);
  expect(new URL(page.url()).pathname).toBe("/api-docs-v2/guide/authentication/");
  await expect(page.getByRole("heading", { level: 1, name: "Authentication" })).toBeVisible();
});

test("client-side navigation through the sidebar and the pager", async ({ page, consoleErrors }) => {
  await page.goto("guide/authentication/");
  await hydrated(page);
  const sidebar = page.getByRole("navigation", { name: "Integration Guides sidebar" });
  const before = await page.getByRole("heading", { level: 1 }).innerText();
  const link = sidebar.locator('a[href$="/guide/payment-gateway/hosted-checkout/"]');
  const label = await link.innerText();
  await link.click();
  await expect(page).toHaveURL(/\/api-docs-v2\/guide\/payment-gateway\/hosted-checkout\/$/);
  await expect(page.getByRole("heading", { level: 1 })).not.toHaveText(before);
  await expect(sidebar.locator('a[aria-current="page"]')).toHaveText(label);

  const next = page.getByRole("navigation", { name: "Docs pages" }).locator('a[rel="next"]');
  const nextLabel = (await next.innerText()).split("\n").pop()?.replace(" »", "").trim() ?? "";
  await next.click();
  await expect(sidebar.locator('a[aria-current="page"]')).toHaveText(nextLabel);
  await expect(page.getByRole("heading", { level: 1 })).not.toBeEmpty();
  expect(consoleErrors).toEqual([]);
});

test("the sitemap lists every doc route", async ({ request }) => {
  const xml = await (await request.get("sitemap.xml")).text();
  for (const route of allDocRoutes) expect(xml).toContain(`<loc>https://docs.saku.example/api-docs-v2${route}</loc>`);
});
