/**
 * The search domain's public API for code that imports it statically: the index build and the
 * MCP server (Node), and the pages' search UI (routes, query parameters, recent searches).
 * The browser loads the engine only on interaction, with `import("…/lib/search/lazy")`.
 *
 * Pages import this file eagerly, so everything it re-exports is free of top-level side effects
 * (or marked `#__PURE__`): what a page does not use is left out of its bundle.
 */
export {
  HIGHLIGHT_PARAM,
  SEARCH_CONTEXTS,
  isSearchContext,
  type SearchContext,
  type SearchEngine,
  type SearchHit,
  type SearchManifest,
  type SearchOptions,
  type StoredDocument,
  type SuggestionGroup,
  type TextSegment,
} from "./types";
export {
  CONTEXT_PARAM,
  QUERY_PARAM,
  SEARCH_PAGE_ROUTE,
  SUGGESTION_LIMIT,
  contextOutside,
  footerLinks,
  resultHref,
  searchPageRoute,
} from "./links";
export { recentSearches, type RecentSearches } from "./recent";
export { createSearchEngine, excerptOf, type EngineOptions, type IndexFileReader } from "./engine";
export { editDistance } from "./typo";
export { splitWords, tokenize } from "./tokenizer";
export { suggestionGroups, suggestionsShown } from "./suggestions";
export { flexSearchOptions } from "./flexsearch-options";
export {
  buildSearchIndex,
  memberTokens,
  parseSearchMeta,
  type BuiltIndex,
  type IndexDoc,
  type RowAnchors,
  type SearchMeta,
} from "./index-format";

/**
 * The code that marks the terms of `?_highlight=` on a page (page-highlight.ts), in a chunk of its
 * own: loaded only on pages opened from a search result.
 */
export const loadPageHighlight = () => import(/* webpackChunkName: "search-highlight" */ "./page-highlight");
