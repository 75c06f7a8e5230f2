/** Shapes shared by the search index builder (src/node/search) and the browser (client.ts). */

/** Query parameter carrying the terms to highlight on a result's page (SPEC §9). */
export const HIGHLIGHT_PARAM = "_highlight";

/** A search context is a sidebar: Integration Guides or API List (SPEC §1). */
export type SearchContext = "guide" | "api";

export const SEARCH_CONTEXTS: readonly SearchContext[] = ["guide", "api"];

export function isSearchContext(value: unknown): value is SearchContext {
  return typeof value === "string" && (SEARCH_CONTEXTS as readonly string[]).includes(value);
}

/** The search index document of SPEC §3, one per page section, as stored for display. */
export interface StoredDocument {
  /** Page title. */
  t: string;
  /** Section heading; "" for the top of the page (for API pages: method and path). */
  s: string;
  /** Page route without the base path, e.g. `/api/saku-widget/apply-token/`. */
  u: string;
  /** Anchor id of the section on the page; "" for the top of the page. */
  h: string;
  /** Breadcrumbs: the sidebar label, then the categories down to the page. */
  b: string[];
}

/**
 * What the browser is told at compile time (`__SEARCH_MANIFEST__`, src/node/search/files.ts): the
 * URL of the index's meta file (index-format.ts), which names every other file, and the sidebar
 * labels for 'See all results within "{context}"' before anything is fetched.
 */
export interface SearchManifest {
  meta: string;
  labels: Record<SearchContext, string>;
}
