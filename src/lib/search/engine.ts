import { alternatives, analyzeQuery, type Alternative, type MatchKind, type QueryWord } from "./query";
import {
  compareRank,
  hitKind,
  interleavePages,
  referenceHit,
  wordScore,
  type RankKey,
  type RankedFields,
} from "./ranking";
import { matchRanges } from "./highlight";
import { resultHref } from "./links";
import { tokenize } from "./tokenizer";
import { tokenLookup } from "./flexsearch-options";
import type { SearchContext, StoredDocument } from "./types";

/** What the engine needs of a FlexSearch 0.6 index (its typings promise a Promise; with `async: false` it returns ids). */
export interface IdIndex {
  search(query: string, limit: number): unknown;
}

/** One context's index, loaded (loader.ts). */
export interface LoadedContext {
  context: SearchContext;
  /** "Integration Guides" or "API List". */
  label: string;
  index: IdIndex;
  store: Record<string, StoredDocument>;
  /** Every indexed token, sorted, for prefix matching. */
  vocabulary: readonly string[];
  /** Section texts by id, when excerpts were loaded. */
  texts?: Record<string, string>;
}

export interface SearchOptions {
  /** Most hits returned (default 50). */
  limit?: number;
  /** Only this context; null or absent: every loaded context. */
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
  /** Section anchor id, "" for the top of the page. */
  hash: string;
  /** Sidebar label and categories, e.g. ["API List", "Saku Widget"]. */
  breadcrumbs: string[];
  /** About 160 characters of the section around the first match, when excerpts were loaded. */
  excerpt?: string;
  /** Relevance (ranking.ts); higher is better. */
  score: number;
  context: SearchContext;
  /** True for the top of a page (its title and lead), false for a section further down. */
  top: boolean;
  /** Index tokens that matched, for highlighting (`highlightSegments`) and `_highlight`. */
  terms: string[];
  /** `url` + `?_highlight=<terms>` + `#hash`: where a result link goes (a route, like `url`). */
  href: string;
}

/** The search API other features use (Ask AI answers from it): synchronous once loaded. */
export interface SearchEngine {
  search(query: string, options?: SearchOptions): SearchHit[];
  /** The contexts this engine searches, with their labels. */
  readonly contexts: readonly { context: SearchContext; label: string }[];
}

/** Most vocabulary words a word being typed expands to (the shortest ones win). */
export const MAX_EXPANSIONS = 24;
const EXCERPT_LENGTH = 160;
const KIND_RANK: Record<MatchKind, number> = { exact: 3, parts: 2, prefix: 1 };

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

/** Lookups kept across searches: consecutive keystrokes ask for many of the same tokens. */
const LOOKUP_CACHE_SIZE = 512;

/** What the engine keeps per loaded context. */
interface ContextState {
  ctx: LoadedContext;
  size: number;
  fields: (RankedFields | undefined)[];
  lookups: Map<string, readonly number[]>;
}

/** Ids of the documents containing every token (FlexSearch intersects them), cached. */
function lookup(state: ContextState, tokens: string[]): readonly number[] {
  const key = tokens.join(" ");
  const cached = state.lookups.get(key);
  if (cached) {
    // Most recently used last, so the oldest entry is the first to go.
    state.lookups.delete(key);
    state.lookups.set(key, cached);
    return cached;
  }
  const result = state.ctx.index.search(tokenLookup(tokens), state.size || 1);
  const ids: number[] = [];
  if (Array.isArray(result)) for (const id of result) if (typeof id === "number") ids.push(id);
  state.lookups.set(key, ids);
  if (state.lookups.size > LOOKUP_CACHE_SIZE) state.lookups.delete(state.lookups.keys().next().value ?? "");
  return ids;
}

/** For one query word, the best way each document matches it. */
function wordMatches(state: ContextState, word: QueryWord): Map<number, Alternative> {
  const best = new Map<number, Alternative>();
  for (const alt of alternatives(word, (prefix) => expandPrefix(state.ctx.vocabulary, prefix))) {
    const rank = KIND_RANK[alt.kind];
    for (const id of lookup(state, alt.tokens)) {
      const previous = best.get(id);
      if (!previous || rank > KIND_RANK[previous.kind]) best.set(id, alt);
    }
  }
  return best;
}

interface Ranked extends RankKey {
  state: ContextState;
  id: number;
  page: string;
}

/** Creates the engine over loaded contexts. */
export function createSearchEngine(contexts: LoadedContext[]): SearchEngine {
  const states: ContextState[] = contexts.map((ctx) => ({
    ctx,
    size: Object.keys(ctx.store).length,
    fields: [],
    lookups: new Map(),
  }));
  const fieldsOf = (state: ContextState, id: number, doc: StoredDocument): RankedFields => {
    let fields = state.fields[id];
    if (!fields) {
      // The builder writes each page's top first, then its sections (src/node/search/documents.ts).
      const top = state.ctx.store[String(id - 1)]?.u !== doc.u;
      fields = { title: new Set(tokenize(doc.t)), heading: new Set(tokenize(doc.s)), top };
      state.fields[id] = fields;
    }
    return fields;
  };

  return {
    contexts: contexts.map((c) => ({ context: c.context, label: c.label })),
    search(query, options = {}) {
      const { limit = 50, context = null } = options;
      const words = analyzeQuery(query);
      if (words.length === 0 || limit <= 0) return [];
      const ranked: Ranked[] = [];
      const matchesOf = new Map<ContextState, Map<number, Alternative>[]>();
      states.forEach((state, ctxIndex) => {
        if (context !== null && state.ctx.context !== context) return;
        const reference = referenceHit(words, state.ctx.context);
        const perWord = words.map((word) => wordMatches(state, word));
        matchesOf.set(state, perWord);
        // Every word must match: walk the smallest set, check the others.
        const smallest = perWord.reduce((a, b) => (b.size < a.size ? b : a));
        for (const id of smallest.keys()) {
          let score = 0;
          const doc = state.ctx.store[String(id)];
          if (!doc) continue;
          const fields = fieldsOf(state, id, doc);
          let all = true;
          for (let w = 0; w < words.length; w++) {
            const alt = perWord[w].get(id);
            if (!alt) {
              all = false;
              break;
            }
            score += wordScore(words[w], fields, alt.kind);
          }
          if (all)
            ranked.push({
              score,
              reference,
              kind: hitKind(words, fields),
              order: ctxIndex * 1_000_000 + id,
              state,
              id,
              page: doc.u,
            });
        }
      });
      ranked.sort(compareRank);
      // Only the hits returned get their terms, links and excerpts.
      return interleavePages(ranked, limit).map(({ state, id, score }): SearchHit => {
        const doc = state.ctx.store[String(id)];
        const fields = fieldsOf(state, id, doc);
        const terms = new Set<string>();
        for (const perWord of matchesOf.get(state) ?? []) perWord.get(id)?.tokens.forEach((t) => terms.add(t));
        for (const word of words) {
          if (!word.prefix || !word.whole) continue;
          for (const t of [...fields.title, ...fields.heading]) if (t.startsWith(word.whole)) terms.add(t);
        }
        const termList = [...terms];
        const text = state.ctx.texts?.[String(id)];
        return {
          title: doc.t,
          section: doc.s,
          url: doc.u,
          hash: doc.h,
          breadcrumbs: doc.b,
          ...(text !== undefined ? { excerpt: excerptOf(text, termList) } : {}),
          score,
          context: state.ctx.context,
          top: fields.top,
          terms: termList,
          href: resultHref(doc.u, doc.h, termList),
        };
      });
    },
  };
}
