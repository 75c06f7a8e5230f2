import { useEffect, type RefObject } from "react";

/**
 * Publishes where the navbar's bottom edge is on screen as `--navbar-bottom` on <html>, for
 * overlays that open below it (the Ask AI panel): the edge moves with the announcement bar
 * above the navbar, its dismissal, and hide-on-scroll. Written only when it changes, so a long
 * scroll past the announcement costs a rect read per frame and no style recalculation.
 */
export function useNavbarBottom(navbarRef: RefObject<HTMLElement>): void {
  useEffect(() => {
    const navbar = navbarRef.current;
    if (!navbar) return;
    const root = document.documentElement;
    let last = -1;
    let frame = 0;
    const update = () => {
      frame = 0;
      const bottom = Math.max(0, Math.round(navbar.getBoundingClientRect().bottom));
      if (bottom === last) return;
      last = bottom;
      root.style.setProperty("--navbar-bottom", `${bottom}px`);
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    update();
    window.addEventListener("scroll", schedule, { passive: true });
    window.addEventListener("resize", schedule);
    navbar.addEventListener("transitionend", schedule);
    const resize = typeof ResizeObserver === "function" ? new ResizeObserver(schedule) : null;
    resize?.observe(document.body);
    return () => {
      window.removeEventListener("scroll", schedule);
      window.removeEventListener("resize", schedule);
      navbar.removeEventListener("transitionend", schedule);
      resize?.disconnect();
      if (frame) cancelAnimationFrame(frame);
      root.style.removeProperty("--navbar-bottom");
    };
  }, [navbarRef]);
}
