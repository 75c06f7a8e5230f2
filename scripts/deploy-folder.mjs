#!/usr/bin/env node
// Writes the deploy folder for Cloudflare Pages or Netlify from the build (docs/hosting.md):
// `_headers` and the not-found page at its root, the site under the base path.
// Usage: node scripts/deploy-folder.mjs [--public public] [--out deploy]   (npm run build runs it)
import { existsSync } from "node:fs";
import { resolve } from "node:path";
import { writeDeployFolder } from "./lib/deploy-folder.mjs";
import { readBasePath } from "./lib/static-server.mjs";

const args = process.argv.slice(2);
const arg = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : fallback;
};
const publicDir = resolve(arg("public", "public"));
const outDir = resolve(arg("out", "deploy"));
if (!existsSync(resolve(publicDir, "404.html"))) {
  console.error(`No build in ${publicDir}. Run \`npm run build\` first.`);
  process.exit(1);
}
try {
  const basePath = readBasePath(publicDir);
  const { site, files } = writeDeployFolder({ publicDir, outDir, basePath });
  console.log(`Wrote ${outDir} (${files} files; the site in ${site}). Upload ${outDir} as the site's root.`);
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
