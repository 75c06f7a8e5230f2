import fs from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import {
  createSearchEngine,
  parseSearchMeta,
  suggestionGroups,
  type SearchContext,
  type SearchEngine,
  type SearchMeta,
} from "../../lib/search/node";
import { parseSiteConfig } from "../../config/schema";
import { siteConfigInput } from "../../config/site-config";
import type { SidebarsDefinition } from "../../lib/sidebar";
import { buildSearchDocuments, searchSidebars } from "./documents";
import { buildSiteIndex } from "./export-index";
import { readDocsFromFolder, readOperations } from "./from-files";
import { loadSynonyms } from "./synonyms";
import { changelogSearchDoc } from "./changelog";
import { loadChangelog } from "../changelog";
import { builtSearchIndex } from "../search-reader";

/**
 * The search benchmark's measurements (scripts/bench-search.mjs runs this through Vite's module
 * runner): index files made by the build's own code, what a first search fetches (gzipped), and
 * the engine's time over the queries a reader types, keystroke by keystroke, as the navbar dropdown
 * asks. Engine time only: no network and no rendering (the browser run of `npm run bench` measures
 * keystroke to suggestions on screen).
 */

/** An index: its meta file and every other file by name. */
export interface IndexFiles {
  meta: SearchMeta;
  metaText: string;
  files: Map<string, string>;
}

const gzip = (text: string) => gzipSync(text, { level: 9 }).length;

/** Indexes a content folder (and the OpenAPI document) exactly as the build does, without Gatsby. */
export function indexContent(contentDir: string, sidebars: SidebarsDefinition, openApiFile?: string): IndexFiles {
  const config = parseSiteConfig(siteConfigInput);
  // The changelog's document too, as the build adds it (gatsby-node's extra docs).
  const changelog = changelogSearchDoc(config, loadChangelog(path.join(contentDir, "changelog")));
  const docs = [...readDocsFromFolder(contentDir, config), ...(changelog ? [changelog] : [])];
  const operations = openApiFile && fs.existsSync(openApiFile) ? readOperations(config, openApiFile) : [];
  const documents = buildSearchDocuments(docs, {
    sidebars: searchSidebars(sidebars, docs, config),
    product: config.product,
    operations,
  });
  const built = buildSiteIndex(
    documents,
    { guide: sidebars.guide.label, api: sidebars.api.label },
    loadSynonyms(path.join(contentDir, "search-synonyms.yaml")),
  );
  return { meta: built.meta, metaText: JSON.stringify(built.meta), files: built.files };
}

/** The index files a build wrote (src/node/search-reader: `searchIndexPaths`). */
export function builtFiles(publicDir: string): IndexFiles {
  const index = builtSearchIndex(publicDir);
  const files = new Map<string, string>();
  for (const name of fs.readdirSync(index.dir)) files.set(name, fs.readFileSync(path.join(index.dir, name), "utf8"));
  const metaText = fs.readFileSync(index.meta, "utf8");
  return { meta: parseSearchMeta(metaText, index.meta), metaText, files };
}

/** An engine over the files that records which files it read. */
export function engineOf(index: IndexFiles, read: string[] = []): SearchEngine {
  return createSearchEngine({
    meta: index.meta,
    read: (file) => {
      read.push(file);
      const content = index.files.get(file);
      if (content === undefined) throw new Error(`Search index: no file ${file}`);
      return content;
    },
  });
}

export interface IndexPayload {
  documents: number;
  files: number;
  /** Everything, gzipped: what the whole index would cost if it were one download. */
  totalGzip: number;
  metaGzip: number;
  /** The largest first search among FIRST_QUERIES: meta, term shards and documents it read. */
  firstSearchGzip: number;
  firstSearchQuery: string;
  /** Every first query with its bytes. */
  firstSearches: { query: string; gzip: number; files: number }[];
}

/**
 * First searches a new reader might type (each measured on a fresh engine, keystroke by keystroke),
 * with typos whose corrections need the vocabulary file and another shard ("rfund", "webhok").
 */
export const FIRST_QUERIES = [
  "refund",
  "payment",
  "signature",
  "webhook",
  "X-PARTNER-ID",
  "2005400",
  "settlement",
  "rfund",
  "webhok",
];

/** Keystrokes of a query: every prefix of two characters or more. */
export const keystrokes = (q: string) => Array.from({ length: Math.max(0, q.length - 1) }, (_, i) => q.slice(0, i + 2));

/** What typing `query` in the navbar box of a `context` page fetches (gzipped bytes, files). */
export function firstSearchCost(index: IndexFiles, query: string, context: SearchContext = "guide") {
  const read: string[] = [];
  const engine = engineOf(index, read);
  for (const k of keystrokes(query)) suggestionGroups(engine, k, context);
  const unique = [...new Set(read)];
  return {
    query,
    gzip: gzip(index.metaText) + unique.reduce((n, f) => n + gzip(index.files.get(f) ?? ""), 0),
    files: unique.length + 1,
  };
}

export function payloadOf(index: IndexFiles): IndexPayload {
  const firstSearches = FIRST_QUERIES.map((q) => firstSearchCost(index, q));
  const worst = firstSearches.reduce((a, b) => (b.gzip > a.gzip ? b : a));
  return {
    documents: index.meta.contexts.reduce((n, c) => n + c.count, 0),
    files: index.files.size + 1,
    totalGzip: gzip(index.metaText) + [...index.files.values()].reduce((n, c) => n + gzip(c), 0),
    metaGzip: gzip(index.metaText),
    firstSearchGzip: worst.gzip,
    firstSearchQuery: worst.query,
    firstSearches,
  };
}

export interface Latency {
  searches: number;
  p50Ms: number;
  p95Ms: number;
  maxMs: number;
}

/** Percentiles of keystroke times, in ms to the microsecond. */
function latencyOf(times: number[]): Latency {
  times.sort((a, b) => a - b);
  const round = (ms: number) => Math.round(ms * 1000) / 1000;
  return {
    searches: times.length,
    p50Ms: round(percentile(times, 50)),
    p95Ms: round(percentile(times, 95)),
    maxMs: round(times[times.length - 1] ?? 0),
  };
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

/**
 * Engine time per keystroke, warm: each query typed one key at a time, each keystroke the
 * dropdown's suggestions (both contexts), after one untimed warm-up pass that reads and parses
 * every file the queries need.
 */
export function measureLatency(
  engine: SearchEngine,
  queries: string[],
  rounds = 5,
  context: SearchContext | null = "guide",
): Latency {
  const typed = queries.flatMap(keystrokes);
  typed.forEach((q) => suggestionGroups(engine, q, context));
  const times: number[] = [];
  for (let r = 0; r < rounds; r++) {
    for (const q of typed) {
      const started = performance.now();
      suggestionGroups(engine, q, context);
      times.push(performance.now() - started);
    }
  }
  return latencyOf(times);
}

/**
 * Engine time per keystroke, cold: each query typed on a fresh engine, so a keystroke's time
 * includes parsing the files it needs for the first time (held in memory: no network).
 */
export function measureColdLatency(index: IndexFiles, queries: string[], context: SearchContext = "guide"): Latency {
  const times: number[] = [];
  for (const query of queries) {
    const engine = engineOf(index);
    for (const q of keystrokes(query)) {
      const started = performance.now();
      suggestionGroups(engine, q, context);
      times.push(performance.now() - started);
    }
  }
  return latencyOf(times);
}

/** Queries a reader of these docs types: words, code-like tokens, a response code, typos, gibberish. */
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
  "signiture",
  "rfund",
  "webhok",
  "qwzxvjk",
];
