import { useEffect, type RefObject } from "react";

/** What starts publishing on <html>: the reader's first press of a key, button or finger. */
const firstAction = ["pointerdown", "keydown"] as const;

/**
 * Publishes where the navbar's bottom edge is on screen as `--navbar-bottom`, for overlays that
 * open below it: the edge moves with the announcement bar above the navbar, its dismissal, and
 * hide-on-scroll. Written only when it changes, so a long scroll past the announcement costs a rect
 * read per frame and no style recalculation.
 *
 * On the navbar itself from the start, for the search dropdown inside it (a custom property on an
 * element restyles only its subtree). On <html>, for overlays elsewhere (the Ask AI panel), from the
 * reader's first key or pointer press, in the capture phase, before any handler opens an overlay:
 * a custom property on <html> restyles every element of the page (25 ms on an API page on a fast
 * machine), which done during the page's load made one of its longest tasks.
 */
export function useNavbarBottom(navbarRef: RefObject<HTMLElement>): void {
  useEffect(() => {
    const navbar = navbarRef.current;
    if (!navbar) return;
    const root = document.documentElement;
    let onRoot = false;
    let last = -1;
    let frame = 0;
    const write = (element: HTMLElement) => element.style.setProperty("--navbar-bottom", `${last}px`);
    const update = () => {
      frame = 0;
      const bottom = Math.max(0, Math.round(navbar.getBoundingClientRect().bottom));
      if (bottom === last) return;
      last = bottom;
      write(navbar);
      if (onRoot) write(root);
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    const publishOnRoot = () => {
      firstAction.forEach((type) => window.removeEventListener(type, publishOnRoot, true));
      onRoot = true;
      write(root);
    };
    update();
    firstAction.forEach((type) => window.addEventListener(type, publishOnRoot, { capture: true, passive: true }));
    window.addEventListener("scroll", schedule, { passive: true });
    window.addEventListener("resize", schedule);
    navbar.addEventListener("transitionend", schedule);
    const resize = typeof ResizeObserver === "function" ? new ResizeObserver(schedule) : null;
    resize?.observe(document.body);
    return () => {
      firstAction.forEach((type) => window.removeEventListener(type, publishOnRoot, true));
      window.removeEventListener("scroll", schedule);
      window.removeEventListener("resize", schedule);
      navbar.removeEventListener("transitionend", schedule);
      resize?.disconnect();
      if (frame) cancelAnimationFrame(frame);
      navbar.style.removeProperty("--navbar-bottom");
      root.style.removeProperty("--navbar-bottom");
    };
  }, [navbarRef]);
}
