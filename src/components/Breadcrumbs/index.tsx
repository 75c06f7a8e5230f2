import React from "react";
import { Link } from "gatsby";
import * as styles from "./styles.module.css";

export interface BreadcrumbsProps {
  /** The sidebar's label and its route (its first page), e.g. Integration Guides → "/". */
  root: { label: string; route: string } | null;
  trail: string[];
  title: string;
}

/** Breadcrumbs on. Sidebar → categories → the page. */
export function Breadcrumbs({ root, trail, title }: BreadcrumbsProps) {
  if (!root) return null;
  return (
    <nav aria-label="Breadcrumbs" className={styles.breadcrumbs}>
      <ol>
        <li>
          <Link to={root.route}>{root.label}</Link>
        </li>
        {trail.map((label) => (
          <li key={label}>
            <span>{label}</span>
          </li>
        ))}
        <li>
          <span aria-current="page">{title}</span>
        </li>
      </ol>
    </nav>
  );
}
