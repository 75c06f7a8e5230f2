import type { APIRequestContext, Page } from "@playwright/test";
import { expect } from "./fixtures";

// Checks that e2e/pages.spec.ts makes on the one load of each page, besides its layout and axe
// checks: the Content Security Policy, the page's internal links and an operation's examples.

/** Init script: records every Content Security Policy violation the page reports. */
export function recordViolations(): void {
  const w = window as unknown as { __cspViolations: string[] };
  w.__cspViolations = [];
  document.addEventListener("securitypolicyviolation", (e) =>
    w.__cspViolations.push(`${e.violatedDirective} ${e.blockedURI} ${e.sample}`),
  );
}

/** The violations recorded since the page loaded (recordViolations must be an init script). */
export async function cspViolations(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations);
}

/**
 * Focuses the navbar's search box, which loads the search code and index (fetches under
 * connect-src), and waits until the box is ready.
 */
export async function openSearchBox(page: Page): Promise<void> {
  await page
    .getByRole("banner")
    .getByRole("combobox", { name: /Search/ })
    .focus();
  await expect(page.locator('header form[role="search"]')).toHaveAttribute("data-state", "ready");
}

/** The status each link target answered, per worker: a target many pages link to is fetched once. */
const statusOf = new Map<string, number>();

/**
 * The page's internal links (article, navigation and footer) whose target does not answer 200,
 * as "target (status)"; and how many links there are.
 */
export async function brokenInternalLinks(
  page: Page,
  request: APIRequestContext,
): Promise<{ links: number; broken: string[] }> {
  const hrefs = await page
    .locator('main a[href^="/api-docs-v2/"], nav a[href^="/api-docs-v2/"], footer a[href^="/api-docs-v2/"]')
    .evaluateAll((as) => as.map((a) => (a as HTMLAnchorElement).getAttribute("href") ?? ""));
  const targets = [...new Set(hrefs.map((href) => href.split("#")[0]))];
  const broken: string[] = [];
  for (const target of targets) {
    if (!statusOf.has(target))
      statusOf.set(target, (await request.get(target.replace(/^\/api-docs-v2\//, ""))).status());
    if (statusOf.get(target) !== 200) broken.push(`${target} (${statusOf.get(target)})`);
  }
  return { links: hrefs.length, broken };
}

/** The API pages that are not one operation's or webhook's page. */
const notOperation = /^api\/(?:[^/]+\/overview\/|response-codes\/|api-status\/)?$/;

/** Whether the page under `api/` documents one operation or webhook (and so has response examples). */
export const isOperationPage = (path: string) => path.startsWith("api/") && !notOperation.test(path);

/**
 * An operation's response examples, at 1280 px: grouped by outcome in tabs with the success group
 * first and selected, the whole example area (up to the response codes) no taller than an 800 px
 * screen.
 */
export async function checkResponseExamples(page: Page, path: string): Promise<void> {
  const heading = page.locator("#response-examples");
  await expect.soft(heading, "the response examples").toHaveCount(1);
  if ((await heading.count()) === 0) return;
  const top = (await heading.boundingBox())?.y ?? 0;
  const bottom = (await page.locator("#response-codes").boundingBox())?.y ?? 0;
  expect.soft(bottom - top, `${path}: height of the response examples`).toBeLessThanOrEqual(800);
  const tabs = page.locator("#response-examples ~ div").first().getByRole("tab");
  if (await tabs.count()) {
    await expect.soft(tabs.first(), "the first outcome tab").toHaveText(/^Success \(\d+\)$/);
    await expect.soft(tabs.first(), "the first outcome tab").toHaveAttribute("aria-selected", "true");
  }
}
