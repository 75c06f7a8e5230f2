import React from "react";
import { MobileSidebarProvider } from "../../contexts/MobileSidebarContext";
import { Navbar } from "../Navbar";
import { MobileSidebar } from "../Navbar";
// After the navbar, which imports "gatsby" (and with it gatsby-browser.tsx's stylesheets): the
// announcement bar brings the chrome's parts, whose stylesheets must come after those.
import { AnnouncementBar } from "../AnnouncementBar";
import { DeferredFooter, DeferredSidebar } from "../Chrome";
import { OfflineNotice } from "../OfflineNotice";
import { SkipToContent, mainContentId } from "../SkipToContent";
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

/** The page frame: skip link, announcement, navbar (+ mobile drawer), sidebar, main content and footer. */
export function Layout({ route, sidebarName = null, sidebarLabel = null, sidebar = [], children }: LayoutProps) {
  const hasSidebar = sidebar.length > 0;
  return (
    <MobileSidebarProvider route={route}>
      <SkipToContent />
      <AnnouncementBar />
      <Navbar activeSidebar={sidebarName} route={route} />
      <MobileSidebar route={route} activeSidebar={sidebarName} sidebarLabel={sidebarLabel} sidebar={sidebar} />
      <div className={hasSidebar ? styles.withSidebar : styles.full}>
        {hasSidebar && <DeferredSidebar label={sidebarLabel ?? ""} items={sidebar} route={route} />}
        <main id={mainContentId} className={styles.main} tabIndex={-1}>
          {children}
        </main>
      </div>
      <DeferredFooter />
      <OfflineNotice />
    </MobileSidebarProvider>
  );
}
