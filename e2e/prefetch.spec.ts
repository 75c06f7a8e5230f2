import { test, expect, hydrated } from "./fixtures";
import type { Page } from "@playwright/test";

interface Prefetches {
  /** Page data of other routes, and page components the current page did not load for itself. */
  fetched: string[];
  /** Called once the current page has hydrated: components requested from then on are for other pages. */
  loaded(): void;
}

/** Page data and page components fetched for routes other than the current one. */
function trackPrefetches(page: Page, current: string): Prefetches {
  const fetched: string[] = [];
  const own = new Set<string>();
  let loaded = false;
  page.on("request", (r) => {
    const path = new URL(r.url()).pathname;
    if (path.includes("/page-data/") && !path.includes(current) && !path.endsWith("/app-data.json")) fetched.push(path);
    if (/\/component---.*\.js$/.test(path)) {
      if (!loaded) own.add(path);
      else if (!own.has(path)) fetched.push(path);
    }
  });
  return { fetched, loaded: () => void (loaded = true) };
}

/** Init script: the Network Information API reports this connection (Chromium's `navigator.connection`). */
function reportConnection(connection: { effectiveType: string; saveData: boolean }) {
  Object.defineProperty(Navigator.prototype, "connection", {
    configurable: true,
    get: () => ({ ...connection, addEventListener() {}, removeEventListener() {} }),
  });
}

/** Lets Gatsby's prefetch queue run (it starts 3 s after links enter the viewport) and hovers links. */
async function browse(page: Page, prefetches: Prefetches) {
  await page.goto("guide/authentication/");
  await hydrated(page);
  prefetches.loaded();
  const links = page.getByRole("navigation", { name: "Integration Guides sidebar" }).getByRole("link");
  for (const name of ["Hosted checkout", "Custom checkout", "Libraries"])
    await links.filter({ hasText: name }).first().hover();
  await page.waitForTimeout(4500);
}

test.describe("prefetching", () => {
  test("on a normal connection, linked pages are prefetched", async ({ page }) => {
    const prefetches = trackPrefetches(page, "guide/authentication");
    await browse(page, prefetches);
    expect(prefetches.fetched.length).toBeGreaterThan(0);
  });

  test("on a 2G connection, nothing is prefetched, and navigation still works", async ({ page }) => {
    await page.addInitScript(reportConnection, { effectiveType: "2g", saveData: false });
    const prefetches = trackPrefetches(page, "guide/authentication");
    await browse(page, prefetches);
    expect(await page.evaluate(() => navigator.connection?.effectiveType)).toBe("2g");
    expect(prefetches.fetched).toEqual([]);
    await page
      .getByRole("navigation", { name: "Integration Guides sidebar" })
      .getByRole("link", { name: "Hosted checkout" })
      .click();
    await expect(page).toHaveURL(/hosted-checkout\/$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(/hosted checkout/i);
  });

  test("with data saver on, nothing is prefetched", async ({ page }) => {
    await page.addInitScript(reportConnection, { effectiveType: "4g", saveData: true });
    const prefetches = trackPrefetches(page, "guide/authentication");
    await browse(page, prefetches);
    expect(prefetches.fetched).toEqual([]);
  });
});
