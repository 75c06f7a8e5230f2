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
      {choice === "system" ? (
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
          <path fill="currentColor" d="M4 5h16v10H4zm-2-2v14h8v2H7v2h10v-2h-3v-2h8V3z" />
        </svg>
      ) : choice === "dark" ? (
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
          <path fill="currentColor" d="M21 12.8A9 9 0 1 1 11.2 3a7 7 0 0 0 9.8 9.8z" />
        </svg>
      ) : (
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
          <circle cx="12" cy="12" r="5" fill="currentColor" />
          <path
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
            d="M12 1v3M12 20v3M1 12h3M20 12h3M4.2 4.2l2.1 2.1M17.7 17.7l2.1 2.1M4.2 19.8l2.1-2.1M17.7 6.3l2.1-2.1"
          />
        </svg>
      )}
    </button>
  );
}
