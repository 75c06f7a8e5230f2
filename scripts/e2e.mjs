#!/usr/bin/env node
// Browser tests against the production build in Debian's Chromium. Builds first if needed.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { findChromium } from "./lib/chromium.mjs";

const chrome = findChromium();
if (!existsSync("public/404.html")) {
  console.error("No production build in public/. Run `npm run build` first.");
  process.exit(1);
}
const run = spawnSync("npx", ["playwright", "test", ...process.argv.slice(2)], {
  stdio: "inherit",
  env: { ...process.env, CHROME_PATH: chrome, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: "1" },
});
process.exit(run.status ?? 1);
