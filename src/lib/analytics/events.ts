/**
 * Analytics events (DESIGN.md fixed contracts): pure builders, no browser access.
 * What an event reports is fixed when it is raised — `time`, URL and identity are captured then
 * (RaisedEvent), not when the library finally sends it — so a replay after a reload or an outage
 * reports what happened when it happened. It is completed (fields, `$insert_id`) once this code has
 * loaded at idle time, before it enters the queue; Mixpanel can drop a resent copy by `$insert_id`.
 */

export type PropertyValue = string | number | boolean | null;
export type EventProperties = Record<string, PropertyValue>;

/** Properties every queued event carries; the rest are the event fields and the caller's own. */
export interface StampedProperties extends EventProperties {
  /** Unique per event, ≤ 36 characters of [A-Za-z0-9-] (Mixpanel's rule); the deduplication key. */
  $insert_id: string;
  /** When the event was raised, in seconds since the epoch (Mixpanel's unit; fractions keep the milliseconds). */
  time: number;
}

export interface PendingEvent {
  event: string;
  properties: StampedProperties;
}

export const PAGE_OPEN = "Page Open";

/** The names of the events' fields, as dashboards know them. */
export const eventFields = {
  packageVersion: "Package Version",
  packageModule: "Package Module",
  packageSource: "Package Source",
  merchantId: "Merchant Id",
  merchantName: "Merchant Name",
  source: "Source",
  pageSource: "Page Source",
  pathname: "Pathname",
} as const;

/** Fixed per build: site config `analytics` plus the package version. */
export interface EventSettings {
  packageVersion: string;
  packageModule: string;
  packageSource: string;
  knownSources: readonly string[];
  knownPageSources: readonly string[];
}

/** What the page knows when an event is raised (read by the browser module). */
export interface EventContext {
  /** Full address of the page, for `$current_url`. */
  href: string;
  pathname: string;
  /** The query string, with or without the leading `?`. */
  search: string;
  /** localStorage `user_id`: the reader's identity; null = anonymous. */
  userId: string | null;
  merchantId: string | null;
  merchantName: string | null;
}

/**
 * An event as a page's first load captures it (client.ts), before the code that builds events has
 * loaded: everything that must be stamped when it happens — the page, the identity read from
 * storage then, the time and the `$insert_id` (insert-id.ts). The analytics
 * chunk (recorder.ts) completes it with createEvent. Kept in localStorage `docs.analytics.raised`
 * until then (an internal list, not a DESIGN.md contract).
 */
export interface RaisedEvent {
  event: string;
  /** The caller's own properties (`track`). */
  properties: EventProperties;
  context: EventContext;
  /** Milliseconds since the epoch. */
  time: number;
  /**
   * `$insert_id`, made at raise time (createInsertId). Absent only from records an older version
   * of the site raised; those get one when they are completed.
   */
  id?: string;
}

export interface EventStamp {
  insertId: string;
  /** Milliseconds since the epoch. */
  now: number;
}

export interface PageSourceAttribution {
  source: string;
  pageSource: string;
}

const NO_ATTRIBUTION: PageSourceAttribution = { source: "", pageSource: "" };

/**
 * `Source` and `Page Source` are attributed only when `?source=` is a known source and
 * `?pageSource=` is a known business landing path; otherwise both stay empty. A trailing slash on
 * the landing path is tolerated (`/business/` is `/business`); anything else must match exactly,
 * so a crafted link cannot put arbitrary text into the dashboards.
 */
export function attributePageSource(
  search: string,
  settings: Pick<EventSettings, "knownSources" | "knownPageSources">,
): PageSourceAttribution {
  const params = new URLSearchParams(search);
  const source = params.get("source");
  const pageSource = params.get("pageSource");
  if (source === null || pageSource === null) return NO_ATTRIBUTION;
  if (!settings.knownSources.includes(source)) return NO_ATTRIBUTION;
  const landing = pageSource.length > 1 ? pageSource.replace(/\/+$/, "") : pageSource;
  if (!settings.knownPageSources.includes(landing)) return NO_ATTRIBUTION;
  return { source, pageSource: landing };
}

const clean = (value: string | null): string => value?.trim() ?? "";

/**
 * Builds any event with the event fields, the stamps and the reader's identity. The caller's
 * properties come first, so they can add fields but never overwrite the SPEC fields or the stamps.
 * A known `user_id` becomes `distinct_id` and `$user_id` (Mixpanel's identity properties) on the
 * event itself, so an event replayed later is still attributed to whoever raised it; without one
 * the event is anonymous and the library supplies its device id.
 */
export function createEvent(
  name: string,
  settings: EventSettings,
  context: EventContext,
  stamp: EventStamp,
  extra: EventProperties = {},
): PendingEvent {
  const { source, pageSource } = attributePageSource(context.search, settings);
  const userId = clean(context.userId);
  const properties: StampedProperties = {
    ...extra,
    [eventFields.packageVersion]: settings.packageVersion,
    [eventFields.packageModule]: settings.packageModule,
    [eventFields.packageSource]: settings.packageSource,
    [eventFields.merchantId]: clean(context.merchantId),
    [eventFields.merchantName]: clean(context.merchantName),
    [eventFields.source]: source,
    [eventFields.pageSource]: pageSource,
    [eventFields.pathname]: context.pathname,
    $current_url: context.href,
    $insert_id: stamp.insertId,
    time: stamp.now / 1000,
  };
  if (userId) {
    properties.distinct_id = userId;
    properties.$user_id = userId;
  } else {
    delete properties.distinct_id;
    delete properties.$user_id;
  }
  return { event: name, properties };
}

/** The `Page Open` event raised on every route. */
export function createPageOpenEvent(settings: EventSettings, context: EventContext, stamp: EventStamp): PendingEvent {
  return createEvent(PAGE_OPEN, settings, context, stamp);
}

/** Whether the reader is anonymous (no `user_id`), which sets sessionStorage `MP_ANON`. */
export function isAnonymous(context: Pick<EventContext, "userId">): boolean {
  return clean(context.userId) === "";
}
