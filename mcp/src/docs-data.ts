/**
 * The docs the server holds: the data folder `scripts/build-mcp.ts` fills from the site's build
 * (public/). Layout:
 *
 *   build.json                      which build: version, date, commit, site URL, package and bundle addresses
 *   llms.txt                        the site's index for assistants
 *   pages/<route>.md                every page's Markdown copy (public/**\/*.md)
 *   pages.json                      every page's table of contents (the headings' anchors on the site)
 *   operations/<id>.json            each operation as its API page shows it (operation-record.ts)
 *   openapi/merchant-api-v2.json    the OpenAPI document as the site offers it for download
 *   openapi/operations/<id>.json    the per-operation JSON Schemas (headers, query, body, responses)
 *   search/                         the search index (search-adapter.ts)
 */
import fs from "node:fs";
import path from "node:path";
import { openSearch, type DocsSearch } from "./search-adapter";
import type { OperationRecord } from "./operation-record";

export interface BuildInfo {
  /** The package's and the docs' version (root package.json). */
  version: string;
  /** ISO date and time of the `build:mcp` run. */
  builtAt: string;
  /** Git commit of the docs build, or null outside a git checkout. */
  commit: string | null;
  /** Absolute URL of the site root, with the base path and a trailing slash: `https://docs.saku.example/api-docs-v2/`. */
  siteUrl: string;
  title: string;
  product: string;
  /** Sandbox base URL of the API, for the cURL command sign_request writes. */
  sandboxBaseUrl: string;
  /** Where the docs site serves this package (`npx -y <url>`): this version's tarball, and the one of its major version. */
  tarballUrl: string;
  stableTarballUrl: string;
  /** The docs bundle of this major version under the site URL (`mcp/saku-docs-mcp-2.docs.json.gz`), which a running server fetches. */
  docsBundlePath: string;
  /** The layout of this data folder (`DATA_FORMAT`): a server reads only a bundle of its own format. */
  format: number;
}

/** The layout of the data folder, raised when a server could no longer read an older one. */
export const DATA_FORMAT = 1;

/** Where the answers come from: the package's own copy, one fetched from the site now, or one fetched earlier. */
export interface DocsSource {
  kind: "bundled" | "fetched" | "cached";
  /** When the copy was fetched from the site (ISO), or null for the bundled copy. */
  fetchedAt: string | null;
  /** One sentence on why this copy answers: whether the site was reached and when. */
  note: string;
}

/**
 * Where the site serves the packed package and its docs (scripts/build-mcp.ts writes them into
 * public/), all in `mcp/` under the site's base path: the tarball `npm pack` names (`@saku/docs-mcp`
 * 2.0.0 → `saku-docs-mcp-2.0.0.tgz`); the same file under the name of its major version,
 * `saku-docs-mcp-2.tgz`, an address that every release of that major replaces, so a configuration
 * that names it keeps working; and the docs bundle of that major, `saku-docs-mcp-2.docs.json.gz`,
 * which a running server fetches to stay current (docs-update.ts).
 */
export function tarballNames(packageName: string, version: string, siteUrl: string) {
  const stem = packageName.replace(/^@/, "").replace(/\//g, "-");
  const major = version.split(".")[0];
  const dir = "mcp";
  const versioned = `${stem}-${version}.tgz`;
  const stable = `${stem}-${major}.tgz`;
  // The address earlier guides gave (the same bytes): configured clients keep working.
  const previous = `${stem}-latest.tgz`;
  const docsBundle = `${stem}-${major}.docs.json.gz`;
  return {
    dir,
    versioned,
    stable,
    previous,
    docsBundle,
    versionedUrl: `${siteUrl}${dir}/${versioned}`,
    stableUrl: `${siteUrl}${dir}/${stable}`,
    docsBundlePath: `${dir}/${docsBundle}`,
  };
}

/** A heading of a page as the site anchors it (the page's table of contents). */
export interface TocEntry {
  depth: number;
  value: string;
  id: string;
}

/** What pages.json holds for each page. */
export interface PageIndexEntry {
  route: string;
  toc: TocEntry[];
}

export interface PageEntry {
  /** Route without the base path, with a trailing slash (`/guide/authentication/`, home `/`). */
  route: string;
  title: string;
  description: string;
  /** Absolute URL of the page. */
  url: string;
  /** Absolute URL of its Markdown copy. */
  markdownUrl: string;
  /** The page's headings with their anchors on the site (its table of contents). */
  toc: TocEntry[];
  file: string;
}

export interface DocsData {
  dir: string;
  build: BuildInfo;
  source: DocsSource;
  llmsTxt: string;
  pages: Map<string, PageEntry>;
  /** Each operation as its API page shows it, in the order of the pages' routes. */
  operations: OperationRecord[];
  search: DocsSearch;
  readPage(route: string): string;
  /** The OpenAPI document as the site offers it for download (JSON text). */
  readOpenApi(): string;
  /** The per-operation schema file, or null when the operation has none. */
  operationSchemaFile(operationId: string): unknown;
}

export class DataError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "DataError";
  }
}

/** `/guide/authentication/` from `guide/authentication.md`; `/` from `index.md`. */
export function routeOfMarkdownFile(relative: string): string {
  const p = relative.split(path.sep).join("/").replace(/\.md$/, "");
  return p === "index" ? "/" : `/${p}/`;
}

/** Title and description of each page by Markdown URL, from llms.txt lines `- [Title](url): description`. */
function llmsEntries(llms: string): Map<string, { title: string; description: string }> {
  const entries = new Map<string, { title: string; description: string }>();
  for (const match of llms.matchAll(/^\s*- \[([^\]]+)\]\((\S+?\.md)\)(?::\s*(.*))?$/gm))
    entries.set(match[2], { title: match[1], description: match[3] ?? "" });
  return entries;
}

const readJson = (file: string): unknown => {
  try {
    return JSON.parse(fs.readFileSync(file, "utf8"));
  } catch (error) {
    throw new DataError(`Cannot read ${file}: ${error instanceof Error ? error.message : String(error)}`);
  }
};

/** The package's own copy, when nothing else was tried. */
export const BUNDLED: DocsSource = { kind: "bundled", fetchedAt: null, note: "The docs bundled in the package." };

/** Which build the data folder `dir` holds (its build.json). */
export function readBuild(dir: string): BuildInfo {
  if (!fs.existsSync(path.join(dir, "build.json")))
    throw new DataError(
      `No docs data in ${dir}: run \`npm run build\` then \`npm run build:mcp\` in the docs repository.`,
    );
  return readJson(path.join(dir, "build.json")) as BuildInfo;
}

export async function loadDocsData(dir: string, source: DocsSource = BUNDLED): Promise<DocsData> {
  const build = readBuild(dir);
  const llmsTxt = fs.readFileSync(path.join(dir, "llms.txt"), "utf8");
  const tocs = new Map((readJson(path.join(dir, "pages.json")) as PageIndexEntry[]).map((p) => [p.route, p.toc]));
  const fromLlms = llmsEntries(llmsTxt);
  const pagesDir = path.join(dir, "pages");
  const pages = new Map<string, PageEntry>();
  const walk = (sub: string) => {
    for (const entry of fs.readdirSync(path.join(pagesDir, sub), { withFileTypes: true })) {
      const relative = path.join(sub, entry.name);
      if (entry.isDirectory()) walk(relative);
      else if (entry.name.endsWith(".md")) {
        const route = routeOfMarkdownFile(relative);
        const file = path.join(pagesDir, relative);
        const markdown = fs.readFileSync(file, "utf8");
        const markdownUrl = `${build.siteUrl}${relative.split(path.sep).join("/")}`;
        const known = fromLlms.get(markdownUrl);
        const heading = /^# (.+)$/m.exec(markdown)?.[1] ?? route;
        pages.set(route, {
          route,
          title: known?.title ?? heading,
          description: known?.description ?? "",
          url: `${build.siteUrl}${route.slice(1)}`,
          markdownUrl,
          toc: tocs.get(route) ?? [],
          file,
        });
      }
    }
  };
  walk("");
  const operationsDir = path.join(dir, "operations");
  const operations = fs
    .readdirSync(operationsDir)
    .filter((n) => n.endsWith(".json"))
    .map((n) => readJson(path.join(operationsDir, n)) as OperationRecord)
    .sort((a, b) => a.route.localeCompare(b.route));
  const search = await openSearch(path.join(dir, "search"));
  const schemaCache = new Map<string, unknown>();
  return {
    dir,
    build,
    source,
    llmsTxt,
    pages,
    operations,
    search,
    readPage(route) {
      const page = pages.get(route);
      if (!page) throw new DataError(`No page ${route}`);
      return fs.readFileSync(page.file, "utf8");
    },
    readOpenApi() {
      return fs.readFileSync(path.join(dir, "openapi", "merchant-api-v2.json"), "utf8");
    },
    operationSchemaFile(operationId) {
      if (!/^[A-Za-z0-9_]+$/.test(operationId)) return null;
      if (!schemaCache.has(operationId)) {
        const file = path.join(dir, "openapi", "operations", `${operationId}.json`);
        schemaCache.set(operationId, fs.existsSync(file) ? readJson(file) : null);
      }
      return schemaCache.get(operationId) ?? null;
    },
  };
}
