/**
 * Constants that the page chrome shares with other features (chat, search, diagrams).
 * One place, so a change of breakpoint or delay is one edit.
 */

/** "Layout and chat mobile breakpoint: 996 px": at 996 px and below the layout is mobile. */
export const layoutBreakpointPx = 996;

/** Media query matching the mobile layout; CSS uses the same `(max-width: 996px)`. */
export const mobileMediaQuery = `(max-width: ${layoutBreakpointPx}px)`;

/** A route change shows the progress bar only when it takes longer than this. */
export const progressBarDelayMs = 200;

/** The progress bar settings, in nprogress 0.2's option names. */
export const progressBarSettings = {
  minimum: 0.08,
  speed: 200,
  trickleRate: 0.02,
  trickleSpeed: 800,
} as const;

/** The id of the page's `<main>`, the skip link's target (SkipToContent; PageShell's crash page). */
export const mainContentId = "main-content";

/** "Lazy-loading delay 200 ms": a loading placeholder appears only after this long. */
export const lazyLoadingDelayMs = 200;
