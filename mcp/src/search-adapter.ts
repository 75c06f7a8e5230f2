/**
 * The one place the MCP server touches the site's search engine (src/lib/search). The engine and
 * its index format may change; re-point these two functions and nothing else in mcp/ moves.
 *
 * - `copySearchIndex` (build time, scripts/build-mcp.ts): copies the index files the site's build
 *   wrote (`public/static/search/<version>/<context>.{index,store,text}.<hash>.json`) into the
 *   package's data folder, with a manifest naming them.
 * - `openSearch` (run time): loads those files into the site's own engine, so the server ranks
 *   exactly as the site's search page does.
 */
import fs from "node:fs";
import path from "node:path";
// eslint-disable-next-line import-x/no-extraneous-dependencies -- bundled into dist/server.mjs by build:mcp (mcp/package.json has no dependencies)
import FlexSearch from "flexsearch";
import { flexSearchOptions } from "../../src/lib/search/flexsearch-options";
import { createSearchLoader } from "../../src/lib/search/loader";
import type { IdIndex } from "../../src/lib/search/engine";
import { SEARCH_CONTEXTS, type SearchContext, type SearchManifest } from "../../src/lib/search/types";

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
  excerpt: string;
  context: SearchContext;
}

export interface DocsSearch {
  search(query: string, options: { limit: number; context?: SearchContext }): DocsSearchHit[];
}

const MANIFEST = "manifest.json";
const KINDS = ["index", "store", "text"] as const;

/** Copies the site's search index files from `publicDir` into `targetDir`; throws naming what is missing. */
export function copySearchIndex(
  publicDir: string,
  version: string,
  labels: Record<SearchContext, string>,
  targetDir: string,
): void {
  const sourceDir = path.join(publicDir, "static", "search", version);
  if (!fs.existsSync(sourceDir))
    throw new Error(`No search index at ${sourceDir}: run the site's production build (gatsby build) first.`);
  const names = fs.readdirSync(sourceDir);
  fs.mkdirSync(targetDir, { recursive: true });
  const manifest = {} as SearchManifest;
  for (const context of SEARCH_CONTEXTS) {
    const files = {} as Record<(typeof KINDS)[number], string>;
    for (const kind of KINDS) {
      const found = names.filter((n) => n.startsWith(`${context}.${kind}.`) && n.endsWith(".json"));
      if (found.length !== 1)
        throw new Error(
          `${sourceDir}: expected one ${context}.${kind}.<hash>.json, found ${found.length ? found.join(", ") : "none"}`,
        );
      fs.copyFileSync(path.join(sourceDir, found[0]), path.join(targetDir, found[0]));
      files[kind] = found[0];
    }
    manifest[context] = { label: labels[context], ...files };
  }
  fs.writeFileSync(path.join(targetDir, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
}

function createIndex(exported: string): IdIndex {
  const index = FlexSearch.create<never>(flexSearchOptions);
  index.import(exported);
  return index;
}

/** Loads the copied index (with section texts, for excerpts) into the site's search engine. */
export async function openSearch(dir: string): Promise<DocsSearch> {
  const manifestFile = path.join(dir, MANIFEST);
  const manifest = JSON.parse(fs.readFileSync(manifestFile, "utf8")) as SearchManifest;
  const load = createSearchLoader({
    manifest: () => manifest,
    withPrefix: (p) => p,
    fetchText: (name) => fs.promises.readFile(path.join(dir, name), "utf8"),
    createIndex,
  });
  const engine = await load({ excerpts: true });
  return {
    search(query, { limit, context }) {
      return engine.search(query, { limit, context: context ?? null }).map((hit) => ({
        title: hit.title,
        section: hit.section,
        route: hit.url,
        hash: hit.hash,
        breadcrumbs: hit.breadcrumbs,
        excerpt: hit.excerpt ?? "",
        context: hit.context,
      }));
    },
  };
}
