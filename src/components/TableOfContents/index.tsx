import React, { useEffect, useState } from "react";
import type { TocHeading } from "../../lib/page-context";
import * as styles from "./styles.module.css";

export interface TableOfContentsProps {
  headings: TocHeading[];
}

/** The current heading: the last one whose top has scrolled past the navbar. */
function useActiveHeading(headingIds: string[]): string | null {
  const [active, setActive] = useState<string | null>(null);
  // The effect follows the ids' values, not the array's identity (a new array each render).
  const idsKey = JSON.stringify(headingIds);
  useEffect(() => {
    const ids = JSON.parse(idsKey) as string[];
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
  }, [idsKey]);
  return active;
}

/** "On this page": h2–h3 (SPEC §9), the current section highlighted while scrolling. */
export function TableOfContents({ headings }: TableOfContentsProps) {
  const active = useActiveHeading(headings.map((h) => h.id));
  if (!headings.length) return null;
  return (
    <nav className={styles.toc} aria-label="On this page">
      <p className={styles.heading}>On this page</p>
      <ul>
        {headings.map((h) => (
          <li key={h.id} className={h.depth === 3 ? styles.sub : undefined}>
            <a
              href={`#${h.id}`}
              className={active === h.id ? styles.active : undefined}
              aria-current={active === h.id ? "location" : undefined}
            >
              {h.value}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
