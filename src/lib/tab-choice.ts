import { createStorageSlot, storageKeys } from "./storage";

/**
 * A tab group's choice, shared by every group with the same id on the page and remembered across
 * pages (localStorage `docs.tabs.<groupId>`). A `?<groupId>=value` URL parameter wins, so a link
 * can open a page on a given language. Small on purpose: a first visit reads it to decide which
 * groups must load at once (src/components/mdx/deferred.tsx), before the tabs' own code is here.
 */
type Listener = (value: string) => void;
const listeners = new Map<string, Set<Listener>>();

/** Stores the reader's choice and tells every group with the same id on the page. */
export function selectTab(groupId: string, value: string): void {
  createStorageSlot(storageKeys.tabGroup(groupId)).set(value);
  listeners.get(groupId)?.forEach((l) => l(value));
}

/** Calls `listener` with every choice made in the group; returns what stops it. */
export function onTabChoice(groupId: string, listener: Listener): () => void {
  let set = listeners.get(groupId);
  if (!set) listeners.set(groupId, (set = new Set()));
  set.add(listener);
  return () => {
    set.delete(listener);
  };
}

/** The tab the address or the reader's stored choice asks the group for, when it is one of `values`; the address wins. */
export function rememberedTab(groupId: string, values: string[]): string | undefined {
  const fromUrl = new URLSearchParams(window.location.search).get(groupId);
  const stored = createStorageSlot(storageKeys.tabGroup(groupId)).get();
  return [fromUrl, stored].find((v): v is string => !!v && values.includes(v));
}

/**
 * The tab the address or the stored choice asks the group for when it is not `shown`, the one its
 * server HTML shows (undefined otherwise, and during server rendering): a group that keeps its
 * server HTML until the reader reaches for it must then render at once.
 */
export function tabAskedInstead(groupId: string, values: string[], shown: string): string | undefined {
  if (typeof window === "undefined") return undefined;
  const remembered = rememberedTab(groupId, values);
  return remembered === shown ? undefined : remembered;
}
