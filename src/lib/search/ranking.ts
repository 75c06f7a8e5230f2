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
  top: boolean;
  /** Position in the index (context order, then page order, then section order). */
  order: number;
}

/** Higher score first; on a tie the top of a page, then the order of the docs. */
export function compareRank(a: RankKey, b: RankKey): number {
  return b.score - a.score || Number(b.top) - Number(a.top) || a.order - b.order;
}

/**
 * Among hits of equal score, alternates between pages (first appearance order) so one page's
 * sections do not fill every suggestion: "Refund Order" of two products take turns.
 */
export function interleavePages<T extends { score: number; page: string }>(sorted: T[]): T[] {
  const result: T[] = [];
  let start = 0;
  while (start < sorted.length) {
    let end = start;
    while (end < sorted.length && sorted[end].score === sorted[start].score) end++;
    const byPage = new Map<string, T[]>();
    for (const hit of sorted.slice(start, end)) {
      const list = byPage.get(hit.page);
      if (list) list.push(hit);
      else byPage.set(hit.page, [hit]);
    }
    const queues = [...byPage.values()];
    for (let round = 0; result.length < end; round++) for (const q of queues) if (q[round]) result.push(q[round]);
    start = end;
  }
  return result;
}
