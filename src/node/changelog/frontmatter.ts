import { z } from "zod";
import {
  changeTypes,
  entrySlug,
  productTags,
  type ChangelogEntryData,
  type ChangelogFrontmatter,
} from "../../lib/changelog";

/** Build-time validation of a changelog entry's frontmatter (issue 20); errors name the file and the field. */

/** A `YYYY-MM-DD` that names a day of the calendar (not 2025-02-30); also for field history dates (src/node/openapi). */
export function isCalendarDay(d: string): boolean {
  return !Number.isNaN(Date.parse(`${d}T00:00:00Z`)) && new Date(`${d}T00:00:00Z`).toISOString().startsWith(d);
}

const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "must be a date written YYYY-MM-DD")
  .refine(isCalendarDay, { message: "is not a real calendar date" });

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
  operations: z.array(z.string().regex(/^[a-zA-Z][a-zA-Z0-9]*$/, "must be an operationId")).default([]),
});

export class ChangelogEntryError extends Error {}

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
