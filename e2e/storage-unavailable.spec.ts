import { test, expect, hydrated } from "./fixtures";
import type { Page } from "@playwright/test";
import { fullStorage, throwingStorage } from "./chrome-helpers";

function storageWarnings(page: Page) {
  const warnings: string[] = [];
  page.on("console", (m) => {
    if (m.type() === "warning" && /Storage is not available/i.test(m.text())) warnings.push(m.text());
  });
  return warnings;
}

test.describe("storage unavailable (SPEC §8: one warning, storage treated as empty)", () => {
  test("with storage access throwing, every chrome feature works and one warning is logged", async ({
    page,
    consoleErrors,
  }) => {
    const warnings = storageWarnings(page);
    await page.addInitScript(throwingStorage);
    await page.emulateMedia({ colorScheme: "dark" });
    await page.goto("guide/authentication/");
    await hydrated(page);
    const html = page.locator("html");
    await expect(html).toHaveAttribute("data-theme", "dark");
    await expect(html).toHaveAttribute("data-announcement-dismissed", "false");

    const toggle = page.getByRole("button", { name: /Switch between dark and light mode/ });
    await toggle.click();
    await expect(html).toHaveAttribute("data-theme", "light");
    await toggle.click();
    await expect(html).toHaveAttribute("data-theme", "dark");

    await page.getByRole("button", { name: "Close announcement" }).click();
    await expect(page.getByRole("region", { name: "Announcement" })).toHaveCount(0);

    await page.getByRole("button", { name: "Docs version: Next" }).click();
    await page.getByRole("button", { name: "Next", exact: true }).click();

    await page
      .getByRole("navigation", { name: "Integration Guides sidebar" })
      .getByRole("link", { name: "Hosted checkout" })
      .click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(/hosted checkout/i);
    await page.goBack();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Authentication");

    await page.setViewportSize({ width: 800, height: 900 });
    await page.getByRole("button", { name: "Navigation menu" }).click();
    await expect(page.getByRole("dialog", { name: "Navigation" })).toBeVisible();

    expect(warnings).toHaveLength(1);
    expect(consoleErrors).toEqual([]);
  });

  test("with a full quota, choices apply for the visit and one warning is logged", async ({ page, consoleErrors }) => {
    const warnings = storageWarnings(page);
    await page.addInitScript(fullStorage);
    await page.emulateMedia({ colorScheme: "light" });
    await page.goto("");
    await hydrated(page);
    await page.getByRole("button", { name: /Switch between dark and light mode/ }).click(); // light, not stored
    await page.getByRole("button", { name: /Switch between dark and light mode/ }).click(); // dark, not stored
    await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
    await page.getByRole("button", { name: "Close announcement" }).click();
    await expect(page.getByRole("region", { name: "Announcement" })).toHaveCount(0);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(/localStorage is not available.*quota/i);

    // Nothing was stored: a new visit starts from the defaults again.
    await page.reload();
    await hydrated(page);
    await expect(page.locator("html")).toHaveAttribute("data-theme", "light");
    await expect(page.getByRole("region", { name: "Announcement" })).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });
});
