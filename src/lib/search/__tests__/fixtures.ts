import FlexSearch from "flexsearch";
import { flexSearchOptions } from "../flexsearch-options";
import { createSearchEngine, type LoadedContext, type SearchEngine } from "../engine";
import { exportedVocabulary } from "../loader";
import type { SearchContext, StoredDocument } from "../types";

export interface FixtureDoc extends StoredDocument {
  /** Indexed text (the plugin indexes `JSON.stringify({ x })`). */
  x: string;
  text?: string;
}

/** A context built exactly as the build does (plugin add + export) and the browser does (import). */
export function fixtureContext(
  context: SearchContext,
  docs: FixtureDoc[],
  label = context === "guide" ? "Integration Guides" : "API List",
): LoadedContext {
  const build = FlexSearch.create<never>(flexSearchOptions);
  docs.forEach((d, id) => build.add(id, JSON.stringify({ x: d.x })));
  const exported = build.export();
  const index = FlexSearch.create<never>(flexSearchOptions);
  index.import(exported);
  const texts = docs.some((d) => d.text !== undefined)
    ? Object.fromEntries(docs.map((d, id) => [String(id), d.text ?? ""]))
    : undefined;
  return {
    context,
    label,
    index,
    store: Object.fromEntries(docs.map(({ t, s, u, h, b }, id) => [String(id), { t, s, u, h, b }])),
    vocabulary: exportedVocabulary(exported),
    texts,
  };
}

export function fixtureEngine(contexts: LoadedContext[]): SearchEngine {
  return createSearchEngine(contexts);
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
