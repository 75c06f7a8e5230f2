import React, { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { createStorageSlot, storageKeys } from "../lib/storage";
import { isColorMode, resolveColorMode, type ColorMode, type ColorModeChoice } from "../lib/color-mode";
import { createStrictContext } from "./strict-context";

export interface ColorModeValue {
  /** What the reader chose; "system" follows `prefers-color-scheme`. */
  choice: ColorModeChoice;
  /** The mode on screen (`<html data-theme>`). */
  mode: ColorMode;
  /** False when the config locks the site to its default mode (colorMode.disableSwitch). */
  switchable: boolean;
  setChoice(choice: ColorModeChoice): void;
}

const [ColorModeContext, useColorModeContext] = createStrictContext<ColorModeValue>(
  "ColorModeProvider",
  "useColorMode",
);
const themeSlot = createStorageSlot(storageKeys.theme);
const darkQuery = "(prefers-color-scheme: dark)";

function systemPrefersDark(): boolean {
  return typeof window.matchMedia === "function" && window.matchMedia(darkQuery).matches;
}

function show(mode: ColorMode): void {
  document.documentElement.setAttribute("data-theme", mode);
}

// First-load code: the setting inlined on its own (src/config/index.ts). At module level: the
// expression is an object literal, a new object wherever it is evaluated, and `apply` depends on it.
const options = __SITE_CONFIG__.colorMode;

/**
 * Colour mode: light or dark; persisted in localStorage `theme` when set explicitly,
 * cleared to follow the system preference (followed live). The before-paint script already set
 * `data-theme`, so the first render never flashes; state is read from storage after hydration.
 */
export function ColorModeProvider({ children }: { children: React.ReactNode }) {
  const switchable = !options.disableSwitch;
  const [choice, setChoiceState] = useState<ColorModeChoice>("system");
  const [mode, setMode] = useState<ColorMode>(options.defaultMode);
  // The choice as of the last apply, for listeners (state would be stale in their closures).
  const current = useRef<ColorModeChoice>("system");

  const apply = useCallback((next: ColorModeChoice) => {
    const resolved = resolveColorMode(next, systemPrefersDark(), options);
    show(resolved);
    current.current = next;
    setChoiceState(next);
    setMode(resolved);
  }, []);

  useEffect(() => {
    const stored = switchable ? themeSlot.get() : null;
    apply(isColorMode(stored) ? stored : "system");
  }, [apply, switchable]);

  // Following the system preference live, and explicit choices made in other tabs.
  useEffect(() => {
    if (!switchable) return;
    const query = typeof window.matchMedia === "function" ? window.matchMedia(darkQuery) : null;
    const onSystemChange = () => {
      if (current.current === "system") apply("system");
    };
    const onStorage = (event: StorageEvent) => {
      if (event.key === storageKeys.theme || event.key === null)
        apply(isColorMode(event.newValue) ? event.newValue : "system");
    };
    query?.addEventListener("change", onSystemChange);
    window.addEventListener("storage", onStorage);
    return () => {
      query?.removeEventListener("change", onSystemChange);
      window.removeEventListener("storage", onStorage);
    };
  }, [apply, switchable]);

  const setChoice = useCallback(
    (next: ColorModeChoice) => {
      if (!switchable) return;
      if (next === "system") themeSlot.del();
      else themeSlot.set(next);
      apply(next);
    },
    [apply, switchable],
  );

  const value = useMemo(() => ({ choice, mode, switchable, setChoice }), [choice, mode, switchable, setChoice]);
  return <ColorModeContext.Provider value={value}>{children}</ColorModeContext.Provider>;
}

/** The colour mode and a setter. Throws outside <ColorModeProvider>. */
export const useColorMode = useColorModeContext;
