import { useCallback, useEffect, useRef, useState, type RefObject } from "react";
import { useDelayElapsed } from "./useDelayElapsed";
import { lazyLoadingDelayMs } from "../lib/ui-constants";

/** Where a lazily loaded chunk is: not asked for yet, on its way, here, or failed. */
export type LazyState<T> =
  { status: "idle" } | { status: "loading" } | { status: "ready"; module: T } | { status: "failed"; error: Error };

export interface LazyModule<T> {
  state: LazyState<T>;
  /** The loaded value once `ready`, else null. */
  module: T | null;
  /** Why the last attempt failed, else null. */
  error: Error | null;
  /**
   * True once a load has taken longer than the lazy-loading delay (200 ms), for a part
   * that has its own status line (search) instead of `<LazyFallback>`.
   */
  slow: boolean;
  /** Starts loading; does nothing while a load is on its way or done. */
  load(): void;
  /** After a failure, loads again (a failed webpack chunk is fetched afresh by the next `import()`). */
  retry(): void;
}

export interface LazyModuleOptions {
  /** Load on mount (a component that is useless without its chunk); otherwise call `load()` on intent. */
  immediate?: boolean;
  /**
   * Load once this element comes within a screen's height of the viewport (a part below the fold
   * that the reader is about to reach), or at once where IntersectionObserver is missing.
   */
  whenVisible?: RefObject<Element | null>;
}

/**
 * The one way UI code loads a chunk of its own: `loader` is usually
 * `() => import("./Heavy")`, possibly with the data the chunk needs. Render `<LazyFallback>` with
 * `state` and `retry` for the delayed placeholder and the common failure message. The
 * latest `loader` is used, so callers may pass an inline closure.
 */
export function useLazyModule<T>(
  loader: () => Promise<T>,
  { immediate = false, whenVisible }: LazyModuleOptions = {},
): LazyModule<T> {
  const [state, setState] = useState<LazyState<T>>({ status: "idle" });
  const latest = useRef(loader);
  const inFlightOrDone = useRef(false);
  const mounted = useRef(false);

  useEffect(() => {
    latest.current = loader;
  });

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const load = useCallback(() => {
    if (inFlightOrDone.current) return;
    inFlightOrDone.current = true;
    setState({ status: "loading" });
    latest.current().then(
      (module) => {
        if (mounted.current) setState({ status: "ready", module });
      },
      (error: unknown) => {
        inFlightOrDone.current = false;
        if (mounted.current)
          setState({ status: "failed", error: error instanceof Error ? error : new Error(String(error)) });
      },
    );
  }, []);

  useEffect(() => {
    if (immediate) load();
  }, [immediate, load]);

  useEffect(() => {
    const element = whenVisible?.current;
    if (!element) return;
    if (typeof IntersectionObserver === "undefined") {
      load();
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        load();
      },
      { rootMargin: "100% 0px" },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [whenVisible, load]);

  const slow = useDelayElapsed(state.status === "loading" ? lazyLoadingDelayMs : null);

  return {
    state,
    slow: state.status === "loading" && slow,
    module: state.status === "ready" ? state.module : null,
    error: state.status === "failed" ? state.error : null,
    load,
    retry: load,
  };
}
