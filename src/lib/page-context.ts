import type { SidebarItem, SidebarLink } from "./sidebar";
import type { ApiPageData } from "./openapi/types";
import type { ContentNode } from "./content-tree";
import type { OperationChangeNote } from "./changelog";

/** Heading of a page, for its table of contents. */
export interface TocHeading {
  depth: number;
  value: string;
  id: string;
}

/** What createPages hands every doc page (src/node/pages/create-pages.ts → src/templates/doc.tsx); the body comes from the template's query. */
export interface DocPageContext {
  id: string;
  docId: string;
  route: string;
  title: string;
  description: string;
  /** Which sidebar the page belongs to ("guide" | "api"), null for pages in none. */
  sidebarName: string | null;
  sidebarLabel: string | null;
  sidebar: SidebarItem[];
  breadcrumbs: string[];
  previous: SidebarLink | null;
  next: SidebarLink | null;
  toc: TocHeading[];
  /** Project-relative source file (for "Edit this page"). */
  file: string;
  operationId: string | null;
  /** What the API template renders after the MDX body (operation reference, tables, downloads). */
  api: ApiPageData | null;
  /** Other project-relative files the page is built from (the OpenAPI document for API pages). */
  sources: string[];
  /** When the page's sources last changed (ISO-8601 from git history), null when unknown. */
  lastUpdated: string | null;
  /** Changelog entries that touch the page's operation, newest first ("Changed on …"). */
  changes: OperationChangeNote[];
}

/** What a doc template's query returns: the doc's MDX body as page data (src/node/content/compile.ts). */
export interface DocQueryData {
  mdx: { contentTree: ContentNode[] };
}

/** What the changelog page's context carries about each entry (its body comes from the query). */
export interface ChangelogPageEntry {
  slug: string;
  date: string;
  title: string;
  products: string[];
  changes: string[];
  operations: { operationId: string; title: string; route: string | null }[];
  /** operationIds the entry removed (no page to link). */
  removed: string[];
}

export interface ChangelogPageContext extends DocPageContext {
  entries: ChangelogPageEntry[];
  /** Tags in use, in filter order, with labels. */
  tags: { value: string; label: string }[];
}
