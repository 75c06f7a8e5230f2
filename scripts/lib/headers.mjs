// Response headers for the built site, two ways:
// - securityHeaders: what `npm run serve` sends, the security headers everywhere and each page's own
//   Content-Security-Policy (from public/csp.json), its `.html` forms included;
// - headersFileHeaders: what a host that merges every matching rule of public/_headers sends
//   (Cloudflare Pages' semantics, headers-file.mjs), to test that file as such a host applies it.
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { applyHeaders, parseHeadersFile } from "./headers-file.mjs";

export function securityHeaders(root) {
  const base = {
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "X-Frame-Options": "SAMEORIGIN",
  };
  const file = join(root, "csp.json");
  const policies = existsSync(file) ? JSON.parse(readFileSync(file, "utf8")).policies : null;
  return (path) => {
    if (!policies) return { ...base, "Content-Security-Policy": "frame-ancestors 'self'" };
    const route = path.replace(/\/index\.html$/, "/");
    const policy = policies[route] ?? policies[route.replace(/\.html?$/, "/")] ?? policies["*"];
    return { ...base, "Content-Security-Policy": policy };
  };
}

/**
 * Headers by the request's path from a `_headers` file, over the host's own default caching header
 * (Cloudflare Pages revalidates what no rule covers). What such a host would skip is skipped and
 * printed.
 * @param {string} file path of the `_headers` file
 * @returns {(path: string, requestPath: string) => Record<string, string>}
 */
export function headersFileHeaders(file) {
  const { rules, skipped } = parseHeadersFile(readFileSync(file, "utf8"), file);
  for (const message of skipped) console.warn(`${message}: skipped, as the host would`);
  return (_path, requestPath) =>
    applyHeaders(rules, requestPath, { "cache-control": "public, max-age=0, must-revalidate" });
}
