import React, { useMemo } from "react";
import { followInApp } from "../../lib/navigation";
import { sanitizeHelpText } from "../../lib/sanitize-help-text";

export interface SafeHtmlProps {
  /** Untrusted HTML (chat configuration FAQ answers, assistant answers). */
  html: string;
  className?: string;
  /** Called after a link inside moved the reader to another docs page in-app. */
  onNavigate?: () => void;
}

/**
 * The one place remote HTML reaches the DOM, always through sanitizeHelpText (STYLE.md).
 * Links to docs pages navigate in-app (no full reload, so an open chat keeps its conversation);
 * every other link behaves as the browser decides.
 */
export function SafeHtml({ html, className, onNavigate }: SafeHtmlProps) {
  const clean = useMemo(() => sanitizeHelpText(html), [html]);
  const onClick = (event: React.MouseEvent<HTMLDivElement>) => {
    if (followInApp(event.nativeEvent)) onNavigate?.();
  };
  // Clicks are delegated from the sanitised links inside; the container itself is not interactive.
  // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions
  return <div className={className} onClick={onClick} dangerouslySetInnerHTML={{ __html: clean }} />;
}
