import { test, expect, hydrated } from "./fixtures";
import type { Page } from "@playwright/test";
import { delayed } from "./chrome-helpers";

const menuButton = (page: Page) => page.getByRole("button", { name: "Navigation menu" });
const drawer = (page: Page) => page.getByRole("dialog", { name: "Navigation" });
const focusInDrawer = (page: Page) => page.evaluate(() => !!document.activeElement?.closest('[role="dialog"]'));

test.describe("layout switch at 996 px", () => {
  test("desktop at 1280 px: sidebar beside the content, no menu button", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("guide/authentication/");
    await hydrated(page);
    await expect(page.getByRole("navigation", { name: "Integration Guides sidebar" })).toBeVisible();
    await expect(menuButton(page)).toBeHidden();
    await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "API List" })).toBeVisible();
  });

  test("at 997 px the layout is still desktop, at 996 px mobile", async ({ page }) => {
    await page.setViewportSize({ width: 997, height: 800 });
    await page.goto("guide/authentication/");
    await hydrated(page);
    await expect(menuButton(page)).toBeHidden();
    await page.setViewportSize({ width: 996, height: 800 });
    await expect(menuButton(page)).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Integration Guides sidebar" })).toBeHidden();
  });

  test("mobile at 800 px: the menu button opens the sidebar as a drawer with focus trapped; Escape closes it", async ({
    page,
    consoleErrors,
  }) => {
    await page.setViewportSize({ width: 800, height: 900 });
    await page.goto("guide/authentication/");
    await hydrated(page);
    await expect(page.getByRole("navigation", { name: "Integration Guides sidebar" })).toBeHidden();
    await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "API List" })).toBeHidden();
    await expect(menuButton(page)).toHaveAttribute("aria-expanded", "false");

    await menuButton(page).focus();
    await page.keyboard.press("Enter");
    await expect(drawer(page)).toBeVisible();
    await expect(menuButton(page)).toHaveAttribute("aria-expanded", "true");
    await expect(drawer(page).getByRole("button", { name: "Close navigation" })).toBeFocused();
    await expect(
      drawer(page).getByRole("navigation", { name: "Site sections" }).getByRole("link", { name: "API List" }),
    ).toBeVisible();
    const sidebar = drawer(page).getByRole("navigation", { name: "Integration Guides sidebar" });
    await expect(sidebar.locator('a[aria-current="page"]')).toHaveText("Authentication");
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe("hidden");

    // Shift+Tab from the first control wraps to the last; Tab from the last wraps to the first.
    await page.keyboard.press("Shift+Tab");
    const last = drawer(page).locator("a, button").filter({ visible: true }).last();
    await expect(last).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(drawer(page).getByRole("button", { name: "Close navigation" })).toBeFocused();
    for (let i = 0; i < 45; i++) {
      await page.keyboard.press("Tab");
      expect(await focusInDrawer(page)).toBe(true);
    }

    // A category collapses with the keyboard inside the drawer too.
    const category = sidebar.getByRole("button", { name: "Getting Started" });
    await category.focus();
    await page.keyboard.press("Enter");
    await expect(category).toHaveAttribute("aria-expanded", "false");

    await page.keyboard.press("Escape");
    await expect(drawer(page)).toHaveCount(0);
    await expect(menuButton(page)).toBeFocused();
    await expect(menuButton(page)).toHaveAttribute("aria-expanded", "false");
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe("hidden");
    expect(consoleErrors).toEqual([]);
  });

  test("Escape in a menu inside the drawer closes only the menu", async ({ page }) => {
    await page.setViewportSize({ width: 800, height: 900 });
    await page.goto("api/");
    await hydrated(page);
    await menuButton(page).click();
    const language = drawer(page).getByRole("button", { name: "Language: English" });
    await language.click();
    await expect(language).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("Escape");
    await expect(language).toHaveAttribute("aria-expanded", "false");
    await expect(drawer(page)).toBeVisible();
  });

  test("following a link in the drawer navigates and closes it; the backdrop closes it", async ({ page }) => {
    await page.setViewportSize({ width: 800, height: 900 });
    await page.goto("guide/authentication/");
    await hydrated(page);
    await menuButton(page).click();
    await drawer(page).getByRole("link", { name: "Hosted checkout" }).click();
    await expect(page).toHaveURL(/\/guide\/payment-gateway\/hosted-checkout\/$/);
    await expect(drawer(page)).toHaveCount(0);

    await menuButton(page).click();
    await expect(drawer(page)).toBeVisible();
    await page.mouse.click(780, 450);
    await expect(drawer(page)).toHaveCount(0);
  });

  test("the drawer closes when the window grows to desktop", async ({ page }) => {
    await page.setViewportSize({ width: 800, height: 900 });
    await page.goto("guide/authentication/");
    await hydrated(page);
    await menuButton(page).click();
    await expect(drawer(page)).toBeVisible();
    await page.setViewportSize({ width: 1280, height: 900 });
    await expect(drawer(page)).toHaveCount(0);
    await expect(page.getByRole("navigation", { name: "Integration Guides sidebar" })).toBeVisible();
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe("hidden");
    // Back to mobile: it stays closed.
    await page.setViewportSize({ width: 800, height: 900 });
    await expect(menuButton(page)).toHaveAttribute("aria-expanded", "false");
    await expect(drawer(page)).toHaveCount(0);
  });
});

test.describe("lazy loading placeholder (200 ms)", () => {
  interface PlaceholderTimes {
    clicks: number[];
    shown: number[];
    texts: string[];
    hidden: number[];
    drawer: number[];
  }

  /** Records in the page (performance.now()) each click, the placeholder's comings and goings, and the drawer's arrival. */
  function watchPlaceholderTimes() {
    const times: PlaceholderTimes = { clicks: [], shown: [], texts: [], hidden: [], drawer: [] };
    (window as unknown as { __placeholder: PlaceholderTimes }).__placeholder = times;
    addEventListener("click", () => times.clicks.push(performance.now()), true);
    let placeholder: Element | null = null;
    new MutationObserver(() => {
      const at = performance.now();
      const now = document.querySelector('[role="dialog"] [role="status"]');
      if (now && !placeholder) {
        times.shown.push(at);
        times.texts.push(now.textContent ?? "");
      } else if (!now && placeholder) times.hidden.push(at);
      placeholder = now;
      if (!times.drawer.length && document.querySelector('[aria-label="Close navigation"]')) times.drawer.push(at);
    }).observe(document, { childList: true, subtree: true });
  }

  function watchPlaceholder() {
    const w = window as unknown as { __placeholderSeen: boolean };
    w.__placeholderSeen = false;
    new MutationObserver(() => {
      if (document.querySelector('[role="status"]')?.textContent?.includes("Loading navigation"))
        w.__placeholderSeen = true;
    }).observe(document, { childList: true, subtree: true, characterData: true });
  }

  test("a slow chunk shows the placeholder only after 200 ms, then the drawer", async ({ page }) => {
    await page.setViewportSize({ width: 800, height: 900 });
    // The drawer's code arrives 3 s after the click, however early it was asked for (the button
    // fetches it when the pointer reaches it, which may be during the load).
    let clicked: () => void = () => undefined;
    const click = new Promise<void>((resolve) => (clicked = resolve));
    await page.route(/\/chrome-[0-9a-f]+\.js$/, async (route) => {
      await click;
      await delayed(3000)(route);
    });
    // Timed in the page: a loaded machine can hold the test's own waits back for seconds while a
    // route is pending, so "not before 200 ms" cannot be checked from here.
    await page.addInitScript(watchPlaceholderTimes);
    await page.goto("guide/authentication/");
    await hydrated(page);
    await menuButton(page).click();
    clicked();
    await expect(drawer(page).getByRole("button", { name: "Close navigation" })).toBeVisible({ timeout: 10_000 });
    const times = await page.evaluate(() => (window as unknown as { __placeholder: PlaceholderTimes }).__placeholder);
    expect(times.clicks).toHaveLength(1);
    expect(times.shown).toHaveLength(1);
    expect(times.texts).toEqual(["Loading navigation…"]);
    expect(times.shown[0] - times.clicks[0]).toBeGreaterThanOrEqual(195);
    // Gone when the drawer came, not before.
    expect(times.hidden).toHaveLength(1);
    expect(times.hidden[0]).toBeGreaterThanOrEqual(times.drawer[0] ?? Infinity);
    await expect(page.getByRole("status").filter({ hasText: "Loading navigation" })).toHaveCount(0);
  });

  test("a fast chunk never flashes the placeholder", async ({ page }) => {
    await page.setViewportSize({ width: 800, height: 900 });
    await page.addInitScript(watchPlaceholder);
    await page.goto("guide/authentication/");
    await hydrated(page);
    await menuButton(page).click();
    await expect(drawer(page).getByRole("button", { name: "Close navigation" })).toBeVisible();
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => (window as unknown as { __placeholderSeen: boolean }).__placeholderSeen)).toBe(
      false,
    );
  });
});
