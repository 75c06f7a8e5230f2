// An nginx configuration for the built site (docs/hosting.md): what `npm run serve` does
// (static-server.mjs, headers.mjs), in nginx's terms, with each page's Content-Security-Policy from
// public/csp.json. Types, caching and compression come from the static server's own tables, so the
// two cannot drift; the configuration needs no mime.types of the host.
import {
  compressible,
  hashedDir,
  hashedName,
  olderPackage,
  packageCache,
  packageDir,
  types,
} from "./static-server.mjs";

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
  const mime = Object.entries(types).map(([ext, type]) => [ext.slice(1), type.replace(/;.*/, "")]);
  const textTypes = [...new Set(mime.filter(([, type]) => compressible.test(type)).map(([, type]) => type))];
  // nginx always counts text/html among both (and warns when it is named again).
  const charsetTypes = [
    ...new Set(Object.values(types).flatMap((type) => (/charset=utf-8/.test(type) ? [type.replace(/;.*/, "")] : []))),
  ].filter((type) => type !== "text/html");
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
      "# Hashed assets are cached for a year, the MCP package and its docs for an hour (nginx sends their",
      "# ETag and Last-Modified, and answers a conditional request with 304); pages and page data are revalidated.",
      "map $uri $docs_cache {",
      '  default "public, max-age=0, must-revalidate";',
      // Regular expressions are quoted: nginx reads a bare `{` as the start of a block.
      `  "~^${prefix}${hashedDir}" ${immutable};`,
      `  ${quote(`~${hashedName.source}`)} ${immutable};`,
      `  "~^${prefix}${packageDir}" ${quote(packageCache)};`,
      "}",
      "# `/x.html` and `/x/index.html` are served from `/x/index.html`; the page then normalises its URL.",
      "map $uri $docs_html_form {",
      "  default $uri;",
      '  "~^(?<page>.+?)(?:/index)?\\.html?$" $page/index.html;',
      "}",
      "",
      "# In the server { } block.",
      `location = ${prefix} { return 301 ${prefix}/; }`,
      `location ${prefix}/ {`,
      `  alias ${root.replace(/\/?$/, "/")};`,
      "  index index.html;",
      "  types {",
      ...mime.map(([ext, type]) => `    ${type} ${ext};`),
      "  }",
      "  default_type application/octet-stream;",
      "  charset utf-8;",
      `  charset_types ${charsetTypes.join(" ")};`,
      "  try_files $uri $uri/ $docs_html_form =404;",
      `  error_page 404 ${prefix}/404.html;`,
      "  # Gatsby also writes the not-found page as /404/: not a page, so it answers 404 like any unknown",
      "  # path (`internal` still lets error_page serve /404.html). Nested, it keeps the alias and headers.",
      `  location ~ ^${prefix}/404(?:/|/index\\.html?|\\.html?)?$ {`,
      "    internal;",
      "  }",
      "  # An earlier release's address of the MCP package, where no file is, gets a 302 to the stable",
      "  # address of its major (olderPackage in scripts/lib/static-server.mjs); the current files are served.",
      `  location ~ ${quote(`^${prefix}${packageDir}${olderPackage.source.slice(1)}`)} {`,
      `    if (!-f $request_filename) { return 302 ${prefix}${packageDir}$stem-$major.tgz; }`,
      "  }",
      '  add_header X-Content-Type-Options "nosniff" always;',
      '  add_header Referrer-Policy "strict-origin-when-cross-origin" always;',
      '  add_header X-Frame-Options "SAMEORIGIN" always;',
      "  add_header Content-Security-Policy $docs_csp always;",
      "  add_header Cache-Control $docs_cache always;",
      "  gzip on;",
      "  gzip_vary on;",
      `  gzip_types ${textTypes.filter((t) => t !== "text/html").join(" ")};`,
      "}",
    ].join("\n") + "\n"
  );
}

/**
 * A whole nginx.conf that serves the build on 127.0.0.1:`port` in the foreground as the current
 * user, with every file nginx writes under `dir` (tests, and trying the configuration locally).
 * @param {string} config what nginxConfig returned
 * @param {{ port: number, dir: string }} options
 */
export function standaloneNginxConf(config, { port, dir }) {
  const [httpPart, serverPart] = config.split("# In the server { } block.");
  const temp = ["client_body", "proxy", "fastcgi", "uwsgi", "scgi"].map((t) => `${t}_temp_path ${dir}/${t};`);
  return [
    "daemon off;",
    "master_process off;",
    `pid ${dir}/nginx.pid;`,
    `error_log ${dir}/error.log;`,
    "events {}",
    "http {",
    "  access_log off;",
    ...temp.map((line) => `  ${line}`),
    httpPart.trim(),
    "server {",
    `  listen 127.0.0.1:${port};`,
    serverPart.trim(),
    "}",
    "}",
    "",
  ].join("\n");
}
