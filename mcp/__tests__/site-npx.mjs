// Run by site.test.ts, inside a network namespace of its own when the machine allows (no network
// but loopback): serves the site's build (public/) with the site's static server on 127.0.0.1,
// starts the package the way the Integration with MCP guide says, `npx -y <tarball URL on the
// site>`, with an empty npm cache and no registry it could reach, and asks it a search over stdio.
// Prints one JSON line: what the server answered, and every request the site got.
import path from "node:path";
import { fileURLToPath } from "node:url";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js";
import { createStaticServer, readBasePath } from "../../scripts/lib/static-server.mjs";

const [tarballPath, cache] = process.argv.slice(2);
const root = path.resolve(fileURLToPath(new URL("../..", import.meta.url)), "public");
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
const url = `http://127.0.0.1:${server.address().port}${basePath.replace(/\/$/, "")}/${tarballPath}`;
const env = {
  ...process.env,
  npm_config_cache: cache,
  npm_config_registry: "http://127.0.0.1:9/",
  npm_config_update_notifier: "false",
  npm_config_audit: "false",
  npm_config_fund: "false",
};
const client = new Client({ name: "site-npx-test", version: "1.0.0" });
try {
  await client.connect(new StdioClientTransport({ command: "npx", args: ["-y", url], env, stderr: "pipe" }));
  const result = await client.callTool({ name: "search_docs", arguments: { query: "create order", limit: 3 } });
  console.log(JSON.stringify({ url, server: client.getServerVersion(), result: result.structuredContent, requests }));
} finally {
  await client.close();
  server.close();
}
