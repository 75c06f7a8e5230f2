import { useEffect } from "react";

/**
 * The one body-scroll lock of the site: while `active`, the page behind a drawer or
 * panel does not scroll. With a `query` the lock holds only while it matches (the chat panel
 * covers the page only at the mobile breakpoint, `mobileMediaQuery`); without one it always
 * holds. The body's own styles come back when the query stops matching, when `active` turns
 * false or on unmount, and the scrollbar's width is kept as padding so the page does not jump
 * sideways.
 */
export function useBodyScrollLock(active: boolean, query?: string): void {
  useEffect(() => {
    if (!active) return;
    const body = document.body;
    let saved: { overflow: string; paddingRight: string } | null = null;
    const lock = () => {
      if (saved) return;
      const scrollbar = window.innerWidth - document.documentElement.clientWidth;
      saved = { overflow: body.style.overflow, paddingRight: body.style.paddingRight };
      body.style.overflow = "hidden";
      if (scrollbar > 0) body.style.paddingRight = `${scrollbar}px`;
    };
    const unlock = () => {
      if (!saved) return;
      body.style.overflow = saved.overflow;
      body.style.paddingRight = saved.paddingRight;
      saved = null;
    };
    if (query === undefined) {
      lock();
      return unlock;
    }
    const list = window.matchMedia(query);
    const apply = () => (list.matches ? lock() : unlock());
    apply();
    list.addEventListener("change", apply);
    return () => {
      list.removeEventListener("change", apply);
      unlock();
    };
  }, [active, query]);
}
