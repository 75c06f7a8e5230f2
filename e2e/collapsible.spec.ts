import { test, expect, hydrated } from "./fixtures";

test.describe("collapsible sections", () => {
  test("sidebar categories collapse and expand with the keyboard", async ({ page }) => {
    await page.goto("guide/authentication/");
    await hydrated(page);
    const sidebar = page.getByRole("navigation", { name: "Integration Guides sidebar" });
    const category = sidebar.getByRole("button", { name: "Payment Gateway" });
    const link = sidebar.getByRole("link", { name: "Hosted checkout" });
    await expect(category).toHaveAttribute("aria-expanded", "true");
    await expect(link).toBeVisible();

    await category.focus();
    await page.keyboard.press("Enter");
    await expect(category).toHaveAttribute("aria-expanded", "false");
    await expect(link).toBeHidden();
    await page.keyboard.press("Space");
    await expect(category).toHaveAttribute("aria-expanded", "true");
    await expect(link).toBeVisible();
    await page.keyboard.press("Tab");
    await expect(link).toBeFocused();
  });

  test("the category holding the current page starts expanded", async ({ page }) => {
    await page.goto("guide/payment-gateway/hosted-checkout/");
    const category = page
      .getByRole("navigation", { name: "Integration Guides sidebar" })
      .getByRole("button", { name: "Payment Gateway" });
    await expect(category).toHaveAttribute("aria-expanded", "true");
    await expect(
      page.getByRole("navigation", { name: "Integration Guides sidebar" }).locator('a[aria-current="page"]'),
    ).toBeVisible();
  });

  test("collapsible sections in content open and close with the keyboard", async ({ page }) => {
    await page.goto("guide/getting-started/getting-started-onboarding/");
    await hydrated(page);
    // Content collapsibles, not the "On this page" menu (a <details> too, below 1200 px).
    const details = page.locator("article details:not(nav details)").first();
    await expect(details, "the onboarding guide uses <Details>").toHaveCount(1);
    const summary = details.locator("summary");
    const body = details.locator(":scope > :not(summary)");
    await expect(details).not.toHaveAttribute("open");
    await expect(body).toBeHidden();
    await summary.focus();
    await page.keyboard.press("Enter");
    await expect(details).toHaveAttribute("open", "");
    await expect(body).toBeVisible();
    await page.keyboard.press("Space");
    await expect(details).not.toHaveAttribute("open");
  });
});
