import { useEffect, useState } from "react";
import { mobileMediaQuery } from "../lib/ui-constants";

/** "ssr" until hydrated (the server cannot know), then "mobile" at 996 px and below (SPEC §9). */
export type WindowSize = "desktop" | "mobile" | "ssr";

/** The layout the window is in, updated live as it is resized across the breakpoint. */
export function useWindowSize(): WindowSize {
  const [size, setSize] = useState<WindowSize>("ssr");
  useEffect(() => {
    const query = window.matchMedia(mobileMediaQuery);
    const update = () => setSize(query.matches ? "mobile" : "desktop");
    update();
    query.addEventListener("change", update);
    return () => query.removeEventListener("change", update);
  }, []);
  return size;
}
