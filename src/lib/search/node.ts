/**
 * The search engine and the index format for code that runs in Node: the index build
 * (src/node/search), reading a built index (src/node/search-reader), the MCP server and the
 * benchmark. Pages never import this file; the browser's entry is lazy.ts.
 */
export { createSearchEngine, excerptOf, type EngineOptions, type IndexFileReader } from "./engine";
export { editDistance } from "./typo";
export { splitWords, tokenize } from "./tokenizer";
export { suggestionGroups, suggestionsShown } from "./suggestions";
export { flexSearchOptions } from "./flexsearch-options";
export {
  buildSearchIndex,
  memberTokens,
  parseSearchMeta,
  type BuiltIndex,
  type IndexDoc,
  type RowAnchors,
  type SearchMeta,
} from "./index-format";
export * from "./index";
