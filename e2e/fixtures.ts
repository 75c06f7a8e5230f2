import { test as base, expect, type Page } from "@playwright/test";

/** Fails a test on any console error or uncaught exception on its pages. */
export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on("console", (m) => {
      if (m.type() === "error") errors.push(m.text());
    });
    page.on("pageerror", (e) => errors.push(`pageerror: ${e.message}`));
    await use(errors);
  },
});

export { expect };

/** Waits until React has hydrated the page (Gatsby marks the router ready). */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => typeof (window as unknown as { ___navigate?: unknown }).___navigate === "function" && document.readyState === "complete");
  await page.waitForLoadState("networkidle");
}
