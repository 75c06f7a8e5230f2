/**
 * `npm run build:mcp`: makes the docs MCP server package (mcp/) from the site's production build,
 * and publishes it on the site.
 *
 * - Copies what the build wrote to public/ into mcp/data: the search index, every page's Markdown
 *   copy and table of contents, llms.txt, the OpenAPI document and its per-operation JSON Schemas,
 *   and each operation as its API page renders it (the page's own view, mcp/src/build-operations.ts).
 * - Records which build it is, and bundles the server (mcp/src, which imports the site's src/lib)
 *   into one file, mcp/dist/server.mjs, with no dependencies left to install, plus the licence
 *   notices of the third-party code in the bundle (mcp/dist/THIRD-PARTY-NOTICES.md).
 * - Packs the package (`npm pack`) into the site: public/mcp/<name>-<version>.tgz and the same file
 *   as <name>-<major>.tgz, the address that survives releases, which the Integration with MCP
 *   guide's snippets start with `npx -y <URL>`; and the docs alone, public/mcp/<name>-<major>.docs.json.gz
 *   (mcp/src/docs-bundle.ts), which a running server fetches to stay current.
 *
 *   npm run build   (gatsby build, then this)
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { build, type Metafile } from "esbuild";
import { parse } from "yaml";
import { loadSiteConfig } from "../src/config/load";
import type { DocPageContext } from "../src/lib/page-context";
import { absoluteUrlFor } from "../src/node/llms";
import { copySearchIndex, SEARCH_CONTEXTS, type SearchContext } from "../mcp/src/search-adapter";
import { operationRecord } from "../mcp/src/build-operations";
import { thirdPartyNotices } from "../mcp/src/build-notices";
import { DATA_FORMAT, tarballNames, type BuildInfo, type PageIndexEntry } from "../mcp/src/docs-data";
import { encodeDocsBundle } from "../mcp/src/docs-bundle";

const root = fileURLToPath(new URL("..", import.meta.url));
const publicDir = path.join(root, "public");
const mcpDir = path.join(root, "mcp");
const dataDir = path.join(mcpDir, "data");
const distDir = path.join(mcpDir, "dist");

const readJson = (file: string) => JSON.parse(fs.readFileSync(file, "utf8")) as Record<string, unknown>;

function fail(message: string): never {
  console.error(`build:mcp: ${message}`);
  process.exit(1);
}

function need(file: string): string {
  if (!fs.existsSync(file)) fail(`${path.relative(root, file)} is missing: run the site's production build first.`);
  return file;
}

/** Every `.md` file under public/, as paths relative to it. */
function markdownFiles(dir: string, sub = ""): string[] {
  return fs.readdirSync(path.join(dir, sub), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.join(sub, entry.name);
    if (entry.isDirectory())
      return ["static", "page-data", "~partytown"].includes(relative) ? [] : markdownFiles(dir, relative);
    return entry.name.endsWith(".md") ? [relative] : [];
  });
}

function gitCommit(): string | null {
  try {
    return execFileSync("git", ["rev-parse", "HEAD"], {
      cwd: root,
      encoding: "utf8",
      stdio: ["ignore", "pipe", "ignore"],
    }).trim();
  } catch {
    return null;
  }
}

/** Every page's context as the build handed it to the page (public/page-data/<route>/page-data.json). */
function pageContexts(dir: string): DocPageContext[] {
  const out: DocPageContext[] = [];
  const walk = (sub: string) => {
    for (const entry of fs.readdirSync(path.join(dir, sub), { withFileTypes: true })) {
      const relative = path.join(sub, entry.name);
      if (entry.isDirectory()) walk(relative);
      else if (entry.name === "page-data.json") {
        const file = path.join(dir, relative);
        const context = (JSON.parse(fs.readFileSync(file, "utf8")) as { result?: { pageContext?: DocPageContext } })
          .result?.pageContext;
        if (context && typeof context.route === "string" && Array.isArray(context.toc)) out.push(context);
      }
    }
  };
  walk("");
  return out;
}

/** Operation id → product (the operation's first OpenAPI tag), over paths and webhooks. */
function productsOf(doc: Record<string, unknown>): Map<string, string> {
  const products = new Map<string, string>();
  for (const group of [doc.paths, doc.webhooks])
    for (const item of Object.values((group ?? {}) as Record<string, Record<string, unknown>>))
      for (const op of Object.values(item ?? {}) as { operationId?: unknown; tags?: unknown }[])
        if (op && typeof op.operationId === "string" && Array.isArray(op.tags))
          products.set(op.operationId, String(op.tags[0]));
  return products;
}

const started = Date.now();
const version = String(readJson(path.join(root, "package.json")).version);
const manifest = readJson(path.join(mcpDir, "package.json"));
if (String(manifest.version) !== version)
  fail(
    `mcp/package.json has version ${String(manifest.version)}, the docs (package.json) ${version}: make them equal.`,
  );

const config = loadSiteConfig();
fs.rmSync(dataDir, { recursive: true, force: true });
fs.rmSync(distDir, { recursive: true, force: true });
fs.mkdirSync(path.join(dataDir, "openapi", "operations"), { recursive: true });
fs.mkdirSync(path.join(dataDir, "operations"), { recursive: true });

const pages = markdownFiles(need(publicDir));
if (!pages.length) fail("public/ holds no page Markdown (*.md): run the site's production build first.");
for (const file of pages) {
  fs.mkdirSync(path.dirname(path.join(dataDir, "pages", file)), { recursive: true });
  fs.copyFileSync(path.join(publicDir, file), path.join(dataDir, "pages", file));
}
fs.copyFileSync(need(path.join(publicDir, "llms.txt")), path.join(dataDir, "llms.txt"));
const openapiFile = need(path.join(publicDir, "openapi", "merchant-api-v2.json"));
fs.copyFileSync(openapiFile, path.join(dataDir, "openapi", "merchant-api-v2.json"));
const schemaDir = need(path.join(publicDir, "openapi", "operations"));
const schemas = fs.readdirSync(schemaDir).filter((n) => n.endsWith(".json"));
for (const name of schemas)
  fs.copyFileSync(path.join(schemaDir, name), path.join(dataDir, "openapi", "operations", name));

// Each page's table of contents, and each operation as its API page shows it.
const absoluteUrl = absoluteUrlFor(config);
const products = productsOf(readJson(openapiFile));
const contexts = pageContexts(need(path.join(publicDir, "page-data")));
const index: PageIndexEntry[] = [];
let operationCount = 0;
for (const context of contexts) {
  index.push({ route: context.route, toc: context.toc });
  if (context.api?.kind !== "operation") continue;
  const op = context.api.operation;
  const record = operationRecord(
    op,
    { route: context.route, product: products.get(op.operationId) ?? "" },
    { absoluteUrl, pageUrl: absoluteUrl(context.route) },
  );
  fs.writeFileSync(path.join(dataDir, "operations", `${op.operationId}.json`), JSON.stringify(record));
  operationCount += 1;
}
if (operationCount !== schemas.length)
  fail(
    `public/page-data has ${operationCount} API pages of operations, public/openapi/operations ${schemas.length} schemas: rebuild the site.`,
  );
index.sort((a, b) => a.route.localeCompare(b.route));
fs.writeFileSync(path.join(dataDir, "pages.json"), JSON.stringify(index));

const sidebars = parse(fs.readFileSync(path.join(root, "content", "sidebars.yaml"), "utf8")) as Record<
  string,
  { label?: string } | undefined
>;
const labels = Object.fromEntries(SEARCH_CONTEXTS.map((c) => [c, sidebars[c]?.label ?? c])) as Record<
  SearchContext,
  string
>;
try {
  copySearchIndex(publicDir, config.versions[0].name, labels, path.join(dataDir, "search"));
} catch (error) {
  fail(error instanceof Error ? error.message : String(error));
}

const siteUrl = `${config.siteUrl.replace(/\/+$/, "")}${config.basePath.replace(/\/?$/, "/")}`;
const packageName = String(manifest.name);
const tarballs = tarballNames(packageName, version, siteUrl);
const info: BuildInfo = {
  version,
  builtAt: new Date().toISOString(),
  commit: gitCommit(),
  siteUrl,
  title: config.title,
  product: config.product.name,
  sandboxBaseUrl: config.api.sandboxBaseUrl,
  tarballUrl: tarballs.versionedUrl,
  stableTarballUrl: tarballs.stableUrl,
  docsBundlePath: tarballs.docsBundlePath,
  format: DATA_FORMAT,
};
fs.writeFileSync(path.join(dataDir, "build.json"), `${JSON.stringify(info, null, 2)}\n`);

async function bundle(): Promise<Metafile> {
  const result = await build({
    entryPoints: [path.join(mcpDir, "src", "cli.ts")],
    outfile: path.join(distDir, "server.mjs"),
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node22",
    minify: true,
    // Licence texts go to THIRD-PARTY-NOTICES.md (below), from each bundled package's own files.
    legalComments: "none",
    metafile: true,
    logLevel: "warning",
    // CommonJS dependencies (FlexSearch, parts of the SDK) call require(); give the ES module one.
    banner: {
      js: "#!/usr/bin/env node\nimport { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
    },
  });
  return result.metafile;
}

/**
 * `npm pack` of mcp/ into the site: the versioned tarball and the same bytes under its major
 * version's name; and the docs bundle.
 */
function packIntoSite(): { file: string; bytes: number; bundleBytes: number } {
  const target = path.join(publicDir, tarballs.dir);
  fs.rmSync(target, { recursive: true, force: true });
  fs.mkdirSync(target, { recursive: true });
  const output = execFileSync("npm", ["pack", "--json", "--pack-destination", target], {
    cwd: mcpDir,
    encoding: "utf8",
    stdio: ["ignore", "pipe", "pipe"],
    env: { ...process.env, npm_config_update_notifier: "false", npm_config_fund: "false" },
  });
  const packed = (JSON.parse(output) as { filename: string }[])[0].filename;
  if (packed !== tarballs.versioned) fail(`npm pack wrote ${packed}, expected ${tarballs.versioned}.`);
  fs.copyFileSync(path.join(target, tarballs.versioned), path.join(target, tarballs.stable));
  fs.copyFileSync(path.join(target, tarballs.versioned), path.join(target, tarballs.previous));
  const bundle = encodeDocsBundle(dataDir);
  fs.writeFileSync(path.join(target, tarballs.docsBundle), bundle);
  return {
    file: path.join(target, tarballs.versioned),
    bytes: fs.statSync(path.join(target, tarballs.versioned)).size,
    bundleBytes: bundle.length,
  };
}

function size(dir: string): number {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .reduce(
      (sum, e) => sum + (e.isDirectory() ? size(path.join(dir, e.name)) : fs.statSync(path.join(dir, e.name)).size),
      0,
    );
}

async function main(): Promise<void> {
  let metafile: Metafile;
  try {
    metafile = await bundle();
  } catch (error) {
    fail(`bundling the server failed: ${error instanceof Error ? error.message : String(error)}`);
  }
  fs.chmodSync(path.join(distDir, "server.mjs"), 0o755);
  const notices = thirdPartyNotices(Object.keys(metafile.inputs), root);
  fs.writeFileSync(path.join(distDir, "THIRD-PARTY-NOTICES.md"), notices.text);
  const tarball = packIntoSite();
  console.log(
    `build:mcp: ${pages.length} pages, ${operationCount} operations, ${schemas.length} operation schemas, search index; ` +
      `data ${(size(dataDir) / 1024).toFixed(0)} KB, server ${(size(distDir) / 1024).toFixed(0)} KB ` +
      `(notices of ${notices.packages.length} bundled packages); ` +
      `${path.relative(root, tarball.file)} ${(tarball.bytes / 1024).toFixed(0)} KB, also as ${tarballs.stable} and ${tarballs.previous}; ` +
      `docs bundle ${tarballs.docsBundle} ${(tarball.bundleBytes / 1024).toFixed(0)} KB ` +
      `(${((Date.now() - started) / 1000).toFixed(1)} s)`,
  );
}

void main();
