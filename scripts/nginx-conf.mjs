#!/usr/bin/env node
// Prints an nginx configuration for the production build in public/ (docs/hosting.md).
// Usage: node scripts/nginx-conf.mjs [--root /srv/api-docs-v2] > api-docs.conf
//        node scripts/nginx-conf.mjs --serve 9000   serves public/ with it: Debian's nginx in the
//        foreground on 127.0.0.1 (the browser tests' nginx project), until stopped
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { nginxConfig, standaloneNginxConf } from "./lib/nginx.mjs";
import { readBasePath } from "./lib/static-server.mjs";

const args = process.argv.slice(2);
const arg = (name) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : undefined;
};
const publicDir = resolve("public");
const cspFile = resolve(publicDir, "csp.json");
if (!existsSync(cspFile)) {
  console.error("No public/csp.json. Run `npm run build` first: the policies come from the built pages.");
  process.exit(1);
}
const csp = JSON.parse(readFileSync(cspFile, "utf8"));
const servePort = arg("serve");
if (!servePort) {
  process.stdout.write(nginxConfig(csp, readBasePath(publicDir), arg("root") ?? "/srv/api-docs-v2"));
} else {
  const nginx = ["nginx", "/usr/sbin/nginx"].find((bin) => spawnSync(bin, ["-v"]).status === 0);
  if (!nginx) {
    console.error("nginx is not installed: apt-get install nginx (npm test does, as root).");
    process.exit(1);
  }
  // One directory per port, reused by the next run: nothing piles up in /tmp.
  const dir = join(tmpdir(), `saku-docs-nginx-${servePort}`);
  mkdirSync(dir, { recursive: true });
  const conf = join(dir, "nginx.conf");
  const config = nginxConfig(csp, readBasePath(publicDir), publicDir);
  writeFileSync(conf, standaloneNginxConf(config, { port: Number(servePort), dir }));
  const server = spawn(nginx, ["-p", dir, "-c", conf], { stdio: "inherit" });
  for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
  server.on("exit", (code) => {
    if (code) console.error(`nginx stopped (${code}): ${readFileSync(join(dir, "error.log"), "utf8").slice(-2000)}`);
    process.exit(code ?? 0);
  });
  console.log(`nginx serves ${publicDir} at http://127.0.0.1:${servePort}${readBasePath(publicDir)} (${conf})`);
}
