import { createContext, useContext, useId } from "react";

/**
 * The name of the part (HydrateWhenVisible) a subtree renders in, unique on the page; "" outside
 * any part.
 */
export const IdScope = createContext("");

/**
 * `useId` with a component prefix and the part it renders in. Preact numbers ids afresh in a
 * subtree that mounts after hydration (a part woken by the reader, a lazily loaded panel, a page
 * reached by client-side navigation), so a bare id can repeat one rendered elsewhere on the page
 * (two tab groups woken one after the other, a dropdown's menu, a sidebar list), and a
 * `<label for>` or an `aria-controls` would then name the wrong element.
 */
export function usePrefixedId(prefix: string): string {
  const scope = useContext(IdScope);
  return `${prefix}-${scope ? `${scope}-` : ""}${useId()}`;
}
