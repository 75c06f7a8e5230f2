/**
 * The search domain's public API for the pages' search UI, which every page imports eagerly:
 * routes, query parameters, recent searches, the highlight loader. Nothing of the engine: the
 * browser loads it on interaction with `import("…/lib/search/lazy")`, and Node code (the index
 * build, the MCP server, the benchmark) takes it from `node.ts`. Webpack keeps every module a
 * front door re-exports, used or not, so this one re-exports only what a page needs.
 */
export {
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
export { CONTEXT_PARAM, HIGHLIGHT_PARAM, QUERY_PARAM, SEARCH_PAGE_ROUTE } from "./params";
export { SUGGESTION_LIMIT, contextOutside, footerLinks, resultHref, searchPageRoute } from "./links";
export { recentSearches, type RecentSearches } from "./recent";

/**
 * The code that marks the terms of `?_highlight=` on a page (page-highlight.ts), in a chunk of its
 * own: loaded only on pages opened from a search result.
 */
export const loadPageHighlight = () => import(/* webpackChunkName: "search-highlight" */ "./page-highlight");
