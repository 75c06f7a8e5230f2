/** What a click must be for the app to open the link itself: the main button, no modifier key, not handled yet. */
export interface ClickLike {
  button: number;
  defaultPrevented: boolean;
  metaKey: boolean;
  altKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
}

/**
 * Whether a click on a link is a plain one: the main button with no modifier key, and no handler
 * has prevented it. Any other click (a new tab, a new window, a download) is the browser's. The one
 * test for both the site's links (gatsby-link.tsx) and the HTML the app did not render
 * (navigation/app-route.ts).
 */
export const isPlainClick = (event: ClickLike): boolean =>
  event.button === 0 && !event.defaultPrevented && !event.metaKey && !event.altKey && !event.ctrlKey && !event.shiftKey;
