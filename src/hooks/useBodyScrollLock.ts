import { useEffect } from "react";
import { mobileQuery } from "./useMediaQuery";

/**
 * While `active`, locks the page body's scrolling whenever `query` matches (SPEC §4: the chat
 * panel locks it on screens up to 996 px wide) and restores the body's own styles when the query
 * stops matching, when `active` turns false or on unmount. The scrollbar's width is kept as
 * padding so the page does not jump sideways.
 */
export function useBodyScrollLock(active: boolean, query: string = mobileQuery): void {
  useEffect(() => {
    if (!active) return;
    const list = window.matchMedia(query);
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
    const apply = () => (list.matches ? lock() : unlock());
    apply();
    list.addEventListener("change", apply);
    return () => {
      list.removeEventListener("change", apply);
      unlock();
    };
  }, [active, query]);
}
