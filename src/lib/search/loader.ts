import { createSearchEngine, type SearchEngine } from "./engine";
import { parseSearchMeta } from "./index-format";
import type { SearchContext, SearchManifest } from "./types";

export interface LoadSearchOptions {
  /** Kept for callers of the first API: the engine searches every context; `search` filters. */
  contexts?: readonly SearchContext[];
  /** Also fetch the section texts, so hits carry an `excerpt` (the search page, Ask AI). */
  excerpts?: boolean;
  /**
   * Fetch only the meta file now; `engine.prepare(query)` then fetches what a query needs (the
   * navbar box and the search page). Without it every file is fetched, so `search` is complete.
   */
  lazy?: boolean;
}

export interface SearchLoaderDeps {
  manifest: () => SearchManifest;
  fetchText: (url: string) => Promise<string>;
  withPrefix: (path: string) => string;
}

export class SearchLoadError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "SearchLoadError";
  }
}

/**
 * Fetches the meta file once and hands out engines over it. Engines made with the same
 * `excerpts` share their files, so each file is fetched at most once per page session.
 */
export function createSearchLoader(deps: SearchLoaderDeps): (options?: LoadSearchOptions) => Promise<SearchEngine> {
  let meta: ReturnType<typeof parseSearchMeta> | null = null;
  let metaPending: Promise<ReturnType<typeof parseSearchMeta>> | null = null;
  const engines = new Map<boolean, SearchEngine>();
  const files = new Map<string, Promise<string>>();

  const loadMeta = () => {
    if (meta) return Promise.resolve(meta);
    if (!metaPending) {
      const url = deps.withPrefix(deps.manifest().meta);
      metaPending = deps.fetchText(url).then((text) => {
        try {
          meta = parseSearchMeta(text, url);
        } catch (error) {
          throw new SearchLoadError(error instanceof Error ? error.message : String(error));
        }
        return meta;
      });
      // A failed request may succeed on the next hover: do not keep the rejection.
      metaPending.catch(() => {
        metaPending = null;
      });
    }
    return metaPending;
  };
  const read = (file: string): Promise<string> => {
    let pending = files.get(file);
    if (!pending) {
      pending = deps.fetchText(deps.withPrefix(deps.manifest().dir + file));
      pending.catch(() => files.delete(file));
      files.set(file, pending);
    }
    return pending;
  };

  return async (options = {}) => {
    const m = await loadMeta();
    const excerpts = Boolean(options.excerpts);
    let engine = engines.get(excerpts);
    if (!engine) {
      engine = createSearchEngine({ meta: m, read }, { excerpts });
      engines.set(excerpts, engine);
    }
    if (!options.lazy) await engine.loadAll();
    return engine;
  };
}
