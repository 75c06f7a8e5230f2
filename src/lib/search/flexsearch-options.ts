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

/**
 * FlexSearch 0.6 options shared by the build (gatsby-config → the plugin) and the browser
 * (src/lib/search/engine.ts). `encode` is the identity because `tokenize` normalises case itself
 * (it needs the original case to split camelCase). One resolution level: the ranking uses titles,
 * headings and match kinds (ranking.ts), not word positions, and every extra level repeats the
 * vocabulary in the exported index.
 */
export const flexSearchOptions = {
  encode: (text: string) => text,
  tokenize: (text: string) => tokenize(indexedText(text)),
  resolution: 1,
  threshold: 0,
  depth: 0,
  async: false,
  worker: false,
  cache: false,
} satisfies CreateOptions;
