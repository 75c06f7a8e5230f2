import { z } from "zod";

/**
 * The API changelog (issue 20): one MDX file per entry in content/changelog/, with frontmatter
 * validated here. Shared by the build (pages, feed, search, gate) and the changelog page.
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

const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "must be a date written YYYY-MM-DD")
  .refine(
    (d) => !Number.isNaN(Date.parse(`${d}T00:00:00Z`)) && new Date(`${d}T00:00:00Z`).toISOString().startsWith(d),
    {
      message: "is not a real calendar date",
    },
  );

/** Frontmatter of an entry. Unknown keys are errors, so a misspelt key cannot be silently ignored. */
export const changelogFrontmatterSchema = z.strictObject({
  /** Day the change took effect, `2025-06-02` (YAML dates are accepted too). */
  date: isoDate,
  /** One line, e.g. "Transaction History and Transaction Detail (beta)". */
  title: z.string().trim().min(3, "must say what changed in a few words"),
  /** Products the change touches, at least one of productTags. */
  products: z.array(z.enum(productTags)).min(1, "needs at least one product"),
  /** What kind of change it is: added, changed, deprecated, fixed, breaking. */
  changes: z.array(z.enum(changeTypes)).min(1, "needs at least one change type"),
  /** operationIds of the OpenAPI document the entry touches; their pages show "Changed on …". */
  operations: z.array(z.string().regex(/^[a-zA-Z][a-zA-Z0-9]*$/, "must be an operationId")).default([]),
});

export type ChangelogFrontmatter = z.infer<typeof changelogFrontmatterSchema>;

export interface ChangelogEntryData extends ChangelogFrontmatter {
  /** Anchor on /changelog/ and the feed entry id: the file name without `.mdx` (`2025-06-02-transaction-history`). */
  slug: string;
  /** Project-relative source path, for messages. */
  file: string;
}

export class ChangelogEntryError extends Error {}

/** The anchor of an entry, from its file name; file names sort by date, so they start with it. */
export function entrySlug(fileName: string): string {
  return fileName.replace(/\.mdx$/, "");
}

/**
 * Validates one entry's frontmatter; errors name the file and the field (`date: must be …`).
 * `knownOperations`, when given, makes an unknown operationId an error too.
 */
export function parseChangelogFrontmatter(
  data: unknown,
  file: string,
  knownOperations?: ReadonlySet<string>,
): ChangelogEntryData {
  // YAML reads an unquoted 2025-06-02 as a Date; accept it as the day it names.
  const input =
    data && typeof data === "object" && (data as { date?: unknown }).date instanceof Date
      ? { ...data, date: (data as { date: Date }).date.toISOString().slice(0, 10) }
      : data;
  const result = changelogFrontmatterSchema.safeParse(input ?? {});
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  - ${i.path.join(".") || "(frontmatter)"}: ${i.message}`);
    throw new ChangelogEntryError(`${file}: invalid changelog frontmatter:\n${lines.join("\n")}`);
  }
  const name = file.split("/").pop() ?? file;
  const slug = entrySlug(name);
  if (!/^\d{4}-\d{2}-\d{2}-[a-z0-9-]+$/.test(slug))
    throw new ChangelogEntryError(
      `${file}: the file name must be <date>-<words>.mdx, e.g. 2025-06-02-transaction-history.mdx`,
    );
  if (!slug.startsWith(result.data.date))
    throw new ChangelogEntryError(`${file}: date: ${result.data.date} differs from the date the file name starts with`);
  if (knownOperations) {
    const unknown = result.data.operations.filter((o) => !knownOperations.has(o));
    if (unknown.length)
      throw new ChangelogEntryError(
        `${file}: operations: ${unknown.join(", ")} ${unknown.length > 1 ? "are not operationIds" : "is not an operationId"} of the OpenAPI document`,
      );
  }
  return { ...result.data, slug, file };
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
  const [y, m, d] = date.split("-").map(Number);
  const months = [
    "January",
    "February",
    "March",
    "April",
    "May",
    "June",
    "July",
    "August",
    "September",
    "October",
    "November",
    "December",
  ];
  return `${d} ${months[m - 1]} ${y}`;
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
