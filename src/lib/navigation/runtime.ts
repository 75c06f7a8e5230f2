import { onConstrainedConnection } from "../connection";
import { loadOnceWhenIdle } from "../deferred-load";
import type { NavigateFn } from "./route-transition";
import { createStorageSlot, storageKeys } from "../storage";

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
 * with preloading, the delayed progress bar and the reload-once fallback (route-transition.ts),
 * and stops hover preloading on 2G or data-saver connections (Gatsby's own prefetching is
 * switched off there by `disableCorePrefetching`). The wrapper's code (guard.ts) is a chunk loaded
 * when the page is idle, or on the reader's first pointer, touch or key press, or link hover, with
 * the progress bar's code and the code every page requires (loadWithEveryPage): before any
 * navigation can start. A navigation asked for before it is here waits for it; one whose code
 * cannot load (offline, or a new deployment without it) fails as a failed preload does.
 */
export function installRouteTransitions(win: Window = window): void {
  const navigate = win.___navigate;
  const loader = win.___loader;
  if (!navigate || !loader) {
    console.warn("Gatsby's navigation runtime was not found; route progress and preload recovery are off.");
    return;
  }
  const warn = (message: string, error?: unknown) =>
    error === undefined ? console.warn(message) : console.warn(message, error);
  const notifyOffline = (url: string) =>
    win.dispatchEvent(new CustomEvent(offlineNavigationEvent, { detail: { url } }));
  const isOffline = () => win.navigator.onLine === false;
  let guard: Promise<typeof import("./guard")> | null = null;
  let guarded: NavigateFn | null = null;
  const loadGuard = () =>
    (guard ??= import(/* webpackChunkName: "route-transitions" */ "./guard").then(
      (module) => {
        guarded ??= module.createRouteGuard({
          navigate,
          loader,
          location: () => win.location,
          reload: (url) => win.location.assign(url),
          reloadMarker,
          warn,
          isOffline,
          notifyOffline,
          alsoLoad: loadEveryPageCode,
        });
        return module;
      },
      (error: unknown) => {
        guard = null; // the next press or navigation tries again
        throw error;
      },
    ));
  win.___navigate = (to, options) => {
    if (guarded || typeof to === "number") return (guarded ?? navigate)(to, options);
    loadGuard().then(
      () => guarded?.(to, options),
      (error: unknown) => {
        const url = new URL(to, win.location.href).href;
        if (isOffline()) {
          warn(`Could not load ${url}: the browser is offline; staying on this page.`, error);
          notifyOffline(url);
        } else {
          warn(`Could not load the code that opens ${url}; loading the page.`, error);
          win.location.assign(url);
        }
      },
    );
  };
  loadGuardWhenIdle = loadOnceWhenIdle("route-transitions", loadGuard);
  const preloadAhead = () => {
    loadGuard()
      .then(({ preloadProgressBar }) => preloadProgressBar())
      .catch(() => undefined);
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

/** Loads the route transitions' code at idle time (installRouteTransitions sets it). */
let loadGuardWhenIdle: () => void = () => undefined;

/**
 * onRouteUpdate: a route rendered, so the reload-once marker has done its job; after the first
 * page's render (not at client entry, before the page's own code has even been asked for), the
 * route transitions' code loads once the page is idle.
 */
export function routeRendered(): void {
  reloadMarker.del();
  loadGuardWhenIdle();
}
