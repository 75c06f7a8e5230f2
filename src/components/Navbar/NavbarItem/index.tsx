import React from "react";
import { Link } from "gatsby";
import type { NavbarItemConfig } from "../../../config";
import { LocaleDropdown, VersionDropdown } from "../../Dropdown";
import { unknownItemError } from "../unknown-item";
import * as styles from "../styles.module.css";

/**
 * The navbar items that hydrate with the navbar itself (src/components/Navbar): the search box,
 * typed into at once, Ask AI, which the chat configuration shows, and the colour mode toggle,
 * whose icon shows the reader's stored choice. The others are NavbarItem's.
 */
export type HydratedItemType = "search" | "askAi" | "colorModeToggle";
export type MenuItemConfig = Exclude<NavbarItemConfig, { type: HydratedItemType }>;

export interface NavbarItemProps {
  item: MenuItemConfig;
  activeSidebar: string | null;
  route: string;
}

/** Hands each configured link or menu to the component for its type (unknown types throw). */
export function NavbarItem({ item, activeSidebar }: NavbarItemProps) {
  switch (item.type) {
    case "link": {
      const active = item.sidebar !== undefined && item.sidebar === activeSidebar;
      return (
        <Link
          to={item.to}
          className={active ? `${styles.link} ${styles.active}` : styles.link}
          aria-current={active ? "page" : undefined}
        >
          {item.label}
        </Link>
      );
    }
    case "external":
      return (
        <a href={item.href} className={styles.link} rel="noopener noreferrer" target="_blank">
          {item.label}
          <span className="visually-hidden"> (opens in a new tab)</span>
        </a>
      );
    case "localeDropdown":
      return <LocaleDropdown />;
    case "versionDropdown":
      return <VersionDropdown />;
    default:
      throw unknownItemError(item);
  }
}

/** Item types that move into the mobile drawer below 996 px (the bar keeps search, Ask AI, theme). */
const inDrawerOnMobile = new Set<NavbarItemConfig["type"]>(["external", "versionDropdown", "localeDropdown"]);

/**
 * The section tabs are in the drawer too below 996 px, but stay in the bar while they fit
 * (down to 860 px), so the switch at the breakpoint drops only what does not fit.
 */
function wrapperClass(item: MenuItemConfig): string | null {
  // A link that stands for no sidebar (the changelog) yields first: it is in the version menu,
  // the footer and the drawer too, and the bar between 997 and 1199 px has no room for it.
  if (item.type === "link") return item.sidebar ? styles.tabs : `${styles.tabs} ${styles.wideOnly}`;
  return inDrawerOnMobile.has(item.type) ? styles.desktopOnly : null;
}

export interface NavbarItemsProps {
  items: MenuItemConfig[];
  activeSidebar: string | null;
  route: string;
}

/** A run of the bar's links and menus, each in the wrapper that hides it where the drawer has it. */
export function NavbarItems({ items, activeSidebar, route }: NavbarItemsProps) {
  return (
    <>
      {items.map((item, i) => {
        const wrapper = wrapperClass(item);
        return wrapper ? (
          <div key={i} className={wrapper}>
            <NavbarItem item={item} activeSidebar={activeSidebar} route={route} />
          </div>
        ) : (
          <NavbarItem key={i} item={item} activeSidebar={activeSidebar} route={route} />
        );
      })}
    </>
  );
}
