import React from "react";
import * as styles from "./styles.module.css";

export interface LazyDetailsProps {
  title: string;
  /** One line under the title saying what opening it does. */
  hint: string;
  /** Called on every open; pair it with `useLazyModule(…).load`, which loads once. */
  onOpen(): void;
  /** The primary-coloured frame (Try it), against the neutral one (request checker). */
  accent?: boolean;
  testId?: string;
  children: React.ReactNode;
}

/**
 * The `<details>` shell of an operation page's tools (request checker, Try it): closed in the
 * server HTML, and their code loads when the reader first opens them.
 */
export function LazyDetails({ title, hint, onOpen, accent = false, testId, children }: LazyDetailsProps) {
  return (
    <details
      className={accent ? `${styles.details} ${styles.accent}` : styles.details}
      data-testid={testId}
      onToggle={(e) => {
        if (e.currentTarget.open) onOpen();
      }}
    >
      <summary className={styles.summary}>
        <span className={styles.summaryTitle}>{title}</span>
        <span className={styles.summaryHint}>{hint}</span>
      </summary>
      <div className={styles.body}>{children}</div>
    </details>
  );
}
