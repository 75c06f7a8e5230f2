import React, { useRef } from "react";
import { siteConfig } from "../../../../config";
import { useMobileSidebar } from "../../../../contexts/MobileSidebarContext";
import { useFocusTrap } from "../../../../hooks/useFocusTrap";
import type { SidebarItem } from "../../../../lib/sidebar";
import { CloseButton } from "../../../CloseButton";
// Before the navbar and sidebar modules: the extracted CSS keeps the order of the main bundle.
import * as styles from "../styles.module.css";
import { NavbarItem, type MenuItemConfig } from "../../NavbarItem";
import { SidebarNav } from "../../../Sidebar";

export interface DrawerProps {
  route: string;
  /** The page's sidebar ("guide" | "api"), to mark its section link active. */
  activeSidebar: string | null;
  sidebarLabel: string | null;
  sidebar: SidebarItem[];
}

/**
 * The mobile navigation drawer: the navbar's section links and menus, then the page's sidebar.
 * A modal dialog: focus is trapped inside, Escape or the close button closes it and returns
 * focus to the menu button, a tap on the backdrop closes it.
 */
export default function Drawer({ route, activeSidebar, sidebarLabel, sidebar }: DrawerProps) {
  const { close } = useMobileSidebar();
  const panel = useRef<HTMLDivElement>(null);
  useFocusTrap(panel, true);
  const items = siteConfig.navbar.items;
  const links = items.filter((i): i is MenuItemConfig => i.type === "link" || i.type === "external");
  const menus = items.filter((i): i is MenuItemConfig => i.type === "versionDropdown" || i.type === "localeDropdown");
  return (
    <>
      <div className={styles.backdrop} aria-hidden="true" onClick={() => close()} />
      <div
        ref={panel}
        id="mobile-sidebar"
        className={styles.panel}
        role="dialog"
        aria-modal="true"
        aria-label="Navigation"
        tabIndex={-1}
        onKeyDown={(event) => {
          if (event.key === "Escape" && !event.defaultPrevented) close({ returnFocus: true });
        }}
      >
        <div className={styles.header}>
          <CloseButton label="Close navigation" onClick={() => close({ returnFocus: true })} />
          <span className={styles.title}>{siteConfig.product.name} API Docs</span>
        </div>
        {links.length > 0 && (
          <nav aria-label="Site sections" className={styles.section}>
            <ul className={styles.links}>
              {links.map((item, i) => (
                <li key={i}>
                  <NavbarItem item={item} activeSidebar={activeSidebar} route={route} />
                </li>
              ))}
            </ul>
          </nav>
        )}
        {menus.length > 0 && (
          <div className={styles.menus}>
            {menus.map((item, i) => (
              <NavbarItem key={i} item={item} activeSidebar={activeSidebar} route={route} />
            ))}
          </div>
        )}
        {sidebar.length > 0 && sidebarLabel && (
          <div className={styles.section}>
            <SidebarNav label={sidebarLabel} items={sidebar} route={route} />
          </div>
        )}
      </div>
    </>
  );
}
