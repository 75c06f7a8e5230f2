import { progressBarSettings } from "../ui-constants";
import type { ProgressBar } from "./route-transition";

type NProgress = typeof import("nprogress");

let loading: Promise<NProgress> | null = null;

/**
 * Fetches the bar's code (nprogress, its own chunk) once. The bar only ever shows 200 ms after a
 * link is followed, so the code is not part of a first visit: runtime.ts asks for it when the
 * reader first points, touches or types, or hovers a link, and the bar's start waits for it. A
 * failed fetch is forgotten, so the next navigation tries again.
 */
export function preloadProgressBar(): Promise<NProgress> {
  loading ??= import(/* webpackChunkName: "progress-bar" */ "nprogress").then(
    ({ default: nprogress }) => {
      nprogress.configure({ ...progressBarSettings, showSpinner: false });
      return nprogress;
    },
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/**
 * The route-change bar: nprogress 0.2 with the specified settings (minimum 0.08, speed 200 ms,
 * trickle rate 0.02, trickle speed 800 ms). In 0.2, each trickle adds `random() * trickleRate`.
 * Styled in src/theme/global.css; no spinner. A route done before the code arrives shows no bar;
 * without the code (offline, blocked) there is no bar, and navigation goes on.
 */
export function createProgressBar(): ProgressBar {
  let wanted = false;
  return {
    start: () => {
      wanted = true;
      preloadProgressBar().then(
        (nprogress) => void (wanted && nprogress.start()),
        () => {},
      );
    },
    done: () => {
      wanted = false;
      loading?.then(
        (nprogress) => void nprogress.done(),
        () => {},
      );
    },
  };
}
