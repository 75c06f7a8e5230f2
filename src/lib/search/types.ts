/** Shapes shared by the search index builder (src/node/search) and the browser (lazy.ts). */

/** A search context is a sidebar: Integration Guides or API List. */
export type SearchContext = "guide" | "api";

export const SEARCH_CONTEXTS: readonly SearchContext[] = ["guide", "api"];

export function isSearchContext(value: unknown): value is SearchContext {
  return typeof value === "string" && (SEARCH_CONTEXTS as readonly string[]).includes(value);
}

/** A search index document, one per page section, as stored for display. */
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
 * URL of the index's meta file (index-format.ts), which names every other file, the folder of
 * those files, and the sidebar labels for 'See all results within "{context}"' before anything is fetched.
 */
export interface SearchManifest {
  /** Site-root URL of the meta file. */
  meta: string;
  /** Site-root URL of the folder of the files the meta file names, with its trailing slash. */
  dir: string;
  labels: Record<SearchContext, string>;
}

export interface SearchOptions {
  /** Most hits returned (default 50). */
  limit?: number;
  /** Only this context; null or absent: every context. */
  context?: SearchContext | null;
}

/** A search result: one page section. */
export interface SearchHit {
  /** Page title. */
  title: string;
  /** Section heading; "" for the top of the page (API pages: method and path). */
  section: string;
  /**
   * The page's route, e.g. `/api/saku-widget/apply-token/`: without the base path, ready for
   * Gatsby's `Link` and `navigate` (they add it).
   */
  url: string;
  /**
   * Section anchor id, "" for the top of the page; for a code typed whole, the anchor of its row
   * when the section has one (`code-4017300` in the response-code catalog, index-format.ts RowAnchors).
   */
  hash: string;
  /** Sidebar label and categories, e.g. ["API List", "Saku Widget"]. */
  breadcrumbs: string[];
  /** About 160 characters of the section around the first match, when excerpts were loaded. */
  excerpt?: string;
  /** Relevance; higher is better. */
  score: number;
  context: SearchContext;
  /** True for the top of a page (its title and lead), false for a section further down. */
  top: boolean;
  /**
   * A strong match: every word is in the title or heading as typed (or as a synonym), or every
   * word is a code token found as is (a response code, a field name). The dropdown shows strong
   * matches of the other context. Always set by the engine.
   */
  strong?: boolean;
  /**
   * Every word matched the page title (at the top of the page) or the section heading, in any
   * way: the hit is about the query, not a mention of it. Always set by the engine.
   */
  direct?: boolean;
  /** Index tokens that matched, for highlighting (`highlightSegments`) and `_highlight`. */
  terms: string[];
  /** `url` + `?_highlight=<terms>` + `#hash`: where a result link goes (a route, like `url`). */
  href: string;
}

/** The search API other features use (Ask AI answers from it). */
export interface SearchEngine {
  /**
   * Synchronous over the files already read. With a synchronous reader (Node) it reads what it
   * needs; in the browser call `prepare` first, or use `loadSearch()` without `lazy`.
   */
  search(query: string, options?: SearchOptions): SearchHit[];
  /** Hits per context (every match counted, nothing but the term shards needed). */
  count(query: string): Record<SearchContext, number>;
  /** Reads the term shards of the query and the documents of its first `limit` hits. */
  prepare(query: string, options?: SearchOptions): Promise<void>;
  /** Reads every file: after it, `search` never misses anything. */
  loadAll(): Promise<void>;
  /** The contexts this engine searches, with their labels. */
  readonly contexts: readonly { context: SearchContext; label: string }[];
}

export interface TextSegment {
  text: string;
  match: boolean;
}

/** A labelled group of the dropdown: the reader's context, then matches elsewhere. */
export interface SuggestionGroup {
  context: SearchContext | null;
  /** Sidebar label of the group's context; "" for the one group of a page outside both. */
  label: string;
  hits: SearchHit[];
}
