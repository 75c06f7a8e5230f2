import { test, expect, hydrated } from "./fixtures";
import type { Page } from "@playwright/test";

/** Page data and page chunks fetched for routes other than the current one. */
function trackPrefetches(page: Page, current: string) {
  const fetched: string[] = [];
  page.on("request", (r) => {
    const path = new URL(r.url()).pathname;
    if (path.includes("/page-data/") && !path.includes(current) && !path.endsWith("/app-data.json")) fetched.push(path);
    if (/\/component---.*\.js$/.test(path) && !path.includes("authentication")) fetched.push(path);
  });
  return fetched;
}

/** Init script: the Network Information API reports this connection (Chromium's `navigator.connection`). */
function reportConnection(connection: { effectiveType: string; saveData: boolean }) {
  Object.defineProperty(Navigator.prototype, "connection", {
    configurable: true,
    get: () => ({ ...connection, addEventListener() {}, removeEventListener() {} }),
  });
}

/** Lets Gatsby's prefetch queue run (it starts 3 s after links enter the viewport) and hovers links. */
async function browse(page: Page) {
  await page.goto("guide/authentication/");
  await hydrated(page);
  const links = page.getByRole("navigation", { name: "Integration Guides sidebar" }).getByRole("link");
  for (const name of ["Hosted checkout", "Custom checkout", "Libraries"]) await links.filter({ hasText: name }).first().hover();
  await page.waitForTimeout(4500);
}

test.describe("prefetching (SPEC §2)", () => {
  test("on a normal connection, linked pages are prefetched", async ({ page }) => {
    const fetched = trackPrefetches(page, "guide/authentication");
    await browse(page);
    expect(fetched.length).toBeGreaterThan(0);
  });

  test("on a 2G connection, nothing is prefetched, and navigation still works", async ({ page }) => {
    await page.addInitScript(reportConnection, { effectiveType: "2g", saveData: false });
    const fetched = trackPrefetches(page, "guide/authentication");
    await browse(page);
    expect(await page.evaluate(() => navigator.connection?.effectiveType)).toBe("2g");
    expect(fetched).toEqual([]);
    await page.getByRole("navigation", { name: "Integration Guides sidebar" }).getByRole("link", { name: "Hosted checkout" }).click();
    await expect(page).toHaveURL(/hosted-checkout\/$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(/hosted checkout/i);
  });

  test("with data saver on, nothing is prefetched", async ({ page }) => {
    await page.addInitScript(reportConnection, { effectiveType: "4g", saveData: true });
    const fetched = trackPrefetches(page, "guide/authentication");
    await browse(page);
    expect(fetched).toEqual([]);
  });
});
