import React, { useCallback, useEffect, useState } from "react";
import { Link } from "gatsby";
import type { ContentNode } from "../../lib/content-tree";
import {
  changelogFeedPath,
  changeTypes,
  filterFromSearch,
  formatEntryDate,
  isFiltered,
  matchesTags,
  noFilter,
  searchForFilter,
  toggleTag,
  type TagFilter,
} from "../../lib/changelog";
import type { ChangelogPageEntry } from "../../lib/page-context";
import { withBasePath } from "../../lib/routes";
import { siteConfig } from "../../config";
import { MdxContent } from "../MdxContent";
import { mdxComponents } from "../mdx";
import * as styles from "./styles.module.css";

/** An entry as the page shows it: what the page context carries, with its body. */
export interface ChangelogEntryView extends ChangelogPageEntry {
  content: readonly ContentNode[];
}

export interface ChangelogFilterState {
  /** False during SSR and before hydration: every entry shows and no filter is offered. */
  interactive: boolean;
  filter: TagFilter;
  /** Chooses or drops a tag; the address gets a history entry, so Back undoes it. */
  toggle: (tag: string) => void;
  clear: () => void;
}

/**
 * The filter's state lives in the address (`?products=widget&changes=breaking`): read once the page
 * is interactive, written with a history entry on each change, and read again on Back/Forward, so
 * a filtered changelog can be shared and the browser's history steps through the choices.
 */
export function useChangelogFilter(): ChangelogFilterState {
  const [interactive, setInteractive] = useState(false);
  const [filter, setFilter] = useState<TagFilter>(noFilter);
  useEffect(() => {
    const read = () => setFilter(filterFromSearch(window.location.search));
    read();
    setInteractive(true);
    window.addEventListener("popstate", read);
    return () => window.removeEventListener("popstate", read);
  }, []);
  const apply = useCallback((next: TagFilter) => {
    setFilter(next);
    const url = `${window.location.pathname}${searchForFilter(next)}`;
    if (url !== `${window.location.pathname}${window.location.search}`)
      window.history.pushState(window.history.state, "", url);
  }, []);
  return {
    interactive,
    filter,
    toggle: useCallback((tag: string) => apply(toggleTag(filterFromSearch(window.location.search), tag)), [apply]),
    clear: useCallback(() => apply(noFilter), [apply]),
  };
}

/** The entries a filter shows (all of them before the page is interactive). */
export function visibleEntries<T extends { products: readonly string[]; changes: readonly string[] }>(
  entries: readonly T[],
  state: Pick<ChangelogFilterState, "interactive" | "filter">,
): T[] {
  return state.interactive ? entries.filter((e) => matchesTags(e, state.filter)) : [...entries];
}

export interface ChangelogProps {
  entries: ChangelogEntryView[];
  tags: { value: string; label: string }[];
  state: ChangelogFilterState;
}

/**
 * The changelog entries, newest first, each an anchor (its `h2` id). The tag filter is progressive
 * enhancement: the server-rendered page shows every entry, and the filter buttons appear only
 * once the page is interactive, since without JavaScript they could do nothing. Within a group
 * (products, change types) chosen tags combine with OR; the two groups combine with AND.
 */
export function Changelog({ entries, tags, state }: ChangelogProps) {
  const { interactive, filter, toggle, clear } = state;
  const labelOf = new Map(tags.map((t) => [t.value, t.label]));
  const shown = new Set(visibleEntries(entries, state).map((e) => e.slug));
  const isChange = (t: string) => (changeTypes as readonly string[]).includes(t);
  const groups = [
    { name: "Product", tags: tags.filter((t) => !isChange(t.value)), chosen: filter.products },
    { name: "Change type", tags: tags.filter((t) => isChange(t.value)), chosen: filter.changes },
  ].filter((g) => g.tags.length > 0);
  return (
    <div className={styles.changelog}>
      <p className={styles.feed}>
        Follow the changes in a feed reader:{" "}
        <a href={withBasePath(siteConfig.basePath, changelogFeedPath)} type="application/atom+xml">
          Atom feed
        </a>
      </p>
      {interactive && (
        <div className={styles.filter} role="group" aria-label="Filter by tag">
          {groups.map((g) => (
            <div key={g.name} className={styles.group} role="group" aria-label={g.name}>
              <span className={styles.groupLabel} aria-hidden="true">
                {g.name}:
              </span>
              {g.tags.map((t) => (
                <button
                  key={t.value}
                  type="button"
                  className={styles.tagButton}
                  aria-pressed={g.chosen.includes(t.value)}
                  onClick={() => toggle(t.value)}
                >
                  {t.label}
                </button>
              ))}
            </div>
          ))}
          <div className={styles.summary}>
            <p className={styles.count} aria-live="polite">
              {shown.size === entries.length
                ? `${entries.length} entries`
                : `${shown.size} of ${entries.length} entries`}
            </p>
            {isFiltered(filter) && (
              <button type="button" className={styles.clear} onClick={clear}>
                Show all
              </button>
            )}
          </div>
        </div>
      )}
      {entries.map((e) => (
        <section key={e.slug} className={styles.entry} aria-labelledby={e.slug} hidden={!shown.has(e.slug)}>
          <h2 id={e.slug} className={styles.title}>
            <a href={`#${e.slug}`} className={styles.anchor}>
              {e.title}
            </a>
          </h2>
          <p className={styles.meta}>
            <time dateTime={e.date}>{formatEntryDate(e.date)}</time>
            {[...e.changes, ...e.products].map((t) => (
              <span key={t} className={`${styles.tag} ${t === "breaking" ? styles.breaking : ""}`}>
                {labelOf.get(t) ?? t}
              </span>
            ))}
          </p>
          <MdxContent nodes={e.content} components={mdxComponents} name={e.slug} />
          {e.operations.length > 0 && (
            <p className={styles.operations}>
              <span className={styles.operationsLabel}>Operations: </span>
              {e.operations.map((op, i) => (
                <React.Fragment key={op.operationId}>
                  {i > 0 && ", "}
                  {op.route ? <Link to={op.route}>{op.title}</Link> : op.title}
                </React.Fragment>
              ))}
            </p>
          )}
          {e.removed.length > 0 && (
            <p className={styles.operations}>
              <span className={styles.operationsLabel}>Removed operations: </span>
              {e.removed.map((id, i) => (
                <React.Fragment key={id}>
                  {i > 0 && ", "}
                  <code>{id}</code>
                </React.Fragment>
              ))}
            </p>
          )}
        </section>
      ))}
    </div>
  );
}
