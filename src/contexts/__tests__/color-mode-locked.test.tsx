// @vitest-environment jsdom
import React from "react";
import { act, cleanup, render, renderHook, screen } from "@testing-library/react";
import { ColorModeProvider, useColorMode } from "../ColorModeContext";
import { ColorModeToggle } from "../../components/ColorModeToggle";
import { installMatchMedia } from "./media";

// The light-only reading of colorMode.disableSwitch locks the site to its default mode. The
// provider's module reads the setting as `__SITE_CONFIG__.colorMode` when it loads (first-load
// code: src/config/index.ts), and the unit tests define that as a global (src/test-setup.ts): the
// override comes before the imports (vi.hoisted).
const site = vi.hoisted(() => {
  const global = globalThis as unknown as { __SITE_CONFIG__: Record<string, unknown> };
  const original = global.__SITE_CONFIG__;
  global.__SITE_CONFIG__ = {
    ...original,
    colorMode: { defaultMode: "light", disableSwitch: true, respectPrefersColorScheme: true },
  };
  return { global, original };
});
afterAll(() => {
  site.global.__SITE_CONFIG__ = site.original;
});

const dark = "(prefers-color-scheme: dark)";
const wrapper = ({ children }: { children: React.ReactNode }) => <ColorModeProvider>{children}</ColorModeProvider>;

describe("colour mode locked to light (colorMode.disableSwitch)", () => {
  afterEach(() => {
    cleanup();
    localStorage.clear();
  });

  it("shows no toggle", () => {
    installMatchMedia({ [dark]: true });
    render(<ColorModeToggle />, { wrapper });
    expect(screen.queryByRole("button")).toBeNull();
  });

  it("stays light whatever is stored, chosen or preferred by the system", () => {
    const media = installMatchMedia({ [dark]: true });
    localStorage.setItem("theme", "dark");
    const { result } = renderHook(() => useColorMode(), { wrapper });
    expect(result.current).toMatchObject({ mode: "light", switchable: false });
    expect(document.documentElement.getAttribute("data-theme")).toBe("light");
    act(() => result.current.setChoice("dark"));
    act(() => media.set(dark, false));
    act(() => media.set(dark, true));
    expect(document.documentElement.getAttribute("data-theme")).toBe("light");
    expect(localStorage.getItem("theme")).toBe("dark"); // untouched, not read
  });
});
