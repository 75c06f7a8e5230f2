// Static server for the production build, as a CDN would serve it: everything under the base
// path, 301 to the trailing-slash form, `x.html` and `x/index.html` served from `x/index.html`
// (the page then normalises its URL), 404.html with status 404, long-lived caching for hashed
// assets, an hour for the MCP package and its docs bundle (an earlier release's package address
// redirected to the current one), and revalidation for HTML and page data,
// every file with its validators (ETag, Last-Modified: a conditional request for an unchanged file
// gets 304), text compressed with Brotli or gzip as the request accepts. Extra headers (CSP…) come from `headers`, and replace the server's own of the
// same name (compared without case, as HTTP does).
import { createServer } from "node:http";
import { createReadStream, existsSync, readFileSync, statSync } from "node:fs";
import { extname, join, normalize } from "node:path";
import { brotliCompressSync, gzipSync, constants as zlib } from "node:zlib";

export const types = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".ico": "image/x-icon",
  ".txt": "text/plain; charset=utf-8",
  ".md": "text/markdown; charset=utf-8",
  ".xml": "application/xml; charset=utf-8",
  ".yaml": "application/yaml; charset=utf-8",
  ".map": "application/json; charset=utf-8",
  ".woff2": "font/woff2",
  ".webmanifest": "application/manifest+json",
};

/**
 * Files named by their content, cached for a year: Gatsby's bundles (`app-<hash>.js`,
 * `styles.<hash>.css`) and everything under /static/ (query results, the search index).
 */
export const hashedName = /[-.][0-9a-f]{8,}\.(?:js|css)$/;
export const hashedDir = "/static/";

/**
 * The docs MCP package and its docs bundle (mcp/src/docs-data.ts `tarballNames`): an hour, without
 * must-revalidate, so that npm and npx, which always revalidate a tarball URL, reuse their copy on
 * a 304 and fall back to it when the site cannot be reached.
 */
export const packageDir = "/mcp/";
export const packageCache = "public, max-age=3600";

/**
 * An earlier release's address of the MCP package, `<name>-<major>.<minor>.<patch>[-<pre>].tgz`
 * under packageDir. A build holds only its own version's file, so the address a client was set up
 * with would 404 after a release: it gets a 302 to the stable address of its major,
 * `<name>-<major>.tgz`, which always holds the current package. Only an address with no file is
 * redirected, so the current versioned file and the stable file are served (no loop). 302, not
 * 301: going back to that release serves its own file again, which a cached 301 would hide.
 */
export const olderPackage = /^(?<stem>[^/]+)-(?<major>\d+)\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?\.tgz$/;

/** The stable package name an earlier release's file name stands for (`x-2.0.0.tgz` → `x-2.tgz`), or null. */
export function stablePackageOf(name) {
  const m = olderPackage.exec(name);
  return m?.groups ? `${m.groups.stem}-${m.groups.major}.tgz` : null;
}

/** Types a CDN compresses: text of every kind; images and fonts are compressed already. */
export const compressible = /^(?:text\/|application\/(?:json|xml|yaml|manifest\+json))|^image\/svg/;

/** The encoding to answer with, from Accept-Encoding: Brotli, else gzip, else none. */
export function chooseEncoding(acceptEncoding = "") {
  const accepted = new Set(
    acceptEncoding.split(",").map((part) => {
      const [name, q] = part.trim().toLowerCase().split(";q=");
      return q !== undefined && Number(q) === 0 ? "" : name;
    }),
  );
  return accepted.has("br") ? "br" : accepted.has("gzip") ? "gzip" : null;
}

/** Compressed bodies, computed once per file version (path, size and modification time). */
const compressedCache = new Map();

function compressedBody(full, encoding) {
  const { size, mtimeMs } = statSync(full);
  const key = `${encoding} ${full} ${size} ${mtimeMs}`;
  let body = compressedCache.get(key);
  if (!body) {
    const raw = readFileSync(full);
    body =
      encoding === "br"
        ? brotliCompressSync(raw, {
            params: { [zlib.BROTLI_PARAM_QUALITY]: 9, [zlib.BROTLI_PARAM_SIZE_HINT]: raw.length },
          })
        : gzipSync(raw, { level: 9 });
    compressedCache.set(key, body);
  }
  return body;
}

function cacheControl(urlPath) {
  if (hashedName.test(urlPath) || urlPath.startsWith(hashedDir)) return "public, max-age=31536000, immutable";
  if (urlPath.startsWith(packageDir)) return packageCache;
  return "public, max-age=0, must-revalidate";
}

/**
 * A file's validators: an ETag from its size and modification time (and the encoding, since each
 * encoding is another representation), and Last-Modified.
 */
function validators(stat, encoding) {
  const tag = `${stat.size.toString(16)}-${Math.floor(stat.mtimeMs).toString(16)}${encoding ? `-${encoding}` : ""}`;
  return { ETag: `"${tag}"`, "Last-Modified": new Date(Math.floor(stat.mtimeMs / 1000) * 1000).toUTCString() };
}

/** Whether a conditional request's copy is current: If-None-Match when sent, else If-Modified-Since. */
function notModified(req, head) {
  const ifNoneMatch = req.headers["if-none-match"];
  if (ifNoneMatch !== undefined)
    return ifNoneMatch
      .split(",")
      .map((t) => t.trim().replace(/^W\//, ""))
      .some((t) => t === "*" || t === head.ETag);
  const since = Date.parse(req.headers["if-modified-since"] ?? "");
  return !Number.isNaN(since) && Date.parse(head["Last-Modified"]) <= since;
}

/**
 * `headers` as a function gets the path of the file served under the base path (`/guide/x/`, or
 * `/404.html` for an unknown path) and the path as requested.
 * @param {{ root: string, basePath: string, headers?: Record<string,string> | ((path: string, requestPath: string) => Record<string,string>), onRequest?: (req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => boolean }} options
 */
export function createStaticServer({ root, basePath, headers = {}, onRequest }) {
  const prefix = basePath.replace(/\/$/, "");
  const extra = (p, requestPath) => (typeof headers === "function" ? headers(p, requestPath) : headers);
  const file = (p) => {
    const full = normalize(join(root, p));
    if (!full.startsWith(normalize(root))) return null;
    try {
      const s = statSync(full);
      return s.isFile() ? full : s.isDirectory() && existsSync(join(full, "index.html")) ? "dir" : null;
    } catch {
      return null;
    }
  };
  const send = (req, res, status, full, urlPath) => {
    const type = types[extname(full)] ?? "application/octet-stream";
    const head = { "Content-Type": type, "Cache-Control": cacheControl(urlPath) };
    for (const [name, value] of Object.entries(extra(urlPath, new URL(req.url ?? "/", "http://localhost").pathname))) {
      for (const own of Object.keys(head)) if (own.toLowerCase() === name.toLowerCase()) delete head[own];
      head[name] = value;
    }
    const encoding = compressible.test(type) ? chooseEncoding(req.headers["accept-encoding"]) : null;
    if (compressible.test(type)) head.Vary = "Accept-Encoding";
    if (status === 200) {
      Object.assign(head, validators(statSync(full), encoding));
      if ((req.method === "GET" || req.method === "HEAD") && notModified(req, head)) {
        res.writeHead(304, head).end();
        return;
      }
    }
    if (encoding) {
      const body = compressedBody(full, encoding);
      res.writeHead(status, { ...head, "Content-Encoding": encoding, "Content-Length": body.length });
      res.end(req.method === "HEAD" ? undefined : body);
      return;
    }
    res.writeHead(status, { ...head, "Content-Length": statSync(full).size });
    if (req.method === "HEAD") res.end();
    else createReadStream(full).pipe(res);
  };
  // Gatsby also writes the not-found page as /404/ (and /404.html): it is not a page, so it answers 404.
  const statusOf = (rel) => (/^\/404(?:\/(?:index\.html?)?|\.html?)?$/i.test(rel) ? 404 : 200);
  return createServer((req, res) => {
    if (onRequest?.(req, res)) return;
    const url = new URL(req.url ?? "/", "http://localhost");
    let path;
    try {
      path = decodeURIComponent(url.pathname);
    } catch {
      path = url.pathname;
    }
    if (path === prefix) {
      res.writeHead(301, { Location: `${prefix}/${url.search}` }).end();
      return;
    }
    if (!path.startsWith(`${prefix}/`)) {
      res
        .writeHead(404, { "Content-Type": "text/plain; charset=utf-8" })
        .end(`Not found. The docs are under ${prefix}/`);
      return;
    }
    const rel = path.slice(prefix.length);
    const found = file(rel);
    if (found === "dir") {
      if (!rel.endsWith("/")) {
        res.writeHead(301, { Location: `${prefix}${rel}/${url.search}` }).end();
        return;
      }
      return send(req, res, statusOf(rel), join(root, rel, "index.html"), rel);
    }
    if (found) return send(req, res, statusOf(rel), found, rel);
    const htmlForm = /^(.*?)(?:\/index)?\.html?$/i.exec(rel);
    if (htmlForm && file(`${htmlForm[1]}/`) === "dir")
      return send(req, res, statusOf(rel), join(root, htmlForm[1], "index.html"), rel);
    const stable = rel.startsWith(packageDir) ? stablePackageOf(rel.slice(packageDir.length)) : null;
    if (stable && file(`${packageDir}${stable}`)) {
      res
        .writeHead(302, {
          Location: `${prefix}${packageDir}${stable}`,
          "Cache-Control": "public, max-age=0, must-revalidate",
        })
        .end();
      return;
    }
    const notFound = join(root, "404.html");
    if (existsSync(notFound)) return send(req, res, 404, notFound, "/404.html");
    res.writeHead(404).end("Not found");
  });
}

export function readBasePath(root) {
  // The build records its path prefix in every HTML file's asset URLs; fall back to config.
  const html = readFileSync(join(root, "404.html"), "utf8");
  const m = /src="(\/[^"]*?)\/webpack-runtime-/.exec(html);
  return m ? `${m[1]}/` : "/api-docs-v2/";
}
