import type { CreateOptions } from "flexsearch";
import { tokenize } from "./tokenizer";

/**
 * gatsby-plugin-local-search hands FlexSearch `JSON.stringify(<indexed fields>)` of each document;
 * a query is plain text. Both go through this function, so a document's JSON punctuation and
 * escapes (`\n`, `\"`) never become tokens, and queries are tokenized exactly like documents.
 */
export function indexedText(text: string): string {
  if (!text.startsWith("{") || !text.endsWith("}")) return text;
  try {
    const value: unknown = JSON.parse(text);
    if (value && typeof value === "object" && !Array.isArray(value)) {
      return Object.values(value)
        .filter((v): v is string => typeof v === "string")
        .join("\n");
    }
  } catch {
    // Not JSON after all: a query that happens to start with "{".
  }
  return text;
}

/** Marks a lookup by index tokens (the engine's, never a reader's text or a document). */
const TOKEN_LOOKUP = "\u0001";

/**
 * A FlexSearch query for documents that contain all of `tokens`, tokens as the index has them
 * (from `tokenize`, so no second tokenizing: `x-partner-id` is looked up as itself).
 */
export function tokenLookup(tokens: readonly string[]): string {
  return TOKEN_LOOKUP + tokens.join(" ");
}

function tokenizeForIndex(text: string): string[] {
  return text.startsWith(TOKEN_LOOKUP) ? text.slice(1).split(" ").filter(Boolean) : tokenize(indexedText(text));
}

/**
 * FlexSearch 0.6 options shared by the build (gatsby-config → the plugin) and the browser
 * (src/lib/search/engine.ts). `encode` is the identity because `tokenize` normalises case itself
 * (it needs the original case to split camelCase). One resolution level: the ranking uses titles,
 * headings and match kinds (ranking.ts), not word positions, and every extra level repeats the
 * vocabulary in the exported index.
 */
export const flexSearchOptions = /*#__PURE__*/ indexOptions();

// Made by a call marked pure, not an object literal: an importer of the search front door that
// does not use it does not carry it.
function indexOptions() {
  return {
    encode: (text: string) => text,
    tokenize: tokenizeForIndex,
    resolution: 1,
    threshold: 0,
    depth: 0,
    async: false,
    worker: false,
    cache: false,
  } satisfies CreateOptions;
}
