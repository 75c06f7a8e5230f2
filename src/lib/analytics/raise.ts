/**
 * The part of analytics every page's first load carries: `track` and `trackPageOpen` stamp an
 * event (its name, properties, the page's address, the reader's identity and the time it was
 * raised) and keep it in memory. When the page is idle, the queue chunk (client.ts) takes the
 * waiting events and every later one: it builds and persists them (localStorage
 * `mixpanelPendingEvents`) and loads the Mixpanel library to deliver them. So the first load
 * carries neither the event builders, the queue nor the delivery, and nothing raised before idle
 * is lost: its stamps are the moment it was raised. Nothing here may break a page: every failure
 * is a console warning, and the site works without analytics.
 */
import { createStorageSlot, storageKeys } from "../storage";
import { lazyLoadingDelayMs } from "../ui-constants";
import type { EventContext, EventProperties, EventSink, RaisedEvent } from "./events";
import { chooseAnalyticsToken } from "./token";

type PageLocation = Pick<Location, "href" | "pathname" | "search">;

/** The Page Open event's name (events.ts builds it; the name alone is needed here). */
const PAGE_OPEN = "Page Open";

/** undefined: not decided yet; null: analytics is off for this page. */
let token: string | null | undefined;
let sink: EventSink | null = null;
let loading = false;
const waiting: RaisedEvent[] = [];

function activeToken(): string | null {
  if (typeof window === "undefined") return null;
  token ??= chooseAnalyticsToken(window.location, __ANALYTICS__.dashboardHost, __ANALYTICS__.tokens);
  return token;
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

/**
 * Runs after the page has loaded and the browser is idle: the queue and the library never compete
 * with the page. Without requestIdleCallback, after the lazy-loading delay (200 ms).
 */
function whenIdle(callback: () => void): void {
  const idle = () => {
    if (typeof window.requestIdleCallback === "function") window.requestIdleCallback(callback, { timeout: 3000 });
    else setTimeout(callback, lazyLoadingDelayMs);
  };
  if (document.readyState === "complete") idle();
  else window.addEventListener("load", idle, { once: true });
}

/** Tells byte-budget measurements (scripts/lib/first-visit.mjs) that what follows is deferred, not first load. */
function markDeferredLoad(): void {
  try {
    performance.mark("deferred-load", { detail: "analytics" });
  } catch {
    // No User Timing: nothing to tell.
  }
}

function connect(active: string): void {
  if (loading) return;
  loading = true;
  whenIdle(() => {
    markDeferredLoad();
    // Not useLazyModule: no UI waits for analytics (events wait here meanwhile), so no placeholder applies.
    // The chunk's name avoids "analytics", which content blockers refuse by name.
    import(/* webpackChunkName: "event-queue" */ "./client")
      .then(({ connectQueue }) => {
        sink = connectQueue(active);
        for (const event of waiting.splice(0)) sink(event);
      })
      .catch((error: unknown) => {
        // Tried again with the next event; the waiting ones are kept until then.
        loading = false;
        console.warn("Analytics could not start; events wait in memory for the next try.", error);
      });
  });
}

function raise(name: string, properties: EventProperties, location: PageLocation): void {
  const active = activeToken();
  if (!active) return;
  try {
    const event = { name, properties, context: readContext(location), now: Date.now() };
    if (sink) sink(event);
    else {
      waiting.push(event);
      connect(active);
    }
  } catch (error) {
    console.warn(`Analytics could not record "${name}":`, error);
  }
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
  if (typeof window !== "undefined") raise(eventName, properties, window.location);
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
  if (!activeToken()) return;
  // Captured now: by the time the frames have passed, the reader may have moved on again.
  const page: PageLocation = { href: location.href, pathname: location.pathname, search: location.search };
  const fire = () => raise(PAGE_OPEN, {}, page);
  // Background tabs get no animation frames until shown; raise there without waiting for paint.
  if (document.visibilityState === "hidden") setTimeout(fire, 0);
  else requestAnimationFrame(() => requestAnimationFrame(fire));
}
