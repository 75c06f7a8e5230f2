/**
 * The one place the MCP server touches the site's search engine (src/lib/search, imported through
 * site.ts). The engine and its index format may change; re-point these two functions and nothing
 * else in mcp/ moves.
 *
 * - `copySearchIndex` (build time, scripts/build-mcp.ts): copies the index files the site's build
 *   wrote (the meta file, term shards and document chunks; `searchIndexPaths` in
 *   src/node/search-reader) into one folder of the package's data, the meta file as `meta.json`.
 * - `openSearch` (run time): loads those files into the site's own engine, so the server ranks
 *   exactly as the site's search page does.
 */
import fs from "node:fs";
import path from "node:path";
import { searchEngineFromDirectory, searchIndexPaths, SEARCH_CONTEXTS, type SearchContext } from "./site";

export type { SearchContext };
export { SEARCH_CONTEXTS };

/** A search result as the MCP tool needs it. */
export interface DocsSearchHit {
  title: string;
  /** Section heading; "" for the top of the page. */
  section: string;
  /** Page route without the base path, e.g. `/api/payment-gateway/create-order/`. */
  route: string;
  /** Section anchor id; "" for the top of the page. */
  hash: string;
  breadcrumbs: string[];
  /** The engine's excerpt; "" when the section's indexed text is empty. */
  excerpt: string;
  /** The indexed words the query matched, for an excerpt made elsewhere. */
  terms: string[];
  context: SearchContext;
}

export interface DocsSearch {
  search(query: string, options: { limit: number; context?: SearchContext }): DocsSearchHit[];
}

/** Copies the site's search index into `targetDir`; throws naming what is missing. */
export function copySearchIndex(
  publicDir: string,
  version: string,
  _labels: Record<SearchContext, string>,
  targetDir: string,
): void {
  const paths = searchIndexPaths(version);
  const sourceDir = path.join(publicDir, paths.dir);
  const metaFile = path.join(publicDir, paths.meta);
  if (!fs.existsSync(sourceDir))
    throw new Error(`No search index at ${sourceDir}: run the site's production build (gatsby build) first.`);
  if (!fs.existsSync(metaFile)) throw new Error(`No ${metaFile}: the site's search index is incomplete`);
  fs.mkdirSync(targetDir, { recursive: true });
  fs.copyFileSync(metaFile, path.join(targetDir, "meta.json"));
  for (const name of fs.readdirSync(sourceDir).filter((n) => n.endsWith(".json")))
    fs.copyFileSync(path.join(sourceDir, name), path.join(targetDir, name));
}

/** Loads the copied index (with section texts, for excerpts) into the site's search engine (src/node/search-reader). */
export function openSearch(dir: string): Promise<DocsSearch> {
  const engine = searchEngineFromDirectory(dir, { excerpts: true });
  return Promise.resolve({
    search(query, { limit, context }) {
      return engine.search(query, { limit, context: context ?? null }).map((hit) => ({
        title: hit.title,
        section: hit.section,
        route: hit.url,
        hash: hit.hash,
        breadcrumbs: hit.breadcrumbs,
        excerpt: hit.excerpt ?? "",
        terms: hit.terms,
        context: hit.context,
      }));
    },
  });
}
