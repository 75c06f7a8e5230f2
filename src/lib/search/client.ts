/**
 * The browser's search API. Import it lazily (`await import("…/lib/search/client")`): it brings
 * FlexSearch and is never part of a page's first load.
 *
 *   const { loadSearch } = await import("../lib/search/client");
 *   const engine = await loadSearch();                 // every context; { contexts: ["api"] } for one
 *   engine.search("refund", { limit: 8, context: "api" }); // SearchHit[], best first
 *
 * Index files are static files emitted at build time (src/node/search/files.ts) and named in
 * `__SEARCH_MANIFEST__`; each is fetched at most once per page session.
 */
import FlexSearch from "flexsearch";
import { withPrefix } from "gatsby";
import { flexSearchOptions } from "./flexsearch-options";
import { createSearchLoader, type LoadSearchOptions } from "./loader";
import type { IdIndex, SearchEngine } from "./engine";

export type { SearchEngine, SearchHit, SearchOptions } from "./engine";
export type { LoadSearchOptions } from "./loader";
export { highlightSegments, type TextSegment } from "./highlight";

async function fetchText(url: string): Promise<string> {
  const response = await fetch(url, { credentials: "same-origin" });
  if (!response.ok) throw new Error(`Search index ${url}: HTTP ${response.status}`);
  return response.text();
}

function createIndex(exported: string): IdIndex {
  const index = FlexSearch.create<never>(flexSearchOptions);
  index.import(exported);
  return index;
}

const load = createSearchLoader({ manifest: () => __SEARCH_MANIFEST__, fetchText, withPrefix, createIndex });

/** Loads the search index (once) and resolves to an engine whose `search` is synchronous. */
export function loadSearch(options?: LoadSearchOptions): Promise<SearchEngine> {
  return load(options);
}
