/**
 * The package's bin: serves the docs over stdio, from the freshest copy it can get (docs-update.ts):
 * the site's current docs bundle, else the copy it fetched last, else the one bundled beside it
 * (../data). Logs go to stderr, because stdout carries the protocol.
 *
 * Environment: DOCS_MCP_OFFLINE=1 never asks the site; DOCS_MCP_SITE_URL fetches the bundle from
 * another copy of the site (a mirror, staging, a test); DOCS_MCP_CACHE_DIR holds the fetched
 * copies (default: the user's cache folder, `~/.cache/<package>-<major>`).
 */
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
// eslint-disable-next-line import-x/no-extraneous-dependencies -- bundled into dist/server.mjs by build:mcp (mcp/package.json has no dependencies)
import { StdioServerTransport } from "@modelcontextprotocol/sdk/server/stdio.js";
import { loadDocsData, readBuild, type BuildInfo } from "./docs-data";
import { currentDocs, docsAtStartAndHourly, type UpdateOptions } from "./docs-update";
import { createDocsServer } from "./server";

const bundledDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "data");

/** Where to fetch the docs from and where to keep them, from the bundled build and the environment. */
function updateOptions(build: BuildInfo, env: NodeJS.ProcessEnv): UpdateOptions {
  const site = (env.DOCS_MCP_SITE_URL || build.siteUrl).replace(/\/?$/, "/");
  const name = path.basename(build.docsBundlePath).replace(/\.docs\.json\.gz$/, "");
  const cacheRoot = env.XDG_CACHE_HOME || path.join(os.homedir(), ".cache");
  return {
    bundledDir,
    cacheDir: env.DOCS_MCP_CACHE_DIR ? path.resolve(env.DOCS_MCP_CACHE_DIR, name) : path.join(cacheRoot, name),
    bundleUrl: env.DOCS_MCP_OFFLINE === "1" ? null : `${site}${build.docsBundlePath}`,
  };
}

async function main(argv: string[]): Promise<void> {
  if (argv.includes("--help") || argv.includes("-h")) {
    process.stdout.write(
      "Usage: docs-mcp [--version]\nServes the docs over MCP on stdin/stdout; start it from an MCP client.\n",
    );
    return;
  }
  const pkg = readBuild(bundledDir);
  if (argv.includes("--version")) {
    const { version, builtAt, commit } = pkg;
    process.stdout.write(`${version} (docs built ${builtAt}${commit ? `, commit ${commit}` : ""})\n`);
    return;
  }
  const options = updateOptions(pkg, process.env);
  // Hourly, the site's docs again: a new copy replaces the data in place, which every tool reads per call.
  const first = await docsAtStartAndHourly(
    () => currentDocs(options),
    async (next) => {
      if (next.dir === data.dir) data.source = next.source;
      else Object.assign(data, await loadDocsData(next.dir, next.source));
    },
  );
  const data = await loadDocsData(first.dir, first.source);
  await createDocsServer(data, pkg).connect(new StdioServerTransport());
  console.error(
    `${data.build.title} MCP server ${pkg.version} on stdio: docs built ${data.build.builtAt}. ${data.source.note}`,
  );
}

main(process.argv.slice(2)).catch((error: unknown) => {
  console.error(`docs-mcp: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
