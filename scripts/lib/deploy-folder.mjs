// The build laid out for a static host that reads a `_headers` file (Cloudflare Pages, Netlify;
// docs/hosting.md). Gatsby writes public/ as the contents of the base path (/api-docs-v2/), while
// such a host serves its upload from the domain's root and reads `_headers` (whose patterns carry the
// base path) and `404.html` there. The deploy folder:
//   _headers            public/_headers (src/node/hosting/csp.ts)
//   _redirects          an earlier release's MCP package address to the current package (redirectsFile)
//   404.html            the not-found page: both hosts answer every unknown path with it, status 404
//   api-docs-v2/        public/ without what is not to be served from it:
//     _headers, csp.json   the hosts' and servers' configuration, not pages;
//     404.html, 404/       the not-found page's own paths: left there, /api-docs-v2/404/ would be a
//                          page with status 200 (and Cloudflare serves x.html at /x, so
//                          /api-docs-v2/404 too); without them both answer 404;
//     ~partytown/          Gatsby copies Partytown into every build; this site loads none (checked:
//                          no page has a `text/partytown` script), and its files are the only
//                          scripts not named by their content, which `_headers` caches for a year.
import { cpSync, existsSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { packageDir, stablePackageOf } from "./static-server.mjs";

/** Paths of public/ (relative, `/`-separated) that the deploy folder leaves out, and why. */
export const LEFT_OUT = {
  _headers: "moved to the deploy folder's root",
  "csp.json": "configuration for npm run serve and nginx, not a page",
  "404.html": "moved to the deploy folder's root",
  404: "the not-found page's own route would answer 200",
  "~partytown": "Partytown, which no page loads; its scripts are not named by their content",
};

const files = (dir) =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? files(join(dir, e.name)) : [join(dir, e.name)],
  );

/**
 * `_redirects` for Cloudflare Pages and Netlify: an earlier release's address of the MCP package
 * (`olderPackage` in static-server.mjs, as `npm run serve` and nginx answer it) gets a 302 to the
 * stable address of its major. Cloudflare applies a rule even where a file exists (Netlify only
 * where none does), so the current versioned file is named first and rewritten (200) to the stable
 * file, the same bytes; the pattern cannot match the stable file itself, so nothing loops. Empty
 * when the build has no package.
 * @param {string} publicDir the build
 * @param {string} prefix the base path without its trailing slash, e.g. "/api-docs-v2"
 */
export function redirectsFile(publicDir, prefix) {
  const dir = join(publicDir, packageDir);
  const names = existsSync(dir) ? readdirSync(dir).sort() : [];
  const at = (name) => `${prefix}${packageDir}${name}`;
  const current = names.flatMap((name) => {
    const stable = stablePackageOf(name);
    return stable && names.includes(stable) ? [{ name, stable }] : [];
  });
  if (!current.length) return "";
  return [
    "# An earlier release's MCP package address gets the current package of its major (scripts/lib/deploy-folder.mjs).",
    ...current.map(({ name, stable }) => `${at(name)} ${at(stable)} 200`),
    ...current.map(({ stable }) => `${at(stable.replace(/\.tgz$/, ".*.tgz"))} ${at(stable)} 302`),
    "",
  ].join("\n");
}

/**
 * Writes the deploy folder `outDir` from the build in `publicDir`. Replaces a previous deploy folder
 * there, and refuses any other non-empty folder. Throws, naming the file, when the build is not
 * one it can lay out.
 * @param {{ publicDir: string, outDir: string, basePath: string }} options
 * @returns {{ site: string, files: number }} the site's folder inside `outDir`, and how many files were written
 */
export function writeDeployFolder({ publicDir, outDir, basePath }) {
  for (const needed of ["_headers", "404.html"])
    if (!existsSync(join(publicDir, needed)))
      throw new Error(`${join(publicDir, needed)}: missing. Run \`npm run build\` first.`);
  const pages = files(publicDir).filter((f) => f.endsWith(".html"));
  const partytown = pages.find((f) => /type=["']?text\/partytown/.test(readFileSync(f, "utf8")));
  if (partytown)
    throw new Error(
      `${partytown}: loads a Partytown script, but the deploy folder leaves ~partytown/ out (scripts/lib/deploy-folder.mjs)`,
    );
  const base = basePath.replace(/^\/|\/$/g, "");
  if (!base || base.includes(".."))
    throw new Error(`base path "${basePath}": expected one like /api-docs-v2/ (the site's own folder)`);
  if (existsSync(outDir)) {
    const entries = readdirSync(outDir);
    const previous = entries.includes("_headers") && entries.includes(base.split("/")[0]);
    if (entries.length > 0 && !previous)
      throw new Error(`${outDir}: exists and is not a deploy folder (no _headers and ${base}/); not replacing it`);
    rmSync(outDir, { recursive: true, force: true });
  }
  const site = join(outDir, ...base.split("/"));
  cpSync(publicDir, site, {
    recursive: true,
    filter: (source) => !(relative(publicDir, source).split(sep).join("/") in LEFT_OUT),
  });
  cpSync(join(publicDir, "_headers"), join(outDir, "_headers"));
  cpSync(join(publicDir, "404.html"), join(outDir, "404.html"));
  const redirects = redirectsFile(publicDir, `/${base}`);
  if (redirects) writeFileSync(join(outDir, "_redirects"), redirects);
  return { site, files: files(outDir).filter((f) => statSync(f).isFile()).length };
}
