import fs from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import FlexSearch from "flexsearch";
import { flexSearchOptions } from "../../lib/search/flexsearch-options";
import { createSearchEngine, type LoadedContext, type SearchEngine } from "../../lib/search/engine";
import { exportedVocabulary } from "../../lib/search/loader";
import { SEARCH_CONTEXTS, type SearchContext, type StoredDocument } from "../../lib/search/types";
import { parseSiteConfig } from "../../config/schema";
import { siteConfigInput } from "../../config/site-config";
import type { SidebarsDefinition } from "../../lib/sidebar";
import { buildSearchDocuments, searchSidebars } from "./documents";
import { exportContext } from "./export-index";
import { readDocsFromFolder, readOperations } from "./from-files";

/**
 * The search benchmark's measurements (scripts/bench-search.mjs runs this through Vite's module
 * runner): index files made by the build's own code, their gzipped sizes, and engine latency
 * over the queries a reader types, keystroke by keystroke.
 */

export interface ContextFiles {
  context: SearchContext;
  documents: number;
  index: string;
  store: string;
  text: string;
}

export interface ContextPayload {
  context: SearchContext;
  documents: number;
  /** What the first search in this context fetches: its index and store, gzipped. */
  firstSearchGzip: number;
  indexGzip: number;
  storeGzip: number;
  /** Fetched only by the search page and Ask AI (excerpts), gzipped. */
  textGzip: number;
}

const gzip = (text: string) => gzipSync(text, { level: 9 }).length;

export function payloadOf(files: ContextFiles): ContextPayload {
  const indexGzip = gzip(files.index);
  const storeGzip = gzip(files.store);
  return {
    context: files.context,
    documents: files.documents,
    firstSearchGzip: indexGzip + storeGzip,
    indexGzip,
    storeGzip,
    textGzip: gzip(files.text),
  };
}

/** Indexes a content folder (and the OpenAPI document) exactly as the build does, without Gatsby. */
export function indexContent(contentDir: string, sidebars: SidebarsDefinition, openApiFile?: string): ContextFiles[] {
  const config = parseSiteConfig(siteConfigInput);
  const docs = readDocsFromFolder(contentDir, config);
  const operations = openApiFile && fs.existsSync(openApiFile) ? readOperations(config, openApiFile) : [];
  const documents = buildSearchDocuments(docs, {
    sidebars: searchSidebars(sidebars, docs, config),
    product: config.product,
    operations,
  });
  return SEARCH_CONTEXTS.map((context) => exportContext(context, documents));
}

/** The index files a build wrote (public/static/search/<version>/<context>.<kind>.<hash>.json). */
export function builtFiles(publicDir: string): ContextFiles[] {
  const root = path.join(publicDir, "static", "search");
  const [version] = fs.readdirSync(root);
  const dir = path.join(root, version);
  const names = fs.readdirSync(dir);
  return SEARCH_CONTEXTS.map((context) => {
    const read = (kind: string) => {
      const name = names.find((n) => n.startsWith(`${context}.${kind}.`));
      if (!name) throw new Error(`No ${context} ${kind} file in ${dir}: build the site first`);
      return fs.readFileSync(path.join(dir, name), "utf8");
    };
    const store = read("store");
    return {
      context,
      documents: Object.keys(JSON.parse(store) as object).length,
      index: read("index"),
      store,
      text: read("text"),
    };
  });
}

/** An engine over the files, as the browser builds it (import, vocabulary, store). */
export function engineOf(files: ContextFiles[]): SearchEngine {
  const contexts: LoadedContext[] = files.map((f) => {
    const index = FlexSearch.create<never>(flexSearchOptions);
    index.import(f.index);
    return {
      context: f.context,
      label: f.context,
      index,
      store: JSON.parse(f.store) as Record<string, StoredDocument>,
      vocabulary: exportedVocabulary(f.index),
    };
  });
  return createSearchEngine(contexts);
}

export interface Latency {
  searches: number;
  p50Ms: number;
  p95Ms: number;
  maxMs: number;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

/**
 * Search latency as the navbar box sees it: each query typed one key at a time (every prefix of
 * two characters or more is a search with a limit of 8), after one untimed warm-up pass.
 */
export function measureLatency(
  engine: SearchEngine,
  queries: string[],
  rounds = 5,
  context: SearchContext | null = null,
): Latency {
  const keystrokes = queries.flatMap((q) =>
    Array.from({ length: Math.max(0, q.length - 1) }, (_, i) => q.slice(0, i + 2)),
  );
  keystrokes.forEach((q) => engine.search(q, { limit: 8, context }));
  const times: number[] = [];
  for (let r = 0; r < rounds; r++) {
    for (const q of keystrokes) {
      const started = performance.now();
      engine.search(q, { limit: 8, context });
      times.push(performance.now() - started);
    }
  }
  times.sort((a, b) => a - b);
  const round = (ms: number) => Math.round(ms * 1000) / 1000;
  return {
    searches: times.length,
    p50Ms: round(percentile(times, 50)),
    p95Ms: round(percentile(times, 95)),
    maxMs: round(times[times.length - 1] ?? 0),
  };
}

/** Queries a reader of these docs types: words, code-like tokens, a response code, gibberish. */
export const BENCH_QUERIES = [
  "refund",
  "X-PARTNER-ID",
  "partnerReferenceNo",
  "/v1.0/debit/status",
  "2005400",
  "apply-token",
  "signature timestamp",
  "settlement file",
  "balance inquiry",
  "webhook callback",
  "qwzxvjk",
];
