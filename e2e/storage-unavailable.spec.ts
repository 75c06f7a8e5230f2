import { test, expect, hydrated } from "./fixtures";
import type { Page } from "@playwright/test";
import { fullStorage, throwingStorage } from "./chrome-helpers";
import { searchBox } from "./hosting";

function storageWarnings(page: Page) {
  const warnings: string[] = [];
  page.on("console", (m) => {
    if (m.type() === "warning" && /Storage is not available/i.test(m.text())) warnings.push(m.text());
  });
  return warnings;
}

test.describe("storage unavailable (one warning, storage treated as empty)", () => {
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

  test("with storage access throwing, the Try it console's simulated sandbox keeps its records in memory", async ({
    page,
    consoleErrors,
  }) => {
    test.slow(); // a key pair and two signed calls in the page
    const warnings = storageWarnings(page);
    await page.addInitScript(throwingStorage);
    await page.goto("api/disbursement/transfer-to-bank-account-inquiry/");
    await hydrated(page);
    const panel = page.getByTestId("try-it");
    await panel.locator("summary").click();
    await panel.getByRole("button", { name: "Generate a test key pair" }).click();
    await expect(panel.getByRole("textbox", { name: /Private key \(PEM\)/ })).toHaveValue(/BEGIN PRIVATE KEY/, {
      timeout: 20_000,
    });
    for (const records of ["Simulated sandbox: 1 record", "Simulated sandbox: 2 records"]) {
      await panel.getByRole("button", { name: "Send request" }).click();
      await expect(panel.getByTestId("try-it-response-code").last()).toHaveText("2004200", { timeout: 30_000 });
      await expect(panel.getByTestId("try-it-records")).toHaveText(records);
    }
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
    // One warning for the page, from whichever storage a write reached first (both are full).
    expect(warnings[0]).toMatch(/(local|session)Storage is not available.*quota/i);

    // Nothing was stored: a new visit starts from the defaults again.
    await page.reload();
    await hydrated(page);
    await expect(page.locator("html")).toHaveAttribute("data-theme", "light");
    await expect(page.getByRole("region", { name: "Announcement" })).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });
});

/**
 * Init script: the storage objects are there, but every Storage method and the length getter throw
 * a SecurityError, as under a browser policy or extension that denies storage. (The other way a
 * browser denies it, the window.localStorage / sessionStorage getters throwing, is `throwingStorage`.)
 */
function throwingStorageMethods(): void {
  const deny = () => {
    throw new DOMException("The operation is insecure.", "SecurityError");
  };
  for (const name of ["getItem", "setItem", "removeItem", "clear", "key"])
    Object.defineProperty(Storage.prototype, name, { configurable: true, value: deny });
  Object.defineProperty(Storage.prototype, "length", { configurable: true, get: deny });
}

test.describe("storage denied: the page still hydrates (Gatsby's runtime is patched: patches/)", () => {
  const denials = {
    "every Storage method throws": throwingStorageMethods,
    "the storage getters throw": throwingStorage,
  };
  for (const [denial, script] of Object.entries(denials)) {
    for (const path of ["guide/authentication/", "api/payment-gateway/create-order/"]) {
      test(`${denial}: ${path} hydrates, search opens, tabs switch`, async ({ page }) => {
        const uncaught: string[] = [];
        page.on("pageerror", (e) => uncaught.push(e.message));
        await page.addInitScript(script);
        await page.goto(path);
        await hydrated(page);
        // The denial is real: storage cannot be read from the page.
        expect(
          await page.evaluate(() => {
            try {
              sessionStorage.getItem("x");
              return "readable";
            } catch (e) {
              return (e as DOMException).name;
            }
          }),
        ).toBe("SecurityError");

        const search = searchBox(page);
        await search.click();
        await search.fill("refund");
        // The first query fetches the index: allow for a loaded machine.
        await expect(page.getByRole("listbox", { name: "Search suggestions" }).getByRole("option").first()).toBeVisible(
          { timeout: 15_000 },
        );
        await search.press("Escape");

        const second = page.getByRole("tablist").first().getByRole("tab").nth(1);
        await expect(second).toHaveAttribute("aria-selected", "false");
        await second.click();
        await expect(second).toHaveAttribute("aria-selected", "true");
        expect(uncaught).toEqual([]);
      });
    }
  }
});
