import { test, expect, hydrated } from "./fixtures";

test.describe("navbar", () => {
  test("the skip link is the first focusable element and moves focus to the main content", async ({ page }) => {
    await page.goto("guide/authentication/");
    await hydrated(page);
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Skip to main content" });
    await expect(skip).toBeFocused();
    const box = await skip.boundingBox();
    expect(box && box.y >= 0 && box.height > 0).toBe(true);
    await page.keyboard.press("Enter");
    await expect(page.locator("main#main-content")).toBeFocused();
    // The next Tab continues inside the content, not in the navbar.
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => !!document.activeElement?.closest("main"))).toBe(true);
  });

  test("hides on scroll down and shows on scroll up (navbar.hideOnScroll)", async ({ page }) => {
    await page.goto("guide/authentication/");
    await hydrated(page);
    const navbar = page.getByRole("banner");
    const bottom = async () => {
      const box = await navbar.boundingBox();
      return box ? box.y + box.height : 0;
    };
    await page.mouse.move(640, 500);
    await page.mouse.wheel(0, 1200);
    await expect.poll(bottom).toBeLessThanOrEqual(0);
    await page.mouse.wheel(0, -300);
    await expect.poll(async () => (await navbar.boundingBox())?.y).toBe(0);
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500);

    // Hidden again, keyboard focus entering the navbar brings it back.
    await page.mouse.wheel(0, 600);
    await expect.poll(bottom).toBeLessThanOrEqual(0);
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "API List" }).focus();
    await expect.poll(async () => (await navbar.boundingBox())?.y).toBe(0);
  });

  test("publishes its bottom edge for overlays below it (--navbar-bottom)", async ({ page }) => {
    await page.goto("guide/authentication/");
    await hydrated(page);
    const navbar = page.getByRole("banner");
    // On the navbar from the start (the search dropdown inside it), on <html> from the reader's
    // first press (overlays elsewhere): <html>'s would restyle the whole page during its load.
    const publishedOn = (selector: string) =>
      page.evaluate(
        (s) => parseFloat(getComputedStyle(document.querySelector(s) as Element).getPropertyValue("--navbar-bottom")),
        selector,
      );
    const published = () => publishedOn("html");
    const bottom = async () => {
      const box = await navbar.boundingBox();
      return box ? Math.max(0, Math.round(box.y + box.height)) : NaN;
    };
    // Below the announcement bar at first.
    expect(await bottom()).toBeGreaterThan(60);
    await expect.poll(() => publishedOn("header")).toBe(await bottom());
    expect(await published()).toBeNaN();
    await page.getByRole("button", { name: "Close announcement" }).click();
    await expect.poll(published).toBe(61); // the 60 px bar and its border, at the top
    expect(await bottom()).toBe(61);
    // Hidden on scroll down: overlays move up to the top of the window.
    await page.mouse.move(640, 500);
    await page.mouse.wheel(0, 1200);
    await expect.poll(published).toBe(0);
    await page.mouse.wheel(0, -300);
    await expect.poll(published).toBe(61);
  });

  test("the locale dropdown shows English, the version dropdown Next, and the version choice is remembered", async ({
    page,
    consoleErrors,
  }) => {
    await page.goto("api/");
    await hydrated(page);
    const language = page.getByRole("button", { name: "Language: English" });
    await expect(language).toBeVisible();
    await language.focus();
    await page.keyboard.press("Enter");
    await expect(language).toHaveAttribute("aria-expanded", "true");
    await expect(page.getByRole("button", { name: "English", exact: true })).toHaveAttribute("aria-current", "true");
    await page.keyboard.press("Escape");
    await expect(language).toHaveAttribute("aria-expanded", "false");
    await expect(language).toBeFocused();

    const version = page.getByRole("button", { name: "Docs version: Next" });
    await version.click();
    const options = page.locator(`[id="${await version.getAttribute("aria-controls")}"]`).getByRole("button");
    await expect(options).toHaveText(["Next"]);
    await options.first().click();
    expect(await page.evaluate(() => localStorage.getItem("docs.preferredVersion"))).toBe("current");
    await page.reload();
    await hydrated(page);
    await expect(page.getByRole("button", { name: "Docs version: Next" })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem("docs.preferredVersion"))).toBe("current");
    expect(consoleErrors).toEqual([]);
  });
});
