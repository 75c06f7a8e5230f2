import { createStorageSlot, readJson, storageKeys, type StorageSlot } from "../storage";

/** Recent searches (DESIGN.md `search.recent`): the last 5 queries the reader picked a result for. */
export const MAX_RECENT = 5;

const isStringList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((v) => typeof v === "string");

export interface RecentSearches {
  list(): string[];
  /** Puts a query first (once, case-insensitively), keeping the last 5; returns the new list. */
  add(query: string): string[];
  clear(): void;
}

/** Through the safe storage wrapper: unavailable or corrupt storage reads as no recent searches. */
export function recentSearches(slot: StorageSlot = createStorageSlot(storageKeys.searchRecent)): RecentSearches {
  const list = () =>
    readJson(slot, [], isStringList)
      .filter((q) => q.trim())
      .slice(0, MAX_RECENT);
  return {
    list,
    add(query) {
      const q = query.trim();
      if (!q) return list();
      const next = [q, ...list().filter((r) => r.toLowerCase() !== q.toLowerCase())].slice(0, MAX_RECENT);
      slot.set(JSON.stringify(next));
      return next;
    },
    clear() {
      slot.del();
    },
  };
}
