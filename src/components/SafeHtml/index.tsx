import React, { useMemo } from "react";
import { navigate, withPrefix } from "gatsby";
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
    if (
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey
    )
      return;
    const link = event.target instanceof Element ? event.target.closest("a[href]") : null;
    if (!(link instanceof HTMLAnchorElement) || link.target) return;
    const url = new URL(link.href);
    const base = withPrefix("/");
    if (url.origin !== window.location.origin || !url.pathname.startsWith(base)) return;
    if (url.pathname === window.location.pathname && url.search === window.location.search && url.hash) return;
    event.preventDefault();
    void navigate(`${url.pathname.slice(base.length - 1)}${url.search}${url.hash}`);
    onNavigate?.();
  };
  // Clicks are delegated from the sanitised links inside; the container itself is not interactive.
  // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions
  return <div className={className} onClick={onClick} dangerouslySetInnerHTML={{ __html: clean }} />;
}
