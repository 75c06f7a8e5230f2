// Run by site.test.ts, inside a network namespace of its own when the machine allows (no network
// but loopback): serves the site's build (public/) with the site's static server on 127.0.0.1 and
// starts the server with the Integration with MCP guide's own configuration (its `.mcp.json`: the
// command and arguments, `npx -y <address on the site>`, the site's origin replaced by the local
// server's), with an empty npm cache and no registry it could reach. It starts it twice: first
// with the site up, then with the site stopped, as a machine that goes offline after the first
// run. Each time it asks a search and docs_info. Prints one JSON line: what the server answered,
// how long each start took, and every request the site got.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js";
import { createStaticServer, readBasePath } from "../../scripts/lib/static-server.mjs";

const [cache] = process.argv.slice(2);
const repo = fileURLToPath(new URL("../..", import.meta.url));
const root = path.join(repo, "public");
const basePath = readBasePath(root);
const requests = [];
const server = createStaticServer({
  root,
  basePath,
  onRequest: (req) => {
    requests.push(`${req.method} ${req.url}`);
    return false;
  },
});
await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
const origin = `http://127.0.0.1:${server.address().port}`;

// The guide's .mcp.json, as a reader copies it.
const guide = fs.readFileSync(path.join(repo, "content", "guide", "integration-mcp.mdx"), "utf8");
const block = /```json title="\.mcp\.json"\n([\s\S]*?)\n```/.exec(guide)?.[1];
if (!block) throw new Error('The guide has no ```json title=".mcp.json" block');
const config = Object.values(JSON.parse(block.replace(/%PRODUCT_SLUG%/g, "saku")).mcpServers)[0];
const args = config.args.map((a) => a.replace(/^https:\/\/docs\.saku\.example/, origin));
const env = {
  ...process.env,
  npm_config_cache: path.join(cache, "npm"),
  npm_config_registry: "http://127.0.0.1:9/",
  npm_config_update_notifier: "false",
  npm_config_audit: "false",
  npm_config_fund: "false",
  // The local server stands in for the site the package names, for the docs it fetches too.
  DOCS_MCP_SITE_URL: `${origin}${basePath}`,
  DOCS_MCP_CACHE_DIR: path.join(cache, "docs"),
};

async function run() {
  const started = Date.now();
  const client = new Client({ name: "site-npx-test", version: "1.0.0" });
  try {
    await client.connect(new StdioClientTransport({ command: config.command, args, env, stderr: "pipe" }));
    const result = await client.callTool({ name: "search_docs", arguments: { query: "create order", limit: 3 } });
    const info = await client.callTool({ name: "docs_info", arguments: {} });
    return {
      ms: Date.now() - started,
      server: client.getServerVersion(),
      result: result.structuredContent,
      info: info.structuredContent,
    };
  } finally {
    await client.close();
  }
}

const online = await run();
const seen = [...requests];
server.closeAllConnections();
await new Promise((resolve) => server.close(resolve));
const offline = await run();
console.log(JSON.stringify({ url: args.at(-1), online, offline, requests: seen }));
