import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { SiteConfig } from "../../config/schema";
import { moduleClassCheck } from "./page-styles";

/**
 * Content Security Policy without 'unsafe-inline' or 'unsafe-eval' for scripts. After
 * the build, every HTML page's inline <script> and <style> elements are hashed into that page's
 * policy, which is written three ways: a <meta> in the page (hosts that cannot set headers),
 * public/_headers (the `_headers` file Cloudflare Pages and Netlify read, one block per route; for
 * the deploy folder scripts/deploy-folder.mjs writes) and public/csp.json (route → policy, read by
 * scripts/serve.mjs and scripts/nginx-conf.mjs). Style *attributes* stay allowed
 * ('style-src-attr'), since server-rendered layout uses a few of them.
 */

const sha256 = (text: string) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;

export function inlineHashes(html: string): { scripts: string[]; styles: string[] } {
  const scripts = [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi)].map((m) => sha256(m[1]));
  const styles = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/gi)].map((m) => sha256(m[1]));
  return { scripts: [...new Set(scripts)], styles: [...new Set(styles)] };
}

function originOf(url: string | undefined): string | null {
  if (!url || !/^https?:\/\//.test(url)) return null;
  try {
    return new URL(url.replace("{env}", "test")).origin;
  } catch {
    return null;
  }
}

export interface CspSources {
  /** Extra origins the page may fetch from (analytics API host, chat configuration, Try it sandbox). */
  connect: string[];
}

export function cspSourcesFrom(config: SiteConfig, env: NodeJS.ProcessEnv = process.env): CspSources {
  const connect = [
    originOf(config.chat.configUrl),
    originOf(env.GATSBY_MIXPANEL_API_HOST),
    // The "Try it" console's real sandbox, when one is configured (docs/try-it.md).
    config.tryIt.sandboxUrl ? originOf(config.tryIt.sandboxUrl) : null,
  ];
  if ((env.GATSBY_MIXPANEL_TOKEN_PROD || env.GATSBY_MIXPANEL_TOKEN_DEV) && !env.GATSBY_MIXPANEL_API_HOST)
    connect.push("https://api-js.mixpanel.com");
  return { connect: [...new Set(connect.filter((c): c is string => Boolean(c)))] };
}

export function buildPolicy(
  hashes: { scripts: string[]; styles: string[] },
  sources: CspSources,
  forMeta = false,
): string {
  const directives = [
    "default-src 'self'",
    `script-src 'self' ${hashes.scripts.join(" ")}`.trim(),
    `style-src 'self' ${hashes.styles.join(" ")}`.trim(),
    "style-src-attr 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    `connect-src 'self' ${sources.connect.join(" ")}`.trim(),
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "manifest-src 'self'",
    "worker-src 'self'",
  ];
  // frame-ancestors is ignored (and warned about) in a <meta> policy: header only.
  if (!forMeta) directives.push("frame-ancestors 'self'");
  return directives.join("; ");
}

function htmlFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    return e.isDirectory() ? htmlFiles(p) : e.name.endsWith(".html") ? [p] : [];
  });
}

/** Route of an HTML file in public/ (`guide/x/index.html` → `/guide/x/`, `404.html` → `/404.html`). */
export function routeOfHtml(publicDir: string, file: string): string {
  const rel = path.relative(publicDir, file).replace(/\\/g, "/");
  return `/${rel.replace(/(^|\/)index\.html$/, "$1")}`;
}

/**
 * Headers every response gets. X-Frame-Options covers what has no header policy of its own (a
 * host's not-found answer for an unknown path, files): the pages' `frame-ancestors 'self'` says the
 * same, and browsers that read both follow the policy.
 */
export const headerLines = [
  "X-Content-Type-Options: nosniff",
  "Referrer-Policy: strict-origin-when-cross-origin",
  "X-Frame-Options: SAMEORIGIN",
];

/** The routes Gatsby writes the not-found page to, which are not pages of their own. */
const notFoundRoute = /^\/404(?:\/|\.html)$/;

const revalidate = "public, max-age=0, must-revalidate";
const immutable = "public, max-age=31536000, immutable";
const packageCache = "public, max-age=3600";

/**
 * public/_headers, for the deploy folder (scripts/deploy-folder.mjs: the file at its root, the site
 * under the base path) on Cloudflare Pages or Netlify. The two read the file differently
 * (scripts/lib/headers-file.mjs): Cloudflare MERGES rules (every rule whose pattern matches the
 * request path applies, and a header set by two rules is sent once with both values joined by ", "),
 * Netlify lets a later rule's value replace an earlier one's; and a `:placeholder` is part of a
 * segment on Cloudflare, a whole segment on Netlify. So the file is written to mean the same to both:
 * - no header is set by two rules that can match one path. Joined, two Content-Security-Policy values
 *   are two policies, each enforced: a site-wide policy without a page's hashes would block the
 *   page's inline scripts (colour mode before paint, URL normalisation, base URL) whatever the page's
 *   own rule allows; two Cache-Control values would mix `immutable` with `max-age=0`, two
 *   Content-Types make an invalid one. Hence the site-wide rule carries only the headers that are the
 *   same everywhere, never a policy; each page's route (ending in "/" or ".html") its policy and
 *   revalidation; files their caching and type by place and extension; the documents that are not
 *   pages and could run script (SVG, XML) the policy without hashes;
 * - no placeholders, and `*` only where both match the same files: `/*.js` and `/*.css` are
 *   immutable because every script and stylesheet of the deploy folder is named by its content
 *   (Gatsby's bundles; the unhashed ~partytown/ files are left out of it).
 * The not-found page's routes (/404/, /404.html) get no rule: the deploy folder has no such paths,
 * its not-found page is its root 404.html, and a not-found answer, like a page's `.html` forms, gets
 * no policy header: the page's own <meta> policy applies. A host that applies ONE rule per path (the
 * first or the most specific match) would drop the site-wide headers from pages and files: serve
 * with scripts/nginx-conf.mjs or the rules of public/csp.json there. e2e/hosting-headers.spec.ts
 * serves the deploy folder with this file applied Cloudflare's way and checks every page type, and
 * that Netlify's reading gives every file and route the same headers.
 */
export function headersFile(basePath: string, pages: Record<string, string>, filePolicy: string): string {
  const prefix = basePath.replace(/\/$/, "");
  const rule = (path: string, ...headers: string[]) => `${prefix}${path}\n  ${headers.join("\n  ")}`;
  const rules = [
    rule("/*", ...headerLines),
    rule("/*.js", `Cache-Control: ${immutable}`),
    rule("/*.css", `Cache-Control: ${immutable}`),
    rule("/static/*", `Cache-Control: ${immutable}`),
    rule("/page-data/*", `Cache-Control: ${revalidate}`),
    // The search index's meta file: a fixed address whose content changes with the docs
    // (src/node/search-reader), so revalidated; the files it names are under /static/.
    rule("/search-index/*", `Cache-Control: ${revalidate}`),
    // The Markdown copies and llms files of src/node/llms: typed, and revalidated like the pages.
    rule("/*.md", "Content-Type: text/markdown; charset=utf-8", `Cache-Control: ${revalidate}`),
    rule("/llms*.txt", "Content-Type: text/plain; charset=utf-8", `Cache-Control: ${revalidate}`),
    // The docs MCP package and its docs bundle: an hour, and usable stale when the site cannot be
    // reached (no must-revalidate), as scripts/lib/static-server.mjs serves them.
    rule("/mcp/*", `Cache-Control: ${packageCache}`),
    rule("/*.svg", `Content-Security-Policy: ${filePolicy}`),
    rule("/*.xml", `Content-Security-Policy: ${filePolicy}`),
    ...Object.entries(pages)
      .filter(([route]) => !notFoundRoute.test(route))
      .map(([route, policy]) => rule(route, `Content-Security-Policy: ${policy}`, `Cache-Control: ${revalidate}`)),
  ];
  return `# Written by the build (src/node/hosting/csp.ts) for the deploy folder (scripts/deploy-folder.mjs): no two rules that match one path set the same header.\n\n${rules.join("\n\n")}\n`;
}

/** A page whose HTML names CSS-module classes that its inline stylesheet does not define. */
export interface UnstyledPage {
  route: string;
  classes: string[];
}

/** What the policy pass found in one page's file, kept with the file's size and time to tell whether it changed. */
interface PageScan {
  stamp: string;
  hashes: { scripts: string[]; styles: string[] };
  classes: string[];
}

/** The previous pass's scans (route → scan), if it had the same sources; else none. */
function readScans(file: string | undefined, sources: CspSources): Record<string, PageScan> {
  if (!file) return {};
  try {
    const kept = JSON.parse(fs.readFileSync(file, "utf8")) as { sources: CspSources; pages: Record<string, PageScan> };
    return JSON.stringify(kept.sources) === JSON.stringify(sources) ? kept.pages : {};
  } catch {
    return {};
  }
}

const stampOf = (file: string) => {
  const stat = fs.statSync(file);
  return `${stat.mtimeMs}:${stat.size}`;
};

/**
 * Writes every page's policy (its <meta>, public/csp.json and public/_headers) and, reading each
 * page once, checks its CSS-module classes against its inline stylesheet (page-styles.ts). With
 * `scansFile`, what each page held is kept there with its file's size and modification time: a page
 * the build did not write again (same size and time as after the last pass) is not read again, its
 * hashes and classes are the kept ones. csp.json and _headers still list every page.
 */
export function writeCsp(
  publicDir: string,
  config: SiteConfig,
  env: NodeJS.ProcessEnv = process.env,
  scansFile?: string,
): { pages: number; read: number; unstyled: UnstyledPage[] } {
  const sources = cspSourcesFrom(config, env);
  const undefinedClasses = moduleClassCheck();
  const earlier = readScans(scansFile, sources);
  const scans: Record<string, PageScan> = {};
  const map: Record<string, string> = {};
  const unstyled: UnstyledPage[] = [];
  let read = 0;
  for (const file of htmlFiles(publicDir)) {
    const route = routeOfHtml(publicDir, file);
    let scan = earlier[route];
    if (!scan || scan.stamp !== stampOf(file)) {
      read++;
      const html = fs.readFileSync(file, "utf8");
      const hashes = inlineHashes(html);
      const meta = `<meta http-equiv="Content-Security-Policy" content="${buildPolicy(hashes, sources, true)}"/>`;
      const withMeta = html
        .replace(/<meta http-equiv="Content-Security-Policy"[^>]*\/>/, "")
        .replace(/<head>/, `<head>${meta}`);
      // A page the build did not render again already has its policy: left untouched, as are its file's times.
      if (withMeta !== html) fs.writeFileSync(file, withMeta);
      scan = { stamp: stampOf(file), hashes, classes: undefinedClasses(html) };
    }
    scans[route] = scan;
    map[route] = buildPolicy(scan.hashes, sources);
    if (scan.classes.length) unstyled.push({ route, classes: scan.classes });
  }
  const pages = { ...map };
  map["*"] = buildPolicy({ scripts: [], styles: [] }, sources);
  fs.writeFileSync(path.join(publicDir, "csp.json"), JSON.stringify({ policies: map }, null, 1));
  fs.writeFileSync(path.join(publicDir, "_headers"), headersFile(config.basePath, pages, map["*"]));
  if (scansFile) {
    fs.mkdirSync(path.dirname(scansFile), { recursive: true });
    fs.writeFileSync(scansFile, JSON.stringify({ sources, pages: scans }));
  }
  return { pages: Object.keys(pages).length, read, unstyled };
}

/** The build's error for unstyled pages: how many, the first few with their classes, and the likely causes. */
export function unstyledPagesMessage(unstyled: UnstyledPage[]): string {
  const shown = unstyled
    .slice(0, 5)
    .map((p) => `${p.route}: ${p.classes.slice(0, 5).join(", ")}${p.classes.length > 5 ? ", …" : ""}`);
  return (
    `${unstyled.length} page(s) name CSS-module classes that their inline stylesheet does not define, so a ` +
    `first visit shows them unstyled:\n  ${shown.join("\n  ")}${unstyled.length > 5 ? "\n  …" : ""}\n` +
    `The server rendering and the browser build name classes differently (check CSS-module options set for ` +
    `one build only), or the pages were not rendered again after a stylesheet changed (src/node/webpack/config.ts).`
  );
}
