import { mkdtempSync, mkdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { request } from "node:http";
import type { AddressInfo } from "node:net";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { chooseEncoding, createStaticServer, packageCache } from "../static-server.mjs";

describe("chooseEncoding", () => {
  it("prefers Brotli, then gzip, and honours q=0", () => {
    expect(chooseEncoding("gzip, deflate, br")).toBe("br");
    expect(chooseEncoding("gzip;q=1.0, br;q=0")).toBe("gzip");
    expect(chooseEncoding("deflate")).toBeNull();
    expect(chooseEncoding(undefined)).toBeNull();
  });
});

describe("static server compression", () => {
  const root = mkdtempSync(join(tmpdir(), "static-server-"));
  mkdirSync(join(root, "guide"));
  const html = `<!doctype html><p>${"Refund an order. ".repeat(500)}</p>`;
  writeFileSync(join(root, "guide", "index.html"), html);
  writeFileSync(join(root, "404.html"), "<p>Not found</p>");
  mkdirSync(join(root, "404"));
  writeFileSync(join(root, "404", "index.html"), "<p>Not found</p>");
  writeFileSync(join(root, "logo.png"), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
  mkdirSync(join(root, "search-index", "current"), { recursive: true });
  writeFileSync(join(root, "search-index", "current", "meta.json"), "{}");

  mkdirSync(join(root, "mcp"));
  writeFileSync(join(root, "mcp", "pkg-2.tgz"), Buffer.from([0x1f, 0x8b, 0x08, 0x00]));
  writeFileSync(join(root, "mcp", "pkg-2.3.0.tgz"), Buffer.from([0x1f, 0x8b, 0x08, 0x00]));

  async function get(path: string, acceptEncoding?: string, conditional: Record<string, string> = {}) {
    const server = createStaticServer({ root, basePath: "/docs/" });
    await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
    const { port } = server.address() as AddressInfo;
    try {
      return await new Promise<{ status: number; headers: Record<string, unknown>; body: Buffer }>(
        (resolve, reject) => {
          const req = request(
            {
              host: "127.0.0.1",
              port,
              path,
              headers: { ...(acceptEncoding ? { "Accept-Encoding": acceptEncoding } : {}), ...conditional },
            },
            (res) => {
              const chunks: Buffer[] = [];
              res.on("data", (c: Buffer) => chunks.push(c));
              res.on("end", () =>
                resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
              );
            },
          );
          req.on("error", reject);
          req.end();
        },
      );
    } finally {
      server.close();
    }
  }

  it("sends HTML compressed with the encoding the browser accepts, the same bytes once decoded", async () => {
    const br = await get("/docs/guide/", "gzip, deflate, br");
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers.vary).toBe("Accept-Encoding");
    expect(br.body.length).toBeLessThan(html.length / 10);
    expect(brotliDecompressSync(br.body).toString()).toBe(html);
    const gzip = await get("/docs/guide/", "gzip");
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gzip.body).toString()).toBe(html);
  });

  it("sends the file as it is without Accept-Encoding, and never compresses images", async () => {
    const plain = await get("/docs/guide/");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body.toString()).toBe(html);
    const png = await get("/docs/logo.png", "br");
    expect(png.headers["content-encoding"]).toBeUndefined();
    expect(png.body.length).toBe(4);
  });

  it("sends validators, and answers a conditional request for an unchanged file with 304", async () => {
    const first = await get("/docs/mcp/pkg-2.tgz");
    const etag = String(first.headers.etag);
    const lastModified = String(first.headers["last-modified"]);
    expect(etag).toMatch(/^"[0-9a-f]+-[0-9a-f]+"$/);
    expect(new Date(lastModified).getTime()).toBeGreaterThan(0);
    const byTag = await get("/docs/mcp/pkg-2.tgz", undefined, { "If-None-Match": etag });
    expect(byTag.status).toBe(304);
    expect(byTag.body.length).toBe(0);
    expect(byTag.headers.etag).toBe(etag);
    expect((await get("/docs/mcp/pkg-2.tgz", undefined, { "If-Modified-Since": lastModified })).status).toBe(304);
    expect((await get("/docs/mcp/pkg-2.tgz", undefined, { "If-None-Match": '"0-0"' })).status).toBe(200);
    // Each encoding is a representation of its own, with its own tag.
    const br = await get("/docs/guide/", "br");
    const plain = await get("/docs/guide/");
    expect(br.headers.etag).not.toBe(plain.headers.etag);
    expect((await get("/docs/guide/", "br", { "If-None-Match": String(plain.headers.etag) })).status).toBe(200);
  });

  it("caches the MCP package for an hour without must-revalidate, so npm can use its copy when the site is down", async () => {
    expect(packageCache).toBe("public, max-age=3600");
    expect((await get("/docs/mcp/pkg-2.tgz")).headers["cache-control"]).toBe(packageCache);
    expect((await get("/docs/guide/")).headers["cache-control"]).toBe("public, max-age=0, must-revalidate");
  });

  it("revalidates the search index's meta file, which keeps its address from build to build", async () => {
    const meta = await get("/docs/search-index/current/meta.json");
    expect(meta.status).toBe(200);
    expect(meta.headers["cache-control"]).toBe("public, max-age=0, must-revalidate");
    expect(meta.headers["content-type"]).toBe("application/json; charset=utf-8");
  });

  it("redirects an earlier release's package address to the stable one of its major, and serves the current files", async () => {
    for (const old of ["/docs/mcp/pkg-2.0.0.tgz", "/docs/mcp/pkg-2.2.9-beta.1.tgz"]) {
      const answer = await get(old);
      expect(answer.status, old).toBe(302);
      expect(answer.headers.location, old).toBe("/docs/mcp/pkg-2.tgz");
    }
    expect((await get("/docs/mcp/pkg-2.3.0.tgz")).status).toBe(200);
    expect((await get("/docs/mcp/pkg-2.tgz")).status).toBe(200);
    // A major with no stable file, and names that are not a release's, stay 404.
    expect((await get("/docs/mcp/pkg-1.0.0.tgz")).status).toBe(404);
    expect((await get("/docs/mcp/pkg-2.0.tgz")).status).toBe(404);
    expect((await get("/docs/pkg-2.0.0.tgz")).status).toBe(404);
  });

  it("compresses the not-found page and keeps its status", async () => {
    const missing = await get("/docs/nowhere/", "gzip");
    expect(missing.status).toBe(404);
    expect(gunzipSync(missing.body).toString()).toBe("<p>Not found</p>");
  });

  it("answers 404 for the not-found page's own paths, which Gatsby also writes as files", async () => {
    for (const path of ["/docs/404/", "/docs/404/index.html", "/docs/404.html", "/docs/404"]) {
      const page = await get(path);
      expect(page.status, path).toBe(path === "/docs/404" ? 301 : 404);
      if (page.status === 404) expect(page.body.toString(), path).toBe("<p>Not found</p>");
    }
    expect((await get("/docs/guide/")).status).toBe(200);
  });
});
