import crypto from "node:crypto";
import {
  buildSearchIndex,
  SEARCH_CONTEXTS,
  type BuiltIndex,
  type IndexDoc,
  type SearchContext,
} from "../../lib/search/node";
import type { SearchDocument } from "./documents";

/**
 * Fields gatsby-plugin-local-search stores (plugin option `store`): every field of a search
 * document, since the sharded index is built from the store.
 */
export const STORED_FIELDS: readonly (keyof SearchDocument)[] = [
  "id",
  "c",
  "t",
  "s",
  "u",
  "h",
  "b",
  "x",
  "text",
  "rows",
  "d",
];

export const hashOf = (content: string) => crypto.createHash("sha256").update(content).digest("hex").slice(0, 16);

/** Content-hashed file names: a deployment never serves a stale shard under a cached name. */
export const hashedName = (kind: string, n: number, content: string) => `${kind}-${n}.${hashOf(content)}.json`;

/** The site's documents in index order: contexts in SEARCH_CONTEXTS order, each in page order. */
export function indexDocsOf(documents: readonly SearchDocument[]): IndexDoc[] {
  return SEARCH_CONTEXTS.flatMap((context) =>
    documents
      .filter((d) => d.c === context)
      .sort((a, b) => a.id - b.id)
      .map(({ t, s, u, h, b, c, x, text, rows, d }) => ({
        t,
        s,
        u,
        h,
        b,
        c,
        x,
        text,
        ...(rows ? { rows } : {}),
        ...(d ? { d } : {}),
      })),
  );
}

/** The sharded index files of the site (src/lib/search/index-format.ts), with hashed names. */
export function buildSiteIndex(
  documents: readonly SearchDocument[],
  labels: Record<SearchContext, string>,
  synonyms: readonly (readonly string[])[],
): BuiltIndex {
  return buildSearchIndex(indexDocsOf(documents), { labels, synonyms, name: hashedName });
}
