import { onConstrainedConnection } from "../connection";
import { createProgressBar, preloadProgressBar } from "./progress-bar";
import { createDelayedProgress, createGuardedNavigate } from "./route-transition";
import { createStorageSlot, storageKeys } from "../storage";
import { progressBarDelayMs } from "../ui-constants";

const reloadMarker = createStorageSlot(storageKeys.routeReload, "sessionStorage");

/** Loads of code that every page renders with, waited for before a navigation renders (loadWithEveryPage). */
const withEveryPage = new Set<() => Promise<unknown>>();

/**
 * Has every navigation in the app wait for `load` (code that every page renders with but a first
 * visit does not load, such as the chrome's chunk) along with the next page's own code and data,
 * so the page renders whole, with no placeholder and no shift after its scroll. A failed load
 * does not stop the navigation: the part that needs the code shows its own retry.
 */
export function loadWithEveryPage(load: () => Promise<unknown>): void {
  withEveryPage.add(load);
}

/** Raised on window when a link could not be opened because the browser is offline. */
export const offlineNavigationEvent = "docs:offline-navigation";

/**
 * onClientEntry: wraps Gatsby's navigate (`window.___navigate`, used by <Link> and `navigate`)
 * with preloading, the delayed progress bar and the reload-once fallback (src/lib/navigation/route-transition.ts),
 * and stops hover preloading on 2G or data-saver connections (Gatsby's own prefetching is
 * switched off there by `disableCorePrefetching`). The progress bar's code is fetched on the
 * reader's first pointer, touch or key press, or link hover: before any navigation can start.
 */
export function installRouteTransitions(win: Window = window): void {
  const navigate = win.___navigate;
  const loader = win.___loader;
  if (!navigate || !loader) {
    console.warn("Gatsby's navigation runtime was not found; route progress and preload recovery are off.");
    return;
  }
  win.___navigate = createGuardedNavigate({
    navigate,
    loader,
    progress: createDelayedProgress(createProgressBar(), progressBarDelayMs),
    location: () => win.location,
    reload: (url) => win.location.assign(url),
    reloadMarker,
    warn: (message, error) => (error === undefined ? console.warn(message) : console.warn(message, error)),
    isOffline: () => win.navigator.onLine === false,
    notifyOffline: (url) => win.dispatchEvent(new CustomEvent(offlineNavigationEvent, { detail: { url } })),
    alsoLoad: () => Promise.all([...withEveryPage].map((load) => load().catch(() => undefined))),
  });
  const preloadBar = () => void preloadProgressBar().catch(() => {});
  for (const type of ["pointerdown", "touchstart", "keydown"])
    win.addEventListener(type, preloadBar, { once: true, passive: true, capture: true });
  const hovering = loader.hovering.bind(loader);
  loader.hovering = (path) => {
    preloadBar();
    if (!onConstrainedConnection()) hovering(path);
  };
}

/** onRouteUpdate: a route rendered, so the reload-once marker has done its job. */
export function routeRendered(): void {
  reloadMarker.del();
}
