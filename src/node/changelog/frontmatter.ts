import { isCalendarDay } from "../calendar-day";
import { z } from "zod";
import {
  changeTypes,
  entrySlug,
  productTags,
  type ChangelogEntryData,
  type ChangelogFrontmatter,
} from "../../lib/changelog";

/** Build-time validation of a changelog entry's frontmatter; errors name the file and the field. */

const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "must be a date written YYYY-MM-DD")
  .refine(isCalendarDay, { message: "is not a real calendar date" });

const operationId = z.string().regex(/^[a-zA-Z][a-zA-Z0-9]*$/, "must be an operationId");

/** Today in GMT+7 (the docs' time zone): entries dated later are refused, draft entries get this date. */
export function todayInJakarta(now = Date.now()): string {
  return new Date(now + 7 * 3600_000).toISOString().slice(0, 10);
}

/** Frontmatter of an entry. Unknown keys are errors, so a misspelt key cannot be silently ignored. */
export const changelogFrontmatterSchema: z.ZodType<ChangelogFrontmatter, unknown> = z.strictObject({
  /** Day the change took effect, `2025-06-02` (YAML dates are accepted too). */
  date: isoDate,
  /** One line, e.g. "Transaction History and Transaction Detail (beta)". */
  title: z.string().trim().min(3, "must say what changed in a few words"),
  /** Products the change touches, at least one of productTags. */
  products: z.array(z.enum(productTags)).min(1, "needs at least one product"),
  /** What kind of change it is: added, changed, deprecated, fixed, breaking. */
  changes: z.array(z.enum(changeTypes)).min(1, "needs at least one change type"),
  /** operationIds of the OpenAPI document the entry touches; their pages show "Changed on …". */
  operations: z.array(operationId).default([]),
  /** operationIds this entry removes from the document (a breaking change); older entries may keep naming them. */
  removed: z.array(operationId).default([]),
});

export class ChangelogEntryError extends Error {}

/**
 * Validates one entry's frontmatter; errors name the file and the field (`date: must be …`). An
 * entry records a change that has taken effect, so a date after `today` (GMT+7) is refused: a
 * future-dated entry would otherwise announce, and clear in the change gate, what has not happened.
 */
export function parseChangelogFrontmatter(
  data: unknown,
  file: string,
  today: string = todayInJakarta(),
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
  if (result.data.date > today)
    throw new ChangelogEntryError(
      `${file}: date: ${result.data.date} is in the future (today is ${today} in GMT+7): an entry records a change that has taken effect; date it the day the change ships`,
    );
  if ((result.data.removed ?? []).length && !result.data.changes.includes("breaking"))
    throw new ChangelogEntryError(
      `${file}: removed: removing an operation is a breaking change; add breaking to changes`,
    );
  return { ...result.data, slug, file };
}

/**
 * The entries' `operations` and `removed` against the document's operationIds. An operation that
 * is gone is fine in entries dated up to the entry that lists it under `removed`, so history is
 * never rewritten when an operation is retired; anywhere else it is an error naming file and id.
 */
export function checkEntryOperations(entries: readonly ChangelogEntryData[], known: ReadonlySet<string>): void {
  const removals = entries.flatMap((e) => (e.removed ?? []).map((id) => ({ id, entry: e })));
  for (const e of entries) {
    for (const id of e.removed ?? [])
      if (known.has(id))
        throw new ChangelogEntryError(
          `${e.file}: removed: ${id} is still an operationId of the OpenAPI document; remove the operation, or the id from removed`,
        );
    const unknown = e.operations.filter(
      (id) => !known.has(id) && !removals.some((r) => r.id === id && r.entry.date >= e.date),
    );
    if (!unknown.length) continue;
    const notes = unknown.map((id) => {
      const removal = removals.find((r) => r.id === id);
      return removal ? ` (${removal.entry.file} removed it on ${removal.entry.date}, before this entry)` : "";
    });
    throw new ChangelogEntryError(
      `${e.file}: operations: ${unknown.map((id, i) => id + notes[i]).join(", ")} ${unknown.length > 1 ? "are not operationIds" : "is not an operationId"} of the OpenAPI document. If the operation was retired, the entry that retires it lists it under removed (docs/authoring.md, "Changelog").`,
    );
  }
}
