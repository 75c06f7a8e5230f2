import React, { useEffect, type ReactNode } from "react";
import { DeferredPart, partCode, type PartCode } from "../DeferredPart";
import type { WakeOn } from "../HydrateWhenVisible";
import { loadWithEveryPage } from "../../lib/navigation";
import type { SidebarProps } from "../Sidebar";
import { serverRender } from "./server-render";

/**
 * The chrome's code that waits for the reader: the `chrome` chunk (the sidebar, the footer and the
 * navbar's menus, whose dynamic imports all name it), never part of a first visit. Its load starts
 * at the reader's first press, key or touch anywhere, or the first back or forward, so a first
 * visit that is only read loads none of it; every navigation in the app also waits for it
 * (loadWithEveryPage), so the next page's chrome renders whole.
 */
const firstUse = ["pointerdown", "keydown", "touchstart", "popstate"] as const;
const waiting = new Set<PartCode<unknown>>();
let used = false;

function loadChrome(code: PartCode<unknown>): void {
  // A failed load is retried by the next part that needs the code (DeferredPart's retry).
  code.load().catch(() => undefined);
}

/** The codes already asked for (each part of the chrome asks on every mount). */
const known = new Set<PartCode<unknown>>();

function loadOnFirstUse(code: PartCode<unknown>): void {
  if (known.has(code)) return;
  known.add(code);
  loadWithEveryPage(code.load);
  if (used) return loadChrome(code);
  if (waiting.size === 0) {
    const onUse = () => {
      used = true;
      firstUse.forEach((type) => window.removeEventListener(type, onUse, true));
      waiting.forEach(loadChrome);
      waiting.clear();
    };
    firstUse.forEach((type) => window.addEventListener(type, onUse, { capture: true, passive: true }));
  }
  waiting.add(code);
}

export interface ChromePartProps<M> {
  /** The part's name, unique on the page. */
  name: string;
  /** Its code: a `partCode` of a dynamic import named "chrome". */
  code: PartCode<M>;
  /** What wakes it on a first visit (HydrateWhenVisible). */
  wake: WakeOn;
  /** What the part is, for its placeholder and failure message: "The sidebar". */
  what: string;
  render: (module: M) => ReactNode;
}

/**
 * A part of the chrome: a first visit keeps its server HTML (its links work, opening their pages
 * in the app) until the reader reaches for it (`wake`); rendered afresh (in-app navigation), it
 * renders at once, its code being here by then.
 */
export function ChromePart<M>({ name, code, wake, what, render }: ChromePartProps<M>) {
  useEffect(() => loadOnFirstUse(code), [code]);
  return (
    <DeferredPart
      name={name}
      code={code}
      wake={wake}
      label={`Loading ${what.toLowerCase()}`}
      what={what}
      render={render}
    />
  );
}

const layoutCode = partCode(() => import(/* webpackChunkName: "chrome" */ "./parts"), serverRender);

/** The desktop sidebar: its categories open and close once its code is here. */
export function DeferredSidebar(props: SidebarProps) {
  return (
    <ChromePart
      name="sidebar"
      code={layoutCode}
      wake="intent"
      what="The sidebar"
      render={({ Sidebar }) => <Sidebar {...props} />}
    />
  );
}

/** The footer: links only, which the kept HTML follows in the app, so a first visit never loads its code. */
export function DeferredFooter() {
  return (
    <ChromePart name="footer" code={layoutCode} wake="never" what="The footer" render={({ Footer }) => <Footer />} />
  );
}

/**
 * The announcement: a first visit keeps the server's bar (the before-paint script and CSS hide a
 * dismissed one) until the reader reaches for it; its close button, pressed before the code is
 * here, is pressed again once it is.
 */
export function DeferredAnnouncementBar() {
  return (
    <ChromePart
      name="announcement"
      code={layoutCode}
      wake="intent"
      what="The announcement"
      render={({ AnnouncementBar }) => <AnnouncementBar />}
    />
  );
}
