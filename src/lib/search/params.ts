// The search page's address and the highlight parameter, on their own: the navbar's search box and
// a doc page's highlighting hook, part of every first load, need these and nothing else of links.ts
// or types.ts (webpack puts a module where its first importer is, with every export some chunk uses).

/** Route of the search results page. */
export const SEARCH_PAGE_ROUTE = "/search/";
/** Query parameters of the search page: the query and the context filter. */
export const QUERY_PARAM = "q";
export const CONTEXT_PARAM = "ctx";
/** Query parameter carrying the terms to highlight on a result's page. */
export const HIGHLIGHT_PARAM = "_highlight";
