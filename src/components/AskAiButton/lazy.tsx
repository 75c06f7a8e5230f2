import React from "react";
import * as styles from "./styles.module.css";

export interface AskAiButtonProps {
  isOpen: boolean;
  toggle(): void;
  /** Starts loading the panel's code ahead of a click. */
  preload(): void;
  buttonRef: React.MutableRefObject<HTMLButtonElement | null>;
  /** The panel's element id, for aria-controls. */
  panelId: string;
}

/**
 * The navbar's Ask AI button (DESIGN.md: accessible name exactly "Ask AI"): part of chat's chunk
 * (chat-runtime.tsx), which loads only once the configuration turned chat on. index.tsx renders
 * it with the chat context's state.
 */
export function Button({ isOpen, toggle, preload, buttonRef, panelId }: AskAiButtonProps) {
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
