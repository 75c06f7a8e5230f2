import { formatDocDate } from "./doc-meta";
/**
 * The API changelog (issue 20): one MDX file per entry in content/changelog/. Shared by the build
 * (pages, feed, search, gate) and the changelog page, so no validator here: the frontmatter schema
 * is build-time only (src/node/changelog/frontmatter.ts), and zod never reaches the browser.
 */

/** Change types, in the order the filter shows them. */
export const changeTypes = ["added", "changed", "deprecated", "fixed", "breaking"] as const;
export type ChangeType = (typeof changeTypes)[number];

/** Products an entry can be tagged with (the OpenAPI tags and the guide areas). */
export const productTags = [
  "payment-gateway",
  "widget",
  "disbursement",
  "merchant-management",
  "authentication",
  "settlement-file",
] as const;
export type ProductTag = (typeof productTags)[number];

/** Display labels; `%PRODUCT%` is replaced with the brand name like everywhere else. */
export const tagLabels: Record<ChangeType | ProductTag, string> = {
  added: "Added",
  changed: "Changed",
  deprecated: "Deprecated",
  fixed: "Fixed",
  breaking: "Breaking",
  "payment-gateway": "Payment Gateway",
  widget: "%PRODUCT% Widget",
  disbursement: "Disbursement",
  "merchant-management": "Merchant Management",
  authentication: "Authentication",
  "settlement-file": "Settlement Files",
};

/** Frontmatter of an entry, as validated at build (src/node/changelog/frontmatter.ts). */
export interface ChangelogFrontmatter {
  /** Day the change took effect, `2025-06-02`. */
  date: string;
  title: string;
  products: ProductTag[];
  changes: ChangeType[];
  /** operationIds of the OpenAPI document the entry touches; their pages show "Changed on …". */
  operations: string[];
  /** operationIds the entry removes from the document; entries up to this one may keep naming them. */
  removed?: string[];
}

export interface ChangelogEntryData extends ChangelogFrontmatter {
  /** Anchor on /changelog/ and the feed entry id: the file name without `.mdx` (`2025-06-02-transaction-history`). */
  slug: string;
  /** Project-relative source path, for messages. */
  file: string;
}

/** The anchor of an entry, from its file name; file names sort by date, so they start with it. */
export function entrySlug(fileName: string): string {
  return fileName.replace(/\.mdx$/, "");
}

/** Newest first; on the same day, by slug, so the order never depends on the file system. */
export function sortEntries<T extends { date: string; slug: string }>(entries: readonly T[]): T[] {
  return [...entries].sort((a, b) => b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug));
}

/** A note shown on an operation's page: "Changed on 2025-06-02: <title>", linking the entry. */
export interface OperationChangeNote {
  date: string;
  title: string;
  slug: string;
  changes: ChangeType[];
}

/** operationId → the entries that touch it, newest first. */
export function notesByOperation(entries: readonly ChangelogEntryData[]): Map<string, OperationChangeNote[]> {
  const notes = new Map<string, OperationChangeNote[]>();
  for (const e of sortEntries(entries))
    for (const op of e.operations) {
      const list = notes.get(op) ?? [];
      list.push({ date: e.date, title: e.title, slug: e.slug, changes: e.changes });
      notes.set(op, list);
    }
  return notes;
}

/** "2025-06-02" → "2 June 2025" (the date is a day, not an instant: no time zone applies). */
export function formatEntryDate(date: string): string {
  return formatDocDate(date) ?? date;
}

/** Which entries a tag filter keeps: all when no tag is chosen, else those carrying every chosen tag. */
export function matchesTags(
  entry: { products: readonly string[]; changes: readonly string[] },
  chosen: readonly string[],
): boolean {
  return chosen.every((t) => entry.products.includes(t) || entry.changes.includes(t));
}

/** Route of the changelog page and its feed (DESIGN: `/changelog/` with a feed beside it). */
export const changelogRoute = "/changelog/";
export const changelogFeedPath = "/changelog/atom.xml";
