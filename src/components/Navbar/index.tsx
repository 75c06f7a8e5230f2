import React from "react";
import { Link } from "gatsby";
import type { NavbarItemConfig } from "../../config";
import { useMobileSidebar } from "../../contexts/MobileSidebarContext";
import { useHideableNavbar } from "../../hooks/useHideableNavbar";
import { useNavbarBottom } from "../../hooks/useNavbarBottom";
import { MobileSidebarToggle } from "./MobileSidebar/Toggle";
import type { MenuItemConfig } from "./NavbarItem";
import { unknownItemError } from "./unknown-item";
import { groupRuns } from "../../lib/runs";
import { DeferredNavbarItems } from "./menus";
import { SearchBox } from "../SearchBox";
import { AskAiButton } from "../AskAiButton";
import { ColorModeToggle } from "../ColorModeToggle";
import * as styles from "./styles.module.css";

export { MobileSidebar } from "./MobileSidebar";

export interface NavbarProps {
  /** The sidebar of the current page ("guide" | "api"), to mark its navbar link active. */
  activeSidebar: string | null;
  route: string;
}

/** The links and menus: NavbarItem's, kept as server HTML until used. */
const menuTypes = new Set<NavbarItemConfig["type"]>(["link", "external", "localeDropdown", "versionDropdown"]);
const isMenu = (item: NavbarItemConfig): item is MenuItemConfig => menuTypes.has(item.type);

/** An item that hydrates with the bar (NavbarItem's HydratedItemType); any other type crashes the page, naming it. */
function HydratedItem({ item, activeSidebar }: { item: NavbarItemConfig; activeSidebar: string | null }) {
  switch (item.type) {
    case "search":
      return <SearchBox context={activeSidebar} />;
    case "askAi":
      return <AskAiButton />;
    case "colorModeToggle":
      return <ColorModeToggle />;
    default:
      throw unknownItemError(item);
  }
}

/**
 * One side of the bar: the search box, Ask AI and the colour mode toggle hydrate with the bar;
 * each run of links and menus between them keeps its server HTML until used (src/components/Chrome),
 * named by its side and first place.
 */
function Items({
  items,
  side,
  activeSidebar,
  route,
}: {
  items: NavbarItemConfig[];
  side: string;
  activeSidebar: string | null;
  route: string;
}) {
  const pieces = groupRuns(items, isMenu).map((piece) =>
    "run" in piece ? (
      <DeferredNavbarItems
        key={`run-${piece.start}`}
        part={`navbar-${side}-${piece.start}`}
        items={piece.run as MenuItemConfig[]}
        activeSidebar={activeSidebar}
        route={route}
      />
    ) : (
      <HydratedItem key={piece.index} item={piece.item} activeSidebar={activeSidebar} />
    ),
  );
  return <>{pieces}</>;
}

// First-load code: the settings inlined one by one (src/config/index.ts); the items once, here.
const items = __SITE_CONFIG__.navbar.items;
const left = items.filter((i) => i.position === "left");
const right = items.filter((i) => i.position === "right");

/** The top bar: brand, section links, search, menus, colour mode; hides on scroll down when configured. */
export function Navbar({ activeSidebar, route }: NavbarProps) {
  const { shown: drawerShown } = useMobileSidebar();
  const { navbarRef, visible, show } = useHideableNavbar(__SITE_CONFIG__.navbar.hideOnScroll);
  useNavbarBottom(navbarRef);
  const hidden = !visible && !drawerShown;
  return (
    <header ref={navbarRef} className={hidden ? `${styles.header} ${styles.hidden}` : styles.header} onFocus={show}>
      <nav className={styles.navbar} aria-label="Main">
        <MobileSidebarToggle />
        <Link to="/" className={styles.brand}>
          <span className={styles.logo} aria-hidden="true" />
          <span className={styles.title}>{`${__SITE_CONFIG__.product.name} API Docs`}</span>
        </Link>
        <div className={styles.left}>
          <Items items={left} side="left" activeSidebar={activeSidebar} route={route} />
        </div>
        <div className={styles.right}>
          <Items items={right} side="right" activeSidebar={activeSidebar} route={route} />
        </div>
      </nav>
    </header>
  );
}
