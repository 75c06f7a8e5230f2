import { useId } from "react";

/**
 * `useId` with a component prefix. Preact numbers ids again from the start in a subtree that
 * mounts after hydration (a lazily loaded panel, a page reached by client-side navigation), so a
 * bare id can repeat one the server rendered elsewhere on the page (a dropdown's menu, a sidebar
 * list) and a `<label for>` would then name the wrong element.
 */
export function usePrefixedId(prefix: string): string {
  return `${prefix}-${useId()}`;
}
