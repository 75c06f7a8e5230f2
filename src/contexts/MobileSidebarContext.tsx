import React, { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { useMediaQuery } from "../hooks/useMediaQuery";
import { mobileMediaQuery } from "../lib/ui-constants";
import { useBodyScrollLock } from "../hooks/useBodyScrollLock";
import { createStrictContext } from "./strict-context";

export interface MobileSidebarValue {
  /** The drawer is open. */
  shown: boolean;
  /** The layout is desktop: there is no drawer. */
  disabled: boolean;
  toggle(): void;
  /** Closes the drawer; `returnFocus` puts focus back on the menu button (Escape, close button). */
  close(options?: { returnFocus?: boolean }): void;
  /** The navbar's menu button, to return focus to. */
  toggleButtonRef: React.RefObject<HTMLButtonElement>;
}

const [MobileSidebarContext, useMobileSidebarContext] = createStrictContext<MobileSidebarValue>(
  "MobileSidebarProvider",
  "useMobileSidebar",
);

export interface MobileSidebarProviderProps {
  /** The current route: the drawer closes when it changes. */
  route: string;
  children: React.ReactNode;
}

/**
 * Mobile sidebar: toggles; closes when the layout becomes desktop (window wider than
 * 996 px) and after navigating. The page behind it does not scroll while it is open.
 */
export function MobileSidebarProvider({ route, children }: MobileSidebarProviderProps) {
  // Desktop (no drawer) on the server and in hydration's first render, when none is open; live after.
  const disabled = !useMediaQuery(mobileMediaQuery);
  const [shown, setShown] = useState(false);
  const toggleButtonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (disabled) setShown(false);
  }, [disabled]);
  useEffect(() => setShown(false), [route]);
  useBodyScrollLock(shown);

  // Focus goes back once the drawer (and its focus trap) has unmounted.
  const returnFocus = useRef(false);
  useEffect(() => {
    if (shown || !returnFocus.current) return;
    returnFocus.current = false;
    toggleButtonRef.current?.focus();
  }, [shown]);

  const toggle = useCallback(() => setShown((s) => !s), []);
  const close = useCallback((options?: { returnFocus?: boolean }) => {
    returnFocus.current = options?.returnFocus === true;
    setShown(false);
  }, []);

  const value = useMemo(() => ({ shown, disabled, toggle, close, toggleButtonRef }), [shown, disabled, toggle, close]);
  return <MobileSidebarContext.Provider value={value}>{children}</MobileSidebarContext.Provider>;
}

/** The mobile drawer's state. Throws outside <MobileSidebarProvider>. */
export const useMobileSidebar = useMobileSidebarContext;
