import React, { useEffect, useState } from "react";
import { Link, withPrefix } from "gatsby";
import {
  CONTEXT_PARAM,
  isSearchContext,
  QUERY_PARAM,
  recentSearches,
  SEARCH_CONTEXTS,
  SEARCH_PAGE_ROUTE,
  searchPageRoute,
  type SearchContext,
  type SearchHit,
} from "../../lib/search";
import { searchStatusOf, type SearchStatus } from "../SearchBox";
import { Highlighted } from "../Highlighted";
import { LoadFailed } from "../LoadingPlaceholder";
import { useLazyModule } from "../../hooks/useLazyModule";
import { usePrefixedId } from "../../hooks/usePrefixedId";
import * as styles from "./styles.module.css";

/** The search client's chunk and the index's meta file (excerpts on: the page shows them). */
async function loadPageSearch() {
  const mod = await import(/* webpackChunkName: "search-client" */ "../../lib/search/lazy");
  return { engine: await mod.loadSearch({ excerpts: true, lazy: true }), mod };
}

export interface SearchResultsProps {
  /** `location.search` of the page: `?q=refund&ctx=api`. */
  search: string;
}

/** Results shown at first and added by "Show more results". */
const PAGE_SIZE = 20;

function readParams(search: string): { query: string; context: SearchContext | null } {
  const params = new URLSearchParams(search);
  const ctx = params.get(CONTEXT_PARAM);
  return { query: params.get(QUERY_PARAM) ?? "", context: isSearchContext(ctx) ? ctx : null };
}

/**
 * The search page: every hit with its excerpt, filtered by context (Integration Guides
 * or API List) with a count for each, in the same ranking as the navbar suggestions. The query and
 * filter live in the URL, so a typed or shared `/search/?q=…&ctx=…` shows the same results.
 * Opening a result remembers the query in the recent searches, as a pick in the dropdown does.
 */
export function SearchResults({ search }: SearchResultsProps) {
  const [query, setQuery] = useState("");
  const [context, setContext] = useState<SearchContext | null>(null);
  // The client loads for a query (one in the address, or the first one typed), or as the reader
  // reaches for the form: a visit that only opens the page fetches none of it.
  const searchCode = useLazyModule(loadPageSearch);
  const { load } = searchCode;
  const loaded = searchCode.module;
  // A query's shards failed to load (the module itself is fine).
  const [queryFailed, setQueryFailed] = useState(false);
  const status: SearchStatus = queryFailed ? "error" : searchStatusOf[searchCode.state.status];
  const [shown, setShown] = useState(PAGE_SIZE);
  const id = usePrefixedId("search-page");

  useEffect(() => {
    const params = readParams(search);
    setQuery(params.query);
    setContext(params.context);
    setShown(PAGE_SIZE);
  }, [search]);

  useEffect(() => {
    if (query.trim()) load();
  }, [query, load]);

  useEffect(() => {
    if (searchCode.error) console.warn("Search index could not be loaded:", searchCode.error);
  }, [searchCode.error]);

  const update = (nextQuery: string, nextContext: SearchContext | null) => {
    setQuery(nextQuery);
    setContext(nextContext);
    setShown(PAGE_SIZE);
    // Keep the address shareable without a navigation per keystroke.
    window.history.replaceState(
      window.history.state,
      "",
      withPrefix(nextQuery.trim() ? searchPageRoute(nextQuery, nextContext) : SEARCH_PAGE_ROUTE),
    );
  };

  // Fetch the shards of the query and the documents of the results on screen, then
  // rank; every match is counted per context without fetching its document.
  const [results, setResults] = useState<{ key: string; hits: SearchHit[]; counts: Record<SearchContext, number> }>({
    key: "",
    hits: [],
    counts: { guide: 0, api: 0 },
  });
  const key = JSON.stringify([query, context, shown]);
  useEffect(() => {
    if (!loaded || !query.trim()) return;
    let current = true;
    const { engine } = loaded;
    engine
      .prepare(query, { limit: shown, context })
      .then(() => {
        if (!current) return;
        setResults({ key, hits: engine.search(query, { limit: shown, context }), counts: engine.count(query) });
      })
      .catch((error: unknown) => {
        console.warn("Search index could not be loaded:", error);
        if (current) setQueryFailed(true);
      });
    return () => {
      current = false;
    };
  }, [loaded, query, context, shown, key]);
  const upToDate = results.key === key;
  const counts = results.counts;
  const hits = upToDate ? results.hits : [];
  const total = context ? counts[context] : counts.guide + counts.api;
  const labels = loaded ? Object.fromEntries(loaded.engine.contexts.map((c) => [c.context, c.label])) : {};
  const labelOf = (c: SearchContext) => labels[c] ?? __SEARCH_MANIFEST__.labels[c];
  const trimmed = query.trim();

  let summary: string;
  if (!trimmed)
    summary =
      "Type a word, an API path such as /v1.0/debit/status, a header such as X-PARTNER-ID or a response code such as 2005400.";
  else if (searchCode.state.status === "failed") summary = "";
  else if (status === "error") summary = "Search is unavailable right now. Check your connection and reload the page.";
  // A delay before the status: a fast load never flashes "Loading search…".
  else if (status !== "ready") summary = searchCode.slow ? "Loading search…" : "";
  else if (!upToDate) summary = "Loading search…";
  else if (total === 0) summary = `No results for "${trimmed}"${context ? ` in "${labelOf(context)}"` : ""}`;
  else
    summary = `${total} result${total === 1 ? "" : "s"} for "${trimmed}"${context ? ` in "${labelOf(context)}"` : ""}`;

  return (
    <div className={styles.page}>
      <h1>Search the documentation</h1>
      <form
        role="search"
        action={withPrefix(SEARCH_PAGE_ROUTE)}
        method="get"
        className={styles.form}
        onPointerEnter={load}
        onSubmit={(e) => {
          e.preventDefault();
          update(query, context);
        }}
      >
        <div className={styles.row}>
          <label htmlFor={`${id}-q`} className="visually-hidden">
            Search the docs
          </label>
          <input
            id={`${id}-q`}
            type="search"
            name={QUERY_PARAM}
            value={query}
            autoComplete="off"
            spellCheck={false}
            placeholder="Search guides and API reference"
            onFocus={load}
            onChange={(e) => update(e.target.value, context)}
          />
          <button type="submit">Search</button>
        </div>
        <fieldset className={styles.filter}>
          <legend>Show results from</legend>
          {[null, ...SEARCH_CONTEXTS].map((c) => (
            <label key={c ?? "all"} className={styles.choice}>
              <input
                type="radio"
                name={CONTEXT_PARAM}
                value={c ?? ""}
                checked={context === c}
                onChange={() => update(query, c)}
              />
              {c ? labelOf(c) : "All docs"}
              {status === "ready" && upToDate && trimmed && (
                <span className={styles.count}> ({c ? counts[c] : counts.guide + counts.api})</span>
              )}
            </label>
          ))}
        </fieldset>
      </form>

      <p role="status" className={styles.summary}>
        {summary}
      </p>
      {searchCode.error && <LoadFailed what="Search" error={searchCode.error} onRetry={searchCode.retry} />}
      {status === "ready" && hits.length > 0 && loaded && (
        <ol className={styles.results}>
          {hits.map((hit) => {
            const heading = hit.top ? hit.title : hit.section || hit.title;
            const where = hit.top ? hit.breadcrumbs : [...hit.breadcrumbs, hit.title];
            return (
              <li key={`${hit.url}#${hit.hash}:${hit.section}`} className={styles.result}>
                <h2 className={styles.title}>
                  <Link to={hit.href} onClick={() => recentSearches().add(trimmed)}>
                    <Highlighted segments={loaded.mod.highlightSegments(heading, hit.terms)} />
                  </Link>
                </h2>
                {where.length > 0 && <p className={styles.where}>{where.join(" › ")}</p>}
                {hit.top && hit.section && <code className={styles.endpoint}>{hit.section}</code>}
                {hit.excerpt && (
                  <p className={styles.excerpt}>
                    <Highlighted segments={loaded.mod.highlightSegments(hit.excerpt, hit.terms)} />
                  </p>
                )}
              </li>
            );
          })}
        </ol>
      )}
      {status === "ready" && upToDate && total > shown && (
        <button type="button" className={styles.more} onClick={() => setShown(shown + PAGE_SIZE)}>
          Show more results ({total - shown} more)
        </button>
      )}
    </div>
  );
}
