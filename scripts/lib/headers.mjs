// Response headers for the built site (static hosts get the same list in public/_headers).
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";

/** Headers every response carries; a CSP from public/csp.json when the build wrote one. */
export function securityHeaders(root) {
  const base = {
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
  };
  const cspFile = join(root, "csp.json");
  if (existsSync(cspFile)) {
    const { policy } = JSON.parse(readFileSync(cspFile, "utf8"));
    base["Content-Security-Policy"] = policy;
  } else {
    base["Content-Security-Policy"] = "frame-ancestors 'self'";
  }
  return () => base;
}
