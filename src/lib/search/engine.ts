import { alternatives, analyzeQuery, type Alternative, type MatchKind, type QueryWord } from "./query";
import { compareRank, interleavePages, scoreDocument, type RankKey, type RankedFields } from "./ranking";
import { matchRanges } from "./highlight";
import { resultHref } from "./links";
import { tokenize } from "./tokenizer";
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
export const MAX_EXPANSIONS = 40;
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
  if (!first || text.length <= length) return text.length <= length ? text : `${text.slice(0, text.lastIndexOf(" ", length))} …`;
  let start = Math.max(0, first[0] - Math.floor(length / 3));
  if (start > 0) start = text.indexOf(" ", start) + 1 || start;
  let end = Math.min(text.length, start + length);
  if (end < text.length) end = text.lastIndexOf(" ", end) > first[1] ? text.lastIndexOf(" ", end) : end;
  return `${start > 0 ? "… " : ""}${text.slice(start, end)}${end < text.length ? " …" : ""}`;
}

interface Candidate {
  ctx: LoadedContext;
  id: number;
  order: number;
  matches: (Alternative | null)[];
}

/** Ids of the documents containing every token (FlexSearch intersects them). */
function lookup(ctx: LoadedContext, tokens: string[], cache: Map<string, number[]>): number[] {
  const key = tokens.join(" ");
  const cached = cache.get(key);
  if (cached) return cached;
  const result = ctx.index.search(key, Object.keys(ctx.store).length || 1);
  const ids = Array.isArray(result) ? result.filter((id): id is number => typeof id === "number") : [];
  cache.set(key, ids);
  return ids;
}

/** Creates the engine over loaded contexts. */
export function createSearchEngine(contexts: LoadedContext[]): SearchEngine {
  const fieldCache = new Map<string, RankedFields>();
  const fieldsOf = (ctx: LoadedContext, id: number, doc: StoredDocument): RankedFields => {
    const key = `${ctx.context}:${id}`;
    let fields = fieldCache.get(key);
    if (!fields) {
      // The builder writes each page's top first, then its sections (src/node/search/documents.ts).
      const top = ctx.store[String(id - 1)]?.u !== doc.u;
      fields = { title: new Set(tokenize(doc.t)), heading: new Set(tokenize(doc.s)), top };
      fieldCache.set(key, fields);
    }
    return fields;
  };

  const candidatesIn = (ctx: LoadedContext, ctxIndex: number, words: QueryWord[]): Candidate[] => {
    const cache = new Map<string, number[]>();
    let current: Map<number, (Alternative | null)[]> | null = null;
    for (const word of words) {
      const best = new Map<number, Alternative>();
      for (const alt of alternatives(word, (prefix) => expandPrefix(ctx.vocabulary, prefix))) {
        for (const id of lookup(ctx, alt.tokens, cache)) {
          const previous = best.get(id);
          if (!previous || KIND_RANK[alt.kind] > KIND_RANK[previous.kind]) best.set(id, alt);
        }
      }
      const next = new Map<number, (Alternative | null)[]>();
      if (current === null) {
        for (const [id, alt] of best) next.set(id, [alt]);
      } else {
        for (const [id, matches] of current) {
          const alt = best.get(id);
          if (alt) next.set(id, [...matches, alt]);
        }
      }
      current = next;
    }
    return [...(current ?? new Map<number, (Alternative | null)[]>())].map(([id, matches]) => ({ ctx, id, order: ctxIndex * 1_000_000 + id, matches }));
  };

  return {
    contexts: contexts.map((c) => ({ context: c.context, label: c.label })),
    search(query, options = {}) {
      const { limit = 50, context = null } = options;
      const words = analyzeQuery(query);
      if (words.length === 0) return [];
      const searched = contexts.filter((c) => context === null || c.context === context);
      const ranked: (RankKey & { ctx: LoadedContext; id: number; doc: StoredDocument; fields: RankedFields; matches: (Alternative | null)[] })[] = [];
      searched.forEach((ctx, ctxIndex) => {
        for (const candidate of candidatesIn(ctx, ctxIndex, words)) {
          const doc = ctx.store[String(candidate.id)];
          if (!doc) continue;
          const fields = fieldsOf(ctx, candidate.id, doc);
          const score = scoreDocument(words, fields, candidate.matches.map((m) => m?.kind ?? null));
          ranked.push({ score, top: fields.top, order: candidate.order, ctx, id: candidate.id, doc, fields, matches: candidate.matches });
        }
      });
      ranked.sort(compareRank);
      const ordered = interleavePages(ranked.map((r) => ({ ...r, page: `${r.ctx.context}:${r.doc.u}` })));
      // Only the hits returned get their terms, links and excerpts.
      return ordered.slice(0, limit).map(({ ctx, id, doc, fields, matches, score }): SearchHit => {
        const terms = new Set<string>();
        matches.forEach((m) => m?.tokens.forEach((t) => terms.add(t)));
        for (const word of words) {
          if (!word.prefix || !word.whole) continue;
          for (const t of [...fields.title, ...fields.heading]) if (t.startsWith(word.whole)) terms.add(t);
        }
        const termList = [...terms];
        const text = ctx.texts?.[String(id)];
        return {
          title: doc.t,
          section: doc.s,
          url: doc.u,
          hash: doc.h,
          breadcrumbs: doc.b,
          ...(text !== undefined ? { excerpt: excerptOf(text, termList) } : {}),
          score,
          context: ctx.context,
          top: fields.top,
          terms: termList,
          href: resultHref(doc.u, doc.h, termList),
        };
      });
    },
  };
}
