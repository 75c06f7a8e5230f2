import { readFileSync } from "node:fs";
import path from "node:path";
import { parse } from "yaml";
import { z } from "zod";
import { memberTokens } from "../../lib/search/index-format";
import { contentDir } from "../docs";

/** Where writers keep search synonyms (issue 16). */
export const synonymsFile = path.join(contentDir, "search-synonyms.yaml");

const member = z.string().trim().min(1, "must not be empty");

/** content/search-synonyms.yaml: `synonyms:` a list of groups, each two or more words or phrases. */
export const synonymsSchema = z.strictObject({
  synonyms: z.array(z.array(member).min(2, "a group needs at least two members")),
});

const fieldPath = (p: readonly PropertyKey[]) =>
  p
    .map((k) => (typeof k === "number" ? `[${k}]` : `.${String(k)}`))
    .join("")
    .replace(/^\./, "") || "(root)";

/** Parses and validates the synonyms YAML; errors name the file and the field. */
export function parseSynonyms(source: string, file = synonymsFile): string[][] {
  const name = path.relative(process.cwd(), file);
  let data: unknown;
  try {
    data = parse(source);
  } catch (error) {
    throw new Error(`${name}: not valid YAML: ${(error as Error).message}`);
  }
  const result = synonymsSchema.safeParse(data);
  const problems = result.success ? [] : result.error.issues.map((i) => `  - ${fieldPath(i.path)}: ${i.message}`);
  if (result.success) {
    const seen = new Map<string, string>();
    result.data.synonyms.forEach((group, g) =>
      group.forEach((text, m) => {
        const field = `synonyms[${g}][${m}]`;
        const tokens = memberTokens(text);
        if (tokens.length === 0) problems.push(`  - ${field}: "${text}" has no searchable word (only stop words?)`);
        const key = tokens.join(" ");
        const earlier = seen.get(key);
        if (tokens.length && earlier) problems.push(`  - ${field}: "${text}" is already in ${earlier}`);
        seen.set(key, field);
      }),
    );
  }
  if (problems.length || !result.success) throw new Error(`${name} is invalid:\n${problems.join("\n")}`);
  return result.data.synonyms;
}

/** Reads content/search-synonyms.yaml (or another file), validated; no file means no synonyms. */
export function loadSynonyms(file = synonymsFile): string[][] {
  let source: string;
  try {
    source = readFileSync(file, "utf8");
  } catch {
    return [];
  }
  return parseSynonyms(source, file);
}
