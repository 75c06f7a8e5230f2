import { useEffect, type RefObject } from "react";
import { useLocation } from "@reach/router";
import { HIGHLIGHT_PARAM, loadPageHighlight } from "../lib/search";

/**
 * Marks the search terms of `?_highlight=` inside `ref` and scrolls to the section's anchor.
 * The marking code loads only on pages opened from a search result; the marks are
 * removed when the terms or the page change.
 *
 * A plain `import()`, not `useLazyModule`: the marks decorate text that is already on screen, so
 * there is nothing to hold a placeholder or a retry; if the chunk fails the page simply has no marks.
 */
export function useSearchHighlight(ref: RefObject<HTMLElement>): void {
  const { search, hash, pathname } = useLocation();
  useEffect(() => {
    if (!new URLSearchParams(search).has(HIGHLIGHT_PARAM)) return;
    let cancelled = false;
    let restore: (() => void) | undefined;
    void loadPageHighlight().then(
      ({ highlightTerms, highlightTermsFrom }) => {
        if (cancelled || !ref.current) return;
        restore = highlightTerms(ref.current, highlightTermsFrom(search));
        const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
        target?.scrollIntoView();
      },
      (error: unknown) => console.warn("Search highlighting could not load:", error),
    );
    return () => {
      cancelled = true;
      restore?.();
    };
  }, [ref, search, hash, pathname]);
}
