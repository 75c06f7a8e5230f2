/**
 * The search index build's public API: the gatsby-plugin-local-search instances that collect the
 * search documents (gatsby-config), the gatsby-node hooks that write the sharded index built from
 * their stores, the changelog's search document, reading a built index back (the MCP server), and
 * the relevance set and benchmark harness (scripts/bench-search.mjs).
 */
export { localSearchPlugins, searchTypeDefs, type SearchIndexOptions } from "./plugin";
export { makeSearchFiles } from "./files";
export { changelogSearchDoc } from "./changelog";
export { builtSearchIndex, searchEngineFromDirectory, searchEngineFromFiles } from "../search-reader";
export {
  CROSS_CONTEXT_SET,
  OFFERED_SET,
  RELEVANCE_SET,
  scoreCrossContext,
  scoreOffered,
  scoreRelevance,
  type RelevanceCase,
  type RelevanceResult,
} from "./relevance";
export {
  BENCH_QUERIES,
  builtFiles,
  engineOf,
  FIRST_QUERIES,
  firstSearchCost,
  indexContent,
  keystrokes,
  measureColdLatency,
  measureLatency,
  payloadOf,
  type IndexFiles,
  type IndexPayload,
  type Latency,
} from "./bench";
