#!/usr/bin/env node
// Serves the production build at http://localhost:9000/api-docs-v2/ (README: npm start).
// Usage: node scripts/serve.mjs [--port 9000] [--host 127.0.0.1] [--root public] [--base /api-docs-v2/]
//          [--headers-file <file>]
// With --headers-file the headers come from that file applied as a host that merges every matching
// rule does (Cloudflare Pages), instead of each page's policy from csp.json. The deploy folder
// (scripts/deploy-folder.mjs) as such a host serves it, its 404.html for every unknown path:
//   node scripts/serve.mjs --root deploy --base / --headers-file deploy/_headers
import { existsSync } from "node:fs";
import { resolve } from "node:path";
import { createStaticServer, readBasePath } from "./lib/static-server.mjs";
import { headersFileHeaders, securityHeaders } from "./lib/headers.mjs";

const args = process.argv.slice(2);
const arg = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : fallback;
};
const root = resolve(arg("root", "public"));
if (!existsSync(resolve(root, "404.html"))) {
  console.error(`No build in ${root}. Run \`npm run build\` first (or \`npm start\`, which builds and serves).`);
  process.exit(1);
}
const port = Number(arg("port", process.env.PORT ?? "9000"));
const basePath = arg("base", readBasePath(root));
const headersFile = arg("headers-file", null);
if (headersFile && !existsSync(headersFile)) {
  console.error(`--headers-file: no file ${headersFile}`);
  process.exit(1);
}
const headers = headersFile ? headersFileHeaders(headersFile) : securityHeaders(root);
const server = createStaticServer({ root, basePath, headers });
// Every interface unless --host names one.
server.listen(port, arg("host", undefined), () =>
  console.log(
    `Serving ${root} at http://${arg("host", "localhost")}:${port}${basePath}${headersFile ? ` with the headers of ${headersFile}` : ""}`,
  ),
);
