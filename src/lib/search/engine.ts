import { analyzeQuery, type QueryWord } from "./query";
import { compareRank, interleavePages, type RankKey } from "./ranking";
import { matchRanges } from "./highlight";
import { resultHref } from "./links";
import { tokenize } from "./tokenizer";
import { corrections } from "./typo";
import {
  deltaDecode,
  SHARD_KEY_LENGTH,
  shardKey,
  type DocChunk,
  type Postings,
  type SearchMeta,
  type TermShard,
} from "./index-format";
import type { SearchContext } from "./types";

/**
 * The search engine over the sharded index (index-format.ts). The same code runs in the browser
 * (files fetched on demand, client.ts) and in Node (files read from disk, src/node/search/read-index.ts):
 * give it the meta file and a way to read the other files.
 */

/** Reads an index file by its name in the meta file: synchronously (Node, tests) or not (fetch). */
export type IndexFileReader = (file: string) => string | Promise<string>;

export interface SearchIndexSource {
  meta: SearchMeta;
  read: IndexFileReader;
}

export interface SearchOptions {
  /** Most hits returned (default 50). */
  limit?: number;
  /** Only this context; null or absent: every context. */
  context?: SearchContext | null;
}

/** A search result: one page section. */
export interface SearchHit {
  /** Page title. */
  title: string;
  /** Section heading; "" for the top of the page (API pages: method and path). */
  section: string;
  /**
   * The page's route, e.g. `/api/saku-widget/apply-token/`: without the base path, ready for
   * Gatsby's `Link` and `navigate` (they add it).
   */
  url: string;
  /**
   * Section anchor id, "" for the top of the page; for a code typed whole, the anchor of its row
   * when the section has one (`code-4017300` in the response-code catalog, index-format.ts RowAnchors).
   */
  hash: string;
  /** Sidebar label and categories, e.g. ["API List", "Saku Widget"]. */
  breadcrumbs: string[];
  /** About 160 characters of the section around the first match, when excerpts were loaded. */
  excerpt?: string;
  /** Relevance; higher is better. */
  score: number;
  context: SearchContext;
  /** True for the top of a page (its title and lead), false for a section further down. */
  top: boolean;
  /**
   * A strong match: every word is in the title or heading as typed (or as a synonym), or every
   * word is a code token found as is (a response code, a field name). The dropdown shows strong
   * matches of the other context. Always set by the engine.
   */
  strong?: boolean;
  /**
   * Every word matched the page title (at the top of the page) or the section heading, in any
   * way: the hit is about the query, not a mention of it. Always set by the engine.
   */
  direct?: boolean;
  /** Index tokens that matched, for highlighting (`highlightSegments`) and `_highlight`. */
  terms: string[];
  /** `url` + `?_highlight=<terms>` + `#hash`: where a result link goes (a route, like `url`). */
  href: string;
}

/** The search API other features use (Ask AI answers from it). */
export interface SearchEngine {
  /**
   * Synchronous over the files already read. With a synchronous reader (Node) it reads what it
   * needs; in the browser call `prepare` first, or use `loadSearch()` without `lazy`.
   */
  search(query: string, options?: SearchOptions): SearchHit[];
  /** Hits per context (every match counted, nothing but the term shards needed). */
  count(query: string): Record<SearchContext, number>;
  /** Reads the term shards of the query and the documents of its first `limit` hits. */
  prepare(query: string, options?: SearchOptions): Promise<void>;
  /** Reads every file: after it, `search` never misses anything. */
  loadAll(): Promise<void>;
  /** The contexts this engine searches, with their labels. */
  readonly contexts: readonly { context: SearchContext; label: string }[];
}

export interface EngineOptions {
  /** Also read the section texts, so hits carry an `excerpt`. */
  excerpts?: boolean;
}

/** Most vocabulary words a word being typed expands to (the shortest ones win). */
export const MAX_EXPANSIONS = 24;
/** Expansions of a two-character prefix. */
export const SHORT_PREFIX_EXPANSIONS = 8;
const EXCERPT_LENGTH = 160;

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

/** A window of `text` around its first match, on word boundaries, with ellipses where cut. */
export function excerptOf(text: string, terms: readonly string[], length = EXCERPT_LENGTH): string {
  const first = matchRanges(text, terms)[0];
  if (!first || text.length <= length)
    return text.length <= length ? text : `${text.slice(0, text.lastIndexOf(" ", length))} …`;
  let start = Math.max(0, first[0] - Math.floor(length / 3));
  if (start > 0) start = text.indexOf(" ", start) + 1 || start;
  let end = Math.min(text.length, start + length);
  if (end < text.length) end = text.lastIndexOf(" ", end) > first[1] ? text.lastIndexOf(" ", end) : end;
  return `${start > 0 ? "… " : ""}${text.slice(start, end)}${end < text.length ? " …" : ""}`;
}

/**
 * How a word matched, best first: as typed, all parts of a code word, a longer word it begins
 * (while typing), a synonym from content/search-synonyms.yaml, a correction of a typo, a synonym
 * of that correction.
 */
export type AltKind = "exact" | "parts" | "prefix" | "synonym" | "typo" | "typoSynonym";

/**
 * Score of a match by kind and where: in the heading, the title (top of its page), a section of
 * that page, the text. A page title counts as much as a section heading; on a tie the page itself
 * comes first (ranking.ts RankKey.kind). A synonym anywhere scores below the word typed anywhere
 * (a heading that says "notification" after a paragraph that says "webhook"), and a correction's
 * synonyms below the correction, in the same order as the synonyms of a word typed right.
 */
export const MATCH_SCORES: Record<AltKind, { heading: number; title: number; sectionOfTitle: number; body: number }> = {
  exact: { heading: 10, title: 10, sectionOfTitle: 4, body: 3 },
  parts: { heading: 10, title: 10, sectionOfTitle: 4, body: 2 },
  prefix: { heading: 6, title: 6, sectionOfTitle: 0, body: 1 },
  synonym: { heading: 2.8, title: 2.8, sectionOfTitle: 1.2, body: 0.9 },
  typo: { heading: 2, title: 2, sectionOfTitle: 0.8, body: 0.6 },
  typoSynonym: { heading: 0.5, title: 0.5, sectionOfTitle: 0.25, body: 0.2 },
};
// A corrected typo counts: the reader meant that word (the index does not know the one typed).
const STRONG_KINDS: ReadonlySet<AltKind> = new Set(["exact", "parts", "synonym", "typo", "typoSynonym"]);
const SYNONYM_KINDS: ReadonlySet<AltKind> = new Set(["synonym", "typoSynonym"]);

interface Alt {
  kind: AltKind;
  tokens: string[];
}

/** A query word with everything it may match. */
interface Word {
  word: QueryWord;
  /** Shard keys it needs before its alternatives are known. */
  keys: string[];
  /** Synonym alternatives (token lists), known from the meta file alone. */
  synonyms: string[][];
  /** Tokens this word stands for (several for a phrase of a synonym group). */
  tokens: string[];
}

interface Decoded {
  x: Int32Array;
  h: Int32Array;
  t: Int32Array;
}

const EMPTY = new Int32Array(0);

function has(sorted: Int32Array, id: number): boolean {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (sorted[mid] < id) lo = mid + 1;
    else hi = mid;
  }
  return lo < sorted.length && sorted[lo] === id;
}

function intersect(lists: Int32Array[]): Int32Array {
  if (lists.length === 1) return lists[0];
  const sorted = [...lists].sort((a, b) => a.length - b.length);
  const out: number[] = [];
  for (const id of sorted[0]) if (sorted.every((l, i) => i === 0 || has(l, id))) out.push(id);
  return Int32Array.from(out);
}

const sameTokens = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((t, i) => t === b[i]);

/** Per-word scores of every document, and the candidates that got one. */
interface WordResult {
  score: Float32Array;
  /** Score of the word's synonyms in documents where the word itself matched (else 0). */
  support: Float32Array;
  /** Bit 1: matched the title or heading (any kind); bit 2: a strong match (STRONG_KINDS there, or a code as is). */
  flags: Uint8Array;
  candidates: number[];
  alts: Alt[];
}

interface Ranked extends RankKey {
  id: number;
  page: string;
  strong: boolean;
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

/** Creates the engine over an index: its meta file and a reader for the other files. */
export function createSearchEngine(source: SearchIndexSource, options: EngineOptions = {}): SearchEngine {
  const { meta, read } = source;
  const total = meta.contexts.reduce((n, c) => Math.max(n, c.first + c.count), 0);
  const pageStarts = deltaDecode(meta.pages);
  const shards = new Map<string, TermShard>();
  const vocabularies = new Map<string, string[]>();
  const decoded = new Map<string, Decoded>();
  const docChunks = new Map<number, DocChunk>();
  const textChunks = new Map<number, string[]>();
  let vocabulary: string[] | null = null;
  const pending = new Map<string, Promise<void>>();
  /**
   * Reads a search needed that were not there yet (an asynchronous reader): prepare() awaits them
   * and runs the query's lookups again, until a pass needs nothing new.
   */
  let waiting: Promise<void>[] = [];
  let misses = 0;
  const need = (promise: Promise<void> | undefined) => {
    if (!promise) return;
    misses++;
    waiting.push(promise);
  };

  /** Reads a file once; synchronously when the reader is synchronous. */
  const readFile = (file: string, use: (text: string) => void): Promise<void> | undefined => {
    if (pending.has(file)) return pending.get(file);
    const result = read(file);
    if (typeof result === "string") {
      use(result);
      pending.set(file, Promise.resolve());
      return undefined;
    }
    const promise = result.then(use);
    // A failed request may succeed next time: do not keep the rejection.
    promise.catch(() => pending.delete(file));
    pending.set(file, promise);
    return promise;
  };
  const loadShard = (key: string) => {
    const file = meta.terms[key];
    if (!file || shards.has(key)) return undefined;
    return readFile(file, (text) => {
      shards.set(key, JSON.parse(text) as TermShard);
    });
  };
  const loadDocs = (n: number) => {
    const file = meta.docs[n];
    if (!file || docChunks.has(n)) return undefined;
    return readFile(file, (text) => {
      docChunks.set(n, JSON.parse(text) as DocChunk);
    });
  };
  const loadTexts = (n: number) => {
    const file = meta.texts[n];
    if (!file || textChunks.has(n)) return undefined;
    return readFile(file, (text) => {
      textChunks.set(n, JSON.parse(text) as string[]);
    });
  };
  const loadVocabulary = () => {
    if (vocabulary || !meta.words) return undefined;
    return readFile(meta.words, (text) => {
      vocabulary = JSON.parse(text) as string[];
    });
  };
  /** Every indexed all-letter word (index-format.ts SearchMeta.words), for typo corrections. */
  const typoVocabulary = (): string[] => {
    if (!vocabulary) need(loadVocabulary());
    return vocabulary ?? [];
  };
  const settle = async (promises: (Promise<void> | undefined)[]) => {
    await Promise.all(promises.filter((p): p is Promise<void> => p !== undefined));
  };

  const vocabularyOf = (key: string): string[] => {
    let words = vocabularies.get(key);
    if (!words) {
      if (!shards.has(key)) need(loadShard(key));
      const shard = shards.get(key);
      if (!shard) return [];
      words = Object.keys(shard).sort();
      vocabularies.set(key, words);
    }
    return words;
  };
  const postingsOf = (token: string): Decoded | null => {
    const cached = decoded.get(token);
    if (cached) return cached;
    const key = shardKey(token);
    if (!shards.has(key)) need(loadShard(key)); // a synchronous reader has read it now; otherwise prepare() waits
    const p: Postings | undefined = shards.get(key)?.[token];
    if (!p) return null;
    const d = { x: deltaDecode(p[0]), h: p[1] ? deltaDecode(p[1]) : EMPTY, t: p[2] ? deltaDecode(p[2]) : EMPTY };
    decoded.set(token, d);
    return d;
  };
  const knows = (token: string) => {
    const key = shardKey(token);
    if (!shards.has(key)) need(loadShard(key));
    return Boolean(shards.get(key)?.[token]);
  };
  /** The other members of the synonym group that has `tokens` as a member. */
  const synonymsOf = (tokens: readonly string[]): string[][] => {
    const group = meta.synonyms.find((g) => g.some((m) => sameTokens(m, tokens)));
    return group ? group.filter((m) => !sameTokens(m, tokens)) : [];
  };

  const contextOf = (id: number) => meta.contexts.find((c) => id >= c.first && id < c.first + c.count);
  /** The page of each document (its index in pageStarts). */
  const pageIndex = new Int32Array(total);
  pageStarts.forEach((start, p) => pageIndex.fill(p, start, pageStarts[p + 1] ?? total));
  const isTop = (id: number) => pageStarts[pageIndex[id]] === id;

  /** The query's words, phrases of synonym groups joined into one word. */
  const wordsOf = (query: string): Word[] => {
    const analyzed = analyzeQuery(query);
    const result: Word[] = [];
    for (let i = 0; i < analyzed.length; i++) {
      const word = analyzed[i];
      let tokens = word.whole ? [word.whole] : word.parts;
      let synonyms: string[][] = [];
      let joined = word;
      for (const group of meta.synonyms) {
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
        synonyms = synonymsOf(member);
        break;
      }
      const keys = new Set<string>();
      for (const t of [...tokens, ...word.parts, ...synonyms.flat()]) keys.add(shardKey(t));
      result.push({ word: joined, keys: [...keys], synonyms, tokens });
    }
    return result;
  };

  const altsOf = (w: Word): Alt[] => {
    const { word } = w;
    const alts: Alt[] = [];
    if (word.whole) alts.push({ kind: "exact", tokens: [word.whole] });
    if (word.parts.length) alts.push({ kind: word.whole ? "parts" : "exact", tokens: word.parts });
    let prefixed = false;
    if (word.prefix && word.whole) {
      // Two letters match hundreds of words: their few shortest are enough until the next key.
      const max = word.whole.length <= SHARD_KEY_LENGTH ? SHORT_PREFIX_EXPANSIONS : MAX_EXPANSIONS;
      for (const token of expandPrefix(vocabularyOf(shardKey(word.whole)), word.whole, max)) {
        if (token === word.whole) continue;
        prefixed = true;
        alts.push({ kind: "prefix", tokens: [token] });
      }
    }
    for (const s of w.synonyms) alts.push({ kind: "synonym", tokens: s });
    // Typo tolerance only for a word the index does not know at all (a "did you mean"), from the
    // whole vocabulary: the first letters may be the wrong ones ("rfund"). A correction brings
    // its synonyms ("webhok" → webhook → notification).
    if (word.whole && !word.code && !prefixed && !knows(word.whole)) {
      for (const token of corrections(word.whole, typoVocabulary())) {
        alts.push({ kind: "typo", tokens: [token] });
        for (const s of synonymsOf([token])) alts.push({ kind: "typoSynonym", tokens: s });
      }
    }
    return alts;
  };

  const scoreWord = (w: Word): WordResult => {
    const score = new Float32Array(total);
    // The best synonym match of each document, apart: it is the score where nothing else matched,
    // and breaks ties where the word itself did (RankKey.support).
    const synonym = new Float32Array(total);
    const flags = new Uint8Array(total);
    const candidates: number[] = [];
    const alts = altsOf(w);
    for (const alt of alts) {
      const lists = alt.tokens.map(postingsOf);
      if (lists.some((l) => !l)) continue;
      const present = lists as Decoded[];
      const x = intersect(present.map((l) => l.x));
      const h = intersect(present.map((l) => l.h));
      const t = intersect(present.map((l) => l.t));
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
  };

  // Consecutive keystrokes and the dropdown's two groups ask for the same words again.
  const wordCache = new Map<string, WordResult>();
  const WORD_CACHE_SIZE = 16;
  const cachedScoreWord = (w: Word): WordResult => {
    const key = JSON.stringify([w.word.whole, w.word.parts, w.word.prefix, w.word.code, w.tokens]);
    let result = wordCache.get(key);
    if (result) {
      wordCache.delete(key);
      wordCache.set(key, result);
      return result;
    }
    const before = misses;
    result = scoreWord(w);
    // Scored while a file it needs was still on its way (search before prepare): not kept.
    if (misses !== before) return result;
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
   * Every match, best first, but only the best `limit` (and of the hits tied with the last of
   * them, those interleavePages can reach) are sorted and turned into objects: a common word
   * matches half of 50,000 sections, and sorting them all on every keystroke would cost more than
   * the search.
   */
  const rank = (
    all: Word[],
    context: SearchContext | null,
    limit = Infinity,
  ): { ranked: Ranked[]; words: Word[]; results: WordResult[]; total: number } => {
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

  const docOf = (id: number): DocChunk[number] | undefined => {
    const n = Math.floor(id / meta.chunk);
    if (!docChunks.has(n)) need(loadDocs(n));
    return docChunks.get(n)?.[id % meta.chunk];
  };
  const textOf = (id: number): string | undefined => {
    if (!options.excerpts) return undefined;
    const n = Math.floor(id / meta.chunk);
    if (!textChunks.has(n)) need(loadTexts(n));
    return textChunks.get(n)?.[id % meta.chunk];
  };

  const hitOf = (r: Ranked, words: Word[], results: WordResult[]): SearchHit | null => {
    const doc = docOf(r.id);
    const ctx = contextOf(r.id);
    if (!doc || !ctx) return null;
    const [t, s, u, h, b, rows] = doc;
    const terms = new Set<string>();
    // Each word's best way of matching this document (alternatives are in order, best first).
    for (const result of results) {
      const alt = result.alts.find((a) => a.tokens.every((token) => has(postingsOf(token)?.x ?? EMPTY, r.id)));
      alt?.tokens.forEach((token) => terms.add(token));
    }
    for (const { word } of words) {
      if (!word.prefix || !word.whole) continue;
      for (const token of [...tokenize(t), ...tokenize(s)]) if (token.startsWith(word.whole)) terms.add(token);
    }
    const termList = [...terms];
    const text = textOf(r.id);
    // A code typed whole that names a row of the section: the link goes to that row.
    const row = rows ? termList.find((term) => rows.indexOf(term, 1) > 0) : undefined;
    const hash = row && rows ? `${rows[0]}${row}` : h;
    return {
      title: t,
      section: s,
      url: u,
      hash,
      breadcrumbs: b,
      ...(text !== undefined ? { excerpt: excerptOf(text, termList) } : {}),
      score: r.score,
      context: ctx.context,
      top: isTop(r.id),
      strong: r.strong,
      direct: r.direct,
      terms: termList,
      href: resultHref(u, hash, termList),
    };
  };

  const search = (query: string, opts: SearchOptions = {}): SearchHit[] => {
    const { limit = 50, context = null } = opts;
    waiting = [];
    const { ranked, words, results } = rank(wordsOf(query), context, limit);
    if (limit <= 0) return [];
    const hits: SearchHit[] = [];
    for (const r of interleavePages(ranked, limit)) {
      const hit = hitOf(r, words, results);
      if (hit) hits.push(hit);
      if (hits.length >= limit) break;
    }
    return hits;
  };

  return {
    contexts: meta.contexts.map((c) => ({ context: c.context, label: c.label })),
    search,
    count(query) {
      const counts: Record<SearchContext, number> = { guide: 0, api: 0 };
      const words = wordsOf(query);
      if (words.length === 0) return counts;
      for (const c of meta.contexts) counts[c.context] = rank(words, c.context, 0).total;
      return counts;
    },
    async prepare(query, opts = {}) {
      const { limit = 50, context = null } = opts;
      const words = wordsOf(query);
      if (words.length === 0) return;
      await settle([...new Set(words.flatMap((w) => w.keys))].map(loadShard));
      // What the words turn into needs more files: the vocabulary for a typo, the shards of its
      // corrections and of their synonyms. Look again until a pass needs nothing new.
      for (;;) {
        waiting = [];
        for (const w of words) for (const alt of altsOf(w)) alt.tokens.forEach(postingsOf);
        if (waiting.length === 0) break;
        await settle(waiting);
      }
      const { ranked } = rank(words, context, limit);
      const chunks = new Set(interleavePages(ranked, limit).map((r) => Math.floor(r.id / meta.chunk)));
      await settle([...chunks].flatMap((n) => [loadDocs(n), options.excerpts ? loadTexts(n) : undefined]));
    },
    async loadAll() {
      await settle([
        loadVocabulary(),
        ...Object.keys(meta.terms).map(loadShard),
        ...meta.docs.map((_, n) => loadDocs(n)),
        ...(options.excerpts ? meta.texts.map((_, n) => loadTexts(n)) : []),
      ]);
    },
  };
}
