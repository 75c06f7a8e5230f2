import { lazyLoadingDelayMs } from "./ui-constants";

/**
 * Runs `start` once the page has loaded and the browser is idle (at the latest `timeoutMs` after
 * load; without requestIdleCallback, after the lazy-loading delay), first setting the performance
 * mark "deferred-load" with `detail` saying what loads: byte-budget measurements
 * (scripts/lib/first-visit.mjs) count what is requested from that mark on as deferred, not as
 * part of the first visit. For code a page wants soon but never before it has loaded.
 */
export function afterLoadWhenIdle(detail: string, start: () => void, timeoutMs: number): void {
  const run = () => {
    try {
      performance.mark("deferred-load", { detail });
    } catch {
      // No User Timing (or no mark details): nothing to tell.
    }
    start();
  };
  const idle = () => {
    if (typeof window.requestIdleCallback === "function") window.requestIdleCallback(run, { timeout: timeoutMs });
    else window.setTimeout(run, lazyLoadingDelayMs);
  };
  if (document.readyState === "complete") idle();
  else window.addEventListener("load", idle, { once: true });
}
