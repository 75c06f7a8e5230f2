import { compareRank, type RankKey } from "./ranking";
import { altsOf, documentsOf, type Alt, type AltKind, type Word } from "./matcher";
import type { IndexCache, IndexLayout } from "./index-cache";
import type { SearchContext } from "./types";

/**
 * The scorer: how the documents the matcher found rank. Each word scores each document by how and
 * where it matched (MATCH_SCORES); a document's score is the sum over the words, and ties are
 * broken by ranking.ts (`compareRank`).
 */

/**
 * Score of a match by kind and where: the page title (an operation's name, at the top of its
 * page), a section heading (or what the section defines: a path, a field, a header, a response
 * code), any section of a page whose title has the word, the text. Where comes first: a title
 * outscores a heading, which outscores the text, whichever page the reader is on. Then how: as
 * typed, by the parts of a code word, as a prefix, a synonym, a corrected typo. A synonym anywhere
 * scores below the word typed anywhere (a heading that says "notification" after a paragraph that
 * says "webhook"), and a correction's synonyms below the correction.
 */
export const MATCH_SCORES = /*#__PURE__*/ matchScores();
// A corrected typo counts: the reader meant that word (the index does not know the one typed).
const STRONG_KINDS = /*#__PURE__*/ kinds("exact", "parts", "synonym", "typo", "typoSynonym");
const SYNONYM_KINDS = /*#__PURE__*/ kinds("synonym", "typoSynonym");
/** Ways of matching that count towards an exact title: the reader typed the title's words. */
const TITLE_KINDS = /*#__PURE__*/ kinds("exact", "parts", "prefix");
/**
 * Added to the top of a page whose whole title is the query ("create order" → Create Order), so an
 * operation's name finds its page first from any page, above headings that say the same words.
 */
export const EXACT_TITLE_BONUS = 6;

// These constants are made by calls marked pure, not literals: an importer of the search front
// door that does not use the scorer does not carry it.
function matchScores(): Record<AltKind, { heading: number; title: number; sectionOfTitle: number; body: number }> {
  return {
    exact: { heading: 10, title: 12, sectionOfTitle: 4, body: 3 },
    parts: { heading: 10, title: 12, sectionOfTitle: 4, body: 2 },
    prefix: { heading: 6, title: 7, sectionOfTitle: 0, body: 1 },
    synonym: { heading: 2.8, title: 2.9, sectionOfTitle: 1.2, body: 0.9 },
    typo: { heading: 2, title: 2.2, sectionOfTitle: 0.8, body: 0.6 },
    typoSynonym: { heading: 0.5, title: 0.55, sectionOfTitle: 0.25, body: 0.2 },
  };
}
function kinds(...list: AltKind[]): ReadonlySet<AltKind> {
  return new Set(list);
}

/** Per-word scores of every document, and the candidates that got one. */
export interface WordResult {
  score: Float32Array;
  /** Score of the word's synonyms in documents where the word itself matched (else 0). */
  support: Float32Array;
  /**
   * Bit 1: matched the title or heading (any kind); bit 2: a strong match (STRONG_KINDS there, or a
   * code as is). Not named `flags`: Babel's polyfill selection takes any `.flags` for RegExp's and
   * bundled core-js's RegExp flags polyfill, about 5 KB, with the search code.
   */
  matchBits: Uint8Array;
  /** Title tokens the word matched at each page top (TITLE_KINDS), for the exact title match. */
  titleTokens: Uint8Array;
  candidates: number[];
  alts: Alt[];
}

/** A matching document with what orders it. */
export interface Ranked extends RankKey {
  id: number;
  page: string;
  /** Every word is a strong match here (SearchHit.strong). */
  strong: boolean;
  /** Every word matched the title or heading (SearchHit.direct). */
  direct: boolean;
}

/** The k-th largest of `values` (1-based), by selection: no sort of every match on each keystroke. */
export function kthLargest(values: readonly number[], k: number): number {
  const a = Float64Array.from(values);
  const target = a.length - k;
  let lo = 0;
  let hi = a.length - 1;
  while (lo < hi) {
    const pivot = a[(lo + hi) >>> 1];
    let i = lo;
    let j = hi;
    while (i <= j) {
      while (a[i] < pivot) i++;
      while (a[j] > pivot) j--;
      if (i <= j) {
        const t = a[i];
        a[i] = a[j];
        a[j] = t;
        i++;
        j--;
      }
    }
    if (target <= j) hi = j;
    else if (target >= i) lo = i;
    else return a[target];
  }
  return a[target];
}

/** Scores of one word in every document of the index. */
export function scoreWord(w: Word, cache: IndexCache, layout: IndexLayout): WordResult {
  const { total, pageStarts, pageIndex } = layout;
  const score = new Float32Array(total);
  // The best synonym match of each document, apart: it is the score where nothing else matched,
  // and breaks ties where the word itself did (RankKey.support).
  const synonym = new Float32Array(total);
  const matchBits = new Uint8Array(total);
  const titleTokens = new Uint8Array(total);
  const candidates: number[] = [];
  const alts = altsOf(w, cache);
  for (const alt of alts) {
    const docs = documentsOf(alt, cache);
    if (!docs) continue;
    const { x, h, t } = docs;
    const s = MATCH_SCORES[alt.kind];
    const into = SYNONYM_KINDS.has(alt.kind) ? synonym : score;
    const set = (id: number, value: number, flag: number) => {
      if (value <= 0) return;
      if (score[id] === 0 && synonym[id] === 0) candidates.push(id);
      if (value > into[id]) into[id] = value;
      matchBits[id] |= flag;
    };
    const strongKind = STRONG_KINDS.has(alt.kind);
    const strongBody = strongKind && w.word.code ? 2 : 0;
    for (const id of x) set(id, s.body, strongBody);
    for (const id of h) set(id, s.heading, 1 | (strongKind ? 2 : 0));
    for (const top of t) {
      set(top, s.title, 1 | (strongKind ? 2 : 0));
      if (TITLE_KINDS.has(alt.kind)) titleTokens[top] = Math.max(titleTokens[top], alt.tokens.length);
      // Every section of a page is about its title's words: "Transfer to Bank required fields"
      // finds the request body of Transfer to Bank, which says neither "transfer" nor "bank".
      const end = pageStarts[pageIndex[top] + 1] ?? total;
      if (s.sectionOfTitle > 0) for (let id = top + 1; id < end; id++) set(id, s.sectionOfTitle, strongKind ? 2 : 0);
    }
  }
  for (const id of candidates) {
    if (score[id] > 0) continue;
    score[id] = synonym[id];
    synonym[id] = 0;
  }
  return { score, support: synonym, matchBits, titleTokens, candidates, alts };
}

export interface Ranking {
  /** The best matches, best first (see `rank`). */
  ranked: Ranked[];
  /** The words searched with (those that match something, see `matching`). */
  words: Word[];
  results: WordResult[];
  /** Every match counted. */
  total: number;
}

export interface Scorer {
  /**
   * Every match, best first, but only the best `limit` (and of the hits tied with the last of
   * them, those interleavePages can reach) are sorted and turned into objects: a common word
   * matches half of 50,000 sections, and sorting them all on every keystroke would cost more than
   * the search.
   */
  rank(all: Word[], context: SearchContext | null, limit?: number): Ranking;
}

/** Consecutive keystrokes and the dropdown's two groups ask for the same words again. */
const WORD_CACHE_SIZE = 16;

export function createScorer(cache: IndexCache, layout: IndexLayout): Scorer {
  const { meta } = cache;
  const { total, pageIndex, isTop, contextOf } = layout;
  const wordCache = new Map<string, WordResult>();
  const cachedScoreWord = (w: Word): WordResult => {
    const key = JSON.stringify([w.word.whole, w.word.parts, w.word.prefix, w.word.code, w.tokens]);
    let result = wordCache.get(key);
    if (result) {
      wordCache.delete(key);
      wordCache.set(key, result);
      return result;
    }
    const before = cache.misses();
    result = scoreWord(w, cache, layout);
    // Scored while a file it needs was still on its way (search before prepare): not kept.
    if (cache.misses() !== before) return result;
    if (wordCache.size >= WORD_CACHE_SIZE) wordCache.delete(wordCache.keys().next().value ?? "");
    wordCache.set(key, result);
    return result;
  };

  /**
   * The words to search with and their scores. A word that matches nothing anywhere (not as
   * typed, nor as a prefix, synonym or correction) is left out while another word matches: "migrate
   * from v1" finds what "v1" finds rather than nothing, and a word being typed that does not match
   * yet does not empty the list. A query of such words only finds nothing.
   */
  const matching = (all: Word[]): { words: Word[]; results: WordResult[] } => {
    const scored = all.map(cachedScoreWord);
    const kept = all.map((_, i) => i).filter((i) => scored[i].candidates.length > 0);
    if (kept.length === 0 || kept.length === all.length) return { words: all, results: scored };
    return { words: kept.map((i) => all[i]), results: kept.map((i) => scored[i]) };
  };

  /**
   * The documents to rank and how many of the words each must match: every word, or, when no
   * document in the whole index has them all, as many as the best have (a question's extra words,
   * "how long is the access token valid", do not count against the section that answers it).
   */
  const pooled = (results: WordResult[]): { pool: Iterable<number>; need: number } => {
    const smallest = results.reduce((a, b) => (b.candidates.length < a.candidates.length ? b : a));
    if (smallest.candidates.some((id) => results.every((r) => r.score[id] > 0)))
      return { pool: smallest.candidates, need: results.length };
    const coverage = new Uint8Array(total);
    let need = 0;
    for (const r of results) for (const id of r.candidates) if (++coverage[id] > need) need = coverage[id];
    const pool: number[] = [];
    if (need === 0) return { pool, need };
    coverage.forEach((n, id) => {
      if (n === need) pool.push(id);
    });
    return { pool, need };
  };

  /**
   * The score of a document on a page the query names: its whole title is among the query's words.
   * The top of the page gets EXACT_TITLE_BONUS ("create order" → Create Order). When the query
   * says more than the title, each section whose heading (or what it defines) has the other words
   * also scores the title's words as the title does, plus the bonus: "Transfer to Bank required
   * fields" → its request body, whose field table says "Field" and "Required".
   */
  const namedPageScore = (results: WordResult[], id: number, score: number): number => {
    const page = pageIndex[id];
    const top = layout.pageStarts[page];
    let titled = 0;
    let inTitle = 0;
    for (const r of results)
      if (r.titleTokens[top] > 0) {
        titled += r.titleTokens[top];
        inTitle++;
      }
    if (inTitle === 0 || titled !== meta.titles[page]) return score;
    if (!results.every((r) => r.titleTokens[top] > 0 || (r.matchBits[id] & 1) !== 0)) return score;
    if (id === top) return score + EXACT_TITLE_BONUS;
    if (inTitle === results.length) return score;
    let named = EXACT_TITLE_BONUS;
    for (const r of results) named += r.titleTokens[top] > 0 ? r.score[top] : r.score[id];
    return Math.max(score, named);
  };

  const rank = (all: Word[], context: SearchContext | null, limit = Infinity): Ranking => {
    const { words, results } = matching(all);
    if (results.length === 0) return { ranked: [], words, results, total: 0 };
    const reference = words.every((w) => w.word.code);
    const within = context === null ? null : meta.contexts.find((c) => c.context === context);
    if (context !== null && !within) return { ranked: [], words, results, total: 0 };
    const lo = within ? within.first : 0;
    const hi = within ? within.first + within.count : total;
    const { pool, need } = pooled(results);
    const matchedIds: number[] = [];
    const matchedScores: number[] = [];
    for (const id of pool) {
      if (id < lo || id >= hi) continue;
      let score = 0;
      let matched = 0;
      for (const r of results) {
        if (r.score[id] === 0) continue;
        score += r.score[id];
        matched++;
      }
      if (matched < need) continue;
      matchedIds.push(id);
      matchedScores.push(matched === results.length ? namedPageScore(results, id, score) : score);
    }
    if (limit <= 0) return { ranked: [], words, results, total: matchedIds.length };
    const kindOf = (id: number): RankKey["kind"] => {
      if (!isTop(id)) return 1;
      for (const r of results) if (r.matchBits[id] & 1) return 2;
      return 0;
    };
    const referenceOf = (id: number): RankKey["reference"] => (reference && contextOf(id)?.context === "api" ? 1 : 0);
    // In tenths, so the ties below can be walked as one number; 0 for words without synonyms.
    const supported = results.filter((r) => r.alts.some((a) => SYNONYM_KINDS.has(a.kind)));
    const supportOf = (id: number) => {
      let sum = 0;
      for (const r of supported) sum += r.support[id];
      return Math.round(sum * 10);
    };
    const rankedOf = (id: number, score: number): Ranked => ({
      score,
      reference: referenceOf(id),
      kind: kindOf(id),
      support: supportOf(id),
      order: id,
      id,
      page: String(pageIndex[id]),
      strong: results.every((r) => r.score[id] === 0 || (r.matchBits[id] & 2) !== 0),
      direct: results.every((r) => r.score[id] === 0 || (r.matchBits[id] & 1) !== 0),
    });
    if (matchedIds.length <= limit) {
      const ranked = matchedIds.map((id, i) => rankedOf(id, matchedScores[i]));
      return { ranked: ranked.sort(compareRank), words, results, total: matchedIds.length };
    }
    // More matches than asked for: every hit above the `limit`-th best score, and of the hits tied
    // with it only those interleavePages can reach (a common word ties thousands of sections).
    const threshold = kthLargest(matchedScores, limit);
    const ranked: Ranked[] = [];
    const tied: number[] = [];
    for (let i = 0; i < matchedIds.length; i++) {
      if (matchedScores[i] > threshold) ranked.push(rankedOf(matchedIds[i], matchedScores[i]));
      else if (matchedScores[i] === threshold) tied.push(matchedIds[i]);
    }
    // interleavePages takes each tied page's first hit in rank order (pages by first appearance),
    // then each page's second, and so on: of `room` more hits, only the first `room` pages can
    // give any, each at most `room`. Walking the ties in rank order (compareRank within one
    // score, as one number) stops at the first page beyond them.
    const room = limit - ranked.length;
    const keys = new Float64Array(tied.length);
    const supports = tied.map(supportOf);
    let most = 0;
    for (const n of supports) if (n > most) most = n;
    tied.forEach((id, i) => {
      keys[i] = (((1 - referenceOf(id)) * 3 + (2 - kindOf(id))) * (most + 1) + (most - supports[i])) * total + id;
    });
    const seenOnPage = new Map<number, number>();
    for (const key of keys.sort()) {
      const id = key % total;
      const page = pageIndex[id];
      const seen = seenOnPage.get(page);
      if (seen === undefined && seenOnPage.size === room) break;
      if (seen !== undefined && seen >= room) continue;
      seenOnPage.set(page, (seen ?? 0) + 1);
      ranked.push(rankedOf(id, threshold));
    }
    ranked.sort(compareRank);
    return { ranked, words, results, total: matchedIds.length };
  };

  return { rank };
}
