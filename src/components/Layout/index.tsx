import React from "react";
import { Navbar } from "../Navbar";
import { Sidebar } from "../Sidebar";
import { Footer } from "../Footer";
import type { SidebarItem } from "../../lib/sidebar";
import * as styles from "./styles.module.css";

export interface LayoutProps {
  /** Canonical route of the page (without base path), to mark active links. */
  route: string;
  sidebarName?: string | null;
  sidebarLabel?: string | null;
  sidebar?: SidebarItem[];
  children: React.ReactNode;
}

/** The page frame: skip link, navbar, sidebar, main content and footer. */
export function Layout({ route, sidebarName = null, sidebarLabel = null, sidebar = [], children }: LayoutProps) {
  const hasSidebar = sidebar.length > 0;
  return (
    <>
      <a className={styles.skipLink} href="#main-content">
        Skip to main content
      </a>
      <Navbar activeSidebar={sidebarName} route={route} />
      <div className={hasSidebar ? styles.withSidebar : styles.full}>
        {hasSidebar && <Sidebar label={sidebarLabel ?? ""} items={sidebar} route={route} />}
        <main id="main-content" className={styles.main} tabIndex={-1}>
          {children}
        </main>
      </div>
      <Footer />
    </>
  );
}
