import { useCallback, useSyncExternalStore } from "react";

/**
 * The one media-query hook: whether `query` (for the layout breakpoint, `mobileMediaQuery` of
 * src/lib/ui-constants) matches, kept current. False during SSR and hydration's first render.
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
    () => window.matchMedia(query).matches,
    () => false,
  );
}
