import React from "react";
import { useColorMode } from "../../contexts/ColorModeContext";
import { nextColorModeChoice } from "../../lib/color-mode";
import * as styles from "./styles.module.css";

/**
 * Light / dark / follow-system toggle: system → light → dark → system. Hidden when
 * the config locks the site to light mode (colorMode.disableSwitch).
 */
export function ColorModeToggle() {
  const { choice, mode, switchable, setChoice } = useColorMode();
  if (!switchable) return null;
  const label =
    choice === "system"
      ? `Switch between dark and light mode (currently system mode, ${mode})`
      : `Switch between dark and light mode (currently ${choice} mode)`;
  return (
    <button
      type="button"
      className={styles.toggle}
      aria-label={label}
      title={label}
      onClick={() => setChoice(nextColorModeChoice[choice])}
    >
      <span className={styles.icon} data-choice={choice} aria-hidden="true" />
    </button>
  );
}
