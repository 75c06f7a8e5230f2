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

/** The static files of one context's index, emitted at build time (src/node/search/files.ts). */
export interface SearchContextFiles {
  /** Sidebar label, e.g. "API List", for 'See all results within "{context}"'. */
  label: string;
  /** FlexSearch 0.6 export (gatsby-plugin-local-search). */
  index: string;
  /** `{ [id]: StoredDocument }` (gatsby-plugin-local-search). */
  store: string;
  /** `{ [id]: section text }` for excerpts, fetched only when excerpts are asked for. */
  text: string;
}

export type SearchManifest = Record<SearchContext, SearchContextFiles>;
