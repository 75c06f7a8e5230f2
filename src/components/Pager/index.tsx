import React from "react";
import { Link } from "gatsby";
import type { SidebarLink } from "../../lib/sidebar";
import * as styles from "./styles.module.css";

export interface PagerProps {
  previous: SidebarLink | null;
  next: SidebarLink | null;
}

/** Previous / next page in sidebar order: side by side (Next always on the right), stacked on phones. */
export function Pager({ previous, next }: PagerProps) {
  if (!previous && !next) return null;
  return (
    <nav className={styles.pager} aria-label="Docs pages">
      {previous && (
        <Link to={previous.route} className={styles.card} rel="prev">
          <span className={styles.sub}>Previous</span>
          <span className={styles.label}>{`« ${previous.label}`}</span>
        </Link>
      )}
      {next && (
        <Link to={next.route} className={`${styles.card} ${styles.next}`} rel="next">
          <span className={styles.sub}>Next</span>
          <span className={styles.label}>{`${next.label} »`}</span>
        </Link>
      )}
    </nav>
  );
}
