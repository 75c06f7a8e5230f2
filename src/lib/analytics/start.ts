/**
 * Entry of the lazily loaded `analytics-sdk` chunk (recorder.ts imports it once it has queued the
 * events raised so far, at idle time): the persistent queue, the Mixpanel library, and the
 * delivery loop that only runs once the library is there. Until it is here, events are appended
 * to the stored queue as they are completed (pending.ts); none of this is in a page's first load.
 */
import { createStorageSlot, storageKeys } from "../storage";
import { DeliveryLoop, type FlushOutcome } from "./delivery";
import type { PendingEvent } from "./events";
import { PendingEventQueue } from "./queue";
import { createMixpanelSender } from "./sdk";

export interface Delivery {
  /** Queues a new event and delivers the queue now. */
  add(event: PendingEvent): void;
}

async function withLock(task: () => Promise<FlushOutcome>): Promise<FlushOutcome> {
  // One tab at a time delivers the shared queue (Web Locks; absent on insecure origins, where
  // Mixpanel's own $insert_id deduplication covers two tabs sending the same event).
  const locks = typeof navigator !== "undefined" ? navigator.locks : undefined;
  return locks ? await locks.request(storageKeys.pendingEvents, task) : task();
}

/**
 * Initialises the library and starts delivering the queue: what storage holds, and `held`, the
 * events of this page that storage could not take. Returns null when the reader opted out of
 * tracking (Do Not Track or the library's opt-out): the queue is then cleared. Throws when the
 * library cannot start.
 */
export function startDelivery(
  token: string,
  apiHost: string | null,
  maxEvents: number,
  held: readonly PendingEvent[],
): Delivery | null {
  const queue = new PendingEventQueue(createStorageSlot(storageKeys.pendingEvents), { maxEvents });
  const sender = createMixpanelSender(token, apiHost);
  if (sender.optedOut()) {
    queue.clear();
    return null;
  }
  for (const event of held) queue.add(event);
  const loop = new DeliveryLoop({ queue, send: sender.send, withLock });
  const request = () => void loop.request();
  window.addEventListener("online", request);
  request();
  return {
    add(event) {
      queue.add(event);
      request();
    },
  };
}
