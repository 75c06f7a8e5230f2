import { SEARCH_CONTEXTS, type SearchContext } from "./types";
import { CONTEXT_PARAM, HIGHLIGHT_PARAM, QUERY_PARAM, SEARCH_PAGE_ROUTE } from "./params";

/** Suggestions in the navbar dropdown. */
export const SUGGESTION_LIMIT = 8;

/** The search page for a query, optionally filtered to one context (a route, without base path). */
export function searchPageRoute(query: string, context: SearchContext | null = null): string {
  const params = new URLSearchParams();
  params.set(QUERY_PARAM, query);
  if (context) params.set(CONTEXT_PARAM, context);
  return `${SEARCH_PAGE_ROUTE}?${params.toString()}`;
}

/**
 * The contexts outside one: "See all results outside "API List"" shows the rest of the docs.
 * With the two sidebars, that is the other one.
 */
export function contextOutside(context: SearchContext): SearchContext {
  const others = SEARCH_CONTEXTS.filter((c) => c !== context);
  return others[0];
}

/** Footer links of the dropdown (messages), inside a context or not. */
export function footerLinks(
  query: string,
  context: SearchContext | null,
  label: string,
): { text: string; route: string }[] {
  if (!context) return [{ text: "See all results", route: searchPageRoute(query) }];
  return [
    { text: `See all results within "${label}"`, route: searchPageRoute(query, context) },
    { text: `See all results outside "${label}"`, route: searchPageRoute(query, contextOutside(context)) },
  ];
}

/** A result link: the page, the terms to highlight there (`?_highlight=`), and the section's anchor. */
export function resultHref(url: string, hash: string, terms: readonly string[]): string {
  const params = new URLSearchParams();
  for (const t of terms) params.append(HIGHLIGHT_PARAM, t);
  const query = params.toString();
  return `${url}${query ? `?${query}` : ""}${hash ? `#${hash}` : ""}`;
}
