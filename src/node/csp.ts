import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { SiteConfig } from "../config/schema";

/**
 * Content Security Policy without 'unsafe-inline' or 'unsafe-eval' for scripts (issue 9). After
 * the build, every HTML page's inline <script> and <style> elements are hashed into that page's
 * policy, which is written three ways: a <meta> in the page (hosts that cannot set headers),
 * public/_headers (Netlify / Cloudflare Pages format, one block per route) and public/csp.json
 * (route → policy, read by scripts/serve.mjs). Style *attributes* stay allowed
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
    // The "Try it" console's real sandbox, when one is configured (README: Try it).
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

export const headerLines = ["X-Content-Type-Options: nosniff", "Referrer-Policy: strict-origin-when-cross-origin"];

export function writeCsp(publicDir: string, config: SiteConfig, env: NodeJS.ProcessEnv = process.env): number {
  const sources = cspSourcesFrom(config, env);
  const prefix = config.basePath.replace(/\/$/, "");
  const map: Record<string, string> = {};
  const blocks: string[] = [];
  for (const file of htmlFiles(publicDir)) {
    let html = fs.readFileSync(file, "utf8");
    const hashes = inlineHashes(html);
    const route = routeOfHtml(publicDir, file);
    const header = buildPolicy(hashes, sources);
    map[route] = header;
    const meta = `<meta http-equiv="Content-Security-Policy" content="${buildPolicy(hashes, sources, true)}"/>`;
    html = html.replace(/<meta http-equiv="Content-Security-Policy"[^>]*\/>/, "").replace(/<head>/, `<head>${meta}`);
    fs.writeFileSync(file, html);
    blocks.push(
      `${prefix}${route}\n  Content-Security-Policy: ${header}\n  Cache-Control: public, max-age=0, must-revalidate`,
    );
  }
  map["*"] = buildPolicy({ scripts: [], styles: [] }, sources);
  fs.writeFileSync(path.join(publicDir, "csp.json"), JSON.stringify({ policies: map }, null, 1));
  const headers = [
    `${prefix}/*\n  ${headerLines.join("\n  ")}\n  Content-Security-Policy: ${map["*"]}`,
    `${prefix}/*.js\n  Cache-Control: public, max-age=31536000, immutable`,
    `${prefix}/*.css\n  Cache-Control: public, max-age=31536000, immutable`,
    `${prefix}/static/*\n  Cache-Control: public, max-age=31536000, immutable`,
    `${prefix}/page-data/*\n  Cache-Control: public, max-age=0, must-revalidate`,
    // The Markdown copies and llms files of src/node/llms: typed, and revalidated like the pages.
    `${prefix}/*.md\n  Content-Type: text/markdown; charset=utf-8\n  Cache-Control: public, max-age=0, must-revalidate`,
    `${prefix}/llms*.txt\n  Content-Type: text/plain; charset=utf-8\n  Cache-Control: public, max-age=0, must-revalidate`,
    ...blocks,
  ];
  fs.writeFileSync(path.join(publicDir, "_headers"), headers.join("\n\n") + "\n");
  return blocks.length;
}
