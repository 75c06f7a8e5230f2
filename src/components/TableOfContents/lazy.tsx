import React, { useEffect, useRef, useState } from "react";
import type { TocHeading } from "../../lib/page-context";
import * as styles from "./styles.module.css";

/**
 * The current heading of `headings`: the last one whose top has scrolled past the navbar (the
 * last one at the bottom of the page). Null during SSR and before the first measurement.
 */
export function useActiveHeading(headings: TocHeading[]): string | null {
  const [active, setActive] = useState<string | null>(null);
  // One string as the dependency: a new array with the same ids must not re-subscribe.
  const key = headings.map((h) => h.id).join(" ");
  useEffect(() => {
    const ids = key ? key.split(" ") : [];
    if (!ids.length) return;
    let frame = 0;
    const update = () => {
      frame = 0;
      const offset =
        parseFloat(getComputedStyle(document.documentElement).getPropertyValue("--navbar-height")) + 24 || 84;
      let current: string | null = ids[0];
      for (const id of ids) {
        const el = document.getElementById(id);
        if (el && el.getBoundingClientRect().top <= offset) current = id;
      }
      if (window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 2)
        current = ids[ids.length - 1];
      setActive(current);
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    update();
    window.addEventListener("scroll", onScroll, { passive: true });
    window.addEventListener("resize", onScroll);
    return () => {
      window.removeEventListener("scroll", onScroll);
      window.removeEventListener("resize", onScroll);
      if (frame) cancelAnimationFrame(frame);
    };
  }, [key]);
  return active;
}

interface TocListProps {
  headings: TocHeading[];
  active: string | null;
  onFollow?: () => void;
}

function TocList({ headings, active, onFollow }: TocListProps) {
  return (
    <ul className={styles.list}>
      {headings.map((h) => (
        <li key={h.id} className={h.depth === 3 ? styles.sub : undefined}>
          <a
            href={`#${h.id}`}
            className={active === h.id ? styles.active : undefined}
            aria-current={active === h.id ? "location" : undefined}
            onClick={onFollow}
          >
            {h.value}
          </a>
        </li>
      ))}
    </ul>
  );
}

export interface TableOfContentsProps {
  headings: TocHeading[];
  /** The current heading's id (`useActiveHeading`), highlighted. */
  active: string | null;
}

/**
 * "On this page" beside the article (wide screens): h2–h3, the current section
 * highlighted. On long pages the list scrolls on its own, and it follows the highlighted entry so
 * the reader always sees where they are.
 */
export function TableOfContents({ headings, active }: TableOfContentsProps) {
  const nav = useRef<HTMLElement>(null);
  useEffect(() => {
    const box = nav.current;
    const link = box?.querySelector<HTMLElement>('a[aria-current="location"]');
    if (!box || !link || box.scrollHeight <= box.clientHeight) return;
    const boxRect = box.getBoundingClientRect();
    const linkRect = link.getBoundingClientRect();
    const margin = linkRect.height * 2;
    // Only the list scrolls (never the window, as scrollIntoView would), and only when needed.
    if (linkRect.top < boxRect.top + margin || linkRect.bottom > boxRect.bottom - margin)
      box.scrollTop += linkRect.top - boxRect.top - box.clientHeight / 2 + linkRect.height / 2;
  }, [active]);
  if (!headings.length) return null;
  return (
    <nav className={styles.toc} aria-label="On this page" ref={nav}>
      <p className={styles.heading}>On this page</p>
      <TocList headings={headings} active={active} />
    </nav>
  );
}

/**
 * "On this page" at the top of the article where the column beside it does not fit (below
 * 1200 px, so on every phone and tablet): a <details> that works without JavaScript, closed by
 * default, its summary naming the current section once the page has hydrated. Following a link
 * closes it.
 */
export function TableOfContentsCollapsible({ headings, active }: TableOfContentsProps) {
  const details = useRef<HTMLDetailsElement>(null);
  if (!headings.length) return null;
  const current = headings.find((h) => h.id === active);
  return (
    <nav className={styles.collapsible} aria-label="On this page">
      <details ref={details}>
        <summary className={styles.summary}>
          <span className={styles.summaryLabel}>On this page</span>
          {current && <span className={styles.current}>{current.value}</span>}
        </summary>
        <TocList
          headings={headings}
          active={active}
          onFollow={() => {
            if (details.current) details.current.open = false;
          }}
        />
      </details>
    </nav>
  );
}

/**
 * A table of contents with the current section highlighted. The current section is this small
 * component's state, not the page's: when it changes (once right after it renders, then as the
 * reader scrolls) only the list renders again, never the article with its whole body.
 */
export function Contents({ headings, collapsible = false }: { headings: TocHeading[]; collapsible?: boolean }) {
  const active = useActiveHeading(headings);
  return collapsible ? (
    <TableOfContentsCollapsible headings={headings} active={active} />
  ) : (
    <TableOfContents headings={headings} active={active} />
  );
}
