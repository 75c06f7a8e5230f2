// The search page's address, on its own: the navbar's search box, part of every first load, needs
// these and nothing else of links.ts (webpack puts a module where its first importer is, with
// every export some chunk uses).

/** Route of the search results page. */
export const SEARCH_PAGE_ROUTE = "/search/";
/** Query parameters of the search page: the query and the context filter. */
export const QUERY_PARAM = "q";
export const CONTEXT_PARAM = "ctx";
