import React, { useState } from "react";
import { Link } from "gatsby";
import type { SidebarItem } from "../../lib/sidebar";
import { usePrefixedId } from "../../hooks/usePrefixedId";
import * as styles from "./styles.module.css";

export interface SidebarProps {
  label: string;
  items: SidebarItem[];
  route: string;
}

function containsRoute(item: SidebarItem, route: string): boolean {
  return item.type === "link" ? item.route === route : item.items.some((i) => containsRoute(i, route));
}

function Category({ item, route }: { item: Extract<SidebarItem, { type: "category" }>; route: string }) {
  const active = containsRoute(item, route);
  const [expanded, setExpanded] = useState(active || !item.collapsed);
  const id = usePrefixedId("sidebar");
  return (
    <li className={styles.category}>
      <button
        type="button"
        className={styles.categoryButton}
        aria-expanded={expanded}
        aria-controls={id}
        onClick={() => setExpanded(!expanded)}
      >
        <span>{item.label}</span>
        <svg className={styles.chevron} viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
          <path fill="currentColor" d="M7.4 8.6 12 13.2l4.6-4.6L18 10l-6 6-6-6z" />
        </svg>
      </button>
      <ul id={id} className={styles.list} hidden={!expanded}>
        <Items items={item.items} route={route} />
      </ul>
    </li>
  );
}

function Items({ items, route }: { items: SidebarItem[]; route: string }) {
  return (
    <>
      {items.map((item) =>
        item.type === "link" ? (
          <li key={item.docId}>
            <Link
              to={item.route}
              className={item.route === route ? `${styles.link} ${styles.active}` : styles.link}
              aria-current={item.route === route ? "page" : undefined}
            >
              {item.label}
            </Link>
          </li>
        ) : (
          <Category key={item.label} item={item} route={route} />
        ),
      )}
    </>
  );
}

/** The sidebar's navigation: heading, links, collapsible categories (open when they hold the page). */
export function SidebarNav({ label, items, route }: SidebarProps) {
  return (
    <nav aria-label={`${label} sidebar`}>
      <p className={styles.heading}>{label}</p>
      <ul className={styles.list}>
        <Items items={items} route={route} />
      </ul>
    </nav>
  );
}

/** The desktop doc sidebar; below 996 px the mobile drawer shows the same navigation instead. */
export function Sidebar(props: SidebarProps) {
  return (
    <aside className={styles.sidebar}>
      <div className={styles.nav}>
        <SidebarNav {...props} />
      </div>
    </aside>
  );
}
