/**
 * Every storage access goes through a slot (DESIGN.md). When storage is unavailable (disabled,
 * sandboxed iframe, quota exceeded), it logs one console.warn for the page ("console
 * warning; storage treated as empty") and behaves as empty.
 */

export type StorageType = "localStorage" | "sessionStorage";

export interface StorageSlot {
  get(): string | null;
  set(value: string): void;
  del(): void;
}

// One warning per page, whichever storage fails first: a reader who blocks storage blocks both.
let warned = false;

function warnOnce(type: StorageType, error: unknown): void {
  if (warned) return;
  warned = true;
  console.warn(
    `${type} is not available; continuing without it (${error instanceof Error ? error.message : String(error)}).`,
  );
}

/** For tests: forget that a warning was logged. */
export function resetStorageWarnings(): void {
  warned = false;
}

function storageOf(type: StorageType): Storage | null {
  if (typeof window === "undefined") return null;
  try {
    return window[type];
  } catch (error) {
    warnOnce(type, error);
    return null;
  }
}

export function createStorageSlot(key: string, type: StorageType = "localStorage"): StorageSlot {
  return {
    get() {
      try {
        return storageOf(type)?.getItem(key) ?? null;
      } catch (error) {
        warnOnce(type, error);
        return null;
      }
    },
    set(value) {
      try {
        storageOf(type)?.setItem(key, value);
      } catch (error) {
        warnOnce(type, error);
      }
    },
    del() {
      try {
        storageOf(type)?.removeItem(key);
      } catch (error) {
        warnOnce(type, error);
      }
    },
  };
}

/** JSON convenience over a slot; corrupt data reads as the fallback. */
export function readJson<T>(slot: StorageSlot, fallback: T, guard: (value: unknown) => value is T): T {
  const raw = slot.get();
  if (raw === null) return fallback;
  try {
    const value: unknown = JSON.parse(raw);
    return guard(value) ? value : fallback;
  } catch {
    return fallback;
  }
}

/**
 * Appends `item` to the JSON list `slot` holds (anything else there reads as an empty list), then
 * stores what `keep` keeps of the list (the newest so many). Returns whether storage took it:
 * false when it is unavailable or full, and the caller then keeps the item in memory.
 */
export function appendToStoredList(slot: StorageSlot, item: unknown, keep: (list: unknown[]) => unknown[]): boolean {
  const list = JSON.stringify(keep([...readJson<unknown[]>(slot, [], Array.isArray), item]));
  slot.set(list);
  return slot.get() === list;
}

/** The storage keys of DESIGN.md's fixed contracts. */
export const storageKeys = {
  theme: "theme",
  announcementDismiss: "announcement.dismiss",
  announcementId: "announcement.id",
  preferredVersion: "docs.preferredVersion",
  userId: "user_id",
  merchantId: "merchant_id",
  merchantName: "merchant_name",
  pendingEvents: "mixpanelPendingEvents",
  /**
   * localStorage, internal: JSON list of the analytics events raised before the analytics chunk
   * is here, as captured (src/lib/analytics/client.ts); that chunk turns them into complete events
   * in `mixpanelPendingEvents` at idle time (src/lib/analytics/recorder.ts).
   */
  analyticsRaised: "docs.analytics.raised",
  anonymous: "MP_ANON",
  /** sessionStorage: the URL a failed route preload last reloaded (src/lib/navigation/route-transition.ts). */
  routeReload: "docs.routeReload",
  tabGroup: (groupId: string) => `docs.tabs.${groupId}`,
  /** localStorage: the reader's "Was this page helpful?" answers, by route (src/lib/feedback.ts). */
  feedback: "docs.feedback",
  /** localStorage: the Try it console's environment, `simulated` | `sandbox` (never keys or tokens). */
  tryItEnvironment: "tryit.environment",
  /**
   * sessionStorage: the records the Try it console's simulated sandbox created in this visit (orders,
   * sessions, customer tokens: the mock's own values, never the reader's keys, secret or B2B token),
   * shared with the site's other open tabs (src/lib/tryit/simulated-records.ts).
   */
  tryItSimulated: "tryit.simulated",
  /** localStorage: JSON array of the last 5 queries whose result the reader opened (src/lib/search/recent.ts). */
  searchRecent: "search.recent",
} as const;
