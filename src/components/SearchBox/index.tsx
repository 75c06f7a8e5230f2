import React, { useCallback, useId, useMemo, useRef, useState } from "react";
import { Link, navigate, withPrefix } from "gatsby";
import type { SearchEngine, SearchHit } from "../../lib/search/engine";
import { isSearchContext, type SearchContext } from "../../lib/search/types";
import { QUERY_PARAM, SUGGESTION_LIMIT, footerLinks, searchPageRoute } from "../../lib/search/links";
import { Suggestion } from "./Suggestion";
import * as styles from "./styles.module.css";

type SearchModule = typeof import("../../lib/search/client");

/** SPEC §4: idle until the first hover or focus, then loading, then ready (or failed). */
export type SearchStatus = "idle" | "loading" | "ready" | "error";

export interface SearchBoxProps {
  /** The sidebar of the current page ("guide" | "api"): suggestions come from it. */
  context: string | null;
}

/** Fewest characters before suggestions show. */
const MIN_QUERY_LENGTH = 2;

/**
 * Navbar search. Without JavaScript it is a form that opens the search page. With it, the first
 * hover or focus loads the index of the reader's context (never the page load), and typing shows
 * up to 8 suggestions as a combobox: arrow keys move, Enter opens, Escape closes (SPEC §4, §9).
 */
export function SearchBox({ context }: SearchBoxProps) {
  const searchContext: SearchContext | null = isSearchContext(context) ? context : null;
  const [status, setStatus] = useState<SearchStatus>("idle");
  const [loaded, setLoaded] = useState<{ engine: SearchEngine; mod: SearchModule } | null>(null);
  const [query, setQuery] = useState("");
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const input = useRef<HTMLInputElement>(null);
  const pending = useRef(false);
  const id = useId();
  const listboxId = `${id}-listbox`;
  const optionId = (i: number) => `${id}-option-${i}`;

  const load = useCallback(() => {
    if (pending.current) return;
    pending.current = true;
    setStatus("loading");
    import(/* webpackChunkName: "search-client" */ "../../lib/search/client")
      .then(async (mod) => {
        const engine = await mod.loadSearch({ contexts: searchContext ? [searchContext] : undefined });
        setLoaded({ engine, mod });
        setStatus("ready");
      })
      .catch((error: unknown) => {
        // Offline or a stale deploy: the search page link still works; the next hover retries.
        console.warn("Search index could not be loaded:", error);
        pending.current = false;
        setStatus("error");
      });
  }, [searchContext]);

  const trimmed = query.trim();
  const hits: SearchHit[] = useMemo(
    () =>
      loaded && trimmed.length >= MIN_QUERY_LENGTH
        ? loaded.engine.search(query, { limit: SUGGESTION_LIMIT, context: searchContext })
        : [],
    [loaded, query, trimmed, searchContext],
  );
  const showDropdown = open && trimmed.length >= MIN_QUERY_LENGTH;
  const showList = showDropdown && status === "ready" && hits.length > 0;
  const label = searchContext ? __SEARCH_MANIFEST__[searchContext].label : "";

  const close = () => {
    setOpen(false);
    setActive(-1);
  };
  const go = (hit: SearchHit) => {
    close();
    input.current?.blur();
    navigate(hit.href);
  };

  const onKeyDown = (e: React.KeyboardEvent<HTMLInputElement>) => {
    if (e.key === "ArrowDown" || e.key === "ArrowUp") {
      e.preventDefault();
      setOpen(true);
      if (hits.length === 0) return;
      const step = e.key === "ArrowDown" ? 1 : -1;
      setActive((a) => (a < 0 && step < 0 ? hits.length - 1 : (a + step + hits.length) % hits.length));
    } else if (e.key === "Enter" && showList && active >= 0 && hits[active]) {
      e.preventDefault();
      go(hits[active]);
    } else if (e.key === "Escape") {
      // First Escape closes the list (and keeps the text, unlike a search field's default); the next clears it.
      if (showDropdown) {
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
    navigate(searchPageRoute(trimmed));
  };

  let message: string;
  if (status === "error") message = "Search is unavailable right now";
  else if (status !== "ready") message = "Loading search…";
  else if (hits.length === 0) message = "No results";
  else message = `${hits.length} suggestion${hits.length === 1 ? "" : "s"}`;

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
        className={styles.input}
        type="search"
        name={QUERY_PARAM}
        placeholder="Search"
        autoComplete="off"
        spellCheck={false}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={showList}
        aria-controls={showList ? listboxId : undefined}
        aria-activedescendant={showList && active >= 0 ? optionId(active) : undefined}
        aria-busy={status === "loading"}
        value={query}
        onFocus={() => {
          load();
          setOpen(true);
        }}
        onChange={(e) => {
          setQuery(e.target.value);
          setActive(-1);
          setOpen(true);
        }}
        onKeyDown={onKeyDown}
      />
      {showDropdown && (
        <div className={styles.dropdown}>
          <p role="status" className={showList ? "visually-hidden" : styles.message}>
            {message}
          </p>
          {showList && loaded && (
            <ul id={listboxId} role="listbox" aria-label="Search suggestions" className={styles.listbox}>
              {hits.map((hit, i) => (
                <Suggestion
                  key={`${hit.url}#${hit.hash}:${hit.section}`}
                  id={optionId(i)}
                  hit={hit}
                  selected={i === active}
                  highlight={loaded.mod.highlightSegments}
                  onPick={() => go(hit)}
                  onHover={() => setActive(i)}
                />
              ))}
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
