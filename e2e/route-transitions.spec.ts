import { test, expect, hydrated } from "./fixtures";
import type { Page } from "@playwright/test";
import { delayed, pageDataUrl, watchElement, watched } from "./chrome-helpers";

// Client-side route changes: the progress bar appears only when a route takes longer than 200 ms
// to load, trickles, and finishes, and a preloaded route never shows it; a new page starts at the
// top, a link with a hash scrolls its target just below the navbar and back restores the position
// left; a route whose data fails to load reloads the page fully, once, never in a loop.

const hosted = "/guide/payment-gateway/hosted-checkout/";
const guideSidebar = (page: Page) => page.getByRole("navigation", { name: "Integration Guides sidebar" });

async function markClicks(page: Page) {
  await page.evaluate(() =>
    document.addEventListener(
      "click",
      () => ((window as unknown as { __clickAt: number }).__clickAt = performance.now()),
      { capture: true },
    ),
  );
}
const clickTime = (page: Page) => page.evaluate(() => (window as unknown as { __clickAt: number }).__clickAt);
const barPercent = (page: Page) =>
  page
    .locator("#nprogress .bar")
    .evaluate((bar) => Number(/translate(?:3d)?\((-?[\d.]+)%/.exec((bar as HTMLElement).style.transform)?.[1]));

test.describe("route progress bar", () => {
  test("a slow route shows the bar after 200 ms, trickling from 8 % by at most 2 % per 800 ms, and finishes it", async ({
    page,
    consoleErrors,
  }) => {
    // A route linked below the fold: not prefetched before the reader reaches for it.
    const status = "/api/api-status/";
    await page.addInitScript(watchElement, "#nprogress");
    await page.route(`**${pageDataUrl(status)}`, delayed(5000));
    await page.goto("guide/authentication/");
    await hydrated(page);
    await markClicks(page);
    await page.getByRole("contentinfo").getByRole("link", { name: "API Status" }).click();

    const bar = page.locator("#nprogress .bar");
    await expect(bar).toBeAttached({ timeout: 1500 });
    const appeared = (await watched(page)).added[0] - (await clickTime(page));
    expect(appeared).toBeGreaterThanOrEqual(200);
    expect(appeared).toBeLessThan(1500); // while the route is still loading (a loaded machine delays timers)
    await expect.poll(() => barPercent(page)).toBe(-92); // minimum 0.08
    expect(await bar.evaluate((b) => (b as HTMLElement).style.transition)).toMatch(/^(all )?200ms( ease)?$/); // speed 200 ms
    expect(await page.locator("#nprogress .spinner").count()).toBe(0);
    await page.waitForTimeout(1750); // two trickles (800 ms each)
    await expect(page).toHaveURL(/\/guide\/authentication\/$/); // still loading (5 s)
    const percent = await barPercent(page);
    expect(percent).toBeGreaterThanOrEqual(-92);
    expect(percent).toBeLessThanOrEqual(-88); // 0.08 + 2 × 0.02 at most

    await expect(page).toHaveURL(new RegExp(`${status}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("API Status");
    await expect(page.locator("#nprogress")).toHaveCount(0, { timeout: 3000 });
    expect((await watched(page)).removed).toHaveLength(1);
    expect(consoleErrors).toEqual([]);
  });

  test("a fast route never shows the bar", async ({ page }) => {
    await page.addInitScript(watchElement, "#nprogress");
    await page.goto("guide/authentication/");
    await hydrated(page);
    const link = guideSidebar(page).getByRole("link", { name: "Hosted checkout" });
    await link.hover(); // Gatsby preloads the route on hover
    // Its data and code are in Gatsby's loader (what a click then switches to without a wait).
    await page.waitForFunction(
      (path) =>
        !!(window as unknown as { ___loader: { loadPageSync(p: string): unknown } }).___loader.loadPageSync(path),
      `/api-docs-v2${hosted}`,
    );
    await link.click();
    await expect(page).toHaveURL(new RegExp(`${hosted}$`));
    await page.waitForTimeout(500);
    expect((await watched(page)).added).toEqual([]);
  });
});

test.describe("scroll after navigation", () => {
  test("a new page starts at the top", async ({ page }) => {
    await page.goto("guide/authentication/");
    await hydrated(page);
    await page.evaluate(() => window.scrollTo(0, 3000));
    await page.getByRole("contentinfo").getByRole("link", { name: "API List" }).click();
    await expect(page).toHaveURL(/\/api\/$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test("a link with a hash scrolls its target just below the navbar", async ({ page }) => {
    await page.goto("guide/authentication/");
    await hydrated(page);
    const link = page.locator("article").getByRole("link", { name: "worked example" });
    await link.scrollIntoViewIfNeeded();
    await link.click();
    await expect(page).toHaveURL(/#minify-the-body$/);
    expect(await link.getAttribute("href")).toBe("/api-docs-v2/guide/authentication/#minify-the-body");
    // html scroll-padding-top: the navbar height (60 px) and a 16 px gap.
    await expect
      .poll(() => page.locator("#minify-the-body").evaluate((h) => Math.round(h.getBoundingClientRect().top)))
      .toBe(76);
  });

  test("a hash on another page scrolls to its target; a hash with no target goes to the top", async ({ page }) => {
    await page.goto("api/");
    await hydrated(page);
    await page.evaluate(() => window.scrollTo(0, 600));
    await page.evaluate(() => window.___navigate?.("/api-docs-v2/guide/authentication/#generate-a-key-pair"));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Authentication");
    await expect
      .poll(() => page.locator("#generate-a-key-pair").evaluate((h) => Math.round(h.getBoundingClientRect().top)))
      .toBe(76);
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(600);

    await page.evaluate(() => window.___navigate?.("/api-docs-v2/guide/scenario-testing/#no-such-heading"));
    await expect(page).toHaveURL(/scenario-testing\/#no-such-heading$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test("back restores the position the reader left", async ({ page }) => {
    await page.goto("guide/authentication/");
    await hydrated(page);
    await page.mouse.move(640, 500);
    await page.mouse.wheel(0, 2600);
    await page.mouse.wheel(0, -200); // the navbar shows again on scroll up
    const navbarLink = page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "API List" });
    await expect.poll(async () => (await page.getByRole("banner").boundingBox())?.y).toBe(0);
    const left = await page.evaluate(() => window.scrollY);
    expect(left).toBeGreaterThan(1500);
    // A plain mouse click where the link is (Playwright's click() would scroll it "into view" first).
    const box = await navbarLink.boundingBox();
    if (!box) throw new Error("the API List link has no box");
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    await expect(page).toHaveURL(/\/api\/$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await page.goBack();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Authentication");
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(left);
  });
});

test.describe("route preload failure", () => {
  function track(page: Page, route: string) {
    const state = { documentLoads: 0, warnings: [] as string[] };
    page.on("request", (r) => {
      if (r.resourceType() === "document" && new URL(r.url()).pathname === `/api-docs-v2${route}`)
        state.documentLoads++;
    });
    page.on("console", (m) => {
      if (m.type() === "warning") state.warnings.push(m.text());
    });
    return state;
  }

  test("a failed page-data request logs a warning and reloads the page fully; the app works again", async ({
    page,
  }) => {
    const state = track(page, hosted);
    await page.route(`**${pageDataUrl(hosted)}`, (route) =>
      state.documentLoads === 0 ? route.abort("failed") : route.continue(),
    );
    await page.goto("guide/authentication/");
    await hydrated(page);
    const link = guideSidebar(page).getByRole("link", { name: "Hosted checkout" });
    await link.click();
    await page.waitForURL(`**${hosted}`);
    await hydrated(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(/hosted checkout/i);
    expect(state.documentLoads).toBe(1);
    expect(state.warnings).toContainEqual(
      expect.stringMatching(
        /Could not load the resources of http:\/\/localhost:\d+\/api-docs-v2\/guide\/payment-gateway\/hosted-checkout\/; reloading the page\./,
      ),
    );
    expect(await page.evaluate(() => sessionStorage.getItem("docs.routeReload"))).toBeNull();

    // Hydrated after the reload: the next link is a client-side navigation again.
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "API List" }).click();
    await expect(page).toHaveURL(/\/api\/$/);
    expect(state.documentLoads).toBe(1);
  });

  test("a route that keeps failing reloads once, never in a loop", async ({ page }) => {
    const state = track(page, hosted);
    await page.route(`**${pageDataUrl(hosted)}`, (route) => route.abort("failed"));
    await page.goto("guide/authentication/");
    await hydrated(page);
    const link = guideSidebar(page).getByRole("link", { name: "Hosted checkout" });
    await link.click();
    await page.waitForURL(`**${hosted}`);
    // The server-rendered page is readable even though its data cannot load.
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(/hosted checkout/i);
    await page.waitForTimeout(4000);
    expect(state.documentLoads).toBe(1);
    expect(state.warnings.filter((w) => /reloading the page/.test(w))).toHaveLength(1);
  });
});

test.describe("head after navigation", () => {
  /** Each Head element of the page once, as the server renders them for this page. */
  const head = (page: Page) =>
    page.evaluate(() => ({
      title: document.title,
      titles: document.querySelectorAll("head title").length,
      description: document.querySelector<HTMLMetaElement>('meta[name="description"]')?.content,
      descriptions: document.querySelectorAll('meta[name="description"]').length,
      canonical: [...document.querySelectorAll<HTMLLinkElement>('link[rel="canonical"]')].map((l) => l.href),
      ogTitle: document.querySelector<HTMLMetaElement>('meta[property="og:title"]')?.content,
      icons: document.querySelectorAll('link[rel="icon"]').length,
      marked: document.querySelectorAll("head [data-gatsby-head]").length,
    }));

  test("an in-app navigation gives <head> the new page's title, description and canonical address, each once", async ({
    page,
    consoleErrors,
  }) => {
    await page.goto(hosted.slice(1));
    const served = await head(page);
    await page.goto("guide/authentication/");
    await hydrated(page);
    const before = await head(page);
    expect(before.title).toMatch(/^Authentication \| /);
    await guideSidebar(page).getByRole("link", { name: "Hosted checkout" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(/hosted checkout/i);
    // What the browser's head handler renders is what the server sent for that page.
    await expect.poll(() => head(page)).toEqual(served);
    expect(served).toMatchObject({ titles: 1, descriptions: 1, icons: 1 });
    expect(served.canonical).toEqual([expect.stringMatching(new RegExp(`${hosted}$`))]);
    expect(served.description).not.toBe(before.description);
    await page.goBack();
    await expect.poll(() => head(page)).toEqual(before);
    expect(consoleErrors).toEqual([]);
  });
});
