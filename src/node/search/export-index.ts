import FlexSearch from "flexsearch";
import { flexSearchOptions } from "../../lib/search/flexsearch-options";
import type { SearchContext, StoredDocument } from "../../lib/search/types";
import { storedDocument, type SearchDocument } from "./documents";

/** Fields gatsby-plugin-local-search indexes and stores (plugin options `index` and `store`). */
export const INDEXED_FIELDS = ["x"] as const;
export const STORED_FIELDS: readonly (keyof StoredDocument)[] = ["t", "s", "u", "h", "b"];

export interface ContextExport {
  context: SearchContext;
  documents: number;
  /** FlexSearch export, as the plugin writes it. */
  index: string;
  /** JSON `{ [id]: StoredDocument }`, as the plugin writes it. */
  store: string;
  /** JSON `{ [id]: text }`. */
  text: string;
}

/**
 * What gatsby-plugin-local-search 2.0.1 does with the documents of one index (its
 * `createFlexSearchIndexExport`: `add(id, JSON.stringify(pick(doc, index)))`, then `export()`),
 * for the benchmark, which indexes without a Gatsby build.
 */
export function exportContext(context: SearchContext, documents: SearchDocument[]): ContextExport {
  const docs = documents.filter((d) => d.c === context);
  const index = FlexSearch.create<SearchDocument>(flexSearchOptions);
  for (const d of docs) index.add(d.id, JSON.stringify({ x: d.x }));
  return {
    context,
    documents: docs.length,
    index: index.export(),
    store: JSON.stringify(Object.fromEntries(docs.map((d) => [d.id, storedDocument(d)]))),
    text: textFile(docs),
  };
}

/** The excerpt file of one context: `{ [id]: text }`. */
export function textFile(docs: SearchDocument[]): string {
  return JSON.stringify(Object.fromEntries(docs.map((d) => [d.id, d.text])));
}
