/**
 * The browser's search API: the search domain's lazy entry. Import it only with a dynamic
 * `import("…/lib/search/lazy")` on interaction: it is never part of a page's first load.
 *
 *   const { loadSearch } = await import("../lib/search/lazy");
 *   const engine = await loadSearch();                       // every file: search is complete
 *   engine.search("refund", { limit: 8, context: "api" });   // SearchHit[], best first
 *
 *   const lazy = await loadSearch({ lazy: true });           // only the meta file
 *   await lazy.prepare("refund", { limit: 8 });              // the shards and documents it needs
 *   lazy.search("refund", { limit: 8 });
 *
 * Index files are static files emitted at build time (src/node/search/files.ts), found from the
 * meta file named in `__SEARCH_MANIFEST__`; each is fetched at most once per page session.
 */
import { withPrefix } from "gatsby";
import { createSearchLoader, type LoadSearchOptions } from "./loader";
import type { SearchEngine } from "./types";

export type { SearchEngine, SearchHit, SearchOptions } from "./types";
export type { LoadSearchOptions } from "./loader";
export { highlightSegments, type TextSegment } from "./highlight";
export { suggestionGroups, type SuggestionGroup } from "./suggestions";

async function fetchText(url: string): Promise<string> {
  const response = await fetch(url, { credentials: "same-origin" });
  if (!response.ok) throw new Error(`Search index ${url}: HTTP ${response.status}`);
  return response.text();
}

const load = createSearchLoader({ manifest: () => __SEARCH_MANIFEST__, fetchText, withPrefix });

/** Loads the search index and resolves to an engine (see above for `lazy`). */
export function loadSearch(options?: LoadSearchOptions): Promise<SearchEngine> {
  return load(options);
}
