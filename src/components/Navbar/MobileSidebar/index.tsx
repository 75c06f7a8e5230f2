import React, { useEffect } from "react";
import { useMobileSidebar } from "../../../contexts/MobileSidebarContext";
import { useLazyModule } from "../../../hooks/useLazyModule";
import { Delayed, LazyFallback } from "../../LoadingPlaceholder";
import type { DrawerProps } from "./Drawer";
import * as styles from "./styles.module.css";

/**
 * The drawer's code is only needed below 996 px, so it is not part of a first visit: it loads on
 * demand, in the `chrome` chunk with the sidebar, footer and navbar menus it shows
 * (src/components/Chrome), so their stylesheets keep one order.
 */
export const loadDrawer = () => import(/* webpackChunkName: "chrome" */ "./Drawer");

const loadDrawerComponent = () => loadDrawer().then((module) => module.default);

/**
 * The mobile sidebar drawer, rendered while open. Until its chunk is here, the
 * drawer's frame (backdrop and panel) holds the common lazy-loading fallback: nothing for the
 * first 200 ms, then "Loading navigation", or the failure message with a retry.
 */
export function MobileSidebar(props: DrawerProps) {
  const { shown, close } = useMobileSidebar();
  // Kept here, not in a child that mounts with the drawer, so a reopened drawer renders at once.
  const { state, module: Drawer, load, retry } = useLazyModule(loadDrawerComponent);
  useEffect(() => {
    if (shown) load();
  }, [shown, load]);
  if (!shown) return null;
  if (Drawer) return <Drawer {...props} />;
  const frame = (
    <>
      <div className={styles.backdrop} aria-hidden="true" onClick={() => close()} />
      <div
        className={styles.panel}
        role="dialog"
        aria-modal="true"
        aria-label="Navigation"
        aria-busy={state.status !== "failed"}
      >
        <LazyFallback state={state} label="Loading navigation" what="The navigation" onRetry={retry} delayMs={0} />
      </div>
    </>
  );
  // A failure shows at once; loading shows the frame only after the delay, so a fast load never flashes it.
  return state.status === "failed" ? frame : <Delayed>{frame}</Delayed>;
}
