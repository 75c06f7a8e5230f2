import React from "react";
import { useChat } from "../../contexts/chat";
import * as styles from "./styles.module.css";

/**
 * The navbar's Ask AI button (DESIGN.md: accessible name exactly "Ask AI"). It is on every page's
 * first load, so it shows as soon as the checked chat configuration says `show: true`; chat's
 * runtime (its open state, the panel's loading) comes later as a chunk of its own, and pointing at,
 * focusing or touching the button fetches it at once (src/contexts/chat.tsx). Until the
 * configuration is checked, and on any failure, nothing is shown. Keep it small.
 */
export function AskAiButton() {
  const { status, isOpen, toggle, preload, buttonRef, panelId } = useChat();
  if (status !== "ready") return null;
  return (
    <button
      ref={buttonRef}
      type="button"
      className={styles.button}
      aria-haspopup="dialog"
      aria-expanded={isOpen}
      aria-controls={isOpen ? panelId : undefined}
      onClick={toggle}
      onPointerEnter={preload}
      onFocus={preload}
      onTouchStart={preload}
    >
      <span className={styles.icon} aria-hidden="true" />
      <span className={styles.label}>Ask AI</span>
    </button>
  );
}
