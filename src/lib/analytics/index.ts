/**
 * Analytics for the browser: `trackPageOpen` for route updates and `track` for any
 * other event (e.g. "Page Feedback"). Both go through the persistent, deduplicating queue, which
 * loads when the page is idle (raise.ts).
 */
export { track, trackPageOpen } from "./raise";
export type { EventProperties, PropertyValue } from "./events";
