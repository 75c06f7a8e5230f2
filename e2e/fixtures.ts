import { test as base, expect, type Page } from "@playwright/test";
import { AnalyticsCollector } from "./analytics-collector";

export const test = base.extend<{ consoleErrors: string[]; collector: AnalyticsCollector }>({
  /** Fails a test on any console error or uncaught exception on its pages. */
  consoleErrors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on("console", (m) => {
      if (m.type() === "error") errors.push(m.text());
    });
    page.on("pageerror", (e) => errors.push(`pageerror: ${e.message}`));
    await use(errors);
  },
  /** The analytics service of the test build, for every page of every test (e2e/analytics-collector.ts). */
  collector: [
    async ({ context }, use) => {
      const collector = new AnalyticsCollector();
      await collector.install(context);
      await use(collector);
    },
    { auto: true },
  ],
});

export { expect };

/** Waits until React has hydrated the page (Gatsby marks the router ready). */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => typeof (window as unknown as { ___navigate?: unknown }).___navigate === "function" && document.readyState === "complete");
  await page.waitForLoadState("networkidle");
}
