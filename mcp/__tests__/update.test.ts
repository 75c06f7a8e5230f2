import fs from "node:fs";
import net, { type AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { gunzipSync, gzipSync } from "node:zlib";
import type { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createStaticServer } from "../../scripts/lib/static-server.mjs";
import { assertBuilt, bundle, connect, mcpDir, ok, repoRoot } from "./client";

/**
 * Current docs without reinstalling: the built server started against a local copy of the site
 * whose docs changed after the package was built. It answers with the changed page, asks again
 * with a conditional request, answers from its cache (and says so) when the site is stopped, and
 * refuses a bundle that would write outside its cache.
 */

interface BuildJson {
  version: string;
  builtAt: string;
  siteUrl: string;
  docsBundlePath: string;
}
interface Info {
  source: string;
  builtAt: string;
  note: string;
  fetchedAt: string | null;
  packageBuiltAt: string;
}

const build = JSON.parse(fs.readFileSync(path.join(mcpDir, "data", "build.json"), "utf8")) as BuildJson;
const basePath = new URL(build.siteUrl).pathname;
const marker = "This paragraph was published after the package was built.";
const laterBuild = new Date(Date.parse(build.builtAt) + 60_000).toISOString();
let tmp: string;
let siteRoot: string;
let cacheDir: string;
const requests: { url: string; ifNoneMatch?: string; status: number }[] = [];
let site: ReturnType<typeof createStaticServer>;
let siteUrl: string;

/** The site's docs bundle with its files changed by `change`. */
function changedBundle(change: (files: Record<string, string>) => void): Buffer {
  const original = fs.readFileSync(path.join(repoRoot, "public", build.docsBundlePath));
  const bundleJson = JSON.parse(gunzipSync(original).toString("utf8")) as { files: Record<string, string> };
  change(bundleJson.files);
  return gzipSync(JSON.stringify(bundleJson));
}

async function startSite(): Promise<void> {
  site = createStaticServer({
    root: siteRoot,
    basePath,
    onRequest: (req, res) => {
      res.on("finish", () =>
        requests.push({
          url: req.url ?? "",
          ifNoneMatch: req.headers["if-none-match"],
          status: res.statusCode,
        }),
      );
      return false;
    },
  });
  await new Promise<void>((done) => site.listen(0, "127.0.0.1", done));
  siteUrl = `http://127.0.0.1:${(site.address() as AddressInfo).port}${basePath}`;
}

async function stopSite(): Promise<void> {
  site.closeAllConnections();
  await new Promise<void>((done) => site.close(() => done()));
}

const start = (env: Record<string, string> = {}) =>
  connect(process.execPath, [bundle], { DOCS_MCP_SITE_URL: siteUrl, DOCS_MCP_CACHE_DIR: cacheDir, ...env });

async function authenticationPage(client: Client): Promise<string> {
  const page = await ok<{ markdown: string }>(client, "read_page", {
    route: "/guide/authentication/",
    maxChars: 100_000,
  });
  return page.markdown;
}

beforeAll(async () => {
  assertBuilt();
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), "docs-mcp-update-"));
  siteRoot = path.join(tmp, "site");
  cacheDir = path.join(tmp, "cache");
  fs.mkdirSync(path.join(siteRoot, path.dirname(build.docsBundlePath)), { recursive: true });
  fs.writeFileSync(
    path.join(siteRoot, build.docsBundlePath),
    changedBundle((files) => {
      files["pages/guide/authentication.md"] += `\n${marker}\n`;
      files["build.json"] = JSON.stringify({ ...(JSON.parse(files["build.json"]) as object), builtAt: laterBuild });
    }),
  );
  await startSite();
});
afterAll(async () => {
  if (site?.listening) await stopSite();
  if (tmp) fs.rmSync(tmp, { recursive: true, force: true });
});

describe("docs fetched from the site", () => {
  it("answers with a page changed on the site after the package was built", async () => {
    const client = await start();
    try {
      expect(await authenticationPage(client)).toContain(marker);
      const info = await ok<Info>(client, "docs_info", {});
      expect(info).toMatchObject({ source: "fetched", builtAt: laterBuild, packageBuiltAt: build.builtAt });
      expect(info.fetchedAt).not.toBeNull();
    } finally {
      await client.close();
    }
    expect(requests).toEqual([{ url: `${basePath}${build.docsBundlePath}`, ifNoneMatch: undefined, status: 200 }]);
    // The unpacked copy in the cache, with what the next request needs.
    const meta = JSON.parse(
      fs.readFileSync(
        path.join(cacheDir, path.basename(build.docsBundlePath).replace(".docs.json.gz", ""), "meta.json"),
        "utf8",
      ),
    ) as { etag: string; builtAt: string };
    expect(meta).toMatchObject({ builtAt: laterBuild, etag: expect.stringMatching(/^"/) });
  });

  it("asks again with a conditional request at the next start, and keeps its copy on 304", async () => {
    requests.length = 0;
    const client = await start();
    try {
      expect(await authenticationPage(client)).toContain(marker);
      expect((await ok<Info>(client, "docs_info", {})).source).toBe("fetched");
    } finally {
      await client.close();
    }
    expect(requests).toEqual([
      { url: `${basePath}${build.docsBundlePath}`, ifNoneMatch: expect.stringMatching(/^"/), status: 304 },
    ]);
  });

  it("with the site stopped, answers from its cache and says so", async () => {
    await stopSite();
    const started = Date.now();
    const client = await start();
    try {
      expect(Date.now() - started).toBeLessThan(15_000);
      expect(await authenticationPage(client)).toContain(marker);
      const info = await ok<Info>(client, "docs_info", {});
      expect(info).toMatchObject({ source: "cached", builtAt: laterBuild });
      expect(info.note).toMatch(/could not be reached.*copy of the site's docs fetched at/);
      expect(client.getInstructions()).toMatch(/could not be reached/);
    } finally {
      await client.close();
    }
    await startSite();
  });

  it("waits a few seconds at most for a site that does not answer", async () => {
    const silent = net.createServer(() => {
      // Accepts the connection and never answers.
    });
    await new Promise<void>((done) => silent.listen(0, "127.0.0.1", done));
    const started = Date.now();
    const client = await start({
      DOCS_MCP_SITE_URL: `http://127.0.0.1:${(silent.address() as AddressInfo).port}${basePath}`,
      DOCS_MCP_CACHE_DIR: path.join(tmp, "silent-cache"),
    });
    try {
      expect(Date.now() - started).toBeLessThan(15_000);
      const info = await ok<Info>(client, "docs_info", {});
      expect(info).toMatchObject({ source: "bundled", builtAt: build.builtAt });
      expect(info.note).toMatch(/no answer within the timeout/);
    } finally {
      await client.close();
      silent.close();
    }
  });

  it("refuses a bundle that names a path outside its folder, and answers from its own copy", async () => {
    fs.writeFileSync(
      path.join(siteRoot, build.docsBundlePath),
      changedBundle((files) => {
        files["../escaped.md"] = "outside";
        files["build.json"] = JSON.stringify({
          ...(JSON.parse(files["build.json"]) as object),
          builtAt: new Date().toISOString(),
        });
      }),
    );
    const fresh = path.join(tmp, "fresh-cache");
    const client = await start({ DOCS_MCP_CACHE_DIR: fresh });
    try {
      const info = await ok<Info>(client, "docs_info", {});
      expect(info).toMatchObject({ source: "bundled", builtAt: build.builtAt });
      expect(info.note).toMatch(/not usable.*does not write/);
      expect(await authenticationPage(client)).not.toContain(marker);
    } finally {
      await client.close();
    }
    expect(fs.existsSync(path.join(fresh, "escaped.md"))).toBe(false);
    expect(fs.existsSync(path.join(tmp, "escaped.md"))).toBe(false);
  });
});
