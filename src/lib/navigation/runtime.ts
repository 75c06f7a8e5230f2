import { onConstrainedConnection } from "../connection";
import { createProgressBar, preloadProgressBar } from "./progress-bar";
import { createDelayedProgress, createGuardedNavigate } from "./route-transition";
import { createStorageSlot, storageKeys } from "../storage";
import { progressBarDelayMs } from "../ui-constants";

const reloadMarker = createStorageSlot(storageKeys.routeReload, "sessionStorage");

/** Loads of code that every page renders with, waited for before a navigation renders (loadWithEveryPage). */
const withEveryPage = new Map<() => Promise<unknown>, boolean>();

export interface EveryPageLoadOptions {
  /**
   * A page cannot render without this code (the prose of a page the first visit kept as server
   * HTML): it is fetched on the reader's first pointer, touch or key press, or link hover (as the
   * progress bar's code is), and a navigation whose load of it fails is a failed route load.
   */
  required?: boolean;
}

/**
 * Has every navigation in the app wait for `load` (code that every page renders with but a first
 * visit does not load, such as the chrome's chunk) along with the next page's own code and data,
 * so the page renders whole, with no placeholder and no shift after its scroll. A failed load
 * does not stop the navigation (the part that needs the code shows its own retry), unless the load
 * is `required`.
 */
export function loadWithEveryPage(load: () => Promise<unknown>, { required = false }: EveryPageLoadOptions = {}): void {
  withEveryPage.set(load, required);
}

/** The loads every navigation waits for; rejects when a required one fails. */
function loadEveryPageCode(): Promise<unknown> {
  return Promise.all([...withEveryPage].map(([load, required]) => (required ? load() : load().catch(() => undefined))));
}

/** Fetches the required loads' code ahead of a navigation; a failure waits for the navigation's own try. */
function preloadRequired(): void {
  for (const [load, required] of withEveryPage) if (required) load().catch(() => undefined);
}

/** Raised on window when a link could not be opened because the browser is offline. */
export const offlineNavigationEvent = "docs:offline-navigation";

/**
 * onClientEntry: wraps Gatsby's navigate (`window.___navigate`, used by <Link> and `navigate`)
 * with preloading, the delayed progress bar and the reload-once fallback (src/lib/navigation/route-transition.ts),
 * and stops hover preloading on 2G or data-saver connections (Gatsby's own prefetching is
 * switched off there by `disableCorePrefetching`). The progress bar's code, and the code every page
 * requires (loadWithEveryPage), are fetched on the reader's first pointer, touch or key press, or
 * link hover: before any navigation can start.
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
    alsoLoad: loadEveryPageCode,
  });
  const preloadAhead = () => {
    preloadProgressBar().catch(() => {});
    preloadRequired();
  };
  for (const type of ["pointerdown", "touchstart", "keydown"])
    win.addEventListener(type, preloadAhead, { once: true, passive: true, capture: true });
  const hovering = loader.hovering.bind(loader);
  loader.hovering = (path) => {
    preloadAhead();
    if (!onConstrainedConnection()) hovering(path);
  };
}

/** onRouteUpdate: a route rendered, so the reload-once marker has done its job. */
export function routeRendered(): void {
  reloadMarker.del();
}
