import { test as base, expect, type Locator, type Page, type TestInfo } from "@playwright/test";
import { AnalyticsCollector } from "./analytics-collector";

/**
 * The chat configuration every test's pages receive unless a test says otherwise
 * (`test.use({ chatConfig })`, or its own `page.route`, which takes precedence). The production
 * build fetches it from `/chat-config/{env}/config.json` at the site's origin, which
 * the local server does not serve; answering it here keeps every page in the state readers see
 * in production: Ask AI shown, with an FAQ.
 */
export const defaultChatConfig = {
  show: true,
  faq: [
    {
      question: "Where do I get sandbox credentials?",
      answer:
        '<p>Register in the merchant dashboard, then follow <a href="/api-docs-v2/guide/getting-started/getting-started-onboarding/">onboarding</a>.</p>',
    },
    {
      question: "Which signature algorithm does the API use?",
      answer: "<p><strong>SHA256withRSA</strong> for access tokens and HMAC-SHA512 for transactions.</p>",
    },
  ],
};

export const isChatConfigUrl = (url: URL) => /^\/chat-config\/[^/]+\/config\.json$/.test(url.pathname);

/** Fails a test on any console error or uncaught exception on its pages. */
export const test = base.extend<{ consoleErrors: string[]; chatConfig: unknown; collector: AnalyticsCollector }>({
  chatConfig: [defaultChatConfig, { option: true }],
  context: async ({ context, chatConfig }, use) => {
    await context.route(isChatConfigUrl, (route) => route.fulfill({ json: chatConfig }));
    await use(context);
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

/** The WCAG levels the axe checks of these tests hold the site to: 2.1 A and AA. */
export const wcagTags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];

/**
 * Waits until React has hydrated the page: the site marks `<html data-hydrated>` once its first
 * client render is done (src/lib/hydration-marker.ts), and Gatsby's router is ready. Never waits
 * for the network to fall quiet: a test that needs a response or a lazy part waits for that.
 */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      document.documentElement.hasAttribute("data-hydrated") &&
      typeof (window as unknown as { ___navigate?: unknown }).___navigate === "function" &&
      document.readyState === "complete",
  );
}

/**
 * Keeps a screenshot in the test's output folder for a person to look at, only when the run asks
 * for them (`E2E_SCREENSHOTS=1`); otherwise does nothing. No test compares or reads these. Full
 * pages are tall (up to tens of thousands of pixels): JPEG keeps them small enough to keep.
 */
export async function shot(
  target: Page | Locator,
  testInfo: TestInfo,
  name: string,
  { fullPage = false }: { fullPage?: boolean } = {},
): Promise<void> {
  if (process.env.E2E_SCREENSHOTS !== "1") return;
  if (fullPage && "goto" in target)
    await target.screenshot({ path: testInfo.outputPath(`${name}-full.jpeg`), fullPage, type: "jpeg", quality: 70 });
  else await target.screenshot({ path: testInfo.outputPath(`${name}.png`) });
}
