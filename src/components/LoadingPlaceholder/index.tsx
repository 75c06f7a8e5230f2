import React from "react";
import { useDelayElapsed } from "../../hooks/useDelayElapsed";
import { lazyLoadingDelayMs } from "../../lib/ui-constants";
import * as styles from "./styles.module.css";

export interface DelayedProps {
  /** How long to render nothing; SPEC §9 lazy-loading delay by default. */
  delayMs?: number;
  children: React.ReactNode;
}

/**
 * Renders its children only once `delayMs` has passed, so a fast lazy load never flashes a
 * placeholder. Use as (part of) a Suspense fallback:
 * `<Suspense fallback={<LoadingPlaceholder label="Loading search" />}>`.
 */
export function Delayed({ delayMs = lazyLoadingDelayMs, children }: DelayedProps) {
  return useDelayElapsed(delayMs) ? <>{children}</> : null;
}

export interface LoadingPlaceholderProps {
  /** What is loading, read by screen readers and shown beside the spinner, e.g. "Loading search". */
  label: string;
  delayMs?: number;
  className?: string;
}

/** A spinner and label (`role="status"`) that appears only when loading takes longer than the delay. */
export function LoadingPlaceholder({ label, delayMs, className }: LoadingPlaceholderProps) {
  return (
    <Delayed delayMs={delayMs}>
      <div role="status" className={className ? `${styles.placeholder} ${className}` : styles.placeholder}>
        <span className={styles.spinner} aria-hidden="true" />
        <span>{label}…</span>
      </div>
    </Delayed>
  );
}
