import AxeBuilder from "@axe-core/playwright";
import { test, expect, hydrated } from "./fixtures";
import { allDocRoutes } from "./spec-routes";

// Every URL in the sitemap (plus the search and not-found pages), in light and dark mode, at
// desktop and mobile widths: axe (WCAG 2.1 A and AA) finds nothing.
const modes = [
  { theme: "light", width: 1280 },
  { theme: "dark", width: 1280 },
  { theme: "light", width: 800 },
  { theme: "dark", width: 800 },
] as const;

test.describe.configure({ mode: "parallel" });

test("the sitemap lists the pages to check", async ({ request }) => {
  const xml = await (await request.get("sitemap.xml")).text();
  expect(xml.match(/<loc>/g)?.length).toBeGreaterThanOrEqual(allDocRoutes.length);
});

const sitemapPaths = async (request: import("@playwright/test").APIRequestContext) => {
  const xml = await (await request.get("sitemap.xml")).text();
  return [...xml.matchAll(/<loc>https?:\/\/[^/]+\/api-docs-v2\/([^<]*)<\/loc>/g)].map((m) => m[1]);
};

for (let shard = 0; shard < 16; shard++) {
  test(`axe finds no violations (pages shard ${shard + 1}/16)`, async ({ page, request }) => {
    test.setTimeout(420_000);
    const paths = [...(await sitemapPaths(request)), "search/", "no-such-page/"].filter((_, i) => i % 16 === shard);
    const failures: string[] = [];
    for (const path of paths) {
      for (const mode of modes) {
        await page.setViewportSize({ width: mode.width, height: 900 });
        await page.emulateMedia({ colorScheme: mode.theme });
        await page.goto(path);
        await hydrated(page);
        await expect(page.locator("html")).toHaveAttribute("data-theme", mode.theme);
        const result = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
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
