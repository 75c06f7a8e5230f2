import React from "react";
import * as styles from "./styles.module.css";

export interface DetailsProps {
  summary: string;
  children: React.ReactNode;
  open?: boolean;
}

/** A collapsible section: native <details>, keyboard operable without JavaScript. */
export function Details({ summary, children, open = false }: DetailsProps) {
  return (
    <details className={styles.details} open={open}>
      <summary className={styles.summary}>{summary}</summary>
      <div className={styles.body}>{children}</div>
    </details>
  );
}
