/** Colour mode choices: an explicit light/dark, or follow the system preference. */
export type ColorMode = "light" | "dark";
export type ColorModeChoice = ColorMode | "system";

export interface ColorModeOptions {
  defaultMode: ColorMode;
  disableSwitch: boolean;
  respectPrefersColorScheme: boolean;
}

export function isColorMode(value: unknown): value is ColorMode {
  return value === "light" || value === "dark";
}

/**
 * The mode a choice shows. Same rules as the before-paint script (src/theme/before-paint.ts):
 * a locked site is always its default mode; "system" follows `prefers-color-scheme` when the
 * config respects it, else the default mode.
 */
export function resolveColorMode(
  choice: ColorModeChoice,
  systemPrefersDark: boolean,
  options: ColorModeOptions,
): ColorMode {
  if (options.disableSwitch) return options.defaultMode;
  if (choice !== "system") return choice;
  if (!options.respectPrefersColorScheme) return options.defaultMode;
  return systemPrefersDark ? "dark" : "light";
}

/** What the toggle does next: system → light → dark → system. */
export const nextColorModeChoice: Record<ColorModeChoice, ColorModeChoice> = {
  system: "light",
  light: "dark",
  dark: "system",
};
