import type { StorageSlot } from "../storage";

/**
 * Client-side route changes:
 * - the new route's data and code are preloaded before the page switches;
 * - a progress bar appears only if that takes longer than the delay (200 ms), and finishes when done;
 * - if the preload fails, a warning is logged and the page reloads fully, once: a marker in
 *   sessionStorage names the URL already reloaded for, and a second failure for it only warns;
 * - if the browser is offline, a reload could only show the browser's error page: the reader
 *   stays on the page they have, and is told why the link did not open.
 *
 * Pure wiring with injected dependencies; gatsby-browser installs it around Gatsby's navigate.
 */

/** The slice of Gatsby's public loader (`window.___loader`) used here. */
export interface RouteLoader {
  loadPage(path: string): Promise<unknown>;
}

export interface ProgressBar {
  start(): void;
  done(): void;
}

export type NavigateFn = (to: string | number, options?: unknown) => void;

/** A progress bar that starts only after `delayMs`; `done` before then shows nothing. */
export function createDelayedProgress(bar: ProgressBar, delayMs: number) {
  let timer: ReturnType<typeof setTimeout> | null = null;
  let started = false;
  return {
    start() {
      if (timer !== null || started) return;
      timer = setTimeout(() => {
        timer = null;
        started = true;
        bar.start();
      }, delayMs);
    },
    done() {
      if (timer !== null) clearTimeout(timer);
      timer = null;
      if (started) bar.done();
      started = false;
    },
  };
}

/** Gatsby's loader resolves a failed load to nothing or `{ status: "error" }` (cache-dir/loader.js). */
export function isFailedLoad(result: unknown): boolean {
  if (!result || typeof result !== "object") return true;
  return "status" in result && (result as { status?: unknown }).status === "error";
}

export interface GuardedNavigateOptions {
  /** Gatsby's navigate: switches the route once resources are loaded (they are, from cache). */
  navigate: NavigateFn;
  loader: RouteLoader;
  progress: ProgressBar;
  /** The page's address now (`window.location`). */
  location: () => { href: string };
  /** A full page load of `url` (`location.assign`). */
  reload: (url: string) => void;
  /** sessionStorage slot holding the URL a failed preload last reloaded for. */
  reloadMarker: StorageSlot;
  warn: (message: string, error?: unknown) => void;
  /** True while the browser reports no network (`!navigator.onLine`). */
  isOffline?: () => boolean;
  /** Tells the reader that `url` could not be opened offline. */
  notifyOffline?: (url: string) => void;
  /**
   * Code the next page renders with besides its own (the chrome's chunk, the writer's parts),
   * loaded with the page so that it renders whole; asked again once the page's code is here, which
   * may register more. Rejects only when code the page cannot render without failed (the
   * navigation then fails as a failed preload does); a part whose code failed shows its own retry.
   */
  alsoLoad?: () => Promise<unknown>;
}

/** Wraps Gatsby's navigate: preload, progress, and the reload-once fallback. */
export function createGuardedNavigate({
  navigate,
  loader,
  progress,
  location,
  reload,
  reloadMarker,
  warn,
  isOffline = () => false,
  notifyOffline = () => {},
  alsoLoad = () => Promise.resolve(),
}: GuardedNavigateOptions): NavigateFn {
  const fail = (url: string, error?: unknown) => {
    progress.done();
    if (isOffline()) {
      warn(`Could not load ${url}: the browser is offline; staying on this page.`, error);
      notifyOffline(url);
      return;
    }
    if (reloadMarker.get() === url) {
      warn(`Could not load ${url} again after a full reload; not reloading a second time.`, error);
      return;
    }
    reloadMarker.set(url);
    warn(`Could not load the resources of ${url}; reloading the page.`, error);
    reload(url);
  };
  return (to, options) => {
    if (typeof to === "number") return navigate(to, options);
    const here = new URL(location().href);
    const target = new URL(to, here);
    // Another origin, or only the hash changes: nothing to preload.
    if (target.origin !== here.origin || (target.pathname === here.pathname && target.search === here.search))
      return navigate(to, options);
    progress.start();
    // What is known to be needed loads with the page; what the page's own code asks for when it
    // is evaluated (the writer's parts of a doc page) loads once that code is here.
    const known = alsoLoad();
    // Handled where the page's load joins it; until then, a rejection is not an unhandled one.
    known.catch(() => undefined);
    const page = loader
      .loadPage(target.pathname + target.search)
      .then((result) => (isFailedLoad(result) ? result : Promise.all([known, alsoLoad()]).then(() => result)));
    page.then(
      (result) => {
        if (isFailedLoad(result)) return fail(target.href);
        progress.done();
        navigate(to, options);
      },
      (error: unknown) => fail(target.href, error),
    );
  };
}
