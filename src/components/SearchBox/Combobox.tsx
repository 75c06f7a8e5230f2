import React, { useEffect, useRef, useState } from "react";
import { Link, navigate, withPrefix } from "gatsby";
import {
  contextOutside,
  footerLinks,
  isSearchContext,
  recentSearches,
  searchPageRoute,
  SUGGESTION_LIMIT,
  type SearchContext,
  type SearchHit,
  type SuggestionGroup,
} from "../../lib/search";
import { Suggestion } from "./Suggestion";
import { useLazyModule } from "../../hooks/useLazyModule";
import { usePrefixedId } from "../../hooks/usePrefixedId";
import { LoadFailed } from "../LoadingPlaceholder";
import { searchInputAttributes, searchStatusOf, type SearchBoxProps, type SearchStatus } from "./status";
import * as styles from "./styles.module.css";

/**
 * Opens the search page for `query` in the app (it reads ?q= as the plain form's page does) and
 * remembers the query among the recent searches, which it returns.
 */
export function openSearchPage(query: string): string[] {
  const recent = recentSearches().add(query);
  void navigate(searchPageRoute(query));
  return recent;
}

/** The search client's chunk and the index's meta file: all a first query needs to start. */
async function loadNavbarSearch() {
  const mod = await import(/* webpackChunkName: "search-client" */ "../../lib/search/lazy");
  return { engine: await mod.loadSearch({ lazy: true }), mod };
}

export interface SearchComboboxProps extends SearchBoxProps {
  /** What the reader typed into the box before this code was here. */
  initialQuery: string;
  /** The box had focus when this code arrived: it keeps it, with the caret after the text. */
  focused: boolean;
}

/** Fewest characters before suggestions show. */
const MIN_QUERY_LENGTH = 2;

/** The suggestions on screen and the query they are for. */
interface Shown {
  query: string;
  groups: SuggestionGroup[];
}

/**
 * The navbar search's combobox, loaded on the reader's first hover, focus or key in the box
 * (index.tsx renders the box until then). It fetches the index's small meta file at once (the
 * reader has reached for the box); each query then fetches the shards of its words and shows up
 * to 8 suggestions: the reader's context first, then strong matches of the other context as a
 * labelled group. Arrow keys move, Enter opens, Escape closes. Focus with an empty box shows the
 * recent searches (localStorage `search.recent`).
 */
export function SearchCombobox({ context, initialQuery, focused }: SearchComboboxProps) {
  const searchContext: SearchContext | null = isSearchContext(context) ? context : null;
  const search = useLazyModule(loadNavbarSearch, { immediate: true });
  const loaded = search.module;
  const load = search.load;
  // A query's shards failed to load (the module itself is fine): search is unavailable until reload.
  const [queryFailed, setQueryFailed] = useState(false);
  const status: SearchStatus = queryFailed ? "error" : searchStatusOf[search.state.status];
  const [query, setQuery] = useState(initialQuery);
  const [shown, setShown] = useState<Shown>({ query: "", groups: [] });
  const [recent, setRecent] = useState<string[]>([]);
  const [open, setOpen] = useState(focused);
  const [active, setActive] = useState(-1);
  const input = useRef<HTMLInputElement>(null);
  const id = usePrefixedId("search");
  const listboxId = `${id}-listbox`;
  const optionId = (i: number) => `${id}-option-${i}`;

  // This input replaces the box the reader was typing in: focus and the caret move with the text.
  useEffect(() => {
    const box = input.current;
    if (!focused || !box) return;
    box.focus();
    box.setSelectionRange(box.value.length, box.value.length);
    // Only when this input first appears.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // Offline or a stale deploy: the search page link still works; the next hover or focus retries.
  useEffect(() => {
    if (search.error) console.warn("Search index could not be loaded:", search.error);
  }, [search.error]);

  const trimmed = query.trim();
  // Fetch what the query needs (its term shards, the documents shown), then show it; a reply to
  // an older keystroke never replaces a newer one.
  useEffect(() => {
    if (!loaded || trimmed.length < MIN_QUERY_LENGTH) return;
    let current = true;
    const { engine, mod } = loaded;
    const wanted: (SearchContext | null)[] = searchContext ? [searchContext, contextOutside(searchContext)] : [null];
    Promise.all(wanted.map((c) => engine.prepare(query, { limit: SUGGESTION_LIMIT, context: c })))
      .then(() => {
        if (current) setShown({ query, groups: mod.suggestionGroups(engine, query, searchContext) });
      })
      .catch((error: unknown) => {
        console.warn("Search index could not be loaded:", error);
        if (current) setQueryFailed(true);
      });
    return () => {
      current = false;
    };
  }, [loaded, query, trimmed, searchContext]);

  const upToDate = shown.query === query;
  // While the next keystroke's shards load, the previous suggestions stay (no flicker).
  const hits: SearchHit[] = shown.query ? shown.groups.flatMap((g) => g.hits) : [];
  const showRecent = open && trimmed === "" && recent.length > 0;
  const showDropdown = open && trimmed.length >= MIN_QUERY_LENGTH;
  const showList = showDropdown && status === "ready" && hits.length > 0;
  const label = searchContext ? __SEARCH_MANIFEST__.labels[searchContext] : "";
  const count = showRecent ? recent.length : hits.length;

  const close = () => {
    setOpen(false);
    setActive(-1);
  };
  const remember = (q: string) => setRecent(recentSearches().add(q));
  const go = (hit: SearchHit) => {
    remember(trimmed);
    close();
    input.current?.blur();
    void navigate(hit.href);
  };
  const pickRecent = (q: string) => {
    setQuery(q);
    setActive(-1);
    setOpen(true);
    input.current?.focus();
  };

  const onKeyDown = (e: React.KeyboardEvent<HTMLInputElement>) => {
    if (e.key === "ArrowDown" || e.key === "ArrowUp") {
      e.preventDefault();
      setOpen(true);
      if (count === 0) return;
      const step = e.key === "ArrowDown" ? 1 : -1;
      setActive((a) => (a < 0 && step < 0 ? count - 1 : (a + step + count) % count));
    } else if (e.key === "Enter" && showList && active >= 0 && hits[active]) {
      e.preventDefault();
      go(hits[active]);
    } else if (e.key === "Enter" && showRecent && active >= 0 && recent[active]) {
      e.preventDefault();
      pickRecent(recent[active]);
    } else if (e.key === "Escape") {
      // First Escape closes the list (and keeps the text, unlike a search field's default); the next clears it.
      if (showDropdown || showRecent) {
        e.preventDefault();
        close();
      } else setQuery("");
    }
  };

  const onSubmit = (e: React.FormEvent<HTMLFormElement>) => {
    // With JavaScript, stay in the app: the search page reads ?q= like the plain form does.
    e.preventDefault();
    if (!trimmed) return;
    close();
    setRecent(openSearchPage(trimmed));
  };

  let message: string;
  if (search.state.status === "failed") message = "";
  else if (status === "error") message = "Search is unavailable right now";
  // A delay before the status: a fast load never flashes "Loading search…".
  else if (status !== "ready") message = search.slow ? "Loading search…" : "";
  else if (!upToDate && hits.length === 0) message = "Loading search…";
  else if (hits.length === 0) message = "No results";
  else message = `${hits.length} suggestion${hits.length === 1 ? "" : "s"}`;

  let index = 0;
  const option = (hit: SearchHit) => {
    const i = index++;
    return (
      <Suggestion
        key={`${hit.url}#${hit.hash}:${hit.section}`}
        id={optionId(i)}
        hit={hit}
        selected={i === active}
        highlight={loaded?.mod.highlightSegments ?? (() => [])}
        onPick={() => go(hit)}
        onHover={() => setActive(i)}
      />
    );
  };

  return (
    <form
      className={styles.form}
      role="search"
      data-state={status}
      action={withPrefix("/search/")}
      method="get"
      onSubmit={onSubmit}
      onPointerEnter={load}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget)) close();
      }}
    >
      <label htmlFor={`${id}-input`} className="visually-hidden">
        Search the docs
      </label>
      <input
        ref={input}
        id={`${id}-input`}
        {...searchInputAttributes}
        role="combobox"
        aria-expanded={showList || showRecent}
        aria-controls={showList || showRecent ? listboxId : undefined}
        aria-activedescendant={(showList || showRecent) && active >= 0 ? optionId(active) : undefined}
        aria-busy={status === "loading"}
        value={query}
        onFocus={() => {
          load();
          setOpen(true);
          // Read on focus, never during render (STYLE.md: no storage reads in render).
          setRecent(recentSearches().list());
        }}
        onChange={(e) => {
          setQuery(e.target.value);
          setActive(-1);
          setOpen(true);
        }}
        onKeyDown={onKeyDown}
      />
      {showRecent && (
        <div className={styles.dropdown}>
          <p className={styles.groupLabel} id={`${id}-recent-label`}>
            Recent searches
          </p>
          <ul id={listboxId} role="listbox" aria-labelledby={`${id}-recent-label`} className={styles.listbox}>
            {recent.map((q, i) => (
              // Keyboard choice is on the input (aria-activedescendant), as for the suggestions.
              // eslint-disable-next-line jsx-a11y/click-events-have-key-events
              <li
                key={q}
                id={optionId(i)}
                role="option"
                aria-selected={i === active}
                className={i === active ? `${styles.option} ${styles.selected}` : styles.option}
                onMouseDown={(e) => e.preventDefault()}
                onClick={() => pickRecent(q)}
                onMouseMove={i === active ? undefined : () => setActive(i)}
              >
                <span className={styles.kind} aria-hidden="true">
                  ↺
                </span>
                <span className={styles.text}>{q}</span>
              </li>
            ))}
          </ul>
          <div className={styles.footer}>
            <button
              type="button"
              className={styles.clearButton}
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => {
                recentSearches().clear();
                setRecent([]);
                setActive(-1);
                input.current?.focus();
              }}
            >
              Clear recent searches
            </button>
          </div>
        </div>
      )}
      {showDropdown && (
        <div className={styles.dropdown} data-query={upToDate ? shown.query : undefined}>
          <p role="status" className={showList || !message ? "visually-hidden" : styles.message}>
            {message}
          </p>
          {search.error && <LoadFailed what="Search" error={search.error} onRetry={search.retry} />}
          {showList && (
            <ul id={listboxId} role="listbox" aria-label="Search suggestions" className={styles.listbox}>
              {shown.groups.map((group) =>
                // The reader's context, or the one list of a page outside both, is unlabelled;
                // the other context's group says whose it is, even when it is the only one.
                group.context === searchContext || group.context === null ? (
                  group.hits.map(option)
                ) : (
                  <li key={group.label} role="presentation" className={styles.group}>
                    <span id={`${id}-group-${group.context ?? "all"}`} className={styles.groupLabel}>
                      {group.label}
                    </span>
                    <ul
                      role="group"
                      aria-labelledby={`${id}-group-${group.context ?? "all"}`}
                      className={styles.groupList}
                    >
                      {group.hits.map(option)}
                    </ul>
                  </li>
                ),
              )}
            </ul>
          )}
          <div className={styles.footer}>
            {footerLinks(trimmed, searchContext, label).map((link) => (
              <Link key={link.text} to={link.route} className={styles.footerLink} onClick={close}>
                {link.text}
              </Link>
            ))}
          </div>
        </div>
      )}
    </form>
  );
}
