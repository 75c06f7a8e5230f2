import React from "react";
import * as styles from "./styles.module.css";

export interface CloseButtonProps {
  /** Accessible name, e.g. "Close announcement". */
  label: string;
  onClick(): void;
  className?: string;
}

/** A round × button; its accessible name says what it closes. */
export function CloseButton({ label, onClick, className }: CloseButtonProps) {
  return (
    <button
      type="button"
      className={className ? `${styles.close} ${className}` : styles.close}
      aria-label={label}
      title={label}
      onClick={onClick}
    >
      <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
        <path fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" d="M6 6l12 12M18 6 6 18" />
      </svg>
    </button>
  );
}
