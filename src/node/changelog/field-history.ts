import path from "node:path";
import type { ChangelogEntryData } from "../../lib/changelog";
import {
  addedKey,
  deprecatedOnKey,
  fieldMarks,
  isIsoDay,
  listOperations,
  pointerJoin,
  type FieldChangeKind,
  type FieldHistoryIssue,
  type FieldMark,
  type JsonObject,
} from "../openapi";
import { openapiFile } from "./entries";

/**
 * Every "Added on" / "Deprecated on" date of a field in the OpenAPI document must be the day of a
 * changelog entry of that kind listing an operation that uses the field
 * (badges and changelog agree). Throws naming the mark's JSON pointer and line.
 */
export function checkFieldHistory(
  doc: JsonObject,
  entries: readonly ChangelogEntryData[],
  /** Lines of the source for the message, computed only when there is something to report. */
  lineOf: () => (pointer: string) => number | null,
  file = path.relative(process.cwd(), openapiFile),
): void {
  const operations = listOperations(doc);
  const sinceOf = (operationId: string): string | null => {
    const lifecycle = operations.find((o) => o.operationId === operationId)?.operation["x-lifecycle"];
    const since = (lifecycle as JsonObject | undefined)?.since;
    return typeof since === "string" ? since : null;
  };
  const problems = fieldHistoryProblems(fieldMarks(doc, operations), entries, sinceOf);
  if (!problems.length) return;
  const lineOfPointer = lineOf();
  const lines = problems.map((p) => {
    const line = lineOfPointer(p.pointer);
    return `  - ${p.pointer}${line ? ` (${file}:${line})` : ""}: ${p.message}`;
  });
  throw new Error(
    `${file}: field history that the changelog does not back (docs/openapi.md, "Field history"):\n${lines.join("\n")}`,
  );
}

/**
 * The changelog entry a field's badge links to: dated `date`, tagged `kind`, listing the operation
 * (or, failing that, one listing any of `operations`). Null when there is none.
 */
export function fieldChangeEntry(
  entries: readonly Pick<ChangelogEntryData, "date" | "changes" | "operations" | "slug">[],
  kind: FieldChangeKind,
  date: string,
  operations: readonly string[],
): string | null {
  const candidates = entries.filter((e) => e.date === date && e.changes.includes(kind));
  for (const op of operations) {
    const found = candidates.find((e) => e.operations.includes(op));
    if (found) return found.slug;
  }
  return null;
}

/**
 * Marks the changelog does not back: a date with no entry of that day and kind listing an
 * operation that uses the field, or an `x-added` no later than the launch (`x-lifecycle.since`) of
 * every operation that uses it (a field that came with its operation needs no mark). Each problem
 * names the pointer of the mark and says what to write.
 */
export function fieldHistoryProblems(
  marks: readonly FieldMark[],
  entries: readonly ChangelogEntryData[],
  sinceOf: (operationId: string) => string | null,
): FieldHistoryIssue[] {
  const problems: FieldHistoryIssue[] = [];
  const ops = (m: FieldMark) => m.operations.join(", ");
  for (const m of marks) {
    const dated: [FieldChangeKind, string, string | null][] = [
      ["added", addedKey, m.added],
      ["deprecated", deprecatedOnKey, m.deprecatedOn],
    ];
    for (const [kind, key, date] of dated) {
      if (!date || !isIsoDay(date)) continue;
      if (!fieldChangeEntry(entries, kind, date, m.operations))
        problems.push({
          pointer: pointerJoin(m.pointer, key),
          message: `${date} is not the date of a changelog entry with changes: [${kind}] listing ${m.operations.length > 1 ? "one of " : ""}${ops(m)} in operations (add content/changelog/${date}-<words>.mdx, or correct the date)`,
        });
    }
    const added = m.added;
    if (added && isIsoDay(added)) {
      const launches = m.operations.map((o) => [o, sinceOf(o)] as const);
      if (launches.every(([, since]) => since !== null && since >= added))
        problems.push({
          pointer: pointerJoin(m.pointer, addedKey),
          message: `${added} is not after the launch of ${launches.map(([o, since]) => `${o} (x-lifecycle since ${since})`).join(", ")}: a field that came with its operation needs no mark`,
        });
    }
  }
  return problems;
}
