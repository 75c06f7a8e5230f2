// Response headers for the built site, as public/_headers gives them to static hosts: security
// headers everywhere and each page's own Content-Security-Policy (from public/csp.json).
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";

export function securityHeaders(root) {
  const base = { "X-Content-Type-Options": "nosniff", "Referrer-Policy": "strict-origin-when-cross-origin" };
  const file = join(root, "csp.json");
  const policies = existsSync(file) ? JSON.parse(readFileSync(file, "utf8")).policies : null;
  return (path) => {
    if (!policies) return { ...base, "Content-Security-Policy": "frame-ancestors 'self'" };
    const route = path.replace(/\/index\.html$/, "/");
    const policy = policies[route] ?? policies[route.replace(/\.html?$/, "/")] ?? policies["*"];
    return { ...base, "Content-Security-Policy": policy };
  };
}
