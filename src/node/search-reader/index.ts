import fs from "node:fs";
import path from "node:path";
import { createSearchEngine, parseSearchMeta, type EngineOptions, type SearchEngine } from "../../lib/search/node";

/**
 * The Node entry point of search (for the docs MCP server, the benchmark, tests; a domain of its
 * own so the MCP bundle takes none of the index build): an engine over
 * the index files a build wrote, read from disk on demand, synchronously. No fetch, no DOM.
 *
 *   import { searchEngineFromDirectory } from "src/node/search-reader";
 *   const engine = searchEngineFromDirectory("public/static/search/current", { excerpts: true });
 *   engine.search("refund", { limit: 8, context: "api" });
 */
export function searchEngineFromDirectory(dir: string, options: EngineOptions = {}): SearchEngine {
  const metaName = fs.readdirSync(dir).find((n) => /^meta\.[0-9a-f]+\.json$/.test(n) || n === "meta.json");
  if (!metaName) throw new Error(`No search index meta file (meta.<hash>.json) in ${dir}: build the site first`);
  const metaPath = path.join(dir, metaName);
  const meta = parseSearchMeta(fs.readFileSync(metaPath, "utf8"), metaPath);
  return createSearchEngine({ meta, read: (file) => fs.readFileSync(path.join(dir, file), "utf8") }, options);
}

/** The folder of a build's index: `public/static/search/<version>/`. */
export function builtIndexDirectory(publicDir: string): string {
  const root = path.join(publicDir, "static", "search");
  const [version] = fs.readdirSync(root);
  if (!version) throw new Error(`No search index in ${root}: build the site first`);
  return path.join(root, version);
}
