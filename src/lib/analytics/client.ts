/**
 * The browser side of analytics: raises events into the persistent queue and, once the page is
 * idle, loads the queue, the Mixpanel library and delivery (start.ts, a separate chunk) and
 * delivers the queue; until then each event is appended to the stored queue as it is raised
 * (pending.ts). Small on purpose: it is part of every page's first load. Nothing here may break a
 * page: every failure is a console warning, and the site works without analytics.
 *
 * States: off (no token for this host, or the reader opted out: nothing is queued), not
 * initialised (events wait in localStorage `mixpanelPendingEvents`), initialised (the queue is
 * delivered and kept empty), failed to initialise (events stay queued for the next visit).
 */
import { createStorageSlot, storageKeys } from "../storage";
import { afterLoadWhenIdle } from "../deferred-load";
import {
  createEvent,
  createInsertId,
  isAnonymous,
  PAGE_OPEN,
  type EventContext,
  type EventProperties,
  type EventSettings,
  type PendingEvent,
} from "./events";
import { appendPendingEvent } from "./pending";
import type { Delivery } from "./start";
import { chooseAnalyticsToken } from "./token";

interface Client {
  token: string;
  /** Events of this page that storage could not take, until the queue is here. */
  held: PendingEvent[];
  phase: "idle" | "waiting" | "ready" | "failed";
  delivery: Delivery | null;
}

type PageLocation = Pick<Location, "href" | "pathname" | "search">;

// Only the analytics subset of the config (a compile-time constant), not the whole site config.
const config = __ANALYTICS__;
const settings: EventSettings = config;

/** undefined: not decided yet; null: analytics is off for this page. */
let client: Client | null | undefined;

function getClient(): Client | null {
  if (typeof window === "undefined") return null;
  if (client === undefined) {
    const token = chooseAnalyticsToken(window.location, config.dashboardHost, config.tokens);
    client = token
      ? {
          token,
          held: [],
          phase: "idle",
          delivery: null,
        }
      : null;
  }
  return client;
}

function readContext(location: PageLocation): EventContext {
  return {
    href: location.href,
    pathname: location.pathname,
    search: location.search,
    userId: createStorageSlot(storageKeys.userId).get(),
    merchantId: createStorageSlot(storageKeys.merchantId).get(),
    merchantName: createStorageSlot(storageKeys.merchantName).get(),
  };
}

function raise(active: Client, name: string, properties: EventProperties, location: PageLocation): void {
  try {
    const context = readContext(location);
    // MP_ANON marks a session whose events are anonymous (no merchant identity known).
    const anonymousFlag = createStorageSlot(storageKeys.anonymous, "sessionStorage");
    if (isAnonymous(context)) anonymousFlag.set("true");
    else anonymousFlag.del();
    const event = createEvent(name, settings, context, { insertId: createInsertId(), now: Date.now() }, properties);
    if (active.delivery) return active.delivery.add(event);
    if (!appendPendingEvent(createStorageSlot(storageKeys.pendingEvents), event, config.maxPendingEvents))
      active.held.push(event);
    start(active);
  } catch (error) {
    console.warn(`Analytics could not record "${name}":`, error);
  }
}

function start(active: Client): void {
  if (active.phase !== "idle") return;
  active.phase = "waiting";
  // After load, at idle: the library never competes with the page.
  afterLoadWhenIdle(
    "analytics",
    () => {
      // Not useLazyModule: no UI waits for the SDK (events queue meanwhile), so no placeholder applies.
      import(/* webpackChunkName: "analytics-sdk" */ "./start")
        .then(({ startDelivery }) => {
          active.delivery = startDelivery(active.token, config.apiHost, config.maxPendingEvents, active.held);
          active.held = [];
          if (active.delivery) active.phase = "ready";
          else client = null; // opted out: keep nothing about this reader
        })
        .catch((error: unknown) => {
          active.phase = "failed";
          console.warn("Analytics could not start; events stay queued for the next visit.", error);
        });
    },
    3000,
  );
}

/**
 * Raises an event now, with the event fields of the current page (Package Version, Package
 * Module, Package Source, Merchant Id, Merchant Name, Source, Page Source, Pathname), the
 * reader's identity and its own `$insert_id` and `time`, through the same persistent queue as
 * `Page Open`. `properties` add fields; they cannot replace those. Does nothing when analytics is
 * off (no token for this host) or during server rendering. Never throws.
 *
 * @example track("Page Feedback", { Helpful: true, Comment: "The signature example helped" })
 */
export function track(eventName: string, properties: EventProperties = {}): void {
  const active = getClient();
  if (active) raise(active, eventName, properties, window.location);
}

/**
 * `Page Open` for a route update (gatsby-browser onRouteUpdate), raised once the new page's title
 * is in place (two animation frames). A change of hash alone is not a page open.
 */
export function trackPageOpen(
  location: PageLocation,
  prevLocation: Pick<Location, "pathname" | "search"> | null,
): void {
  if (prevLocation && prevLocation.pathname === location.pathname && prevLocation.search === location.search) return;
  const active = getClient();
  if (!active) return;
  // Captured now: by the time the frames have passed, the reader may have moved on again.
  const page: PageLocation = { href: location.href, pathname: location.pathname, search: location.search };
  const fire = () => raise(active, PAGE_OPEN, {}, page);
  // Background tabs get no animation frames until shown; raise there without waiting for paint.
  if (document.visibilityState === "hidden") setTimeout(fire, 0);
  else requestAnimationFrame(() => requestAnimationFrame(fire));
}
