import fs from "node:fs";
import path from "node:path";
import { parse } from "yaml";
import { sortEntries, type ChangelogEntryData } from "../../lib/changelog";
import { ChangelogEntryError, checkEntryOperations, parseChangelogFrontmatter, todayInJakarta } from "./frontmatter";
import { contentDir } from "../content";

/** Where entries live; the snapshot of the OpenAPI document sits beside them. */
export const changelogDir = path.join(contentDir, "changelog");
export const snapshotFile = path.join(changelogDir, "openapi-snapshot.yaml");
export const openapiFile = path.join(contentDir, "openapi", "merchant-api-v2.yaml");

export interface ChangelogEntrySource extends ChangelogEntryData {
  /** MDX body without the frontmatter. */
  body: string;
  /** Absolute path of the file. */
  filePath: string;
  /** Lines the frontmatter takes, so MDX errors count lines in the file. */
  lineOffset: number;
}

/** operationIds of an OpenAPI document (paths and webhooks), for checking entries' `operations`. */
export function operationIdsOf(document: unknown): Set<string> {
  const ids = new Set<string>();
  const doc = document as { paths?: Record<string, unknown>; webhooks?: Record<string, unknown> };
  for (const area of [doc.paths, doc.webhooks])
    for (const item of Object.values(area ?? {}))
      for (const op of Object.values((item ?? {}) as Record<string, unknown>)) {
        const id = (op as { operationId?: unknown } | null)?.operationId;
        if (typeof id === "string") ids.add(id);
      }
  return ids;
}

/** One entry file: frontmatter validated (errors name file and field), body kept for the MDX pipeline. */
export function readChangelogEntry(filePath: string, today = todayInJakarta()): ChangelogEntrySource {
  const file = path.relative(process.cwd(), filePath);
  const source = fs.readFileSync(filePath, "utf8");
  const block = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/.exec(source);
  if (!block)
    throw new ChangelogEntryError(`${file}: a changelog entry starts with a frontmatter block between --- lines`);
  let data: unknown;
  try {
    data = parse(block[1]);
  } catch (error) {
    throw new ChangelogEntryError(`${file}: the frontmatter is not valid YAML: ${(error as Error).message}`);
  }
  const entry = parseChangelogFrontmatter(data, file, today);
  const body = source.slice(block[0].length);
  if (!body.trim()) throw new ChangelogEntryError(`${file}: the entry has no text; say what changed and what to do`);
  return { ...entry, body, filePath, lineOffset: block[0].split("\n").length - 1 };
}

/**
 * Every entry of content/changelog/, newest first. With `operations` (the document's operationIds),
 * each entry's `operations` and `removed` are checked against them (checkEntryOperations).
 */
export function loadChangelog(
  dir = changelogDir,
  options: { operations?: ReadonlySet<string>; today?: string } = {},
): ChangelogEntrySource[] {
  if (!fs.existsSync(dir)) return [];
  const files = fs
    .readdirSync(dir)
    .filter((f) => f.endsWith(".mdx"))
    .map((f) => path.join(dir, f));
  const entries = sortEntries(files.map((f) => readChangelogEntry(f, options.today)));
  if (options.operations) checkEntryOperations(entries, options.operations);
  return entries;
}
