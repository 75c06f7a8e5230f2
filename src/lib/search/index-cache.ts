import { deltaDecode, shardKey, type DocChunk, type Postings, type SearchMeta, type TermShard } from "./index-format";

/**
 * The index-file cache: reads the files of the sharded index (index-format.ts) named in the meta
 * file, each at most once, and keeps what they hold (term shards, document and text chunks, the
 * vocabulary). The same code runs with a synchronous reader (Node, tests: a file is there as soon
 * as it is asked for) and an asynchronous one (the browser: `fetch`).
 *
 * A lookup never waits: what is not there yet counts as missing, and the read it started is kept
 * in `waiting()` for `prepare` to await before it looks again.
 */

/** Reads an index file by its name in the meta file: synchronously (Node, tests) or not (fetch). */
export type IndexFileReader = (file: string) => string | Promise<string>;

export interface SearchIndexSource {
  meta: SearchMeta;
  read: IndexFileReader;
}

/** A token's postings, decoded: the documents whose text, heading or page title has it. */
export interface Decoded {
  x: Int32Array;
  h: Int32Array;
  t: Int32Array;
}

export const EMPTY = /*#__PURE__*/ Int32Array.of();

/** Where the documents are: pages and contexts by document id. */
export interface IndexLayout {
  /** Number of documents. */
  total: number;
  /** Id of each page's top document. */
  pageStarts: Int32Array;
  /** The page of each document (its index in pageStarts). */
  pageIndex: Int32Array;
  /** True for the top of a page. */
  isTop(id: number): boolean;
  contextOf(id: number): SearchMeta["contexts"][number] | undefined;
}

export function indexLayout(meta: SearchMeta): IndexLayout {
  const total = meta.contexts.reduce((n, c) => Math.max(n, c.first + c.count), 0);
  const pageStarts = deltaDecode(meta.pages);
  const pageIndex = new Int32Array(total);
  pageStarts.forEach((start, p) => pageIndex.fill(p, start, pageStarts[p + 1] ?? total));
  return {
    total,
    pageStarts,
    pageIndex,
    isTop: (id) => pageStarts[pageIndex[id]] === id,
    contextOf: (id) => meta.contexts.find((c) => id >= c.first && id < c.first + c.count),
  };
}

export interface IndexCache {
  readonly meta: SearchMeta;
  /** Sorted tokens of the shard `key` ([] while it is not read yet). */
  vocabularyOf(key: string): string[];
  /** Postings of `token`, null when the index does not have it (or its shard is not read yet). */
  postingsOf(token: string): Decoded | null;
  /** Whether the index has `token`. */
  knows(token: string): boolean;
  /** Every indexed all-letter word (index-format.ts SearchMeta.words), for typo corrections. */
  typoVocabulary(): string[];
  /** The stored document of `id`. */
  docOf(id: number): DocChunk[number] | undefined;
  /** The section text of `id`, when texts are read (`excerpts`). */
  textOf(id: number): string | undefined;
  /** Reads these shards / this chunk; undefined when there is nothing to wait for. */
  loadShard(key: string): Promise<void> | undefined;
  loadDocs(n: number): Promise<void> | undefined;
  loadTexts(n: number): Promise<void> | undefined;
  /** Reads every file (texts only with `excerpts`). */
  loadAll(): Promise<void>;
  /** Forgets the reads started by lookups so far (a new pass of a query starts). */
  startPass(): void;
  /** Reads started by lookups since `startPass`. */
  waiting(): Promise<void>[];
  /** Lookups so far that missed a file: a result computed while it grew is incomplete. */
  misses(): number;
}

/** Awaits the reads that were started (undefined: nothing to wait for). */
export async function settle(promises: (Promise<void> | undefined)[]): Promise<void> {
  await Promise.all(promises.filter((p): p is Promise<void> => p !== undefined));
}

export function createIndexCache(source: SearchIndexSource, options: { excerpts?: boolean } = {}): IndexCache {
  const { meta, read } = source;
  const shards = new Map<string, TermShard>();
  const vocabularies = new Map<string, string[]>();
  const decoded = new Map<string, Decoded>();
  const docChunks = new Map<number, DocChunk>();
  const textChunks = new Map<number, string[]>();
  let vocabulary: string[] | null = null;
  const pending = new Map<string, Promise<void>>();
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

  return {
    meta,
    vocabularyOf(key) {
      let words = vocabularies.get(key);
      if (!words) {
        if (!shards.has(key)) need(loadShard(key));
        const shard = shards.get(key);
        if (!shard) return [];
        words = Object.keys(shard).sort();
        vocabularies.set(key, words);
      }
      return words;
    },
    postingsOf(token) {
      const cached = decoded.get(token);
      if (cached) return cached;
      const key = shardKey(token);
      if (!shards.has(key)) need(loadShard(key)); // a synchronous reader has read it now; otherwise prepare() waits
      const p: Postings | undefined = shards.get(key)?.[token];
      if (!p) return null;
      const d = { x: deltaDecode(p[0]), h: p[1] ? deltaDecode(p[1]) : EMPTY, t: p[2] ? deltaDecode(p[2]) : EMPTY };
      decoded.set(token, d);
      return d;
    },
    knows(token) {
      const key = shardKey(token);
      if (!shards.has(key)) need(loadShard(key));
      return Boolean(shards.get(key)?.[token]);
    },
    typoVocabulary() {
      if (!vocabulary) need(loadVocabulary());
      return vocabulary ?? [];
    },
    docOf(id) {
      const n = Math.floor(id / meta.chunk);
      if (!docChunks.has(n)) need(loadDocs(n));
      return docChunks.get(n)?.[id % meta.chunk];
    },
    textOf(id) {
      if (!options.excerpts) return undefined;
      const n = Math.floor(id / meta.chunk);
      if (!textChunks.has(n)) need(loadTexts(n));
      return textChunks.get(n)?.[id % meta.chunk];
    },
    loadShard,
    loadDocs,
    loadTexts,
    async loadAll() {
      await settle([
        loadVocabulary(),
        ...Object.keys(meta.terms).map(loadShard),
        ...meta.docs.map((_, n) => loadDocs(n)),
        ...(options.excerpts ? meta.texts.map((_, n) => loadTexts(n)) : []),
      ]);
    },
    startPass() {
      waiting = [];
    },
    waiting: () => waiting,
    misses: () => misses,
  };
}
