import React, { Suspense, lazy } from "react";
import { useMobileSidebar } from "../../contexts/MobileSidebarContext";
import { Delayed, LoadingPlaceholder } from "../LoadingPlaceholder";
import type { DrawerProps } from "./Drawer";
import * as styles from "./styles.module.css";

/** The drawer's code is only needed below 996 px, so it is a chunk of its own, loaded on demand. */
export const loadDrawer = () => import(/* webpackChunkName: "mobile-drawer" */ "./Drawer");

function DrawerLoadError() {
  const { close } = useMobileSidebar();
  return (
    <>
      <div className={styles.backdrop} aria-hidden="true" onClick={() => close()} />
      <div className={styles.panel} role="dialog" aria-modal="true" aria-label="Navigation">
        <div role="alert" className={styles.loadError}>
          <p>The navigation could not be loaded.</p>
          <button type="button" onClick={() => window.location.reload()}>
            Reload the page
          </button>
        </div>
      </div>
    </>
  );
}

const Drawer = lazy(() => loadDrawer().catch(() => ({ default: DrawerLoadError })));

/** Shown only if loading the drawer takes longer than the lazy-loading delay (SPEC §9). */
function DrawerLoading() {
  const { close } = useMobileSidebar();
  return (
    <Delayed>
      <div className={styles.backdrop} aria-hidden="true" onClick={() => close()} />
      <div className={styles.panel} role="dialog" aria-modal="true" aria-label="Navigation" aria-busy="true">
        <LoadingPlaceholder label="Loading navigation" delayMs={0} />
      </div>
    </Delayed>
  );
}

/** The mobile sidebar drawer (SPEC §2, §4), rendered while open. */
export function MobileSidebar(props: DrawerProps) {
  const { shown } = useMobileSidebar();
  if (!shown) return null;
  return (
    <Suspense fallback={<DrawerLoading />}>
      <Drawer {...props} />
    </Suspense>
  );
}
