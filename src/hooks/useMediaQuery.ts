import { useCallback, useSyncExternalStore } from "react";

/**
 * The one media-query hook: whether `query` (for the layout breakpoint, `mobileMediaQuery` of
 * src/lib/ui-constants) matches, kept current. False on the server. (Preact's
 * useSyncExternalStore, which the site runs on, ignores the server snapshot and asks the client
 * one everywhere, so that one answers false where there is no window; in the browser it gives
 * the real answer from the first render.)
 */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener("change", onChange);
      return () => list.removeEventListener("change", onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => typeof window !== "undefined" && window.matchMedia(query).matches,
    () => false,
  );
}
