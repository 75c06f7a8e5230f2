/**
 * The queue chunk, loaded by raise.ts when the page is idle: builds each raised event with the
 * event fields and its stamps, persists it in the queue, and loads the Mixpanel library
 * (start.ts and sdk.ts, a separate chunk) to deliver it.
 *
 * States: off (no token for this host, or the reader opted out: nothing is queued), not
 * initialised (events wait in localStorage `mixpanelPendingEvents`), initialised (the queue is
 * delivered and kept empty), failed to initialise (events stay queued for the next visit).
 */
import { createStorageSlot, storageKeys } from "../storage";
import {
  createEvent,
  createInsertId,
  isAnonymous,
  type EventSettings,
  type EventSink,
  type RaisedEvent,
} from "./events";
import { PendingEventQueue } from "./queue";
import type { Delivery } from "./start";

// Only the analytics subset of the config (a compile-time constant), not the whole site config.
const config = __ANALYTICS__;
const settings: EventSettings = config;

/** Takes raised events for the analytics project `token`; never throws. */
export function connectQueue(token: string): EventSink {
  const queue = new PendingEventQueue(createStorageSlot(storageKeys.pendingEvents), {
    maxEvents: config.maxPendingEvents,
  });
  let phase: "idle" | "waiting" | "ready" | "failed" | "off" = "idle";
  let delivery: Delivery | null = null;

  const start = () => {
    phase = "waiting";
    import(/* webpackChunkName: "analytics-sdk" */ "./start")
      .then(({ startDelivery }) => {
        delivery = startDelivery(token, config.apiHost, queue);
        phase = delivery ? "ready" : "off"; // off: opted out, keep nothing about this reader
      })
      .catch((error: unknown) => {
        phase = "failed";
        console.warn("Analytics could not start; events stay queued for the next visit.", error);
      });
  };

  return ({ name, properties, context, now }: RaisedEvent) => {
    if (phase === "off") return;
    try {
      // MP_ANON marks a session whose events are anonymous (no merchant identity known).
      const anonymousFlag = createStorageSlot(storageKeys.anonymous, "sessionStorage");
      if (isAnonymous(context)) anonymousFlag.set("true");
      else anonymousFlag.del();
      queue.add(createEvent(name, settings, context, { insertId: createInsertId(), now }, properties));
      if (delivery) delivery.request();
      else if (phase === "idle") start();
    } catch (error) {
      console.warn(`Analytics could not record "${name}":`, error);
    }
  };
}
