import { QUERY_PARAM } from "../../lib/search";
import * as styles from "./styles.module.css";

/** Idle until the first hover or focus, then loading, then ready (or failed). */
export type SearchStatus = "idle" | "loading" | "ready" | "error";

export interface SearchBoxProps {
  /** The sidebar of the current page ("guide" | "api"): its suggestions come first. */
  context: string | null;
}

/** The search status of each lazy-load state (search keeps its own status line; see useLazyModule's `slow`). */
export const searchStatusOf = { idle: "idle", loading: "loading", ready: "ready", failed: "error" } as const;

/** The search field as the box and the combobox both render it (a form field of the plain search form). */
export const searchInputAttributes = {
  className: styles.input,
  type: "search",
  name: QUERY_PARAM,
  placeholder: "Search",
  autoComplete: "off",
  spellCheck: false,
  "aria-autocomplete": "list",
} as const;
