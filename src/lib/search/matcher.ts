import { analyzeQuery, type QueryWord } from "./query";
import { corrections, MAX_CORRECTIONS } from "./typo";
import { beginsEnding, withoutEndings } from "./stemmer";
import { normalizeWord } from "./tokenizer";
import { SHARD_KEY_LENGTH, shardKey, type SearchMeta } from "./index-format";
import { EMPTY, type Decoded, type IndexCache } from "./index-cache";

/**
 * The matcher: which documents a query's words match, and how. A word matches as typed, by all
 * parts of a code word, as the beginning of longer words (while typing), by a synonym
 * (content/search-synonyms.yaml), by a correction of a typo, or by a synonym of that correction.
 * How much each way counts is the scorer's business (scorer.ts).
 */

/** Most vocabulary words a word being typed expands to (the shortest ones win). */
export const MAX_EXPANSIONS = 24;
/** Expansions of a two-character prefix. */
export const SHORT_PREFIX_EXPANSIONS = 8;
/** Shortest stem a word being typed may have run past (`sett` of `settin` is too short to tell). */
const MIN_STEM_PREFIX = 4;

/**
 * How a word matched, best first: as typed, all parts of a code word, a longer word it begins
 * (while typing), a synonym from content/search-synonyms.yaml, a correction of a typo, a synonym
 * of that correction.
 */
export type AltKind = "exact" | "parts" | "prefix" | "synonym" | "typo" | "typoSynonym";

/** One way a word may match: every one of `tokens` in the same document. */
export interface Alt {
  kind: AltKind;
  tokens: string[];
}

/** A query word with everything it may match. */
export interface Word {
  word: QueryWord;
  /** Shard keys it needs before its alternatives are known. */
  keys: string[];
  /** Synonym alternatives (token lists), known from the meta file alone. */
  synonyms: string[][];
  /** Tokens this word stands for (several for a phrase of a synonym group). */
  tokens: string[];
}

/** Indexed tokens starting with `prefix`, shortest first (binary search in the sorted vocabulary). */
export function expandPrefix(vocabulary: readonly string[], prefix: string, max = MAX_EXPANSIONS): string[] {
  let lo = 0;
  let hi = vocabulary.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (vocabulary[mid] < prefix) lo = mid + 1;
    else hi = mid;
  }
  const found: string[] = [];
  for (let i = lo; i < vocabulary.length && vocabulary[i].startsWith(prefix); i++) found.push(vocabulary[i]);
  return found.sort((a, b) => a.length - b.length || (a < b ? -1 : 1)).slice(0, max);
}

/** Whether the sorted list has `id` (binary search). */
export function has(sorted: Int32Array, id: number): boolean {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (sorted[mid] < id) lo = mid + 1;
    else hi = mid;
  }
  return lo < sorted.length && sorted[lo] === id;
}

/** The ids in every one of the sorted lists. */
export function intersect(lists: Int32Array[]): Int32Array {
  if (lists.length === 1) return lists[0];
  const sorted = [...lists].sort((a, b) => a.length - b.length);
  const out: number[] = [];
  for (const id of sorted[0]) if (sorted.every((l, i) => i === 0 || has(l, id))) out.push(id);
  return Int32Array.from(out);
}

const sameTokens = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((t, i) => t === b[i]);

/** The other members of the synonym group that has `tokens` as a member. */
export function synonymsOf(groups: SearchMeta["synonyms"], tokens: readonly string[]): string[][] {
  const group = groups.find((g) => g.some((m) => sameTokens(m, tokens)));
  return group ? group.filter((m) => !sameTokens(m, tokens)) : [];
}

/** The query's words, phrases of synonym groups joined into one word. */
export function wordsOf(query: string, groups: SearchMeta["synonyms"]): Word[] {
  const analyzed = analyzeQuery(query);
  const result: Word[] = [];
  for (let i = 0; i < analyzed.length; i++) {
    const word = analyzed[i];
    let tokens = word.whole ? [word.whole] : word.parts;
    let synonyms: string[][] = [];
    let joined = word;
    for (const group of groups) {
      const member = group.find((m) => {
        if (m.length < 1 || i + m.length > analyzed.length) return false;
        return m.every((t, k) => analyzed[i + k].whole === t);
      });
      if (!member) continue;
      if (member.length > 1) {
        tokens = member;
        const last = analyzed[i + member.length - 1];
        joined = {
          ...word,
          raw: analyzed
            .slice(i, i + member.length)
            .map((w) => w.raw)
            .join(" "),
          whole: null,
          parts: member,
          prefix: last.prefix,
          code: false,
        };
        i += member.length - 1;
      }
      synonyms = synonymsOf(groups, member);
      break;
    }
    const keys = new Set<string>();
    for (const t of [...tokens, ...word.parts, ...synonyms.flat()]) keys.add(shardKey(t));
    result.push({ word: joined, keys: [...keys], synonyms, tokens });
  }
  return result;
}

/** Every way `w` may match, best first (the index files they need are read through `cache`). */
export function altsOf(w: Word, cache: IndexCache): Alt[] {
  const { word } = w;
  const alts: Alt[] = [];
  if (word.whole) alts.push({ kind: "exact", tokens: [word.whole] });
  if (word.parts.length) alts.push({ kind: word.whole ? "parts" : "exact", tokens: word.parts });
  let prefixed = false;
  if (word.prefix && word.whole) {
    // Two letters match hundreds of words: their few shortest are enough until the next key.
    const max = word.whole.length <= SHARD_KEY_LENGTH ? SHORT_PREFIX_EXPANSIONS : MAX_EXPANSIONS;
    for (const token of expandPrefix(cache.vocabularyOf(shardKey(word.whole)), word.whole, max)) {
      if (token === word.whole) continue;
      prefixed = true;
      alts.push({ kind: "prefix", tokens: [token] });
    }
    // The letters typed so far may run past a stem into its ending: "migrati" is on its way to
    // "migration", indexed as "migrat".
    const typed = normalizeWord(word.raw);
    for (let end = typed.length - 1; end >= MIN_STEM_PREFIX; end--) {
      const stem = typed.slice(0, end);
      if (stem === word.whole || !beginsEnding(typed.slice(end)) || !cache.knows(stem)) continue;
      prefixed = true;
      alts.push({ kind: "prefix", tokens: [stem] });
    }
  }
  for (const s of w.synonyms) alts.push({ kind: "synonym", tokens: s });
  // Typo tolerance only for a word the index does not know at all (a "did you mean"), from the
  // whole vocabulary: the first letters may be the wrong ones ("rfund"). A correction brings
  // its synonyms ("webhok" → webhook → notification).
  if (word.whole && !word.code && !prefixed && !cache.knows(word.whole)) {
    const vocabulary = cache.typoVocabulary();
    // The word's stem, and the word without an ending the stemmer would take off had it been
    // spelt right ("notifcation" → "notifc", one edit from "notific").
    const tried = new Set([word.whole, ...withoutEndings(normalizeWord(word.raw))]);
    const found = [...new Set([...tried].flatMap((w) => corrections(w, vocabulary)))].slice(0, MAX_CORRECTIONS);
    for (const token of found) {
      alts.push({ kind: "typo", tokens: [token] });
      for (const s of synonymsOf(cache.meta.synonyms, [token])) alts.push({ kind: "typoSynonym", tokens: s });
    }
  }
  return alts;
}

/**
 * The documents an alternative matches: with every token in the text (`x`), the section heading
 * (`h`) or the page title (`t`, tops of pages). Null when the index lacks one of its tokens.
 */
export function documentsOf(alt: Alt, cache: IndexCache): Decoded | null {
  const lists = alt.tokens.map((token) => cache.postingsOf(token));
  if (lists.some((l) => !l)) return null;
  const present = lists as Decoded[];
  return {
    x: intersect(present.map((l) => l.x)),
    h: intersect(present.map((l) => l.h)),
    t: intersect(present.map((l) => l.t)),
  };
}

/**
 * The way a word matched the document `id`, for highlighting: the first (best) of `alts` found in
 * its title or heading, the word itself or a correction (a synonym there scores below the word in
 * the text), else the first found anywhere in it ("rfund" marks "Refund" in Refund Order's title,
 * not "funds" in its text).
 */
export function matchedAlt(alts: readonly Alt[], id: number, cache: IndexCache): Alt | undefined {
  const at = (a: Alt, where: keyof Decoded) =>
    a.tokens.every((token) => has(cache.postingsOf(token)?.[where] ?? EMPTY, id));
  const synonym = (a: Alt) => a.kind === "synonym" || a.kind === "typoSynonym";
  return alts.find((a) => !synonym(a) && (at(a, "t") || at(a, "h"))) ?? alts.find((a) => at(a, "x"));
}
