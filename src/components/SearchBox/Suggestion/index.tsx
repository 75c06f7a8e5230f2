import React from "react";
import type { SearchHit, TextSegment } from "../../../lib/search/types";
import { Highlighted } from "../../Highlighted";
import * as styles from "../styles.module.css";

export interface SuggestionProps {
  id: string;
  hit: SearchHit;
  selected: boolean;
  highlight: (text: string, terms: readonly string[]) => TextSegment[];
  onPick: () => void;
  onHover: () => void;
}

/**
 * One suggestion: the section heading (or the page title for the top of a page) with the matched
 * terms marked, and where it is: breadcrumbs and page title, or an API page's method and path.
 */
export function Suggestion({ id, hit, selected, highlight, onPick, onHover }: SuggestionProps) {
  const heading = hit.top ? hit.title : hit.section || hit.title;
  const where = hit.top ? hit.breadcrumbs : [...hit.breadcrumbs, hit.title];
  // The combobox's input handles the keyboard (arrows, Enter): options take no focus (ARIA combobox pattern).
  return (
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events
    <li
      id={id}
      role="option"
      aria-selected={selected}
      className={selected ? `${styles.option} ${styles.selected}` : styles.option}
      // Keep focus in the input: the click picks the option, the input's blur would close the list.
      onMouseDown={(e) => e.preventDefault()}
      onClick={onPick}
      onMouseMove={selected ? undefined : onHover}
    >
      <span className={styles.kind} aria-hidden="true">
        {hit.top ? "¶" : "#"}
      </span>
      <span className={styles.text}>
        <span className={styles.heading}>
          <Highlighted segments={highlight(heading, hit.terms)} />
        </span>
        {hit.top && hit.section && (
          <code className={styles.endpoint}>
            <Highlighted segments={highlight(hit.section, hit.terms)} />
          </code>
        )}
        {where.length > 0 && (
          <span className={styles.where}>
            <Highlighted segments={highlight(where.join(" › "), hit.terms)} />
          </span>
        )}
      </span>
    </li>
  );
}
