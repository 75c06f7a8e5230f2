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
      <svg className={styles.icon} viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
        <path
          fill="currentColor"
          d="M10 2l1.9 5.1L17 9l-5.1 1.9L10 16l-1.9-5.1L3 9l5.1-1.9zm8 9l.95 2.55L21.5 14.5l-2.55.95L18 18l-.95-2.55L14.5 14.5l2.55-.95zM6 15l.7 1.8 1.8.7-1.8.7L6 20l-.7-1.8-1.8-.7 1.8-.7z"
        />
      </svg>
      <span className={styles.label}>Ask AI</span>
    </button>
  );
}
