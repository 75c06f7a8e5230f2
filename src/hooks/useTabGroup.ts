import { useCallback, useEffect, useState } from "react";
import { onTabChoice, rememberedTab, selectTab } from "../lib/tab-choice";

/** A tab group's selected tab: the reader's choice, shared and remembered (src/lib/tab-choice.ts). */
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
