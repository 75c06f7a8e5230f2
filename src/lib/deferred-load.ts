import { lazyLoadingDelayMs } from "./ui-constants";

/** Work the first load itself needs that has not settled yet (holdDeferredLoads). */
const firstLoadWork = new Set<Promise<unknown>>();

/**
 * Registers work the page needs on its first load (the chat configuration, whose answer decides
 * whether the Ask AI button shows): deferred loads start only once all such work has settled. They
 * never compete with it, and a byte-budget measurement always counts what the page needs as its
 * first visit (before the "deferred-load" mark), however the network's timing falls.
 */
export function holdDeferredLoads(work: Promise<unknown>): void {
  const settled = work.then(
    () => undefined,
    () => undefined,
  );
  firstLoadWork.add(settled);
  void settled.then(() => firstLoadWork.delete(settled));
}

/**
 * Runs `start` once the page has loaded, the browser is idle (at the latest `timeoutMs` after
 * load; without requestIdleCallback, after the lazy-loading delay) and the first load's own work
 * has settled (holdDeferredLoads), first setting the performance mark "deferred-load" with
 * `detail` saying what loads: byte-budget measurements (scripts/lib/first-visit.mjs) count what is
 * requested from that mark on as deferred, not as part of the first visit. For code a page wants
 * soon but never before it has loaded.
 */
export function afterLoadWhenIdle(detail: string, start: () => void, timeoutMs: number): void {
  const run = (): void => {
    if (firstLoadWork.size) {
      void Promise.all(firstLoadWork).then(run);
      return;
    }
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

/**
 * Returns a function that, the first time it is called, loads `load` once the page has loaded and
 * the browser is idle (afterLoadWhenIdle, at the latest 5 s after load), marked with `detail`;
 * later calls do nothing. A failed load is left for the next use to retry (partCode). Not webpack's
 * prefetch: its runtime leaves any failed chunk load unhandled, and Gatsby reloads the page on one.
 */
export function loadOnceWhenIdle(detail: string, load: () => Promise<unknown>): () => void {
  let scheduled = false;
  return () => {
    if (scheduled) return;
    scheduled = true;
    afterLoadWhenIdle(detail, () => void load().catch(() => undefined), 5000);
  };
}
