/**
 * What the MCP server takes from the site's code (src/), in one place: the rest of mcp/src imports
 * site code only from here, or, for build-time code, from site-build.ts. When a site module moves
 * behind a new entry point, only these paths change.
 *
 * Only what the running server needs: the bundle (dist/server.mjs) includes every module this file
 * names, so build-time code (the Markdown writers) stays in site-build.ts.
 */
export { checkJson, parseJsonText, type JsonSchema, type JsonPath } from "../../src/lib/schema-check";
export {
  ACCESS_TOKEN_PATH,
  DEFAULT_CHANNEL_ID,
  externalIdFrom,
  externalIdProblems,
  generateKeyPairPem,
  runPlayground,
  shellQuote,
  timestampFormatProblems,
  timestampGmt7,
  type PlaygroundInput,
  type SignatureCase,
} from "../../src/lib/signature";
export { SEARCH_CONTEXTS, editDistance, excerptOf, type SearchContext } from "../../src/lib/search/node";
export { searchEngineFromDirectory, searchIndexPaths } from "../../src/node/search-reader";
export type { ApiType, Direction, LifecycleStatus, RetryAdvice } from "../../src/lib/openapi/types";
