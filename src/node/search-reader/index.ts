import fs from "node:fs";
import path from "node:path";
import { createSearchEngine, parseSearchMeta, type EngineOptions, type SearchEngine } from "../../lib/search/node";

/**
 * The Node entry point of search (for the docs MCP server, the benchmark, tests; a domain of its
 * own so the MCP bundle takes none of the index build): an engine over
 * the index files a build wrote, read from disk on demand, synchronously. No fetch, no DOM.
 *
 *   import { builtSearchIndex, searchEngineFromFiles } from "src/node/search-reader";
 *   const engine = searchEngineFromFiles(builtSearchIndex("public"), { excerpts: true });
 *   engine.search("refund", { limit: 8, context: "api" });
 */

/** Where an index's files are: its meta file and the folder of the files the meta file names. */
export interface SearchIndexFiles {
  meta: string;
  dir: string;
}

/**
 * Where a build puts the index of a version, from the site root (a URL path before the path prefix,
 * and a path under public/). The meta file has a fixed address, so no content hash is compiled into
 * the browser bundle (were one, any edit would change the bundle and with it every page's HTML);
 * hosts revalidate it. The files it names are content-hashed under /static/, cached for good.
 */
export function searchIndexPaths(version: string): SearchIndexFiles {
  return { meta: `/search-index/${version}/meta.json`, dir: `/static/search/${version}/` };
}

export function searchEngineFromFiles(index: SearchIndexFiles, options: EngineOptions = {}): SearchEngine {
  if (!fs.existsSync(index.meta)) throw new Error(`No search index meta file ${index.meta}: build the site first`);
  const meta = parseSearchMeta(fs.readFileSync(index.meta, "utf8"), index.meta);
  return createSearchEngine({ meta, read: (file) => fs.readFileSync(path.join(index.dir, file), "utf8") }, options);
}

/** An engine over a folder that holds `meta.json` beside the files it names (the MCP package's copy). */
export function searchEngineFromDirectory(dir: string, options: EngineOptions = {}): SearchEngine {
  return searchEngineFromFiles({ meta: path.join(dir, "meta.json"), dir }, options);
}

/** The index files of a build's public/ folder (its first version's). */
export function builtSearchIndex(publicDir: string): SearchIndexFiles {
  const root = path.join(publicDir, "search-index");
  const [version] = fs.existsSync(root) ? fs.readdirSync(root) : [];
  if (!version) throw new Error(`No search index in ${root}: build the site first`);
  const paths = searchIndexPaths(version);
  return { meta: path.join(publicDir, paths.meta), dir: path.join(publicDir, paths.dir) };
}
