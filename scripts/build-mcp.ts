/**
 * `npm run build:mcp`: makes the docs MCP server package (mcp/) from the site's production build.
 * Copies what the build wrote to public/ (the search index, every page's Markdown copy, llms.txt,
 * the OpenAPI document and its per-operation JSON Schemas) into mcp/data, records which build it
 * is, and bundles the server (mcp/src, which imports the site's src/lib) into one file,
 * mcp/dist/server.mjs, with no dependencies left to install.
 *
 *   npm run build && npm run build:mcp
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";
import { parse } from "yaml";
import { loadSiteConfig } from "../src/config/load";
import { copySearchIndex, SEARCH_CONTEXTS, type SearchContext } from "../mcp/src/search-adapter";
import type { BuildInfo } from "../mcp/src/docs-data";

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

const started = Date.now();
const version = String(readJson(path.join(root, "package.json")).version);
const packageVersion = String(readJson(path.join(mcpDir, "package.json")).version);
if (packageVersion !== version)
  fail(`mcp/package.json has version ${packageVersion}, the docs (package.json) ${version}: make them equal.`);

const config = loadSiteConfig();
fs.rmSync(dataDir, { recursive: true, force: true });
fs.rmSync(distDir, { recursive: true, force: true });
fs.mkdirSync(path.join(dataDir, "openapi", "operations"), { recursive: true });

const pages = markdownFiles(need(publicDir));
if (!pages.length) fail("public/ holds no page Markdown (*.md): run the site's production build first.");
for (const file of pages) {
  fs.mkdirSync(path.dirname(path.join(dataDir, "pages", file)), { recursive: true });
  fs.copyFileSync(path.join(publicDir, file), path.join(dataDir, "pages", file));
}
fs.copyFileSync(need(path.join(publicDir, "llms.txt")), path.join(dataDir, "llms.txt"));
fs.copyFileSync(
  need(path.join(publicDir, "openapi", "merchant-api-v2.json")),
  path.join(dataDir, "openapi", "merchant-api-v2.json"),
);
const schemaDir = need(path.join(publicDir, "openapi", "operations"));
const schemas = fs.readdirSync(schemaDir).filter((n) => n.endsWith(".json"));
for (const name of schemas)
  fs.copyFileSync(path.join(schemaDir, name), path.join(dataDir, "openapi", "operations", name));

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

const info: BuildInfo = {
  version,
  builtAt: new Date().toISOString(),
  commit: gitCommit(),
  siteUrl: `${config.siteUrl.replace(/\/+$/, "")}${config.basePath.replace(/\/?$/, "/")}`,
  title: config.title,
  product: config.product.name,
  sandboxBaseUrl: config.api.sandboxBaseUrl,
};
fs.writeFileSync(path.join(dataDir, "build.json"), `${JSON.stringify(info, null, 2)}\n`);

void build({
  entryPoints: [path.join(mcpDir, "src", "cli.ts")],
  outfile: path.join(distDir, "server.mjs"),
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  minify: true,
  legalComments: "linked",
  logLevel: "warning",
  // CommonJS dependencies (FlexSearch, parts of the SDK) call require(); give the ES module one.
  banner: {
    js: "#!/usr/bin/env node\nimport { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
})
  .then(report)
  .catch((error: unknown) =>
    fail(`bundling the server failed: ${error instanceof Error ? error.message : String(error)}`),
  );

function report(): void {
  fs.chmodSync(path.join(distDir, "server.mjs"), 0o755);

  const size = (dir: string): number =>
    fs
      .readdirSync(dir, { withFileTypes: true })
      .reduce(
        (sum, e) => sum + (e.isDirectory() ? size(path.join(dir, e.name)) : fs.statSync(path.join(dir, e.name)).size),
        0,
      );
  console.log(
    `build:mcp: ${pages.length} pages, ${schemas.length} operation schemas, search index; ` +
      `data ${(size(dataDir) / 1024).toFixed(0)} KB, server ${(size(distDir) / 1024).toFixed(0)} KB ` +
      `(${((Date.now() - started) / 1000).toFixed(1)} s)`,
  );
}
