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
    const fromUrl = new URLSearchParams(window.location.search).get(groupId);
    const stored = createStorageSlot(storageKeys.tabGroup(groupId)).get();
    const pick = [fromUrl, stored].find((v): v is string => !!v && values.includes(v));
    if (pick) setSelected(pick);
    const listener: Listener = (v) => {
      if (values.includes(v)) setSelected(v);
    };
    let set = listeners.get(groupId);
    if (!set) listeners.set(groupId, (set = new Set()));
    set.add(listener);
    return () => {
      set?.delete(listener);
    };
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
