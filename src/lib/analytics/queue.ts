import type { StorageSlot } from "../storage";
import type { PendingEvent, PropertyValue } from "./events";
import { keepNewest } from "./pending";

/**
 * The persistent queue of analytics events (localStorage `mixpanelPendingEvents`, a JSON array of
 * events — DESIGN.md). Every event is written there once it is complete (by pending.ts until
 * this queue, part of the `analytics-sdk` chunk loaded at idle, is here) and removed only after the
 * analytics service has accepted it, so a reload, a crash or an outage loses nothing; events are
 * replayed oldest first and never twice (deduplicated by `$insert_id`).
 *
 * Limits, applied whenever the queue is written:
 * - at most `maxEvents` (site config `analytics.maxPendingEvents`): when full, the OLDEST events are
 *   dropped, with a console warning saying how many, so the queue keeps the reader's most recent pages. A queue
 *   that fills up means delivery has been failing for a long time (e.g. an ad blocker), where the
 *   latest activity is the most useful to keep and unbounded storage use would hurt the site;
 * - events older than `maxAgeMs` are dropped: Mixpanel's ingestion ignores events older than five
 *   days on the endpoint the browser library uses, so keeping them would only retry forever.
 *
 * When storage is unavailable or full, events live in memory for the rest of the page's life
 * (delivered from there, but not across a reload — there is nowhere to keep them).
 */

/** Mixpanel's `/track` endpoint accepts events up to five days old. */
export const MAX_EVENT_AGE_MS = 5 * 24 * 60 * 60 * 1000;

export interface QueueOptions {
  maxEvents: number;
  maxAgeMs?: number;
  now?: () => number;
  warn?: (message: string) => void;
}

const INSERT_ID = /^[A-Za-z0-9-]{1,36}$/;

const isPropertyValue = (value: unknown): value is PropertyValue =>
  value === null ||
  typeof value === "string" ||
  typeof value === "boolean" ||
  (typeof value === "number" && Number.isFinite(value));

/** Whether a value read from storage is a well-formed queued event. */
export function isPendingEvent(value: unknown): value is PendingEvent {
  if (!value || typeof value !== "object") return false;
  const { event, properties } = value as { event?: unknown; properties?: unknown };
  if (typeof event !== "string" || !event || !properties || typeof properties !== "object" || Array.isArray(properties))
    return false;
  const props = properties as Record<string, unknown>;
  if (typeof props.$insert_id !== "string" || !INSERT_ID.test(props.$insert_id)) return false;
  if (typeof props.time !== "number" || !Number.isFinite(props.time)) return false;
  return Object.values(props).every(isPropertyValue);
}

/** Keeps the first occurrence of each `$insert_id`. */
export function dedupeEvents(events: readonly PendingEvent[]): PendingEvent[] {
  const seen = new Set<string>();
  return events.filter((e) => {
    if (seen.has(e.properties.$insert_id)) return false;
    seen.add(e.properties.$insert_id);
    return true;
  });
}

/**
 * Parses the stored queue. Corrupt JSON or a value that is not an array reads as empty; malformed
 * entries are skipped one by one, so one bad entry does not cost the others.
 */
export function parsePendingEvents(raw: string | null): PendingEvent[] {
  if (raw === null) return [];
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return [];
  }
  return Array.isArray(value) ? dedupeEvents(value.filter(isPendingEvent)) : [];
}

export type AddResult = "queued" | "duplicate";

export class PendingEventQueue {
  private memory: PendingEvent[] = [];
  private readonly maxEvents: number;
  private readonly maxAgeMs: number;
  private readonly now: () => number;
  private readonly warn: (message: string) => void;

  constructor(
    private readonly slot: StorageSlot,
    options: QueueOptions,
  ) {
    this.maxEvents = options.maxEvents;
    this.maxAgeMs = options.maxAgeMs ?? MAX_EVENT_AGE_MS;
    this.now = options.now ?? Date.now;
    this.warn = options.warn ?? ((message) => console.warn(message));
  }

  /** Queues an event (persisted first, in memory when storage cannot take it). */
  add(event: PendingEvent): AddResult {
    const id = event.properties.$insert_id;
    const stored = this.readStored();
    if (stored.some((e) => e.properties.$insert_id === id) || this.memory.some((e) => e.properties.$insert_id === id))
      return "duplicate";
    this.writeStored([...stored, event]);
    if (!this.readStored().some((e) => e.properties.$insert_id === id))
      this.memory = this.limit([...this.memory, event]);
    return "queued";
  }

  /** The events still to deliver, oldest first, each once. Read fresh, so other tabs' changes count. */
  pending(): PendingEvent[] {
    const all = dedupeEvents([...this.readStored(), ...this.memory]);
    // Stable sort: events raised in the same millisecond keep the order they were queued in.
    return this.fresh(all).sort((a, b) => a.properties.time - b.properties.time);
  }

  /** Removes an event once the analytics service has accepted (or permanently refused) it. */
  remove(insertId: string): void {
    const stored = this.readStored();
    const kept = stored.filter((e) => e.properties.$insert_id !== insertId);
    if (kept.length !== stored.length) this.writeStored(kept);
    this.memory = this.memory.filter((e) => e.properties.$insert_id !== insertId);
  }

  /** Forgets every queued event (the reader opted out of tracking). */
  clear(): void {
    this.slot.del();
    this.memory = [];
  }

  private readStored(): PendingEvent[] {
    return parsePendingEvents(this.slot.get());
  }

  private writeStored(events: PendingEvent[]): void {
    const kept = this.limit(this.fresh(events));
    if (kept.length) this.slot.set(JSON.stringify(kept));
    else this.slot.del();
  }

  private fresh(events: PendingEvent[]): PendingEvent[] {
    const oldest = (this.now() - this.maxAgeMs) / 1000;
    return events.filter((e) => e.properties.time >= oldest);
  }

  private limit(events: PendingEvent[]): PendingEvent[] {
    return keepNewest(events, this.maxEvents, this.warn);
  }
}
