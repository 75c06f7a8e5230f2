import { useEffect } from "react";

/** Stops the page behind a drawer or panel from scrolling while `locked` (SPEC §4). */
export function useLockBodyScroll(locked: boolean): void {
  useEffect(() => {
    if (!locked) return;
    const { style } = document.body;
    const previous = style.overflow;
    style.overflow = "hidden";
    return () => {
      style.overflow = previous;
    };
  }, [locked]);
}
