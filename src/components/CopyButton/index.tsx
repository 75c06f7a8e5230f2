import React, { useEffect, useRef, useState } from "react";
import { copyText } from "../../lib/clipboard";

export interface CopyButtonProps {
  /** The text to copy, or a function giving it at click time (read from the DOM, fetched). */
  text: string | (() => string | Promise<string>);
  /** The button's visible text before copying. */
  label?: string;
  /** Its accessible name before copying, when the visible text is too short ("Copy path"). */
  name?: string;
  /** What the live region says after a copy, for screen readers. */
  copiedMessage?: string;
  /** What it says when copying failed (the button shows "Copy failed"). */
  failedMessage?: string;
  /** Replaces the default style, the site's small button (global.css `.small-button`; a code block positions its own). */
  className?: string;
  /** Before the label, e.g. an icon. */
  children?: React.ReactNode;
}

type CopyState = "idle" | "copying" | "copied" | "failed";

/** How long "Copied" / "Copy failed" stays before the button reads as before. */
export const copyFeedbackMs = 2000;

/**
 * The one copy-to-clipboard control (code blocks, the endpoint path, Try it's cURL, the
 * playground's values, Copy page). The button reads "Copied" (its accessible name too) for two
 * seconds, and a polite live region says what was copied; a failure says so instead of
 * pretending. DESIGN.md names no analytics event for copying, so none is sent.
 */
export function CopyButton({
  text,
  label = "Copy",
  name,
  copiedMessage = "Copied to the clipboard.",
  failedMessage = "Could not copy to the clipboard.",
  className,
  children,
}: CopyButtonProps) {
  const [state, setState] = useState<CopyState>("idle");
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const copy = async () => {
    window.clearTimeout(timer.current);
    setState("copying");
    try {
      await copyText(typeof text === "string" ? text : await text());
      setState("copied");
    } catch (error) {
      console.warn("Could not copy:", error);
      setState("failed");
    }
    timer.current = window.setTimeout(() => setState("idle"), copyFeedbackMs);
  };

  const visible = { idle: label, copying: "Copying…", copied: "Copied", failed: "Copy failed" }[state];
  return (
    <>
      <button
        type="button"
        className={className ?? "small-button"}
        aria-label={state === "idle" ? name : undefined}
        disabled={state === "copying"}
        onClick={() => void copy()}
      >
        {children}
        {visible}
      </button>
      <span role="status" className="visually-hidden">
        {state === "copied" ? copiedMessage : state === "failed" ? failedMessage : ""}
      </span>
    </>
  );
}
