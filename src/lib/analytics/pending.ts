import { appendToStoredList, type StorageSlot } from "../storage";
import type { PendingEvent } from "./events";

/**
 * What the "analytics" chunk (recorder.ts) does with each complete event before the queue and
 * library (the `analytics-sdk` chunk) are here: appends it to localStorage `mixpanelPendingEvents`
 * at once, so that list holds every complete event raised before the library initialised
 * (DESIGN.md) and a reload loses nothing. The queue (queue.ts) reads that list back, checks each
 * entry, drops stale ones and delivers. Kept apart from the queue so the first chunk stays small.
 */

/** The newest `maxEvents`, with a console warning saying how many of the oldest were dropped. */
export function keepNewest<T>(events: T[], maxEvents: number, warn: (message: string) => void): T[] {
  if (events.length <= maxEvents) return events;
  const dropped = events.length - maxEvents;
  warn(`Analytics queue is full (${maxEvents} events); dropped the ${dropped} oldest.`);
  return events.slice(dropped);
}

/**
 * Appends an event to the stored list, keeping its newest `maxEvents`. Whatever is stored but not
 * a list (corrupt JSON, another shape) is replaced; entries are not checked here (the queue does
 * that when it reads them). Returns false when storage did not take the event (unavailable or
 * full): the caller then keeps it in memory.
 */
export function appendPendingEvent(slot: StorageSlot, event: PendingEvent, maxEvents: number): boolean {
  return appendToStoredList(slot, event, (events) => keepNewest(events, maxEvents, (message) => console.warn(message)));
}
