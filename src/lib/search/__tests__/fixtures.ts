import { createSearchEngine, type SearchEngine } from "../engine";
import { buildSearchIndex, type IndexDoc, type RowAnchors } from "../index-format";
import type { SearchContext, StoredDocument } from "../types";

export interface FixtureDoc extends StoredDocument {
  /** Indexed text. */
  x: string;
  text?: string;
  rows?: RowAnchors;
  /** Identifiers the section defines (IndexDoc.d). */
  d?: string;
}

export interface FixtureContext {
  context: SearchContext;
  label: string;
  docs: FixtureDoc[];
}

export function fixtureContext(
  context: SearchContext,
  docs: FixtureDoc[],
  label = context === "guide" ? "Integration Guides" : "API List",
): FixtureContext {
  return { context, label, docs };
}

/** The index files as the build writes them (index-format.ts), read back synchronously as Node does. */
export function fixtureFiles(contexts: FixtureContext[], synonyms: string[][] = []) {
  const docs: IndexDoc[] = contexts.flatMap((c) => c.docs.map((d) => ({ ...d, c: c.context })));
  const labels = { guide: "Integration Guides", api: "API List" };
  for (const c of contexts) labels[c.context] = c.label;
  return buildSearchIndex(docs, { labels, synonyms });
}

export function fixtureEngine(
  contexts: FixtureContext[],
  options: { synonyms?: string[][]; excerpts?: boolean } = {},
): SearchEngine {
  const { meta, files } = fixtureFiles(contexts, options.synonyms);
  const read = (file: string) => {
    const content = files.get(file);
    if (content === undefined) throw new Error(`no file ${file}`);
    return content;
  };
  return createSearchEngine(
    { meta, read },
    { excerpts: options.excerpts ?? contexts.some((c) => c.docs.some((d) => d.text !== undefined)) },
  );
}

/** A page: its top document, then its sections. */
export function page(
  t: string,
  u: string,
  b: string[],
  intro: string,
  sections: [string, string, string][] = [],
  top = "",
): FixtureDoc[] {
  return [
    { t, s: top, u, h: "", b, x: `${t}\n${top}\n${intro}` },
    ...sections.map(([s, h, body]) => ({ t, s, u, h, b, x: `${t}\n${s}\n${body}` })),
  ];
}
