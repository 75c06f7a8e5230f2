import React from "react";
import { Link } from "gatsby";
import type { NavbarItemConfig } from "../../../config";
import { LocaleDropdown, VersionDropdown } from "../../Dropdown";
import { ColorModeToggle } from "../../ColorModeToggle";
import { SearchBox } from "../../SearchBox";
import { AskAiButton } from "../../AskAiButton";
import * as styles from "../styles.module.css";

export interface NavbarItemProps {
  item: NavbarItemConfig;
  activeSidebar: string | null;
  route: string;
}

/** Hands each configured navbar item to the component for its type (unknown types throw). */
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
    case "search":
      return <SearchBox context={activeSidebar} />;
    case "localeDropdown":
      return <LocaleDropdown />;
    case "versionDropdown":
      return <VersionDropdown />;
    case "colorModeToggle":
      return <ColorModeToggle />;
    case "askAi":
      return <AskAiButton />;
    default:
      throw new Error(`Navbar item of unknown type, with this configuration:\n${JSON.stringify(item, null, 2)}`);
  }
}
