import AxeBuilder from "@axe-core/playwright";
import { test, expect, hydrated, wcagTags } from "./fixtures";
import { allDocRoutes } from "./spec-routes";

// Every URL in the sitemap (plus the search and not-found pages) in light and dark mode at desktop
// width, and one page of each type in both modes at a mobile width as well: axe (WCAG 2.1 A and
// AA) finds nothing. Pages of one type share their template and styles, so the mobile layout
// (drawer, stacked tables, mobile "On this page") is checked once per type; colours and content
// are checked on every page. The modes differ only in colour tokens (DESIGN.md), so beyond the
// page types the dark pass runs axe's colour rules alone (the whole set takes half as long again
// on these pages, and its other rules see the same document). e2e/layout.spec.ts measures every
// page type at six widths.
const desktop = [
  { theme: "light", width: 1280 },
  { theme: "dark", width: 1280 },
] as const;
/** The rules of those levels (wcagTags) whose outcome depends on colours. */
const colourRules = ["color-contrast", "link-in-text-block"];
const mobile = [
  { theme: "light", width: 800 },
  { theme: "dark", width: 800 },
] as const;
/** One page of each type (home, guide, playground, changelog, API overview, operation, webhook, catalog, search, 404). */
const pageTypes = new Set([
  "",
  "guide/payment-gateway/hosted-checkout/",
  "guide/signature-playground/",
  "changelog/",
  "api/",
  "api/payment-gateway/create-order/",
  "api/payment-gateway/finish-notify/",
  "api/response-codes/",
  "search/",
  "no-such-page/",
]);

test.describe.configure({ mode: "parallel" });

const sitemapPaths = async (request: import("@playwright/test").APIRequestContext) => {
  const xml = await (await request.get("sitemap.xml")).text();
  return [...xml.matchAll(/<loc>https?:\/\/[^/]+\/api-docs-v2\/([^<]*)<\/loc>/g)].map((m) => m[1]);
};

test("the sitemap lists the pages to check, with one page of each type", async ({ request }) => {
  const paths = await sitemapPaths(request);
  expect(paths.length).toBeGreaterThanOrEqual(allDocRoutes.length);
  const missing = [...pageTypes].filter((p) => !paths.includes(p) && p !== "search/" && p !== "no-such-page/");
  expect(missing).toEqual([]);
});

const SHARDS = 12;
for (let shard = 0; shard < SHARDS; shard++) {
  test(`axe finds no violations (pages shard ${shard + 1}/${SHARDS})`, async ({ page, request }) => {
    test.setTimeout(420_000);
    const paths = [...(await sitemapPaths(request)), "search/", "no-such-page/"].filter((_, i) => i % SHARDS === shard);
    const failures: string[] = [];
    for (const path of paths) {
      const type = pageTypes.has(path);
      for (const mode of type ? [...desktop, ...mobile] : desktop) {
        await page.setViewportSize({ width: mode.width, height: 900 });
        await page.emulateMedia({ colorScheme: mode.theme });
        await page.goto(path);
        await hydrated(page);
        await expect(page.locator("html")).toHaveAttribute("data-theme", mode.theme);
        const axe = new AxeBuilder({ page });
        const result = await (
          type || mode.theme === "light" ? axe.withTags(wcagTags) : axe.withRules(colourRules)
        ).analyze();
        for (const v of result.violations) {
          failures.push(
            `${path} [${mode.theme} ${mode.width}px] ${v.id}: ${v.help} — ${v.nodes
              .slice(0, 3)
              .map((n) => n.target.join(" "))
              .join(" | ")}`,
          );
        }
      }
    }
    expect(failures).toEqual([]);
  });
}
