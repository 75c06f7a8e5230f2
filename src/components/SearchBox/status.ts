/** Idle until the first hover or focus, then loading, then ready (or failed). */
export type SearchStatus = "idle" | "loading" | "ready" | "error";

export interface SearchBoxProps {
  /** The sidebar of the current page ("guide" | "api"): its suggestions come first. */
  context: string | null;
}

/** The search status of each lazy-load state (search keeps its own status line; see useLazyModule's `slow`). */
export const searchStatusOf = { idle: "idle", loading: "loading", ready: "ready", failed: "error" } as const;
