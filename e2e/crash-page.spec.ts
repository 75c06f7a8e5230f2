import { test, expect, hydrated } from "./fixtures";
import type { Page } from "@playwright/test";

/**
 * Init script: the page data of `route` carries a list of change notes whose use throws (with a
 * chain of causes) until the test sets `window.__healed`, like a transient fault that clears.
 */
function poisonChangeNotes(route: string) {
  const parse = JSON.parse;
  JSON.parse = function patchedParse(text: string, reviver?: Parameters<typeof JSON.parse>[1]) {
    const value = parse(text, reviver);
    const context = value?.path === route ? value?.result?.pageContext : null;
    if (context && Array.isArray(context.changes)) {
      context.changes = new Proxy(context.changes, {
        get(target, key, receiver) {
          if (key === "length" && !(window as unknown as { __healed?: boolean }).__healed) {
            throw new Error("Change notes unavailable", {
              cause: new Error("Change index is corrupt", { cause: new TypeError("changes.length is not readable") }),
            });
          }
          return Reflect.get(target, key, receiver);
        },
      });
    }
    return value;
  } as typeof JSON.parse;
}

const crashHeading = (page: Page) => page.getByRole("heading", { level: 1, name: "This page crashed" });

test.describe("crash page", () => {
  test("a render error shows the crash page with the message and its causes; Try again renders the page", async ({
    page,
  }) => {
    await page.addInitScript(poisonChangeNotes, "/guide/authentication/");
    await page.goto("guide/authentication/");
    await expect(crashHeading(page)).toBeVisible();
    const main = page.getByRole("main");
    await expect(main.locator("pre").first()).toHaveText("Error: Change notes unavailable");
    const causes = page.getByRole("list", { name: "Causes" }).getByRole("listitem");
    await expect(causes).toHaveText([
      "Caused byError: Change index is corrupt",
      "Caused byTypeError: changes.length is not readable",
    ]);
    // The crash page keeps the site's navbar, so the reader can go elsewhere.
    await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();

    await page.evaluate(() => ((window as unknown as { __healed: boolean }).__healed = true));
    await page.getByRole("button", { name: "Try again" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Authentication");
    await expect(page.getByRole("navigation", { name: "On this page" })).toBeVisible();
    await expect(crashHeading(page)).toHaveCount(0);
  });

  test("Try again with the fault still there shows the crash page again; navigating away recovers", async ({
    page,
  }) => {
    await page.addInitScript(poisonChangeNotes, "/guide/payment-gateway/hosted-checkout/");
    await page.goto("guide/authentication/");
    await hydrated(page);
    await page
      .getByRole("navigation", { name: "Integration Guides sidebar" })
      .getByRole("link", { name: "Hosted checkout" })
      .click();
    await expect(crashHeading(page)).toBeVisible();
    await page.getByRole("button", { name: "Try again" }).focus();
    await page.keyboard.press("Enter");
    await expect(crashHeading(page)).toBeVisible();
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "API List" }).click();
    await expect(page).toHaveURL(/\/api\/$/);
    await expect(crashHeading(page)).toHaveCount(0);
    await expect(page.getByRole("navigation", { name: "API List sidebar" })).toBeVisible();
  });

  test("a navbar item of unknown type throws an error showing the item's configuration", async ({ page }) => {
    // The built bundle with one navbar item's type changed, as a config the schema did not check would be.
    await page.route(/\/(app|commons)-[0-9a-f]+\.js$/, async (route) => {
      const response = await route.fetch();
      const body = (await response.text()).replaceAll('type:"localeDropdown"', 'type:"megaMenu"');
      await route.fulfill({ response, body });
    });
    await page.goto("api/");
    await expect(crashHeading(page)).toBeVisible();
    const message = page.getByRole("main").locator("pre").first();
    await expect(message).toContainText("Navbar item of unknown type, with this configuration:");
    await expect(message).toContainText('"type": "megaMenu"');
    await expect(message).toContainText('"position": "right"');
    await expect(page.getByRole("button", { name: "Try again" })).toBeVisible();
  });
});
