#!/usr/bin/env node
// Prints an nginx configuration for the production build in public/ (README: Hosting).
// Usage: node scripts/nginx-conf.mjs [--root /srv/api-docs-v2] > api-docs.conf
import { existsSync, readFileSync } from "node:fs";
import { resolve } from "node:path";
import { nginxConfig } from "./lib/nginx.mjs";
import { readBasePath } from "./lib/static-server.mjs";

const args = process.argv.slice(2);
const at = args.indexOf("--root");
const root = at >= 0 ? args[at + 1] : "/srv/api-docs-v2";
const publicDir = resolve("public");
const cspFile = resolve(publicDir, "csp.json");
if (!existsSync(cspFile)) {
  console.error("No public/csp.json. Run `npm run build` first: the policies come from the built pages.");
  process.exit(1);
}
process.stdout.write(nginxConfig(JSON.parse(readFileSync(cspFile, "utf8")), readBasePath(publicDir), root));
