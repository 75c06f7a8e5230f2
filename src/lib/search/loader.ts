import { createSearchEngine, type IdIndex, type LoadedContext, type SearchEngine } from "./engine";
import { SEARCH_CONTEXTS, type SearchContext, type SearchManifest, type StoredDocument } from "./types";

export interface LoadSearchOptions {
  /** Contexts to search (default: all). The navbar box loads only the reader's context. */
  contexts?: readonly SearchContext[];
  /** Also fetch the section texts, so hits carry an `excerpt` (the search page, Ask AI). */
  excerpts?: boolean;
}

/** Creates and fills a FlexSearch index from its export (the browser passes FlexSearch 0.6). */
export type IndexFactory = (exported: string) => IdIndex;

export interface SearchLoaderDeps {
  manifest: () => SearchManifest;
  fetchText: (url: string) => Promise<string>;
  withPrefix: (path: string) => string;
  createIndex: IndexFactory;
}

export class SearchLoadError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "SearchLoadError";
  }
}

function parseObject<T>(text: string, url: string, check: (value: unknown) => value is T): Record<string, T> {
  const value: unknown = JSON.parse(text);
  if (!value || typeof value !== "object" || Array.isArray(value))
    throw new SearchLoadError(`${url} is not a JSON object`);
  const entries = Object.entries(value as Record<string, unknown>);
  for (const [key, item] of entries)
    if (!check(item)) throw new SearchLoadError(`${url}: entry ${key} has an unexpected shape`);
  return Object.fromEntries(entries) as Record<string, T>;
}

const isStored = (v: unknown): v is StoredDocument => {
  if (!v || typeof v !== "object") return false;
  const d = v as Record<string, unknown>;
  return (
    typeof d.t === "string" &&
    typeof d.s === "string" &&
    typeof d.u === "string" &&
    typeof d.h === "string" &&
    Array.isArray(d.b)
  );
};
const isString = (v: unknown): v is string => typeof v === "string";

/** The indexed tokens of a FlexSearch 0.6 export (`[map levels, ctx, ids]`), sorted. */
export function exportedVocabulary(exported: string): string[] {
  const payload: unknown = JSON.parse(exported);
  const levels: unknown = Array.isArray(payload) ? payload[0] : null;
  if (!Array.isArray(levels)) return [];
  const words = new Set<string>();
  for (const level of levels as unknown[])
    if (level && typeof level === "object") Object.keys(level).forEach((w) => words.add(w));
  return [...words].sort();
}

/**
 * Fetches each context's index and store once (and its texts once, when asked) and hands out
 * engines over them. Concurrent and repeated calls share the same requests.
 */
export function createSearchLoader(deps: SearchLoaderDeps): (options?: LoadSearchOptions) => Promise<SearchEngine> {
  const contexts = new Map<SearchContext, Promise<LoadedContext>>();
  const texts = new Map<SearchContext, Promise<Record<string, string>>>();
  const get = async (url: string) => deps.fetchText(deps.withPrefix(url));

  const loadContext = (context: SearchContext): Promise<LoadedContext> => {
    let pending = contexts.get(context);
    if (!pending) {
      const files = deps.manifest()[context];
      pending = Promise.all([get(files.index), get(files.store)]).then(([indexText, storeText]) => ({
        context,
        label: files.label,
        index: deps.createIndex(indexText),
        store: parseObject(storeText, files.store, isStored),
        vocabulary: exportedVocabulary(indexText),
      }));
      // A failed request may succeed on the next hover: do not keep the rejection.
      pending.catch(() => contexts.delete(context));
      contexts.set(context, pending);
    }
    return pending;
  };
  const loadTexts = (context: SearchContext): Promise<Record<string, string>> => {
    let pending = texts.get(context);
    if (!pending) {
      const url = deps.manifest()[context].text;
      pending = get(url).then((t) => parseObject(t, url, isString));
      pending.catch(() => texts.delete(context));
      texts.set(context, pending);
    }
    return pending;
  };

  return async (options = {}) => {
    const wanted = options.contexts?.length
      ? SEARCH_CONTEXTS.filter((c) => options.contexts?.includes(c))
      : SEARCH_CONTEXTS;
    const loaded = await Promise.all(
      wanted.map(async (c) => {
        const [ctx, t] = await Promise.all([
          loadContext(c),
          options.excerpts ? loadTexts(c) : Promise.resolve(undefined),
        ]);
        return t ? { ...ctx, texts: t } : ctx;
      }),
    );
    return createSearchEngine(loaded);
  };
}
