import type { MatchKind, QueryWord } from "./query";

/**
 * Ranking (issue #6): exact and title matches first, then prefix matches, then matches in the
 * section's text. Each query word scores where and how it matched; a section's score is the sum.
 * Headings and titles are in the store, so they are compared here; the text is only in the index,
 * so `body` says how the index matched it.
 */
export const WORD_SCORES = {
  /** The word is in the section heading (for the top of an API page: method and path). */
  headingExact: 10,
  /** The word is in the page title, and this is the top of that page. */
  titleExact: 8,
  /** The heading has a word starting with it. */
  headingPrefix: 6,
  /** The page title has a word starting with it, and this is the top of that page. */
  titlePrefix: 5,
  /** The word is in the page title, and this is a section further down that page. */
  sectionOfTitle: 4,
  /** The whole word is in the section's text. */
  bodyExact: 3,
  /** All parts of a code-like word are in the text, not side by side. */
  bodyParts: 2,
  /** A word of the text starts with it. */
  bodyPrefix: 1,
} as const;

export interface RankedFields {
  /** Tokens of the page title and of the section heading (tokenizer.ts). */
  title: ReadonlySet<string>;
  heading: ReadonlySet<string>;
  /** The document is the top of its page (no section hash). */
  top: boolean;
}

type FieldMatch = "exact" | "prefix" | null;

function fieldMatch(word: QueryWord, tokens: ReadonlySet<string>): FieldMatch {
  if (word.whole && tokens.has(word.whole)) return "exact";
  if (word.parts.length && word.parts.every((p) => tokens.has(p))) return "exact";
  if (word.prefix && word.whole) {
    const start = word.whole;
    for (const t of tokens) if (t.startsWith(start)) return "prefix";
  }
  return null;
}

/** The score of one query word in one document; `body` is how the index matched it (or null). */
export function wordScore(word: QueryWord, fields: RankedFields, body: MatchKind | null): number {
  const s = WORD_SCORES;
  const heading = fieldMatch(word, fields.heading);
  const title = fieldMatch(word, fields.title);
  const candidates = [
    heading === "exact" ? s.headingExact : heading === "prefix" ? s.headingPrefix : 0,
    title === "exact" ? (fields.top ? s.titleExact : s.sectionOfTitle) : 0,
    title === "prefix" && fields.top ? s.titlePrefix : 0,
    body === "exact" ? s.bodyExact : body === "parts" ? s.bodyParts : body === "prefix" ? s.bodyPrefix : 0,
  ];
  return Math.max(...candidates);
}

/** The score of a document: the sum over the query words (each word must have matched). */
export function scoreDocument(words: QueryWord[], fields: RankedFields, body: (MatchKind | null)[]): number {
  return words.reduce((sum, word, i) => sum + wordScore(word, fields, body[i] ?? null), 0);
}

export interface RankKey {
  score: number;
  /**
   * 1 when every query word is code-like and this hit is in the API reference: on equal score an
   * identifier's reference page comes before guides that mention it (`2005400` → the operation
   * whose response codes list it, not a guide's example).
   */
  reference: 0 | 1;
  /**
   * Tie-break by kind of hit: 2 the top of a page whose title matched (the page itself), 1 a
   * section, 0 the top of a page matched only in its text (a section says more: a field name
   * is defined in "Request body", merely mentioned in the page's rules).
   */
  kind: 0 | 1 | 2;
  /** Position in the index (context order, then page order, then section order). */
  order: number;
}

/** Which tie-break kind a hit is (RankKey.kind). */
export function hitKind(words: QueryWord[], fields: RankedFields): RankKey["kind"] {
  if (!fields.top) return 1;
  return words.some((w) => fieldMatch(w, fields.title) !== null || fieldMatch(w, fields.heading) !== null) ? 2 : 0;
}

/** Whether a hit in `context` gets RankKey.reference for these query words. */
export function referenceHit(words: QueryWord[], context: string): RankKey["reference"] {
  return context === "api" && words.length > 0 && words.every((w) => w.code) ? 1 : 0;
}

/**
 * Higher score first; on a tie the API reference for identifiers, then the page itself, then
 * sections, then the order of the docs.
 */
export function compareRank(a: RankKey, b: RankKey): number {
  return b.score - a.score || b.reference - a.reference || b.kind - a.kind || a.order - b.order;
}

/**
 * Among hits of equal score, alternates between pages (first appearance order) so one page's
 * sections do not fill every suggestion: "Refund Order" of two products take turns. Returns the
 * first `limit` hits of that order (the rest is never looked at).
 */
export function interleavePages<T extends { score: number; page: string }>(
  sorted: readonly T[],
  limit = sorted.length,
): T[] {
  const result: T[] = [];
  let start = 0;
  while (start < sorted.length && result.length < limit) {
    let end = start;
    while (end < sorted.length && sorted[end].score === sorted[start].score) end++;
    const byPage = new Map<string, T[]>();
    for (let i = start; i < end; i++) {
      const hit = sorted[i];
      const list = byPage.get(hit.page);
      if (list) list.push(hit);
      else byPage.set(hit.page, [hit]);
    }
    const queues = [...byPage.values()];
    const groupEnd = result.length + (end - start);
    for (let round = 0; result.length < groupEnd && result.length < limit; round++) {
      for (const q of queues) if (q[round] && result.length < limit) result.push(q[round]);
    }
    start = end;
  }
  return result;
}
