import NProgress from "nprogress";
import { progressBarSettings } from "../ui-constants";
import type { ProgressBar } from "./route-transition";

/**
 * The route-change bar: nprogress 0.2 with the specified settings (minimum 0.08, speed 200 ms,
 * trickle rate 0.02, trickle speed 800 ms). In 0.2, each trickle adds `random() * trickleRate`.
 * Styled in src/theme/global.css; no spinner.
 */
export function createProgressBar(): ProgressBar {
  NProgress.configure({ ...progressBarSettings, showSpinner: false });
  return {
    start: () => void NProgress.start(),
    done: () => void NProgress.done(),
  };
}
