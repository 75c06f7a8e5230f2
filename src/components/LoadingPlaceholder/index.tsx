import React from "react";
import { useDelayElapsed } from "../../hooks/useDelayElapsed";
import { lazyLoadingDelayMs } from "../../lib/ui-constants";
import type { LazyState } from "../../hooks/useLazyModule";
import { loadFailureReason } from "../../lib/load-error";
import * as styles from "./styles.module.css";

export interface DelayedProps {
  /** How long to render nothing; the lazy-loading delay by default. */
  delayMs?: number;
  children: React.ReactNode;
}

/** Renders its children only once `delayMs` has passed, so a fast lazy load never flashes a placeholder. */
export function Delayed({ delayMs = lazyLoadingDelayMs, children }: DelayedProps) {
  return useDelayElapsed(delayMs) ? <>{children}</> : null;
}

export interface LoadingPlaceholderProps {
  /** What is loading, read by screen readers and shown beside the spinner, e.g. "Loading search". */
  label: string;
  delayMs?: number;
  className?: string;
  /** Float above the page's corner (a panel that has no place in the layout yet, such as Ask AI). */
  floating?: boolean;
}

/** A spinner and label (`role="status"`) that appears only when loading takes longer than the delay. */
export function LoadingPlaceholder({ label, delayMs, className, floating }: LoadingPlaceholderProps) {
  const classes = [styles.placeholder, floating && styles.floating, className].filter(Boolean).join(" ");
  return (
    <Delayed delayMs={delayMs}>
      <div role="status" className={classes}>
        <span className={styles.spinner} aria-hidden="true" />
        <span>{label}…</span>
      </div>
    </Delayed>
  );
}

export interface LoadFailedProps {
  /** What failed, as the start of a sentence: "The console", "Search". */
  what: string;
  error: Error;
  onRetry(): void;
  className?: string;
  /** Float above the page's corner, like the placeholder. */
  floating?: boolean;
}

/**
 * The one failure message of a lazy load: what failed, why (webpack's chunk errors in plain
 * words: src/lib/load-error.ts), and a button that tries again.
 */
export function LoadFailed({ what, error, onRetry, className, floating }: LoadFailedProps) {
  const classes = [styles.failed, floating && styles.floating, className].filter(Boolean).join(" ");
  return (
    <p role="alert" className={classes}>
      {what} could not load ({loadFailureReason(error)}). Check your connection and{" "}
      <button type="button" className={styles.retry} onClick={onRetry}>
        try again
      </button>
      .
    </p>
  );
}

export interface LazyFallbackProps {
  /** `useLazyModule(…).state`. */
  state: LazyState<unknown>;
  /** The placeholder's text while loading, e.g. "Loading the console". */
  label: string;
  /** What failed, for the failure message, e.g. "The console". */
  what: string;
  onRetry(): void;
  className?: string;
  /** Delay before the placeholder; 0 when an outer `<Delayed>` already waited. */
  delayMs?: number;
  floating?: boolean;
}

/**
 * What a lazily loaded part shows until it is ready (one way for every chunk): nothing
 * for the first 200 ms, then the placeholder; on failure, the message with a retry.
 * Renders nothing when idle or ready.
 */
export function LazyFallback({ state, label, what, onRetry, className, delayMs, floating }: LazyFallbackProps) {
  if (state.status === "loading")
    return <LoadingPlaceholder label={label} className={className} delayMs={delayMs} floating={floating} />;
  if (state.status === "failed")
    return <LoadFailed what={what} error={state.error} onRetry={onRetry} className={className} floating={floating} />;
  return null;
}
