/**
 * The route transitions' code, a chunk of its own (`route-transitions`): runtime.ts installs a
 * stand-in for Gatsby's navigate on every page's first load and fetches this when the page is
 * idle, or at the reader's first pointer, touch or key press or link hover, whichever comes
 * first: before any navigation can start, and never as part of a first visit's bytes.
 */
import { createProgressBar } from "./progress-bar";
import { createDelayedProgress, createGuardedNavigate, type GuardedNavigateOptions } from "./route-transition";
import { progressBarDelayMs } from "../ui-constants";

export { preloadProgressBar } from "./progress-bar";

/** Gatsby's navigate wrapped (route-transition.ts), with the delayed progress bar. */
export function createRouteGuard(options: Omit<GuardedNavigateOptions, "progress">) {
  return createGuardedNavigate({
    ...options,
    progress: createDelayedProgress(createProgressBar(), progressBarDelayMs),
  });
}
