import { test, expect, hydrated } from "./fixtures";
import { blockBundles } from "./chrome-helpers";

const announcementId = "api-v2-launch";

type LayoutShift = PerformanceEntry & {
  value: number;
  hadRecentInput: boolean;
  sources: { previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
};

/**
 * Sum of the layout-shift scores in which something moved up or down: what a bar appearing or
 * disappearing above the page would cause. (Sideways shifts in the navbar, such as the Ask AI
 * button appearing once the chat configuration arrives, are not the announcement's.)
 */
function recordVerticalLayoutShift() {
  const w = window as unknown as { __cls: number };
  w.__cls = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as LayoutShift[]) {
      if (!entry.hadRecentInput && entry.sources.some((s) => s.previousRect.y !== s.currentRect.y))
        w.__cls += entry.value;
    }
  }).observe({ type: "layout-shift", buffered: true });
}

test.describe("announcement bar", () => {
  test("closes, stays closed across reloads, and is hidden before any bundle runs", async ({ page, consoleErrors }) => {
    await page.goto("guide/authentication/");
    await hydrated(page);
    const bar = page.getByRole("region", { name: "Announcement" });
    await expect(bar).toBeVisible();
    await expect(bar).toContainText("Merchant API v2 is live");
    await bar.getByRole("button", { name: "Close announcement" }).click();
    await expect(bar).toHaveCount(0);
    expect(
      await page.evaluate(() => [
        localStorage.getItem("announcement.dismiss"),
        localStorage.getItem("announcement.id"),
      ]),
    ).toEqual(["true", announcementId]);

    await page.reload();
    await hydrated(page);
    await expect(page.getByRole("region", { name: "Announcement" })).toHaveCount(0);

    // The server-rendered page, with no bundle at all: the before-paint script and CSS hide it.
    await blockBundles(page);
    await page.reload();
    await expect(page.locator("html")).toHaveAttribute("data-announcement-dismissed", "true");
    await expect(page.getByText("Merchant API v2 is live")).toBeHidden();
    expect((await page.getByRole("banner").boundingBox())?.y).toBe(0);
    expect(consoleErrors.filter((e) => !/net::ERR_FAILED/.test(e))).toEqual([]);
  });

  test("reappears when the configured announcement id changes", async ({ page }) => {
    await page.addInitScript(() => {
      if (sessionStorage.getItem("seeded")) return;
      sessionStorage.setItem("seeded", "1");
      localStorage.setItem("announcement.dismiss", "true");
      localStorage.setItem("announcement.id", "an-earlier-announcement");
    });
    await page.goto("");
    await expect(page.locator("html")).toHaveAttribute("data-announcement-dismissed", "false");
    await hydrated(page);
    const bar = page.getByRole("region", { name: "Announcement" });
    await expect(bar).toBeVisible();
    // The bar keeps its server HTML until the reader reaches for it; then its code records the
    // new id and forgets the old dismissal.
    await bar.hover();
    await expect
      .poll(() =>
        page.evaluate(() => [localStorage.getItem("announcement.dismiss"), localStorage.getItem("announcement.id")]),
      )
      .toEqual([null, announcementId]);
    await bar.getByRole("button", { name: "Close announcement" }).press("Enter");
    await expect(bar).toHaveCount(0);
    await page.reload();
    await hydrated(page);
    await expect(page.getByRole("region", { name: "Announcement" })).toHaveCount(0);
  });

  for (const dismissed of [false, true]) {
    test(`no layout shift while hydrating (announcement ${dismissed ? "dismissed" : "shown"})`, async ({ page }) => {
      await page.addInitScript(recordVerticalLayoutShift);
      if (dismissed) {
        await page.addInitScript((id) => {
          localStorage.setItem("announcement.dismiss", "true");
          localStorage.setItem("announcement.id", id);
        }, announcementId);
      }
      await page.goto("guide/authentication/");
      await hydrated(page);
      await page.waitForTimeout(300);
      await expect(page.getByRole("region", { name: "Announcement" })).toHaveCount(dismissed ? 0 : 1);
      expect(await page.evaluate(() => (window as unknown as { __cls: number }).__cls)).toBe(0);
    });
  }
});
