import { apiCompare } from "api-smart-diff";
import { parse } from "yaml";
import type { ChangelogEntryData, ChangeType, ProductTag } from "../../lib/changelog";
import { isObject, resolvePointer, type Json } from "../openapi";
import { compareOperations, type ChangeKind } from "./schema-diff";

/**
 * The API change gate. The build compares the OpenAPI document with the snapshot taken
 * at the last changelog entry (`npm run changelog:snapshot`) in two ways, and lists each change
 * once:
 * - the build's own comparison of every operation's request and response JSON Schemas
 *   (./schema-diff: paths and webhooks, conditional requirements, `null` in type lists);
 * - api-smart-diff (an OpenAPI 3.0 diff library whose repository was last changed in 2024; it reads this 3.1
 *   document's paths but not its webhooks) for what lies outside those schemas, such as `security`.
 *   Its lines about a field the build's comparison already reports are dropped, and so are its
 *   copies under `components` (each change there is also reported where an operation uses it).
 * A breaking change fails the build unless an entry written since the snapshot, tagged `breaking`
 * and dated from the snapshot's day to today, lists its operation; other changes are printed as a
 * draft entry for the writer.
 */

/** First lines of the snapshot file; the rest is the OpenAPI document byte for byte. */
const snapshotHeader = /^# changelog-snapshot: (\d{4}-\d{2}-\d{2})\b[^\n]*\n(?:# changelog-entries:([^\n]*)\n)?/;

export interface ApiSnapshot {
  /** Date of the newest changelog entry when the snapshot was taken. */
  date: string;
  /**
   * Slugs of every entry there was then: entries not in this list are new since the snapshot.
   * Null in a snapshot written before the list was recorded: then the entries dated up to `date` count as seen.
   */
  entries: string[] | null;
  /** The OpenAPI document's source text at that time. */
  source: string;
}

export function parseSnapshot(text: string, file: string): ApiSnapshot {
  const header = snapshotHeader.exec(text);
  if (!header)
    throw new Error(
      `${file}: not a changelog snapshot (its first line must be "# changelog-snapshot: YYYY-MM-DD …"); write it with npm run changelog:snapshot`,
    );
  const entries = header[2] === undefined ? null : header[2].trim().split(/\s+/).filter(Boolean);
  return { date: header[1], entries, source: text.slice(header[0].length) };
}

export function formatSnapshot(date: string, entries: readonly string[], source: string): string {
  return [
    `# changelog-snapshot: ${date} (the OpenAPI document at the changelog entry of that day; written by npm run changelog:snapshot, do not edit)`,
    `# changelog-entries: ${entries.join(" ")}`,
    source,
  ].join("\n");
}

export interface ApiChange {
  breaking: boolean;
  kind: ChangeKind;
  /** `POST /v1.0/debit/status` or `webhook pgFinishNotify`, or the document path for other parts. */
  where: string;
  operationId: string | null;
  /** The operation's OpenAPI tag, for the draft entry's products. */
  tag: string | null;
  /** `request body`, `response 200`, `notification body`…; null for the operation as a whole. */
  location: string | null;
  /** `additionalInfo.checkoutMode`, or null. */
  field: string | null;
  /** What changed, naming the field and the values. */
  description: string;
  /** Which comparison found it. */
  source: "schemas" | "api-smart-diff";
}

type Operation = { operationId?: string; tags?: string[]; parameters?: unknown[] };
type Doc = {
  paths?: Record<string, Record<string, Operation>>;
  webhooks?: Record<string, Record<string, Operation>>;
};

const methods = new Set(["get", "put", "post", "delete", "patch", "head", "options", "trace"]);

/** Follows a local `$ref` (`#/components/…`). */
function deref(doc: unknown, node: unknown): unknown {
  let current = node;
  for (let i = 0; i < 20 && isObject(current) && typeof current.$ref === "string"; i++) {
    if (!current.$ref.startsWith("#/")) return current;
    current = resolvePointer(doc as Json, current.$ref);
  }
  return current;
}

/**
 * Where an api-smart-diff line is, in the terms of the build's comparison: the operation, the
 * part (`request body`, `response 200`, `request headers`…) and the field path, so a line about a
 * field the build already reports can be recognised.
 */
function locate(
  path: (string | number)[],
  doc: Doc,
  value: unknown,
): Pick<ApiChange, "where" | "operationId" | "tag" | "location" | "field"> {
  const [area, key, method, ...rest] = path.map(String);
  if (area !== "paths" || !key || !method || !methods.has(method))
    return { where: path.slice(0, 4).map(String).join("."), operationId: null, tag: null, location: null, field: null };
  const op = doc.paths?.[key]?.[method];
  const base = {
    where: `${method.toUpperCase()} ${key}`,
    operationId: op?.operationId ?? null,
    tag: op?.tags?.[0] ?? null,
  };
  let location: string | null = null;
  let node: unknown;
  let schemaPath: string[] = [];
  if (rest[0] === "requestBody" && rest[3] === "schema") {
    location = "request body";
    node = deref(doc, (op as Record<string, unknown> | undefined)?.requestBody);
    node = deref(doc, (node as { content?: Record<string, { schema?: unknown }> })?.content?.[rest[2]]?.schema);
    schemaPath = rest.slice(4);
  } else if (rest[0] === "responses" && rest[2] === "content" && rest[4] === "schema") {
    location = `response ${rest[1]}`;
    node = deref(doc, (op as { responses?: Record<string, unknown> } | undefined)?.responses?.[rest[1]]);
    node = deref(doc, (node as { content?: Record<string, { schema?: unknown }> })?.content?.[rest[3]]?.schema);
    schemaPath = rest.slice(5);
  } else if (rest[0] === "responses" && rest.length === 2) {
    return { ...base, location: `response ${rest[1]}`, field: null };
  } else if (rest[0] === "parameters" && rest[1] !== undefined) {
    const param = deref(doc, op?.parameters?.[Number(rest[1])]) as { in?: string; name?: string } | undefined;
    const where = param?.in === "query" ? "query parameters" : param?.in === "header" ? "request headers" : null;
    return { ...base, location: where, field: param?.name ?? null };
  } else return { ...base, location: null, field: rest[0] === "deprecated" || !rest.length ? null : rest[0] };
  const field: string[] = [];
  for (let i = 0; i < schemaPath.length; i++) {
    const segment = schemaPath[i];
    node = deref(doc, node);
    if (!isObject(node)) break;
    const here = node as Record<string, unknown>;
    if (segment === "properties" && schemaPath[i + 1] !== undefined) {
      field.push(schemaPath[i + 1]);
      node = (here.properties as Record<string, unknown> | undefined)?.[schemaPath[++i]];
    } else if (segment === "items") {
      field.push("[]");
      node = here.items;
    } else if (segment === "required" && i === schemaPath.length - 2) {
      // `required.2`: the diff's own value names the field.
      if (typeof value === "string") field.push(value);
      break;
    } else if ((segment === "allOf" || segment === "anyOf" || segment === "oneOf") && schemaPath[i + 1] !== undefined) {
      node = (here[segment] as unknown[] | undefined)?.[Number(schemaPath[++i])];
    } else break;
  }
  return { ...base, location, field: field.length ? field.join(".").replace(/\.\[\]/g, "[]") : null };
}

/**
 * What api-smart-diff classes as breaking, plus every removed property: the issue counts a removed
 * field as breaking wherever it is (the tool calls a removed request field compatible, but a
 * merchant that sends it may then be refused or silently ignored).
 */
function isBreaking(d: { type: string; action: string; path: (string | number)[] }): boolean {
  if (d.type === "breaking") return true;
  return d.action === "remove" && d.path[d.path.length - 2] === "properties";
}

const placeKey = (c: Pick<ApiChange, "where" | "location" | "field">) =>
  `${c.where}|${c.location ?? ""}|${c.field ?? ""}`;

/** The changes between two parsed OpenAPI documents that matter to integrators, each once (annotations such as descriptions are left out). */
export function diffDocuments(before: unknown, after: unknown): ApiChange[] {
  const own: ApiChange[] = compareOperations(before, after).map((c) => ({ ...c, source: "schemas" }));
  const places = new Set(own.map(placeKey));
  // Whole operations added, removed or moved, by path: api-smart-diff's path-item lines repeat them.
  const keysOfOwnOperations = new Set(own.filter((c) => c.location === null).map((c) => c.where.replace(/^\S+ /, "")));
  const { diffs } = apiCompare(before, after);
  const seen = new Set<string>();
  const theirs: ApiChange[] = [];
  for (const d of diffs) {
    if (d.path[0] === "components") continue;
    const breaking = isBreaking(d);
    if (!breaking && d.type !== "non-breaking" && d.type !== "deprecated") continue;
    if (d.path[0] === "paths" && d.path.length === 2 && keysOfOwnOperations.has(String(d.path[1]))) continue;
    const place = locate(
      d.path,
      (d.action === "remove" ? before : after) as Doc,
      d.action === "remove" ? d.before : d.after,
    );
    if (places.has(placeKey(place))) continue;
    const description = (d.description ?? "").trim() || `${d.action} ${d.path.slice(3).join(".")}`;
    const k = `${placeKey(place)}|${description}`;
    if (seen.has(k)) continue;
    seen.add(k);
    const kind: ChangeKind =
      d.type === "deprecated"
        ? "deprecated"
        : d.action === "add"
          ? "added"
          : d.action === "remove"
            ? "removed"
            : "changed";
    theirs.push({ breaking, kind, description, ...place, source: "api-smart-diff" });
  }
  return [...own, ...theirs];
}

export interface GateResult {
  breaking: ApiChange[];
  other: ApiChange[];
  /** The breaking changes no entry announces; the build stops when there are any. */
  unannounced: ApiChange[];
  /** The entries written since the snapshot that announce breaking changes. */
  announcedBy: ChangelogEntryData[];
  /** Entries written since the snapshot (the snapshot should be retaken once they describe the change). */
  newEntries: ChangelogEntryData[];
  /** Set when the build must stop: names every unannounced breaking change and the entry that would clear it. */
  error: string | null;
  /** A draft entry for the writer, for the changes no new entry lists. */
  draft: string | null;
}

const productByTag: Record<string, ProductTag> = {
  "Payment Gateway": "payment-gateway",
  "%PRODUCT% Widget": "widget",
  Disbursement: "disbursement",
  "Merchant Management": "merchant-management",
  Authentication: "authentication",
};

/** Change types of the draft: one per kind of change found, in the filter's order. */
function draftChanges(changes: readonly ApiChange[]): ChangeType[] {
  const types = new Set<ChangeType>();
  for (const c of changes) {
    if (c.breaking) types.add("breaking");
    else if (c.kind === "deprecated") types.add("deprecated");
    else if (c.kind === "added") types.add("added");
    else types.add("changed");
  }
  return (["added", "changed", "deprecated", "fixed", "breaking"] as const).filter((t) => types.has(t));
}

const line = (c: ApiChange) =>
  `${c.where}${c.operationId ? ` (${c.operationId})` : ""}${c.location ? `, ${c.location}` : ""}: ${c.description.replace(/^\[\w+\]\s*/, "")}`;

/** A changelog entry to start from, listing the changes found, with the field marks the badges need. */
export function draftEntry(
  changes: readonly ApiChange[],
  today: string,
  removedOperations: readonly string[] = [],
): string {
  const ops = [
    ...new Set(
      changes
        .map((c) => c.operationId)
        .filter((o): o is string => Boolean(o) && !removedOperations.includes(o as string)),
    ),
  ];
  const products = [...new Set(changes.map((c) => (c.tag ? productByTag[c.tag] : undefined)).filter(Boolean))];
  const marks = changes
    .filter(
      (c) =>
        c.field &&
        c.source === "schemas" &&
        (c.kind === "deprecated" || (c.kind === "added" && /\badded\b/.test(c.description))),
    )
    .map((c) =>
      c.kind === "deprecated"
        ? `#   ${c.operationId}, ${c.location}, ${c.field}: x-deprecated-on: ${today} and x-deprecation-note (what to use instead)`
        : `#   ${c.operationId}, ${c.location}, ${c.field}: x-added: ${today}`,
    );
  return [
    `content/changelog/${today}-<words>.mdx`,
    "---",
    `date: ${today}`,
    "title: <what changed, in a few words>",
    `products: [${products.join(", ")}]`,
    `changes: [${draftChanges(changes).join(", ")}]`,
    `operations: [${ops.join(", ")}]`,
    ...(removedOperations.length ? [`removed: [${removedOperations.join(", ")}]`] : []),
    "---",
    "",
    ...changes.map((c) => `- ${line(c)}`),
    ...(marks.length
      ? [
          "",
          '# Field marks for the "Added on" / "Deprecated on" badges (docs/openapi.md, "Field history"), in the OpenAPI document:',
          ...marks,
        ]
      : []),
  ].join("\n");
}

const listLimit = 20;

/** The last diff: the build and tests often ask about the same pair of documents twice, and api-smart-diff takes seconds. */
let lastDiff: { before: string; after: string; changes: ApiChange[] } | null = null;

export function diffSources(before: string, after: string): ApiChange[] {
  if (before === after) return [];
  if (lastDiff?.before !== before || lastDiff.after !== after)
    lastDiff = { before, after, changes: diffDocuments(parse(before), parse(after)) };
  return lastDiff.changes;
}

/**
 * Compares the current document with the snapshot. Cheap when nothing changed (the sources are
 * compared as text first); the diff itself takes seconds on the full document.
 *
 * A breaking change is announced by an entry that is new since the snapshot (not in its entry
 * list), tagged `breaking`, dated from the snapshot's day to today, and that lists the change's
 * operation in `operations` (or `removed`). A change that belongs to no operation is announced by
 * any such entry.
 */
export function checkApiChanges(options: {
  snapshot: ApiSnapshot;
  currentSource: string;
  entries: readonly ChangelogEntryData[];
  today: string;
  snapshotFile: string;
  /** How the two sources are compared: diffSources, or a build's cached result of it. */
  diff?: (before: string, after: string) => ApiChange[];
}): GateResult {
  const { snapshot, currentSource, entries, today, snapshotFile, diff = diffSources } = options;
  const known = new Set(snapshot.entries ?? entries.filter((e) => e.date <= snapshot.date).map((e) => e.slug));
  const newEntries = entries.filter((e) => !known.has(e.slug));
  const changes = diff(snapshot.source, currentSource);
  const breaking = changes.filter((c) => c.breaking);
  const other = changes.filter((c) => !c.breaking);
  const clearing = newEntries.filter(
    (e) => e.changes.includes("breaking") && e.date >= snapshot.date && e.date <= today,
  );
  const names = (e: ChangelogEntryData, id: string) => e.operations.includes(id) || (e.removed ?? []).includes(id);
  const announcer = (c: ApiChange) => (c.operationId ? clearing.find((e) => names(e, c.operationId!)) : clearing[0]);
  const unannounced = breaking.filter((c) => !announcer(c));
  const announcedBy = [...new Set(breaking.map(announcer).filter((e): e is ChangelogEntryData => Boolean(e)))];
  let error: string | null = null;
  if (unannounced.length) {
    const shown = unannounced.slice(0, listLimit).map((c) => `  - ${line(c)}`);
    if (unannounced.length > listLimit) shown.push(`  - … and ${unannounced.length - listLimit} more`);
    const removedOps = [
      ...new Set(
        unannounced
          .filter((c) => c.kind === "removed" && c.location === null && c.operationId)
          .map((c) => c.operationId!),
      ),
    ];
    const ops = [
      ...new Set(
        unannounced.map((c) => c.operationId).filter((o): o is string => Boolean(o) && !removedOps.includes(o!)),
      ),
    ];
    const frontmatter = [
      '"changes: [breaking]"',
      ops.length ? `"operations: [${ops.join(", ")}]"` : "",
      removedOps.length ? `"removed: [${removedOps.join(", ")}]"` : "",
    ].filter(Boolean);
    const others = clearing.length
      ? `Breaking entries written since the snapshot do not list ${ops.concat(removedOps).join(", ") || "these changes"}: ${clearing.map((e) => `${e.file} (operations: ${[...e.operations, ...(e.removed ?? [])].join(", ") || "none"})`).join("; ")}.`
      : "";
    error = [
      `The OpenAPI document has ${unannounced.length} breaking change${unannounced.length > 1 ? "s" : ""} since ${snapshotFile} (${snapshot.date}) that no changelog entry announces:`,
      ...shown,
      ...(others ? [others] : []),
      `An entry clears them: a new file in content/changelog/ dated from ${snapshot.date} to today (${today}) with ${frontmatter.join(" and ")} that tells integrators what to do; then run npm run changelog:snapshot (docs/authoring.md, "The API change gate").`,
    ].join("\n");
  }
  // The draft: changes that no new entry lists yet (all of them when no entry was written).
  const listed = (c: ApiChange) => Boolean(c.operationId) && newEntries.some((e) => names(e, c.operationId!));
  const undrafted = changes.filter((c) => !listed(c));
  const removedOperations = [
    ...new Set(
      undrafted.filter((c) => c.kind === "removed" && c.location === null && c.operationId).map((c) => c.operationId!),
    ),
  ];
  return {
    breaking,
    other,
    unannounced,
    announcedBy,
    newEntries,
    error,
    draft: undrafted.length ? draftEntry(undrafted, today, removedOperations) : null,
  };
}

/**
 * The snapshot `npm run changelog:snapshot` writes: the document now, at the newest entry. Refused
 * while a breaking change is unannounced, so taking a snapshot cannot wave a change through.
 */
export function nextSnapshot(options: {
  previous: ApiSnapshot | null;
  currentSource: string;
  entries: readonly ChangelogEntryData[];
  today: string;
  snapshotFile: string;
}): { text: string; result: GateResult | null } {
  const newest = options.entries[0];
  if (!newest) throw new Error("content/changelog/ has no entry yet: write the entry first, then take the snapshot.");
  const result = options.previous ? checkApiChanges({ ...options, snapshot: options.previous }) : null;
  if (result?.error) throw new Error(`${result.error}\nThe snapshot was not written.`);
  const slugs = [...options.entries].map((e) => e.slug).sort();
  return { text: formatSnapshot(newest.date, slugs, options.currentSource), result };
}
