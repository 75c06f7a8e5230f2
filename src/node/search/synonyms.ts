import { readFileSync } from "node:fs";
import path from "node:path";
import { LineCounter, parseDocument } from "yaml";
import { z } from "zod";
import { memberTokens, splitWords } from "../../lib/search/node";
import { contentDir } from "../content";

/** Where writers keep search synonyms. */
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

/**
 * Why a member cannot be searched as written, or null. Search keeps a word only when it is 2 to 48
 * characters long and not a stop word (src/lib/search/tokenizer.ts): a phrase that loses words
 * would stand for its remaining words alone ("too many requests" once became "request", and every
 * section about requests matched "rate limit").
 */
export function memberProblem(text: string): string | null {
  const words = splitWords(text);
  const lost = words.filter((w) => w.whole === null).map((w) => `"${w.raw}"`);
  if (words.length === 0 || lost.length === words.length)
    return `"${text}" has no searchable word (only stop words or single letters?)`;
  if (lost.length)
    return `"${text}" loses ${lost.join(", ")} when tokenised (search does not index stop words, single characters or words over 48 characters): it would match "${memberTokens(text).join(" ")}" alone. Remove those words or the phrase`;
  return null;
}

/** Parses and validates the synonyms YAML; errors name the file, the line and the field. */
export function parseSynonyms(source: string, file = synonymsFile): string[][] {
  const name = path.relative(process.cwd(), file);
  const lineCounter = new LineCounter();
  const document = parseDocument(source, { lineCounter, prettyErrors: true });
  if (document.errors.length)
    throw new Error(`${name}: not valid YAML: ${document.errors.map((e) => e.message).join("; ")}`);
  /** Line of the node at `p`, or of its nearest parent that has one. */
  const lineOf = (p: readonly PropertyKey[]): number | null => {
    for (let n = p.length; n >= 0; n--) {
      const node = document.getIn(p.slice(0, n), true) as { range?: [number, number, number] } | undefined;
      if (node?.range) return lineCounter.linePos(node.range[0]).line;
    }
    return null;
  };
  const problem = (p: readonly PropertyKey[], message: string) => {
    const line = lineOf(p);
    return `  - ${line ? `line ${line}, ` : ""}${fieldPath(p)}: ${message}`;
  };
  const result = synonymsSchema.safeParse(document.toJS());
  if (!result.success)
    throw new Error(`${name} is invalid:\n${result.error.issues.map((i) => problem(i.path, i.message)).join("\n")}`);
  const problems: string[] = [];
  const seen = new Map<string, string>();
  result.data.synonyms.forEach((group, g) =>
    group.forEach((text, m) => {
      const at = ["synonyms", g, m];
      const why = memberProblem(text);
      if (why) problems.push(problem(at, why));
      const key = memberTokens(text).join(" ");
      const earlier = seen.get(key);
      if (key && earlier) problems.push(problem(at, `"${text}" is already in ${earlier}`));
      if (key) seen.set(key, fieldPath(at));
    }),
  );
  if (problems.length) throw new Error(`${name} is invalid:\n${problems.join("\n")}`);
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
