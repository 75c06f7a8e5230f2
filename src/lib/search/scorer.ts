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
 * Score of a match by kind and where: in the heading, the title (top of its page), a section of
 * that page, the text. A page title counts as much as a section heading; on a tie the page itself
 * comes first (ranking.ts RankKey.kind). A synonym anywhere scores below the word typed anywhere
 * (a heading that says "notification" after a paragraph that says "webhook"), and a correction's
 * synonyms below the correction, in the same order as the synonyms of a word typed right.
 */
export const MATCH_SCORES = /*#__PURE__*/ matchScores();
// A corrected typo counts: the reader meant that word (the index does not know the one typed).
const STRONG_KINDS = /*#__PURE__*/ kinds("exact", "parts", "synonym", "typo", "typoSynonym");
const SYNONYM_KINDS = /*#__PURE__*/ kinds("synonym", "typoSynonym");

// These constants are made by calls marked pure, not literals: an importer of the search front
// door that does not use the scorer does not carry it.
function matchScores(): Record<AltKind, { heading: number; title: number; sectionOfTitle: number; body: number }> {
  return {
    exact: { heading: 10, title: 10, sectionOfTitle: 4, body: 3 },
    parts: { heading: 10, title: 10, sectionOfTitle: 4, body: 2 },
    prefix: { heading: 6, title: 6, sectionOfTitle: 0, body: 1 },
    synonym: { heading: 2.8, title: 2.8, sectionOfTitle: 1.2, body: 0.9 },
    typo: { heading: 2, title: 2, sectionOfTitle: 0.8, body: 0.6 },
    typoSynonym: { heading: 0.5, title: 0.5, sectionOfTitle: 0.25, body: 0.2 },
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
  /** Bit 1: matched the title or heading (any kind); bit 2: a strong match (STRONG_KINDS there, or a code as is). */
  flags: Uint8Array;
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
  const flags = new Uint8Array(total);
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
      flags[id] |= flag;
    };
    const strongKind = STRONG_KINDS.has(alt.kind);
    const strongBody = strongKind && w.word.code ? 2 : 0;
    for (const id of x) set(id, s.body, strongBody);
    for (const id of h) set(id, s.heading, 1 | (strongKind ? 2 : 0));
    for (const top of t) {
      set(top, s.title, 1 | (strongKind ? 2 : 0));
      const end = pageStarts[pageIndex[top] + 1] ?? total;
      for (let id = top + 1; id < end; id++)
        if (score[id] > 0 || synonym[id] > 0) set(id, s.sectionOfTitle, strongKind ? 2 : 0);
    }
  }
  for (const id of candidates) {
    if (score[id] > 0) continue;
    score[id] = synonym[id];
    synonym[id] = 0;
  }
  return { score, support: synonym, flags, candidates, alts };
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

  const rank = (all: Word[], context: SearchContext | null, limit = Infinity): Ranking => {
    const { words, results } = matching(all);
    if (results.length === 0) return { ranked: [], words, results, total: 0 };
    const reference = words.every((w) => w.word.code);
    const smallest = results.reduce((a, b) => (b.candidates.length < a.candidates.length ? b : a));
    const within = context === null ? null : meta.contexts.find((c) => c.context === context);
    if (context !== null && !within) return { ranked: [], words, results, total: 0 };
    const lo = within ? within.first : 0;
    const hi = within ? within.first + within.count : total;
    const matchedIds: number[] = [];
    const matchedScores: number[] = [];
    for (const id of smallest.candidates) {
      if (id < lo || id >= hi) continue;
      let score = 0;
      for (const r of results) {
        if (r.score[id] === 0) {
          score = 0;
          break;
        }
        score += r.score[id];
      }
      if (score === 0) continue;
      matchedIds.push(id);
      matchedScores.push(score);
    }
    if (limit <= 0) return { ranked: [], words, results, total: matchedIds.length };
    const kindOf = (id: number): RankKey["kind"] => {
      if (!isTop(id)) return 1;
      for (const r of results) if (r.flags[id] & 1) return 2;
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
      strong: results.every((r) => (r.flags[id] & 2) !== 0),
      direct: results.every((r) => (r.flags[id] & 1) !== 0),
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
    // then each page's second, and so on: of `need` more hits, only the first `need` pages can
    // give any, each at most `need`. Walking the ties in rank order (compareRank within one
    // score, as one number) stops at the first page beyond them.
    const need = limit - ranked.length;
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
      if (seen === undefined && seenOnPage.size === need) break;
      if (seen !== undefined && seen >= need) continue;
      seenOnPage.set(page, (seen ?? 0) + 1);
      ranked.push(rankedOf(id, threshold));
    }
    ranked.sort(compareRank);
    return { ranked, words, results, total: matchedIds.length };
  };

  return { rank };
}
