import { useCallback, useSyncExternalStore } from "react";

/** SPEC §9: layout and chat switch between desktop and mobile at 996 px. */
export const mobileQuery = "(max-width: 996px)";

/** Whether a media query matches, kept current. False during SSR and hydration's first render. */
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
