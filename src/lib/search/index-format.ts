/**
 * The search index as sharded static files. One small routing file (`meta`) is fetched
 * when the reader first hovers or focuses a search box; a query then fetches only the term shards
 * of its words (keyed by a token's first two characters, so a word being typed stays in one shard)
 * and the document chunks of the hits it shows. The first search therefore costs about the same
 * whether the docs have 100 pages or 6,000: the payload grows with the postings of the words asked
 * for, not with the whole vocabulary and store. A word the index does not know also fetches the
 * vocabulary (`words`, every all-letter word, a few KB) to find what the reader meant.
 *
 * Why our own format instead of FlexSearch's export: a FlexSearch 0.6 index is one object that
 * must be fetched and imported whole (312 KB gzipped for the guides with 600 extra pages), and it
 * cannot say where a word matched (title, heading, text), which the ranking needs. The build
 * collects the documents with gatsby-plugin-local-search and writes these files from its store
 * (src/node/search/files.ts).
 *
 * Pure code: the build writes these files (src/node/search/files.ts), the browser and Node read
 * them (engine.ts).
 */
import { splitWords, tokenize } from "./tokenizer";
import type { SearchContext, StoredDocument } from "./types";

/** Version of the file format: a reader refuses files of another version. */
export const INDEX_FORMAT = 4;
/** Characters of a token that pick its shard. Queries need 2 characters before they match (query.ts). */
export const SHARD_KEY_LENGTH = 2;
/** Documents per chunk of the store and of the excerpt texts. */
export const DOC_CHUNK = 64;

/**
 * Rows of a section with their own anchors, named by a code: the anchor of the row of `token` is
 * `prefix + token` (`code-4017300` in the response-code catalog, `response-code-4017300` on an
 * operation page). A hit on the section for one of these tokens links to its row.
 */
export interface RowAnchors {
  prefix: string;
  tokens: string[];
}

/** A document to index, in index order: contexts contiguous, each page's top before its sections. */
export interface IndexDoc extends StoredDocument {
  c: SearchContext;
  /** Indexed text (title, heading, section text; for API pages names and codes). */
  x: string;
  /** Plain text for excerpts. */
  text?: string;
  rows?: RowAnchors;
  /**
   * Identifiers the section defines (a table row that opens with one, an operation's field, header
   * or response code): each word whole is indexed as the heading is, so a section that defines
   * `X-SIGNATURE` ranks above one that mentions it. Their parts are not (`signature` is no heading).
   */
  d?: string;
}

/** The routing file. Other file names are relative to the folder of this file. */
export interface SearchMeta {
  format: typeof INDEX_FORMAT;
  /** Each context's documents are the ids `first` to `first + count - 1`. */
  contexts: { context: SearchContext; label: string; first: number; count: number }[];
  /** Ids of the tops of pages (each page's documents follow its top), delta-encoded. */
  pages: number[];
  /**
   * How many tokens each page's title has, in the order of `pages`: a query whose words are the
   * whole title ("create order" for Create Order) is an exact title match.
   */
  titles: number[];
  /** Documents per chunk. */
  chunk: number;
  /** Store chunk files (`DocChunk`), by chunk number. */
  docs: string[];
  /** Excerpt text chunk files (`string[]`), by chunk number. */
  texts: string[];
  /** Term shard files by shard key (`TermShard`). */
  terms: Record<string, string>;
  /**
   * The vocabulary file (`string[]`, sorted): every indexed word of letters only, 3 characters or
   * more. Typo tolerance reads it for a word the index does not know, whatever its first letters.
   */
  words: string;
  /** Synonym groups, each member as its index tokens (content/search-synonyms.yaml). */
  synonyms: string[][][];
}

/**
 * A token's postings, delta-encoded ids: the documents whose indexed text has it, whose heading
 * has it, and the page tops whose title has it (the last two omitted when empty).
 */
export type Postings = [x: number[], h?: number[], t?: number[]];
export type TermShard = Record<string, Postings>;
/**
 * Stored documents of one chunk: `[t, s, u, h, b]`, and for a section with code-named rows
 * `[prefix, ...tokens]` of its RowAnchors.
 */
export type DocChunk = (
  [string, string, string, string, string[]] | [string, string, string, string, string[], string[]]
)[];

/** Shortest word in the vocabulary file: a typo is corrected from 4 letters, to a word one edit away. */
export const MIN_VOCABULARY_WORD = 3;
const LETTERS_ONLY = /^\p{L}+$/u;

/** A synonym member's tokens: each word's whole form (`partnerReferenceNo` stays one token). */
export function memberTokens(text: string): string[] {
  return splitWords(text)
    .map((w) => w.whole)
    .filter((t): t is string => t !== null);
}

export function shardKey(token: string): string {
  return [...token].slice(0, SHARD_KEY_LENGTH).join("");
}

export function deltaEncode(sorted: readonly number[]): number[] {
  return sorted.map((id, i) => (i === 0 ? id : id - sorted[i - 1]));
}

export function deltaDecode(deltas: readonly number[]): Int32Array {
  const out = new Int32Array(deltas.length);
  let sum = 0;
  for (let i = 0; i < deltas.length; i++) out[i] = sum += deltas[i];
  return out;
}

export interface BuiltIndex {
  meta: SearchMeta;
  /** File name → content. */
  files: Map<string, string>;
}

export interface BuildIndexOptions {
  labels: Record<SearchContext, string>;
  /** Synonym groups as written (phrases); tokenized here like the documents. */
  synonyms?: readonly (readonly string[])[];
  /**
   * Names a file from its kind, number and content (the build adds a content hash so files can be
   * cached for good).
   */
  name?: (kind: "terms" | "docs" | "texts" | "words", n: number, content: string) => string;
}

const defaultName = (kind: string, n: number) => `${kind}-${n}.json`;

/** Builds the meta file and every shard from documents in index order. */
export function buildSearchIndex(docs: readonly IndexDoc[], options: BuildIndexOptions): BuiltIndex {
  const name = options.name ?? defaultName;
  const files = new Map<string, string>();
  const contexts: SearchMeta["contexts"] = [];
  const pages: number[] = [];
  const titles: number[] = [];
  const postings = new Map<string, { x: number[]; h: number[]; t: number[] }>();
  const add = (token: string, id: number, field: "x" | "h" | "t") => {
    let p = postings.get(token);
    if (!p) postings.set(token, (p = { x: [], h: [], t: [] }));
    const list = p[field];
    if (list[list.length - 1] !== id) list.push(id);
  };

  docs.forEach((d, id) => {
    const last = contexts[contexts.length - 1];
    if (!last || last.context !== d.c) {
      if (contexts.some((c) => c.context === d.c))
        throw new Error(`Search index: documents of context "${d.c}" are not contiguous (at ${d.u}#${d.h})`);
      contexts.push({ context: d.c, label: options.labels[d.c], first: id, count: 0 });
    }
    contexts[contexts.length - 1].count++;
    const top = id === 0 || docs[id - 1].u !== d.u;
    if (top) pages.push(id);
    if (top) titles.push(tokenize(d.t).length);
    for (const token of tokenize(d.x)) add(token, id, "x");
    for (const token of tokenize(d.s)) add(token, id, "h");
    for (const word of splitWords(d.d ?? "")) {
      if (!word.whole) continue;
      add(word.whole, id, "x");
      add(word.whole, id, "h");
    }
    if (top) for (const token of tokenize(d.t)) add(token, id, "t");
  });

  const shards = new Map<string, TermShard>();
  for (const token of [...postings.keys()].sort()) {
    const key = shardKey(token);
    let shard = shards.get(key);
    if (!shard) shards.set(key, (shard = {}));
    const p = postings.get(token);
    if (!p) continue;
    const entry: Postings = [deltaEncode(p.x)];
    if (p.h.length || p.t.length) entry.push(deltaEncode(p.h));
    if (p.t.length) entry.push(deltaEncode(p.t));
    shard[token] = entry;
  }
  const terms: Record<string, string> = {};
  [...shards.entries()].forEach(([key, shard], n) => {
    const content = JSON.stringify(shard);
    const file = name("terms", n, content);
    files.set(file, content);
    terms[key] = file;
  });

  const docFiles: string[] = [];
  const textFiles: string[] = [];
  for (let start = 0, n = 0; start < docs.length; start += DOC_CHUNK, n++) {
    const chunk = docs.slice(start, start + DOC_CHUNK);
    const docContent = JSON.stringify(
      chunk.map((d): DocChunk[number] =>
        d.rows?.tokens.length
          ? [d.t, d.s, d.u, d.h, d.b, [d.rows.prefix, ...d.rows.tokens]]
          : [d.t, d.s, d.u, d.h, d.b],
      ),
    );
    const textContent = JSON.stringify(chunk.map((d) => d.text ?? ""));
    const docFile = name("docs", n, docContent);
    const textFile = name("texts", n, textContent);
    files.set(docFile, docContent);
    files.set(textFile, textContent);
    docFiles.push(docFile);
    textFiles.push(textFile);
  }

  const vocabulary = JSON.stringify(
    [...postings.keys()].filter((t) => t.length >= MIN_VOCABULARY_WORD && LETTERS_ONLY.test(t)).sort(),
  );
  const wordsFile = name("words", 0, vocabulary);
  files.set(wordsFile, vocabulary);

  const meta: SearchMeta = {
    format: INDEX_FORMAT,
    contexts,
    pages: deltaEncode(pages),
    titles,
    chunk: DOC_CHUNK,
    docs: docFiles,
    texts: textFiles,
    terms,
    words: wordsFile,
    synonyms: (options.synonyms ?? []).map((group) => group.map(memberTokens)),
  };
  return { meta, files };
}

/** Checks the shape of a meta file (a stale or foreign file fails with its URL and the reason). */
export function parseSearchMeta(text: string, url: string): SearchMeta {
  const value: unknown = JSON.parse(text);
  const fail = (why: string): never => {
    throw new Error(`Search index ${url}: ${why}`);
  };
  if (!value || typeof value !== "object") return fail("not a JSON object");
  const m = value as Partial<SearchMeta>;
  if (m.format !== INDEX_FORMAT) fail(`format ${String(m.format)}, expected ${INDEX_FORMAT}`);
  if (!Array.isArray(m.contexts) || !Array.isArray(m.pages) || !Array.isArray(m.docs) || !Array.isArray(m.texts))
    fail("contexts, pages, docs or texts missing");
  if (!m.terms || typeof m.terms !== "object") fail("terms missing");
  if (typeof m.chunk !== "number") fail("chunk missing");
  if (typeof m.words !== "string") fail("words missing");
  if (!Array.isArray(m.titles)) fail("titles missing");
  return { ...(m as SearchMeta), synonyms: Array.isArray(m.synonyms) ? m.synonyms : [] };
}
