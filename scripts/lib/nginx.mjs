// An nginx configuration for the built site (README: Hosting): the headers public/_headers gives
// Netlify or Cloudflare Pages, with each page's Content-Security-Policy from public/csp.json.

const quote = (s) => `"${s.replace(/\\/g, "\\\\").replace(/"/g, '\\"')}"`;

/**
 * @param {{ policies: Record<string, string> }} csp the build's public/csp.json
 * @param {string} basePath e.g. "/api-docs-v2/"
 * @param {string} root the directory on the server holding the contents of public/
 * @returns {string} `map` blocks for the http { } context and a `location` for the server { }
 */
export function nginxConfig(csp, basePath, root) {
  const fallback = csp.policies["*"];
  if (!fallback) throw new Error('public/csp.json has no "*" policy: rebuild the site.');
  const prefix = basePath.replace(/\/$/, "");
  const routes = Object.entries(csp.policies).filter(([route]) => route !== "*");
  const immutable = '"public, max-age=31536000, immutable"';
  return (
    [
      "# In the http { } context.",
      "# Page paths are long keys: the default bucket size (32 or 64) is too small for them.",
      "map_hash_bucket_size 256;",
      "# Each page's Content-Security-Policy (inline scripts and styles hashed by the build).",
      "map $uri $docs_csp {",
      `  default ${quote(fallback)};`,
      ...routes.flatMap(([route, policy]) => {
        const path = `${prefix}${route}`;
        return path.endsWith("/")
          ? [`  ${quote(path)} ${quote(policy)};`, `  ${quote(`${path}index.html`)} ${quote(policy)};`]
          : [`  ${quote(path)} ${quote(policy)};`];
      }),
      "}",
      "# Hashed assets are cached for a year; pages and page data are revalidated.",
      "map $uri $docs_cache {",
      '  default "public, max-age=0, must-revalidate";',
      // Regular expressions are quoted: nginx reads a bare `{` as the start of a block.
      `  "~^${prefix}/static/" ${immutable};`,
      `  "~-[0-9a-f]{16,}\\.(?:js|css)$" ${immutable};`,
      "}",
      "",
      "# In the server { } block. The Markdown copies (*.md) are text/markdown: add `text/markdown md;`",
      "# to mime.types, or nginx serves them as text/plain.",
      `location = ${prefix} { return 301 ${prefix}/; }`,
      `location ${prefix}/ {`,
      `  alias ${root.replace(/\/?$/, "/")};`,
      "  index index.html;",
      "  charset utf-8;",
      "  try_files $uri $uri/ =404;",
      `  error_page 404 ${prefix}/404.html;`,
      "  # Gatsby also writes the not-found page as /404/: not a page, so it answers 404 like any unknown",
      "  # path (`internal` still lets error_page serve /404.html). Nested, it keeps the alias and headers.",
      `  location ~ ^${prefix}/404(?:/|/index\\.html?|\\.html?)?$ {`,
      "    internal;",
      "  }",
      '  add_header X-Content-Type-Options "nosniff" always;',
      '  add_header Referrer-Policy "strict-origin-when-cross-origin" always;',
      "  add_header Content-Security-Policy $docs_csp always;",
      "  add_header Cache-Control $docs_cache always;",
      "  gzip on;",
      "  gzip_types text/css text/javascript application/javascript application/json image/svg+xml text/plain application/xml;",
      "}",
    ].join("\n") + "\n"
  );
}
