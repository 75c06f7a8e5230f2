#!/usr/bin/env node
// Serves the production build at http://localhost:9000/api-docs-v2/ (README: npm start).
// Usage: node scripts/serve.mjs [--port 9000] [--root public] [--base /api-docs-v2/]
import { existsSync } from "node:fs";
import { resolve } from "node:path";
import { createStaticServer, readBasePath } from "./lib/static-server.mjs";
import { securityHeaders } from "./lib/headers.mjs";

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
const server = createStaticServer({ root, basePath, headers: securityHeaders(root) });
server.listen(port, () => console.log(`Serving ${root} at http://localhost:${port}${basePath}`));
