import { formatDocDate } from "./doc-meta";
/**
 * The API changelog: one MDX file per entry in content/changelog/. Shared by the build
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

/** The tag filter: chosen products and chosen change types (the two groups of buttons). */
export interface TagFilter {
  products: readonly string[];
  changes: readonly string[];
}

export const noFilter: TagFilter = { products: [], changes: [] };

/**
 * Which entries a tag filter keeps: within a group any chosen tag will do (two products: entries of
 * either), and every group with a choice must match (a product and "breaking": breaking entries of
 * that product). No choice keeps everything.
 */
export function matchesTags(
  entry: { products: readonly string[]; changes: readonly string[] },
  filter: TagFilter,
): boolean {
  const group = (chosen: readonly string[], tags: readonly string[]) =>
    chosen.length === 0 || chosen.some((t) => tags.includes(t));
  return group(filter.products, entry.products) && group(filter.changes, entry.changes);
}

/** Query parameters of the filter on /changelog/: `?products=widget,disbursement&changes=breaking`. */
export const filterParams = { products: "products", changes: "changes" } as const;

/** The filter a query string asks for; unknown tags are dropped, so an old or mistyped link still opens the page. */
export function filterFromSearch(search: string): TagFilter {
  const params = new URLSearchParams(search);
  const read = <T extends string>(name: string, allowed: readonly T[]): T[] => {
    const values = (params.get(name) ?? "")
      .split(",")
      .filter((v): v is T => (allowed as readonly string[]).includes(v));
    return allowed.filter((t) => values.includes(t));
  };
  return { products: read(filterParams.products, productTags), changes: read(filterParams.changes, changeTypes) };
}

/** The query string for a filter (`""` when nothing is chosen), tags in filter order so one filter has one address. */
export function searchForFilter(filter: TagFilter): string {
  const parts: string[] = [];
  const products = productTags.filter((t) => filter.products.includes(t));
  const changes = changeTypes.filter((t) => filter.changes.includes(t));
  if (products.length) parts.push(`${filterParams.products}=${products.join(",")}`);
  if (changes.length) parts.push(`${filterParams.changes}=${changes.join(",")}`);
  return parts.length ? `?${parts.join("&")}` : "";
}

/** Adds or removes one tag; which group it belongs to follows from the tag. */
export function toggleTag(filter: TagFilter, tag: string): TagFilter {
  const group: keyof TagFilter = (productTags as readonly string[]).includes(tag) ? "products" : "changes";
  const current = filter[group];
  return { ...filter, [group]: current.includes(tag) ? current.filter((t) => t !== tag) : [...current, tag] };
}

export function isFiltered(filter: TagFilter): boolean {
  return filter.products.length > 0 || filter.changes.length > 0;
}

/** Route of the changelog page and its feed (DESIGN: `/changelog/` with a feed beside it). */
export const changelogRoute = "/changelog/";
export const changelogFeedPath = "/changelog/atom.xml";
