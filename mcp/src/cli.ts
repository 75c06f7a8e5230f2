/**
 * The package's bin: serves the docs bundled beside it (../data) over stdio. Logs go to stderr,
 * because stdout carries the protocol.
 */
import path from "node:path";
import { fileURLToPath } from "node:url";
// eslint-disable-next-line import-x/no-extraneous-dependencies -- bundled into dist/server.mjs by build:mcp (mcp/package.json has no dependencies)
import { StdioServerTransport } from "@modelcontextprotocol/sdk/server/stdio.js";
import { loadDocsData } from "./docs-data";
import { createDocsServer } from "./server";

const dataDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "data");

async function main(argv: string[]): Promise<void> {
  if (argv.includes("--help") || argv.includes("-h")) {
    process.stdout.write(
      "Usage: docs-mcp [--version]\nServes the bundled docs over MCP on stdin/stdout; start it from an MCP client.\n",
    );
    return;
  }
  const data = await loadDocsData(dataDir);
  const { version, builtAt, commit } = data.build;
  if (argv.includes("--version")) {
    process.stdout.write(`${version} (docs built ${builtAt}${commit ? `, commit ${commit}` : ""})\n`);
    return;
  }
  await createDocsServer(data).connect(new StdioServerTransport());
  console.error(`${data.build.title} MCP server ${version} (docs built ${builtAt}) on stdio`);
}

main(process.argv.slice(2)).catch((error: unknown) => {
  console.error(`docs-mcp: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
