import { useCallback, useEffect, useState } from "react";
import { createStorageSlot, storageKeys } from "../lib/storage";

/**
 * A tab group's choice, shared by every group with the same id on the page and remembered
 * across pages (localStorage `docs.tabs.<groupId>`). A `?<groupId>=value` URL parameter wins,
 * so a link can open a page on a given language.
 */
type Listener = (value: string) => void;
const listeners = new Map<string, Set<Listener>>();

export function selectTab(groupId: string, value: string): void {
  createStorageSlot(storageKeys.tabGroup(groupId)).set(value);
  listeners.get(groupId)?.forEach((l) => l(value));
}

/** Calls `listener` with every choice made in the group; returns what stops it. */
function onTabChoice(groupId: string, listener: Listener): () => void {
  let set = listeners.get(groupId);
  if (!set) listeners.set(groupId, (set = new Set()));
  set.add(listener);
  return () => {
    set.delete(listener);
  };
}

/** The value the address (`?<groupId>=`) or the reader's stored choice asks the group for, when it is one of `values`. */
function rememberedTab(groupId: string, values: string[]): string | undefined {
  const fromUrl = new URLSearchParams(window.location.search).get(groupId);
  const stored = createStorageSlot(storageKeys.tabGroup(groupId)).get();
  return [fromUrl, stored].find((v): v is string => !!v && values.includes(v));
}

export function useTabGroup(
  groupId: string | undefined,
  values: string[],
  initial: string,
): [string, (value: string) => void] {
  const [selected, setSelected] = useState(initial);
  // The effect follows the values, not the array's identity (a new array each render).
  const valuesKey = JSON.stringify(values);
  useEffect(() => {
    if (!groupId) return;
    const values = JSON.parse(valuesKey) as string[];
    const pick = rememberedTab(groupId, values);
    if (pick) setSelected(pick);
    return onTabChoice(groupId, (v) => {
      if (values.includes(v)) setSelected(v);
    });
  }, [groupId, valuesKey]);
  const choose = useCallback(
    (value: string) => {
      setSelected(value);
      if (groupId) selectTab(groupId, value);
    },
    [groupId],
  );
  return [selected, choose];
}
