import React from "react";
import { Link } from "gatsby";
import { siteConfig, type NavbarItemConfig } from "../../config";
import { useMobileSidebar } from "../../contexts/MobileSidebarContext";
import { useHideableNavbar } from "../../hooks/useHideableNavbar";
import { useNavbarBottom } from "../../hooks/useNavbarBottom";
import { MobileSidebarToggle } from "./MobileSidebar/Toggle";
import { NavbarItem } from "./NavbarItem";
import * as styles from "./styles.module.css";

export { MobileSidebar } from "./MobileSidebar";

export interface NavbarProps {
  /** The sidebar of the current page ("guide" | "api"), to mark its navbar link active. */
  activeSidebar: string | null;
  route: string;
}

/** Item types that move into the mobile drawer below 996 px (the bar keeps search, Ask AI, theme). */
const inDrawerOnMobile = new Set<NavbarItemConfig["type"]>(["external", "versionDropdown", "localeDropdown"]);

/**
 * The section tabs are in the drawer too below 996 px, but stay in the bar while they fit
 * (down to 860 px), so the switch at the breakpoint drops only what does not fit.
 */
function wrapperClass(item: NavbarItemConfig): string | null {
  // A link that stands for no sidebar (the changelog) yields first: it is in the version menu,
  // the footer and the drawer too, and the bar between 997 and 1199 px has no room for it.
  if (item.type === "link") return item.sidebar ? styles.tabs : `${styles.tabs} ${styles.wideOnly}`;
  return inDrawerOnMobile.has(item.type) ? styles.desktopOnly : null;
}

function Items({
  items,
  activeSidebar,
  route,
}: {
  items: NavbarItemConfig[];
  activeSidebar: string | null;
  route: string;
}) {
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

/** The top bar: brand, section links, search, menus, colour mode; hides on scroll down when configured. */
export function Navbar({ activeSidebar, route }: NavbarProps) {
  const { shown: drawerShown } = useMobileSidebar();
  const { navbarRef, visible, show } = useHideableNavbar(siteConfig.navbar.hideOnScroll);
  useNavbarBottom(navbarRef);
  const items = siteConfig.navbar.items;
  const left = items.filter((i) => i.position === "left");
  const right = items.filter((i) => i.position === "right");
  const hidden = !visible && !drawerShown;
  return (
    <header ref={navbarRef} className={hidden ? `${styles.header} ${styles.hidden}` : styles.header} onFocus={show}>
      <nav className={styles.navbar} aria-label="Main">
        <MobileSidebarToggle />
        <Link to="/" className={styles.brand}>
          <svg className={styles.logo} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
            <rect width="32" height="32" rx="8" fill="currentColor" />
            <path
              d="M9 20.5c1.6 1.3 3.9 2 6.3 2 3.6 0 6.2-1.6 6.2-4.3 0-2.4-1.8-3.5-5.3-4.2-2.2-.4-2.9-.8-2.9-1.6 0-.8.9-1.4 2.4-1.4 1.6 0 3 .5 4.2 1.4l1.8-2.5c-1.5-1.2-3.5-1.9-6-1.9-3.5 0-5.9 1.8-5.9 4.4 0 2.5 1.9 3.6 5.2 4.2 2.2.4 3 .8 3 1.6 0 .9-1 1.5-2.6 1.5-1.9 0-3.6-.6-4.9-1.7z"
              fill="var(--color-bg)"
            />
          </svg>
          <span className={styles.title}>{`${siteConfig.product.name} API Docs`}</span>
        </Link>
        <div className={styles.left}>
          <Items items={left} activeSidebar={activeSidebar} route={route} />
        </div>
        <div className={styles.right}>
          <Items items={right} activeSidebar={activeSidebar} route={route} />
        </div>
      </nav>
    </header>
  );
}
