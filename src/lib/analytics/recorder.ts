/**
 * Entry of the "analytics" chunk, which client.ts loads when the page is idle: it turns the
 * events the first load captured (RaisedEvent, in localStorage `docs.analytics.raised` or held in
 * memory) into complete events (createEvent), appends them to the DESIGN.md queue
 * `mixpanelPendingEvents` (pending.ts), and then loads the queue, the library and delivery
 * (start.ts, the separate `analytics-sdk` chunk) exactly as a first load did before. From then on
 * client.ts hands each new event straight to `record`. Kept out of the first load: the event
 * builders, the field names and the queue's first store are only needed once the page is idle.
 */
import { createStorageSlot, readJson, storageKeys, type StorageSlot } from "../storage";
import { createEvent, isAnonymous, type PendingEvent, type RaisedEvent } from "./events";
import { createInsertId } from "./insert-id";
import { appendPendingEvent } from "./pending";
import type { Delivery } from "./start";

// The whole analytics config (a compile-time constant): the event settings, API host and limit.
const config = __ANALYTICS__;

export interface Recorder {
  /** Completes a raised event and queues it (delivering it once delivery has started). Never throws. */
  record(raised: RaisedEvent): void;
}

/**
 * Takes every record left in the raised list: by earlier page loads that ended before their idle
 * time (a reload in the first seconds), then this page's own, in the order raised. One read and
 * one removal, back to back, so that another tab doing the same at the same moment can at worst
 * take the same records too (then both copies carry the same raise-time `$insert_id`, and the
 * queue and Mixpanel keep one); a later load never finds them again.
 * Corrupt JSON or a value that is not a list reads as empty; entries are checked as they are
 * completed (record) and by the queue when it reads them.
 */
export function takeRaisedEvents(slot: StorageSlot): RaisedEvent[] {
  const stored = readJson<unknown[]>(slot, [], Array.isArray);
  slot.del();
  return stored.filter((e): e is RaisedEvent => typeof e === "object" && e !== null);
}

/** The complete event: the site's fields and the stamps captured at raise time; `$insert_id` made now if it has none. */
export function completeEvent(raised: RaisedEvent): PendingEvent {
  const stamp = { insertId: raised.id ?? createInsertId(), now: raised.time };
  return createEvent(raised.event, config, raised.context, stamp, raised.properties);
}

/**
 * Completes and queues what was raised before this chunk came (stored records first, then
 * `held`: this page's records that storage refused), then starts delivery. `token` is the one
 * client.ts chose for this host; analytics being off, client.ts never loads this chunk.
 */
export function startRecorder(token: string, held: readonly RaisedEvent[]): Recorder {
  const queueSlot = createStorageSlot(storageKeys.pendingEvents);
  const anonymousFlag = createStorageSlot(storageKeys.anonymous, "sessionStorage");
  let delivery: Delivery | null = null;
  let optedOut = false;
  /** Complete events storage could not take, until delivery has started. */
  let kept: PendingEvent[] = [];

  const record = (raised: RaisedEvent): void => {
    if (optedOut) return; // keep nothing about this reader
    try {
      const event = completeEvent(raised);
      // MP_ANON marks a session whose events are anonymous (no merchant identity known). Set as
      // each event is completed, in raise order, so it ends as the latest event's identity says.
      if (isAnonymous(raised.context)) anonymousFlag.set("true");
      else anonymousFlag.del();
      if (delivery) return delivery.add(event);
      if (!appendPendingEvent(queueSlot, event, config.maxPendingEvents)) kept.push(event);
    } catch (error) {
      console.warn(`Analytics could not record "${String(raised.event)}":`, error);
    }
  };

  for (const raised of [...takeRaisedEvents(createStorageSlot(storageKeys.analyticsRaised)), ...held]) record(raised);

  // Not useLazyModule: no UI waits for the library (events queue meanwhile), so no placeholder applies.
  import(/* webpackChunkName: "analytics-sdk" */ "./start")
    .then(({ startDelivery }) => {
      delivery = startDelivery(token, config.apiHost, config.maxPendingEvents, kept);
      kept = [];
      optedOut = delivery === null; // the queue is cleared then
    })
    .catch((error: unknown) => {
      console.warn("Analytics could not start; events stay queued for the next visit.", error);
    });

  return { record };
}
