import { nextColorModeChoice, resolveColorMode } from "../color-mode";

const options = { defaultMode: "light" as const, disableSwitch: false, respectPrefersColorScheme: true };

describe("resolveColorMode", () => {
  it("shows an explicit choice whatever the system prefers", () => {
    expect(resolveColorMode("dark", false, options)).toBe("dark");
    expect(resolveColorMode("light", true, options)).toBe("light");
  });

  it("follows the system preference for the system choice", () => {
    expect(resolveColorMode("system", true, options)).toBe("dark");
    expect(resolveColorMode("system", false, options)).toBe("light");
  });

  it("uses the default mode when the system preference is not respected", () => {
    expect(resolveColorMode("system", true, { ...options, respectPrefersColorScheme: false })).toBe("light");
    expect(
      resolveColorMode("system", false, { ...options, defaultMode: "dark", respectPrefersColorScheme: false }),
    ).toBe("dark");
  });

  it("is always the default mode when the switch is disabled (the light-only reading)", () => {
    for (const choice of ["system", "light", "dark"] as const) {
      expect(resolveColorMode(choice, true, { ...options, disableSwitch: true })).toBe("light");
    }
  });

  it("cycles system → light → dark → system", () => {
    expect(nextColorModeChoice.system).toBe("light");
    expect(nextColorModeChoice.light).toBe("dark");
    expect(nextColorModeChoice.dark).toBe("system");
  });
});
