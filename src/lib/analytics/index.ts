/**
 * Analytics for the browser: `trackPageOpen` for route updates and `track` for any
 * other event (e.g. "Page Feedback"). Both go through the persistent, deduplicating queue.
 */
export { track, trackPageOpen } from "./client";
export type { EventProperties, PropertyValue } from "./events";
