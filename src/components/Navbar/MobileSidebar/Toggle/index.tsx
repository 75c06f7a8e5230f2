import React from "react";
import { useMobileSidebar } from "../../../../contexts/MobileSidebarContext";
import { onConstrainedConnection } from "../../../../lib/connection";
import { loadDrawer } from "..";
import * as styles from "../styles.module.css";

/** Fetch the drawer's code as soon as the reader reaches for the button (not on 2G/data saver). */
function preload() {
  if (!onConstrainedConnection()) void loadDrawer().catch(() => undefined);
}

/** The navbar's menu button below 996 px: opens and closes the navigation drawer. */
export function MobileSidebarToggle() {
  const { shown, toggle, toggleButtonRef } = useMobileSidebar();
  return (
    <button
      ref={toggleButtonRef}
      type="button"
      className={styles.toggle}
      aria-label="Navigation menu"
      aria-haspopup="dialog"
      aria-expanded={shown}
      onClick={toggle}
      onPointerEnter={preload}
      onFocus={preload}
    >
      <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
        <path stroke="currentColor" strokeWidth="2" strokeLinecap="round" d="M4 7h16M4 12h16M4 17h16" />
      </svg>
    </button>
  );
}
