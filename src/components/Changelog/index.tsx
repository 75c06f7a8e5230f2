import React, { useEffect, useState } from "react";
import { Link } from "gatsby";
import type { ContentNode } from "../../lib/content-tree";
import { changelogFeedPath, formatEntryDate, matchesTags } from "../../lib/changelog";
import { withBasePath } from "../../lib/routes";
import { siteConfig } from "../../config";
import { MdxContent } from "../MdxContent";
import { mdxComponents } from "../mdx";
import * as styles from "./styles.module.css";

export interface ChangelogEntryView {
  slug: string;
  date: string;
  title: string;
  products: string[];
  changes: string[];
  operations: { operationId: string; title: string; route: string | null }[];
  content: readonly ContentNode[];
}

export interface ChangelogProps {
  entries: ChangelogEntryView[];
  tags: { value: string; label: string }[];
}

/**
 * The changelog entries, newest first, each an anchor (its `h2` id). The tag filter is progressive
 * enhancement: the server-rendered page shows every entry, and the filter buttons appear only
 * once the page is interactive, since without JavaScript they could do nothing.
 */
export function Changelog({ entries, tags }: ChangelogProps) {
  const [interactive, setInteractive] = useState(false);
  const [chosen, setChosen] = useState<string[]>([]);
  useEffect(() => setInteractive(true), []);
  const labelOf = new Map(tags.map((t) => [t.value, t.label]));
  const shown = entries.filter((e) => matchesTags(e, chosen));
  const toggle = (tag: string) =>
    setChosen((current) => (current.includes(tag) ? current.filter((t) => t !== tag) : [...current, tag]));
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
          {tags.map((t) => (
            <button
              key={t.value}
              type="button"
              className={styles.tagButton}
              aria-pressed={chosen.includes(t.value)}
              onClick={() => toggle(t.value)}
            >
              {t.label}
            </button>
          ))}
          {chosen.length > 0 && (
            <button type="button" className={styles.clear} onClick={() => setChosen([])}>
              Show all
            </button>
          )}
          <p className={styles.count} aria-live="polite">
            {shown.length === entries.length
              ? `${entries.length} entries`
              : `${shown.length} of ${entries.length} entries`}
          </p>
        </div>
      )}
      {entries.map((e) => (
        <section key={e.slug} className={styles.entry} aria-labelledby={e.slug} hidden={!shown.includes(e)}>
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
          <MdxContent nodes={e.content} components={mdxComponents} />
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
        </section>
      ))}
    </div>
  );
}
