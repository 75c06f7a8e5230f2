import { interleavePages } from "./ranking";
import { matchRanges } from "./highlight";
import { resultHref } from "./links";
import { tokenize } from "./tokenizer";
import { createIndexCache, indexLayout, settle, type SearchIndexSource } from "./index-cache";
import { altsOf, matchedAlt, wordsOf, type Word } from "./matcher";
import { createScorer, type Ranked, type WordResult } from "./scorer";
import type { SearchContext, SearchEngine, SearchHit, SearchOptions } from "./types";

/**
 * The search engine over the sharded index (index-format.ts). The same code runs in the browser
 * (files fetched on demand, lazy.ts) and in Node (files read from disk, src/node/search-reader):
 * give it the meta file and a way to read the other files. It puts together the index-file cache
 * (index-cache.ts), the matcher (matcher.ts) and the scorer (scorer.ts), and turns the best
 * matches into hits.
 */

export type { IndexFileReader, SearchIndexSource } from "./index-cache";
export type { SearchEngine, SearchHit, SearchOptions } from "./types";
export { expandPrefix, MAX_EXPANSIONS, SHORT_PREFIX_EXPANSIONS, type AltKind } from "./matcher";
export { kthLargest, MATCH_SCORES } from "./scorer";

export interface EngineOptions {
  /** Also read the section texts, so hits carry an `excerpt`. */
  excerpts?: boolean;
}

const EXCERPT_LENGTH = 160;

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

/** Creates the engine over an index: its meta file and a reader for the other files. */
export function createSearchEngine(source: SearchIndexSource, options: EngineOptions = {}): SearchEngine {
  const { meta } = source;
  const cache = createIndexCache(source, options);
  const layout = indexLayout(meta);
  const scorer = createScorer(cache, layout);
  const words = (query: string) => wordsOf(query, meta.synonyms);

  const hitOf = (r: Ranked, searched: Word[], results: WordResult[]): SearchHit | null => {
    const doc = cache.docOf(r.id);
    const ctx = layout.contextOf(r.id);
    if (!doc || !ctx) return null;
    const [t, s, u, h, b, rows] = doc;
    const terms = new Set<string>();
    // Each word's best way of matching this document (alternatives are in order, best first).
    for (const result of results) matchedAlt(result.alts, r.id, cache)?.tokens.forEach((token) => terms.add(token));
    for (const { word } of searched) {
      if (!word.prefix || !word.whole) continue;
      for (const token of [...tokenize(t), ...tokenize(s)]) if (token.startsWith(word.whole)) terms.add(token);
    }
    const termList = [...terms];
    const text = cache.textOf(r.id);
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
      top: layout.isTop(r.id),
      strong: r.strong,
      direct: r.direct,
      terms: termList,
      href: resultHref(u, hash, termList),
    };
  };

  const search = (query: string, opts: SearchOptions = {}): SearchHit[] => {
    const { limit = 50, context = null } = opts;
    cache.startPass();
    const { ranked, words: searched, results } = scorer.rank(words(query), context, limit);
    if (limit <= 0) return [];
    const hits: SearchHit[] = [];
    for (const r of interleavePages(ranked, limit)) {
      const hit = hitOf(r, searched, results);
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
      const all = words(query);
      if (all.length === 0) return counts;
      for (const c of meta.contexts) counts[c.context] = scorer.rank(all, c.context, 0).total;
      return counts;
    },
    async prepare(query, opts = {}) {
      const { limit = 50, context = null } = opts;
      const all = words(query);
      if (all.length === 0) return;
      await settle([...new Set(all.flatMap((w) => w.keys))].map((key) => cache.loadShard(key)));
      // What the words turn into needs more files: the vocabulary for a typo, the shards of its
      // corrections and of their synonyms. Look again until a pass needs nothing new.
      for (;;) {
        cache.startPass();
        for (const w of all) for (const alt of altsOf(w, cache)) alt.tokens.forEach((token) => cache.postingsOf(token));
        if (cache.waiting().length === 0) break;
        await settle(cache.waiting());
      }
      const { ranked } = scorer.rank(all, context, limit);
      const chunks = new Set(interleavePages(ranked, limit).map((r) => Math.floor(r.id / meta.chunk)));
      await settle([...chunks].flatMap((n) => [cache.loadDocs(n), options.excerpts ? cache.loadTexts(n) : undefined]));
    },
    loadAll: () => cache.loadAll(),
  };
}
