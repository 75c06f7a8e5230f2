import { apiCompare } from "api-smart-diff";
import { parse } from "yaml";
import type { ChangelogEntryData, ProductTag } from "../../lib/changelog";

/**
 * The API change gate (issue 20). The build compares the OpenAPI document with the snapshot
 * taken at the last changelog entry (`npm run changelog:snapshot`), using api-smart-diff (a
 * maintained OpenAPI 3.x diff with breaking / non-breaking classification; oasdiff is Go and not
 * reachable here). A breaking change with no `breaking` entry dated after the snapshot fails
 * the build naming the change; other changes are printed as a draft entry for the writer.
 */

/** First line of the snapshot file; the rest is the OpenAPI document byte for byte. */
const snapshotHeader = /^# changelog-snapshot: (\d{4}-\d{2}-\d{2})\b[^\n]*\n/;

export interface ApiSnapshot {
  /** Date of the newest changelog entry when the snapshot was taken. */
  date: string;
  /** The OpenAPI document's source text at that time. */
  source: string;
}

export function parseSnapshot(text: string, file: string): ApiSnapshot {
  const header = snapshotHeader.exec(text);
  if (!header)
    throw new Error(
      `${file}: not a changelog snapshot (its first line must be "# changelog-snapshot: YYYY-MM-DD"); write it with npm run changelog:snapshot`,
    );
  return { date: header[1], source: text.slice(header[0].length) };
}

export function formatSnapshot(date: string, source: string): string {
  return `# changelog-snapshot: ${date} (the OpenAPI document at the changelog entry of that day; written by npm run changelog:snapshot, do not edit)\n${source}`;
}

export interface ApiChange {
  breaking: boolean;
  /** `POST /v1.0/debit/status` or `webhook pgFinishNotify`, or the document path for other parts. */
  where: string;
  /** What changed, in the diff tool's words (names the field). */
  description: string;
  operationId: string | null;
  /** The operation's OpenAPI tag, for the draft entry's products. */
  tag: string | null;
}

type Doc = {
  paths?: Record<string, Record<string, { operationId?: string; tags?: string[] }>>;
  webhooks?: Record<string, Record<string, { operationId?: string; tags?: string[] }>>;
};

const methods = new Set(["get", "put", "post", "delete", "patch", "head", "options", "trace"]);

function locate(path: (string | number)[], doc: Doc): Pick<ApiChange, "where" | "operationId" | "tag"> {
  const [area, key, method] = path.map(String);
  if ((area === "paths" || area === "webhooks") && key && method && methods.has(method)) {
    const op = doc[area]?.[key]?.[method];
    const where = area === "paths" ? `${method.toUpperCase()} ${key}` : `webhook ${key}`;
    return { where, operationId: op?.operationId ?? null, tag: op?.tags?.[0] ?? null };
  }
  return { where: path.slice(0, 4).map(String).join("."), operationId: null, tag: null };
}

/**
 * What the diff tool classes as breaking, plus every removed property: the issue counts a removed
 * field as breaking wherever it is (the tool calls a removed request field compatible, but a
 * merchant that sends it may then be refused or silently ignored).
 */
function isBreaking(d: { type: string; action: string; path: (string | number)[] }): boolean {
  if (d.type === "breaking") return true;
  return d.action === "remove" && d.path[d.path.length - 2] === "properties";
}

/** The changes between two parsed OpenAPI documents that matter to integrators (annotations such as descriptions are left out). */
export function diffDocuments(before: unknown, after: unknown): ApiChange[] {
  const { diffs } = apiCompare(before, after);
  const seen = new Set<string>();
  const changes: ApiChange[] = [];
  for (const d of diffs) {
    const breaking = isBreaking(d);
    if (!breaking && d.type !== "non-breaking" && d.type !== "deprecated") continue;
    const place = locate(d.path, d.action === "remove" ? (before as Doc) : (after as Doc));
    const description = (d.description ?? "").trim() || `${d.action} ${d.path.slice(3).join(".")}`;
    const key = `${place.where}|${description}`;
    if (seen.has(key)) continue;
    seen.add(key);
    changes.push({ breaking, description, ...place });
  }
  return changes;
}

export interface GateResult {
  breaking: ApiChange[];
  other: ApiChange[];
  /** The entry that announces the breaking changes, when there is one. */
  announcedBy: ChangelogEntryData | null;
  /** Set when the build must stop: names every breaking change. */
  error: string | null;
  /** A draft entry for the writer, when anything changed. */
  draft: string | null;
}

const productByTag: Record<string, ProductTag> = {
  "Payment Gateway": "payment-gateway",
  "%PRODUCT% Widget": "widget",
  Disbursement: "disbursement",
  "Merchant Management": "merchant-management",
  Authentication: "authentication",
};

/** A changelog entry to start from, listing the changes found. */
export function draftEntry(changes: ApiChange[], today: string): string {
  const ops = [...new Set(changes.map((c) => c.operationId).filter((o): o is string => Boolean(o)))];
  const products = [...new Set(changes.map((c) => (c.tag ? productByTag[c.tag] : undefined)).filter(Boolean))];
  const kinds = changes.some((c) => c.breaking) ? ["breaking"] : ["added"];
  return [
    `content/changelog/${today}-<words>.mdx`,
    "---",
    `date: ${today}`,
    "title: <what changed, in a few words>",
    `products: [${products.join(", ")}]`,
    `changes: [${kinds.join(", ")}]`,
    `operations: [${ops.join(", ")}]`,
    "---",
    "",
    ...changes.map((c) => `- ${c.where}: ${c.description.replace(/^\[\w+\]\s*/, "")}`),
  ].join("\n");
}

const listLimit = 20;

/** The last diff: the build and tests often ask about the same pair of documents twice, and a diff takes seconds. */
let lastDiff: { before: string; after: string; changes: ApiChange[] } | null = null;

function diffSources(before: string, after: string): ApiChange[] {
  if (lastDiff?.before !== before || lastDiff.after !== after)
    lastDiff = { before, after, changes: diffDocuments(parse(before), parse(after)) };
  return lastDiff.changes;
}

/**
 * Compares the current document with the snapshot. Cheap when nothing changed (the sources are
 * compared as text first); the diff itself takes seconds on the full document.
 */
export function checkApiChanges(options: {
  snapshot: ApiSnapshot;
  currentSource: string;
  entries: readonly ChangelogEntryData[];
  today: string;
  snapshotFile: string;
}): GateResult {
  const { snapshot, currentSource, entries, today, snapshotFile } = options;
  if (snapshot.source === currentSource)
    return { breaking: [], other: [], announcedBy: null, error: null, draft: null };
  const changes = diffSources(snapshot.source, currentSource);
  const breaking = changes.filter((c) => c.breaking);
  const other = changes.filter((c) => !c.breaking);
  const announcedBy =
    [...entries]
      .filter((e) => e.changes.includes("breaking") && e.date > snapshot.date)
      .sort((a, b) => b.date.localeCompare(a.date))[0] ?? null;
  let error: string | null = null;
  if (breaking.length && !announcedBy) {
    const shown = breaking.slice(0, listLimit).map((c) => `  - ${c.where}: ${c.description}`);
    if (breaking.length > listLimit) shown.push(`  - … and ${breaking.length - listLimit} more`);
    error = [
      `The OpenAPI document has ${breaking.length} breaking change${breaking.length > 1 ? "s" : ""} since ${snapshotFile} (${snapshot.date}), and no changelog entry tagged "breaking" is dated after ${snapshot.date}:`,
      ...shown,
      `Add an entry to content/changelog/ with "changes: [breaking]" that tells integrators what to do, then run npm run changelog:snapshot (docs/authoring.md, "Changelog").`,
    ].join("\n");
  }
  return { breaking, other, announcedBy, error, draft: changes.length ? draftEntry(changes, today) : null };
}
