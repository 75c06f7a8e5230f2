/**
 * The part of analytics in every page's first load, kept as small as it can be (every byte here
 * counts in the first-visit budgets, e2e/budget.spec.ts): it decides whether analytics is on, and
 * captures each event as it is raised (RaisedEvent: name,
 * properties, page, identity, time) into localStorage `docs.analytics.raised`, at once, so a
 * reload in the first seconds loses nothing. When the page is idle it loads the "analytics" chunk
 * (recorder.ts), which completes those events into the DESIGN.md queue `mixpanelPendingEvents`
 * and starts delivery (the `analytics-sdk` chunk); later events go straight to that chunk. Nothing
 * here may break a page: every failure is a console warning, and the site works without analytics.
 *
 * Only types come from the other analytics modules (but insert-id.ts, a few lines): a value import
 * would pull them, and what they import, into the first load.
 *
 * States: off (no token for this host: nothing is recorded), capturing (events wait in the raised
 * list, or in memory when storage refuses them), recording (the chunk completes and queues them;
 * it also handles the library's start, its failure and the reader's opt-out).
 */
import { appendToStoredList, createStorageSlot, storageKeys } from "../storage";
import { afterLoadWhenIdle } from "../deferred-load";
import type { EventProperties, RaisedEvent } from "./events";
import { createInsertId } from "./insert-id";
import type { Recorder } from "./recorder";
import { chooseAnalyticsToken } from "./token";

type PageLocation = Pick<Location, "href" | "pathname" | "search">;

// The state is module variables, not an object: in the minified first load each name is a letter.
/** The token for this host; undefined: not decided yet; null: analytics is off for this page. */
let token: string | null | undefined;
/** Events of this page that storage could not take, until the chunk is here. */
let held: RaisedEvent[] = [];
/** Whether the chunk's load has been asked for (at most once a page). */
let started = false;
/** The chunk's recorder, once it is here. */
let recorder: Recorder | undefined;

function isOn(): boolean {
  if (typeof window === "undefined") return false;
  // Read field by field from the compile-time constant, so the minifier keeps only these (the
  // event settings stay in the chunk).
  token ??= chooseAnalyticsToken(window.location, __ANALYTICS__.dashboardHost, __ANALYTICS__.tokens);
  return token !== null;
}

/** What an event reports of the page it was raised on. */
const pageOf = ({ href, pathname, search }: PageLocation): PageLocation => ({ href, pathname, search });

function raise(event: string, properties: EventProperties, page: PageLocation): void {
  try {
    const read = (key: string) => createStorageSlot(key).get();
    const raised: RaisedEvent = {
      event,
      properties,
      context: {
        ...page,
        userId: read(storageKeys.userId),
        merchantId: read(storageKeys.merchantId),
        merchantName: read(storageKeys.merchantName),
      },
      time: Date.now(),
      // Made now, so that a record two tabs both complete stays one event.
      id: createInsertId(),
    };
    if (recorder) return recorder.record(raised);
    // Appended to the stored list (newest `maxPendingEvents` kept: the list only grows while the
    // chunk cannot load); entries are checked when the chunk completes them.
    const slot = createStorageSlot(storageKeys.analyticsRaised);
    if (!appendToStoredList(slot, raised, (list) => list.slice(-__ANALYTICS__.maxPendingEvents))) held.push(raised);
    start();
  } catch (error) {
    console.warn(`Analytics could not record "${event}":`, error);
  }
}

function start(): void {
  if (started) return;
  started = true;
  // After load, at idle: none of it competes with the page.
  afterLoadWhenIdle(
    "analytics",
    () => {
      import(/* webpackChunkName: "analytics" */ "./recorder")
        .then(({ startRecorder }) => {
          recorder = startRecorder(token as string, held);
          held = [];
        })
        .catch((error: unknown) => {
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
  if (isOn()) raise(eventName, properties, pageOf(window.location));
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
  if (!isOn()) return;
  // Captured now: by the time the frames have passed, the reader may have moved on again.
  const page = pageOf(location);
  // events.ts's PAGE_OPEN, written out: importing the value would bring events.ts into the first load.
  const fire = () => raise("Page Open", {}, page);
  // Background tabs get no animation frames until shown; raise there without waiting for paint.
  if (document.visibilityState === "hidden") setTimeout(fire, 0);
  else requestAnimationFrame(() => requestAnimationFrame(fire));
}
