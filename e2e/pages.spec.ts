import { existsSync, readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { parse } from "yaml";
import { test, expect, hydrated, shot, wcagTags } from "./fixtures";
import {
  layoutProblems,
  minTextPx,
  modes,
  noProblems,
  resize,
  showMode,
  smallText,
  tocColumnMinWidth,
  type Mode,
} from "./layout-checks";
import { allDocRoutes, guideRoutes, rel } from "./spec-routes";
import { axe } from "./axe";
import {
  brokenInternalLinks,
  checkResponseExamples,
  cspViolations,
  isOperationPage,
  openSearchBox,
  recordViolations,
} from "./page-checks";

// Every page of the site (as its sitemap lists it, plus the search and not-found pages), loaded
// once, at 1280 px in light mode, with every check made on that one load:
// - the doc routes render with their sidebar (current entry marked), breadcrumbs, one h1, the
//   head (lang, dir, title, Twitter card, canonical URL) and a table of contents of their h2 and h3;
// - axe (WCAG 2.1 A and AA) finds nothing in light mode; then in dark mode, switched on the same
//   load as a reader's system setting does, only axe's colour rules run (the modes differ only in
//   colour tokens, DESIGN.md, so the other rules see the same document);
// - one page of each type (they share their template and styles) also gets the whole rule set in
//   dark mode, and again at 800 px in both modes (drawer, stacked tables, the mobile "On this page");
// - at the phone and tablet widths (320, 390, 768 px, resized on the same load) nothing sticks out
//   sideways, no table column is cut off, no inline identifier breaks mid-word; in dark mode the
//   page does not scroll sideways at 320 px;
// - one page of each type is measured so at six widths in both modes, with no text under 12 px and
//   "On this page" in the form its width calls for (search with the results for "order" on screen);
// - an operation's response examples are grouped by outcome, success first, no taller than a screen;
// - every internal link (article, navigation, footer) answers 200;
// - the browser reports no Content Security Policy violation while the page loads, hydrates, is
//   checked and its search box loads the search code and index;
// - no console errors (the not-found page's own 404 loads aside).
// Failures are collected (expect.soft) with the mode and width, so one run reports all of a page's.
// Screenshots for a person to look at are kept in test-results/ when E2E_SCREENSHOTS=1.

/** The site's pages as the sitemap of the build lists them, read when the tests are collected. */
function sitemapPaths(): string[] {
  if (!existsSync("public/sitemap.xml")) return []; // no build: the sitemap test below says so
  const xml = readFileSync("public/sitemap.xml", "utf8");
  return [...xml.matchAll(/<loc>https?:\/\/[^/]+\/api-docs-v2\/([^<]*)<\/loc>/g)].map((m) => m[1]);
}

const search = "search/";
const notFound = "no-such-page/";
const routes = [...new Set([...sitemapPaths(), search, notFound])];
/** The doc routes, by their path in the sitemap ("guide/authentication/" → "/guide/authentication/"). */
const docRoutes = new Map(allDocRoutes.map((route) => [rel(route), route]));

/** The rules of the WCAG levels (wcagTags) whose outcome depends on colours. */
const colourRules = ["color-contrast", "link-in-text-block"];
/** One page of each type for axe (home, guide, playground, changelog, API overview, operation, webhook, catalog, search, 404). */
const axeTypes = new Set([
  "",
  "guide/payment-gateway/hosted-checkout/",
  "guide/signature-playground/",
  "changelog/",
  "api/",
  "api/payment-gateway/create-order/",
  "api/payment-gateway/finish-notify/",
  "api/response-codes/",
  search,
  notFound,
]);
/** One page of each type for the layout at six widths, by path. */
const layoutTypes: Record<string, string> = {
  "": "home",
  "guide/authentication/": "guide",
  "api/payment-gateway/create-order/": "API operation",
  "api/": "API overview",
  "api/payment-gateway/overview/": "product overview",
  [search]: "search",
  "guide/signature-playground/": "playground",
  [notFound]: "not found",
  "api/response-codes/": "response-code catalog",
};
/** How many operations and webhooks the OpenAPI document has: each has its page. */
function documentOperations(): number {
  const doc = parse(readFileSync("content/openapi/merchant-api-v2.yaml", "utf8")) as {
    paths: Record<string, Record<string, unknown>>;
    webhooks: Record<string, Record<string, unknown>>;
  };
  const methods = /^(get|put|post|delete|patch)$/;
  return [...Object.values(doc.paths), ...Object.values(doc.webhooks)]
    .flatMap((p) => Object.keys(p))
    .filter((k) => methods.test(k)).length;
}
const typeWidths = [320, 390, 768, 996, 997, 1280] as const;
const everyPageWidths = [320, 390, 768] as const;

test.describe.configure({ mode: "parallel" });

test("the sitemap lists every page of the site, every doc route and one page of each type", () => {
  const paths = sitemapPaths();
  expect(paths.length).toBeGreaterThan(60);
  expect(paths.length).toBeGreaterThanOrEqual(allDocRoutes.length);
  expect(paths).toEqual(
    expect.arrayContaining(["", "guide/scenario-testing/", "api/response-codes/", "api/api-status/"]),
  );
  // The doc routes' own checks run in their page's test: none may be left out.
  expect([...docRoutes.keys()].filter((p) => !paths.includes(p))).toEqual([]);
  const typed = [...axeTypes, ...Object.keys(layoutTypes)].filter((p) => p !== search && p !== notFound);
  expect(typed.filter((p) => !paths.includes(p))).toEqual([]);
  // Every operation and webhook of the document has a page, whose test checks its examples.
  expect(paths.filter(isOperationPage)).toHaveLength(documentOperations());
});

async function axeViolations(page: Page, rules: "all" | "colour"): Promise<string[]> {
  const result = await axe(page, rules === "all" ? { tags: wcagTags } : { rules: colourRules });
  return result.violations.map(
    (v) =>
      `${v.id}: ${v.help} — ${v.nodes
        .slice(0, 3)
        .map((n) => n.target.join(" "))
        .join(" | ")}`,
  );
}

async function checkAxe(page: Page, mode: Mode, width: number, rules: "all" | "colour"): Promise<void> {
  expect.soft(await axeViolations(page, rules), `axe (${rules} rules), ${mode} at ${width} px`).toEqual([]);
}

/** A doc route: sidebar, breadcrumbs, head and table of contents. */
async function checkDocRoute(page: Page, route: string): Promise<void> {
  const h1 = page.getByRole("heading", { level: 1 });
  await expect.soft(h1).toHaveCount(1);
  await expect.soft(h1).not.toBeEmpty();

  const sidebarName = guideRoutes.includes(route) ? "Integration Guides sidebar" : "API List sidebar";
  const sidebar = page.getByRole("navigation", { name: sidebarName });
  await expect.soft(sidebar).toBeVisible();
  const current = sidebar.locator('a[aria-current="page"]');
  await expect.soft(current).toHaveCount(1);
  const currentPaths = await current.evaluateAll((as) =>
    as.map((a) => new URL((a as HTMLAnchorElement).href).pathname),
  );
  expect.soft(currentPaths, "the sidebar's current entry").toEqual([`/api-docs-v2${route}`]);

  await expect.soft(page.getByRole("navigation", { name: "Breadcrumbs" })).toBeVisible();
  await expect.soft(page.locator("html")).toHaveAttribute("lang", "en");
  await expect.soft(page.locator("html")).toHaveAttribute("dir", "ltr");
  await expect.soft(page).toHaveTitle(/\| Saku API Documentation$|^Saku API Documentation$/);
  await expect.soft(page.locator('meta[name="twitter:card"]')).toHaveAttribute("content", "summary_large_image");
  await expect
    .soft(page.locator('link[rel="canonical"]'))
    .toHaveAttribute("href", `https://docs.saku.example/api-docs-v2${route}`);

  // Every page, API operation pages included: their reference sections are real h2/h3 headings.
  const toc = page.getByRole("navigation", { name: "On this page" });
  await expect.soft(toc).toBeVisible();
  const hrefs = await toc.locator("a").evaluateAll((as) => as.map((a) => a.getAttribute("href")));
  const ids = await page.locator("article h2[id], article h3[id]").evaluateAll((hs) => hs.map((h) => `#${h.id}`));
  expect.soft(hrefs.length, "table of contents entries").toBeGreaterThan(0);
  expect.soft(hrefs, "the table of contents lists the article's h2 and h3").toEqual(ids);
}

/** "On this page": beside the article on wide screens, a closed menu at its top elsewhere. */
async function checkTocForm(page: Page, width: number): Promise<void> {
  if ((await page.locator("article h2[id], article h3[id]").count()) === 0) return;
  const toc = page.getByRole("navigation", { name: "On this page" });
  await expect.soft(toc, `${width} px: one "On this page" displayed`).toHaveCount(1);
  if (width >= tocColumnMinWidth) {
    await expect.soft(toc.locator("details"), `${width} px: the column`).toHaveCount(0);
  } else {
    await expect.soft(toc.locator("details"), `${width} px: the menu, closed`).not.toHaveAttribute("open");
    await expect.soft(toc.getByRole("link").first(), `${width} px: the menu's links hidden`).toBeHidden();
  }
}

/** The search page with the results for "order" on screen, typed as a reader does. */
async function showSearchResults(page: Page): Promise<void> {
  const box = page.getByRole("main").getByRole("searchbox", { name: "Search the docs" });
  await box.fill("order");
  await box.blur();
  await expect(page).toHaveURL(/\/search\/\?q=order$/);
  await expect(page.getByText(/^\d+ results? for "order"$/)).toBeVisible();
}

for (const path of routes) {
  test(`/${path}`, async ({ page, request, consoleErrors }, testInfo) => {
    const route = docRoutes.get(path);
    const axeType = axeTypes.has(path);
    const layoutType = layoutTypes[path];
    // axe takes most of the time (1–3 s a run, more on a busy 2-core machine); a page type has four full runs.
    test.setTimeout(axeType ? 300_000 : 120_000);
    const name = path.replace(/\/$/, "").replace(/\//g, "_") || "home";

    // Desktop, light mode: the page as it loads.
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.emulateMedia({ colorScheme: "light" });
    await page.addInitScript(recordViolations);
    const response = await page.goto(path);
    await hydrated(page);
    expect.soft(response?.status(), "status").toBe(path === notFound ? 404 : 200);
    await expect.soft(page.locator("html")).toHaveAttribute("data-theme", "light");
    if (route) await checkDocRoute(page, route);
    if (isOperationPage(path)) await checkResponseExamples(page, path);
    const links = await brokenInternalLinks(page, request);
    expect.soft(links.links, "internal links (the navbar's and the sidebar's at least)").toBeGreaterThan(0);
    expect.soft(links.broken, "internal links that do not answer 200").toEqual([]);
    await checkAxe(page, "light", 1280, "all");

    // Dark mode on the same load.
    await showMode(page, "dark");
    await checkAxe(page, "dark", 1280, axeType ? "all" : "colour");

    // The page types at a mobile width, in both modes.
    if (axeType) {
      await resize(page, 800);
      await checkAxe(page, "dark", 800, "all");
      await showMode(page, "light");
      await checkAxe(page, "light", 800, "all");
    } else {
      await showMode(page, "light");
    }

    if (path === search) await showSearchResults(page);
    if (layoutType) {
      // The page types at six widths in both modes.
      for (const [i, width] of typeWidths.entries()) {
        await resize(page, width);
        // Light then dark, dark then light at the next width: one switch fewer per width.
        for (const mode of i % 2 === 0 ? modes : [...modes].reverse()) {
          await showMode(page, mode);
          expect.soft(await layoutProblems(page), `${mode} at ${width} px`).toEqual(noProblems);
          expect
            .soft(await page.evaluate(smallText, minTextPx), `${mode} at ${width} px: text under ${minTextPx} px`)
            .toEqual([]);
          const shotName = `${layoutType.replace(/ /g, "-")}-${width}-${mode}`;
          await shot(page, testInfo, shotName);
          if (width <= 390) await shot(page, testInfo, shotName, { fullPage: true });
        }
        await checkTocForm(page, width);
      }
    } else {
      // Every other page at the phone and tablet widths.
      for (const width of everyPageWidths) {
        await resize(page, width, 800);
        expect.soft(await layoutProblems(page), `light at ${width} px`).toEqual(noProblems);
        await shot(page, testInfo, `${name}-${width}`);
        if (width === everyPageWidths[0]) {
          await shot(page, testInfo, name, { fullPage: true });
          await showMode(page, "dark");
          const scroll = await page.evaluate(
            () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
          );
          expect.soft(scroll, `dark at ${width} px: page scrolls sideways by`).toBe(0);
          await showMode(page, "light");
        }
      }
    }

    await openSearchBox(page);
    expect.soft(await cspViolations(page), "Content Security Policy violations").toEqual([]);

    // The not-found page is itself a 404 (and so is its page data): the browser logs those loads.
    const expected404 = path === notFound ? /^Failed to load resource: .* 404 \(Not Found\)$/ : null;
    expect
      .soft(
        consoleErrors.filter((e) => !expected404?.test(e)),
        "console errors",
      )
      .toEqual([]);
  });
}
