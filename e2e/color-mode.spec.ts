import { test, expect, hydrated } from "./fixtures";
import { blockBundles } from "./chrome-helpers";

const toggle = (page: import("@playwright/test").Page) =>
  page.getByRole("button", { name: /Switch between dark and light mode/ });

test.describe("colour mode", () => {
  for (const scheme of ["dark", "light"] as const) {
    test(`follows a ${scheme} system preference before first paint`, async ({ page }) => {
      await page.emulateMedia({ colorScheme: scheme });
      await blockBundles(page);
      await page.goto("guide/authentication/");
      await expect(page.locator("html")).toHaveAttribute("data-theme", scheme);
      const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
      expect(background).toBe(scheme === "dark" ? "rgb(20, 23, 28)" : "rgb(255, 255, 255)");
    });
  }

  test("an explicit choice persists in localStorage `theme`; system clears it", async ({ page, consoleErrors }) => {
    await page.emulateMedia({ colorScheme: "dark" });
    await page.goto("");
    await hydrated(page);
    const html = page.locator("html");
    await expect(toggle(page)).toHaveAccessibleName(/currently system mode, dark/);

    await toggle(page).click();
    await expect(html).toHaveAttribute("data-theme", "light");
    await expect(toggle(page)).toHaveAccessibleName(/currently light mode/);
    expect(await page.evaluate(() => localStorage.getItem("theme"))).toBe("light");

    // The stored choice wins over the system preference before paint, on every page.
    await blockBundles(page);
    await page.goto("api/");
    await expect(html).toHaveAttribute("data-theme", "light");
    await page.unrouteAll();
    await page.goto("");
    await hydrated(page);
    await expect(toggle(page)).toHaveAccessibleName(/currently light mode/);

    await toggle(page).focus();
    await page.keyboard.press("Enter");
    await expect(html).toHaveAttribute("data-theme", "dark");
    expect(await page.evaluate(() => localStorage.getItem("theme"))).toBe("dark");

    await page.keyboard.press("Space");
    await expect(toggle(page)).toHaveAccessibleName(/currently system mode, dark/);
    expect(await page.evaluate(() => localStorage.getItem("theme"))).toBeNull();
    expect(consoleErrors.filter((e) => !/net::ERR_FAILED/.test(e))).toEqual([]);
  });

  test("a system change is followed live until the reader chooses", async ({ page }) => {
    await page.emulateMedia({ colorScheme: "light" });
    await page.goto("");
    await hydrated(page);
    const html = page.locator("html");
    await expect(html).toHaveAttribute("data-theme", "light");
    await page.emulateMedia({ colorScheme: "dark" });
    await expect(html).toHaveAttribute("data-theme", "dark");
    await expect(toggle(page)).toHaveAccessibleName(/currently system mode, dark/);

    await toggle(page).click(); // light, explicitly
    await page.emulateMedia({ colorScheme: "dark" });
    await page.emulateMedia({ colorScheme: "light" });
    await page.emulateMedia({ colorScheme: "dark" });
    await expect(html).toHaveAttribute("data-theme", "light");
  });

  test("a choice made in another tab is applied", async ({ page, context }) => {
    await page.emulateMedia({ colorScheme: "light" });
    await page.goto("");
    await hydrated(page);
    const other = await context.newPage();
    await other.goto("api/");
    await hydrated(other);
    await toggle(other).click(); // light
    await toggle(other).click(); // dark
    await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
    await expect(toggle(page)).toHaveAccessibleName(/currently dark mode/);
  });
});
