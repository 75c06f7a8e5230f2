import type { Page } from "@playwright/test";
import { blockBundles } from "./chrome-helpers";
import { expect, hydrated } from "./fixtures";
import { cspViolations, recordViolations } from "./page-checks";

/**
 * One page of each type, for the suites that serve the build as other hosts do
 * (hosting-*.spec.ts, each its own Playwright project and server: playwright.config.ts).
 */
export const pageTypes = {
  home: "",
  guide: "guide/authentication/",
  "API operation": "api/payment-gateway/create-order/",
  "API overview": "api/",
  search: "search/?q=refund",
  "signature playground": "guide/signature-playground/",
  changelog: "changelog/",
  "not found": "no-such-page/",
};

/** The navbar's search box (server-rendered on every page). */
export const searchBox = (page: Page) => page.getByRole("banner").getByRole("combobox", { name: /Search/ });

/**
 * Loads every page type, lets it hydrate and opens the search box (which loads its code and
 * index), and expects no policy violation, reported as an event or on the console.
 */
export async function expectNoViolationOnEveryPageType(page: Page, consoleErrors: string[]): Promise<void> {
  await page.addInitScript(recordViolations);
  const found: string[] = [];
  for (const [type, path] of Object.entries(pageTypes)) {
    await page.goto(path);
    await hydrated(page);
    await searchBox(page).focus();
    await page.waitForTimeout(100);
    const violations = await cspViolations(page);
    found.push(...violations.map((v) => `${type} (${path}): ${v}`));
  }
  expect(found).toEqual([]);
  // The not-found page's own 404 is the only console error expected.
  expect(consoleErrors.filter((e) => !/status of 404/.test(e))).toEqual([]);
}

/**
 * A reader whose system prefers dark gets `data-theme="dark"` before first paint on every page
 * type: with the bundles blocked only the inline scripts run, so only the before-paint script can
 * have set it.
 */
export async function expectDarkBeforePaintOnEveryPageType(page: Page): Promise<void> {
  await page.emulateMedia({ colorScheme: "dark" });
  await blockBundles(page);
  const themes: Record<string, string | null> = {};
  for (const [type, path] of Object.entries(pageTypes)) {
    await page.goto(path);
    themes[type] = await page.locator("html").getAttribute("data-theme");
  }
  expect(themes).toEqual(Object.fromEntries(Object.keys(pageTypes).map((type) => [type, "dark"])));
}
