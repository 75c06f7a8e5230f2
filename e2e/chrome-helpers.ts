import type { Page, Route } from "@playwright/test";

/** Init script: localStorage and sessionStorage access throws, as with cookies blocked. */
export function throwingStorage(): void {
  for (const key of ["localStorage", "sessionStorage"]) {
    Object.defineProperty(window, key, {
      configurable: true,
      get() {
        throw new DOMException("The operation is insecure.", "SecurityError");
      },
    });
  }
}

/** Init script: every storage write fails with a full quota. */
export function fullStorage(): void {
  Storage.prototype.setItem = function setItem() {
    throw new DOMException("The quota has been exceeded.", "QuotaExceededError");
  };
}

/** Blocks the site's JavaScript bundles: what the reader sees before hydration (inline scripts still run). */
export async function blockBundles(page: Page): Promise<void> {
  await page.route(/\.js(\?.*)?$/, (route) => route.abort());
}

/** The page-data URL of a route, as Gatsby requests it. */
export function pageDataUrl(route: string): string {
  return `/api-docs-v2/page-data${route === "/" ? "/index" : route.replace(/\/$/, "")}/page-data.json`;
}

/** Delays a matching request by `ms`, then lets it through. */
export function delayed(ms: number) {
  return async (route: Route) => {
    await new Promise((resolve) => setTimeout(resolve, ms));
    await route.continue().catch(() => undefined);
  };
}

/** Records, in the page, when an element matching `selector` is added and removed (performance.now()). */
export function watchElement(selector: string): void {
  const log: { added: number[]; removed: number[] } = { added: [], removed: [] };
  (window as unknown as { __watch: typeof log }).__watch = log;
  let present = false;
  new MutationObserver(() => {
    const now = !!document.querySelector(selector);
    if (now !== present) (now ? log.added : log.removed).push(performance.now());
    present = now;
  }).observe(document, { childList: true, subtree: true });
}

export async function watched(page: Page): Promise<{ added: number[]; removed: number[] }> {
  return page.evaluate(() => (window as unknown as { __watch: { added: number[]; removed: number[] } }).__watch);
}
