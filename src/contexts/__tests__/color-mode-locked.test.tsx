// @vitest-environment jsdom
import React from "react";
import { act, cleanup, render, renderHook, screen } from "@testing-library/react";
import { ColorModeProvider, useColorMode } from "../ColorModeContext";
import { ColorModeToggle } from "../../components/ColorModeToggle";
import { installMatchMedia } from "./media";

// The light-only reading of colorMode.disableSwitch locks the site to its default mode. The
// provider reads the setting as `__SITE_CONFIG__.colorMode` (first-load code: src/config/index.ts),
// which the unit tests define as a global (src/test-setup.ts).
const site = globalThis as unknown as { __SITE_CONFIG__: Record<string, unknown> };
const original = site.__SITE_CONFIG__;
beforeAll(() => {
  site.__SITE_CONFIG__ = {
    ...original,
    colorMode: { defaultMode: "light", disableSwitch: true, respectPrefersColorScheme: true },
  };
});
afterAll(() => {
  site.__SITE_CONFIG__ = original;
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
