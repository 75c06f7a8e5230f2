/**
 * Entry of the lazily loaded analytics chunk (client.ts imports it when the page is idle): the
 * Mixpanel library, and the delivery loop that only runs once the library is there. Keeping the
 * loop out of client.ts keeps it out of every page's first load.
 */
import { storageKeys } from "../storage";
import { DeliveryLoop, type FlushOutcome } from "./delivery";
import type { PendingEventQueue } from "./queue";
import { createMixpanelSender } from "./sdk";

export interface Delivery {
  /** Delivers the queue now (a new event was raised). */
  request(): void;
}

async function withLock(task: () => Promise<FlushOutcome>): Promise<FlushOutcome> {
  // One tab at a time delivers the shared queue (Web Locks; absent on insecure origins, where
  // Mixpanel's own $insert_id deduplication covers two tabs sending the same event).
  const locks = typeof navigator !== "undefined" ? navigator.locks : undefined;
  return locks ? await locks.request(storageKeys.pendingEvents, task) : task();
}

/**
 * Initialises the library and starts delivering the queue. Returns null when the reader opted out
 * of tracking (Do Not Track or the library's opt-out): the queue is then cleared. Throws when the
 * library cannot start.
 */
export function startDelivery(token: string, apiHost: string | null, queue: PendingEventQueue): Delivery | null {
  const sender = createMixpanelSender(token, apiHost);
  if (sender.optedOut()) {
    queue.clear();
    return null;
  }
  const loop = new DeliveryLoop({ queue, send: sender.send, withLock });
  const request = () => void loop.request();
  window.addEventListener("online", request);
  request();
  return { request };
}
