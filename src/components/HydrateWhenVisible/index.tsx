import React, { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from "react";
import { followInApp } from "../../lib/navigation";
import { useLazyModule } from "../../hooks/useLazyModule";
import { hydratedAttribute } from "../../lib/hydration-marker";
import { IdScope } from "../../hooks/usePrefixedId";
import * as styles from "./styles.module.css";

/** The part is needed: the loader useLazyModule waits for is the part's own intersection or intent. */
const ready = () => Promise.resolve(true);
const partAttribute = "data-hydrate-part";

/** Whether the element the address's #fragment names lies inside `el`. */
function holdsTarget(el: Element): boolean {
  const hash = window.location.hash.slice(1);
  if (!hash) return false;
  let target: HTMLElement | null = null;
  try {
    target = document.getElementById(decodeURIComponent(hash));
  } catch {
    target = document.getElementById(hash); // not valid percent-encoding: the id as written
  }
  return target !== null && el.contains(target);
}

/** Keys a widget handles itself (tabs, lists): pressed before the code is here, pressed again once it is. */
const widgetKeys = new Set(["ArrowLeft", "ArrowRight", "ArrowUp", "ArrowDown", "Home", "End"]);

/**
 * When a part's code loads: when it comes within a screen of the viewport (`near`), only when the
 * reader points at, touches, focuses or clicks something in it (`intent`: a part near the viewport
 * that loaded at once would still be part of a first visit's bytes), or never while the server's
 * HTML is there (`never`: a part with nothing to do but links, which the kept HTML follows in the
 * app all the same), or at the reader's first scroll of the page or intent (`scroll`: a part that
 * follows the reading position, such as the table of contents).
 */
export type WakeOn = "near" | "intent" | "never" | "scroll";

export interface HydrateWhenVisibleProps {
  children: ReactNode;
  /**
   * The code the children need (a chunk of their own), loaded when the part is needed; the part
   * hydrates once it is here. A failed load keeps the server's HTML, and the next intent retries.
   */
  code?: () => Promise<unknown>;
  /** The part's name, unique on the page: it finds the server's element. */
  name: string;
  /** Loads the code and hydrates at once, without waiting for the part to come near. */
  eager?: boolean;
  /** What wakes the part; `near` unless told. */
  wake?: WakeOn;
}

/**
 * Whether a part's server HTML is on screen or within a screen of it, and laid out at all (not
 * `display: none`, like the desktop sidebar on a phone). The wrapper has no box of its own, so its
 * first element stands for it. The first paint has laid the page out: reading it costs nothing.
 */
function nearViewport(el: Element): boolean {
  const box = el.firstElementChild?.getBoundingClientRect();
  if (!box || (box.width === 0 && box.height === 0)) return false;
  return box.top < 2 * window.innerHeight && box.bottom > -window.innerHeight;
}

/**
 * A part of a server-rendered page that hydrates only when needed: when it comes within a
 * screen of the viewport, or when the reader points at, touches or focuses something in it. Until
 * then the browser keeps the server's HTML as it is (no work, no layout shift, the same HTML as
 * without JavaScript), so a long page's first hydration does not render every table and example
 * at once. The element is a box-less `display: contents` wrapper: the layout is the children's.
 * Rendered after the first page has hydrated (in-app navigation), or where the server's element is
 * not found by its name, there is no server HTML to keep and the children render at once. Focus inside survives the switch (the same element, by
 * position, is focused again), and so does a button or a widget's arrow key pressed
 * meanwhile (pressed again). Links in the kept HTML open their pages in the app.
 *
 * `name` finds the server's element, so it must be unique on the page. Not a `useId`: ids count
 * the components rendered before, and a part that keeps its server HTML does not render its
 * children, so every id after it would differ from the server's, and a later part would take
 * another part's HTML or not find its own (and render all of it during hydration).
 */
export function HydrateWhenVisible({
  children,
  code = ready,
  name,
  eager = false,
  wake = "near",
}: HydrateWhenVisibleProps) {
  const element = useRef<HTMLDivElement>(null);
  // Decided once, before this render's DOM exists: whether there is server HTML to keep.
  // A part the address's #fragment points into renders at once (its component opens the target),
  // and so does one near the viewport: hydrating it now costs less than rendering it afresh soon.
  const [keep] = useState(() => {
    if (typeof document === "undefined" || document.documentElement.hasAttribute(hydratedAttribute)) return false;
    const server = Array.from(document.querySelectorAll(`[${partAttribute}]`)).find(
      (e) => e.getAttribute(partAttribute) === name,
    );
    return server !== undefined && !holdsTarget(server) && (wake !== "near" || !nearViewport(server));
  });
  const part = useLazyModule(code, { immediate: eager });
  const live = !keep || part.state.status === "ready";
  const { load } = part;
  const focused = useRef(-1);
  const pressed = useRef(-1);
  const key = useRef<string | null>(null);

  useEffect(() => {
    const el = element.current;
    if (live || !el) return;
    const position = (target: EventTarget | null) => Array.prototype.indexOf.call(el.getElementsByTagName("*"), target);
    const intent = (event: Event) => {
      // A link in the kept HTML opens its page in the app, as the rendered part's links do.
      if (event.type === "click" && followInApp(event as MouseEvent)) return;
      if (wake === "never") return;
      if (event.type === "focusin") focused.current = position(event.target);
      if (event.type === "keydown" && widgetKeys.has((event as KeyboardEvent).key))
        key.current = (event as KeyboardEvent).key;
      // A button (or a disclosure's summary) pressed before the code is here is not lost: it is
      // pressed again once it is.
      if (event.type === "click" && event.target instanceof Element)
        pressed.current = position(event.target.closest("button, summary"));
      load();
    };
    const events = ["pointerover", "touchstart", "focusin", "keydown", "click"] as const;
    events.forEach((type) => el.addEventListener(type, intent, { passive: type !== "click" }));
    // Focus that has moved on to an element out of the part (the reader tabbed past it) is not put
    // back. (Focus lost to nothing, as when the render replaces the focused element, is.)
    const focusOut = (event: FocusEvent) => {
      if (event.relatedTarget instanceof Node && !el.contains(event.relatedTarget)) focused.current = -1;
    };
    el.addEventListener("focusout", focusOut);
    const hashChange = () => {
      if (holdsTarget(el)) load();
    };
    window.addEventListener("hashchange", hashChange);
    if (wake === "scroll") window.addEventListener("scroll", load, { passive: true, once: true });
    // Coming within a screen: the wrapper has no box, so an observer never sees it intersect; its
    // children stand for it.
    const near =
      wake !== "near"
        ? null
        : typeof IntersectionObserver === "function"
          ? new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && load(), {
              rootMargin: "100% 0px",
            })
          : null;
    if (near) Array.from(el.children).forEach((child) => near.observe(child));
    else if (wake === "near") load();
    return () => {
      events.forEach((type) => el.removeEventListener(type, intent));
      el.removeEventListener("focusout", focusOut);
      window.removeEventListener("hashchange", hashChange);
      window.removeEventListener("scroll", load);
      near?.disconnect();
    };
  }, [live, load, wake]);

  useLayoutEffect(() => {
    const el = element.current;
    if (!live || !el) return;
    const all = el.getElementsByTagName("*");
    const target = all[focused.current];
    const button = all[pressed.current];
    const pressedKey = key.current;
    focused.current = pressed.current = -1;
    key.current = null;
    if (target instanceof HTMLElement && document.activeElement !== target) target.focus({ preventScroll: true });
    if (button instanceof HTMLElement) button.click();
    else if (pressedKey && target instanceof HTMLElement)
      target.dispatchEvent(new KeyboardEvent("keydown", { key: pressedKey, bubbles: true, cancelable: true }));
  }, [live]);

  const props = { ref: element, className: styles.part, [partAttribute]: name };
  if (live)
    return (
      <div {...props}>
        <IdScope.Provider value={name}>{children}</IdScope.Provider>
      </div>
    );
  // Hydration leaves an element with inner HTML as the server sent it, and a later render with the
  // same string changes nothing: an empty string keeps the server's content without reading it
  // (serialising a long table's HTML took milliseconds of the first hydration).
  return <div {...props} dangerouslySetInnerHTML={{ __html: "" }} />;
}
