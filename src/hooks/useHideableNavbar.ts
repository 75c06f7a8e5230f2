import { useCallback, useEffect, useRef, useState } from "react";

/**
 * With `navbar.hideOnScroll`, the navbar hides on scroll down and shows on scroll up.
 * It always shows near the top of the page, and `show()` brings it back (keyboard focus moving
 * into it, the mobile drawer opening).
 */
export function useHideableNavbar(enabled: boolean) {
  const navbarRef = useRef<HTMLElement>(null);
  const [visible, setVisible] = useState(true);

  useEffect(() => {
    if (!enabled) return;
    let last = window.scrollY;
    let frame = 0;
    const update = () => {
      frame = 0;
      const y = window.scrollY;
      const height = navbarRef.current?.offsetHeight ?? 0;
      if (y <= height) setVisible(true);
      else if (y > last) setVisible(false);
      else if (y < last) setVisible(true);
      last = y;
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => {
      window.removeEventListener("scroll", onScroll);
      if (frame) cancelAnimationFrame(frame);
    };
  }, [enabled]);

  const show = useCallback(() => setVisible(true), []);
  return { navbarRef, visible: !enabled || visible, show };
}
