import { execFileSync, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { assertBuilt, mcpDir, repoRoot } from "./client";

/**
 * The package as the docs site serves it (build:mcp packs it into public/mcp/): started with
 * `npx -y <its URL>` from the site's static server, with nothing else to reach; and kept out of
 * what a reader's browser loads, the sitemap and the search index.
 */

interface BuildJson {
  version: string;
  siteUrl: string;
  tarballUrl: string;
  latestTarballUrl: string;
}

let tmp: string;
let build: BuildJson;
const publicDir = path.join(repoRoot, "public");
/** `mcp/saku-docs-mcp-2.0.0.tgz`: a site URL as a path under public/. */
const sitePath = (url: string) => url.slice(build.siteUrl.length);

beforeAll(() => {
  assertBuilt();
  build = JSON.parse(fs.readFileSync(path.join(mcpDir, "data", "build.json"), "utf8")) as BuildJson;
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), "docs-mcp-site-"));
});
afterAll(() => {
  if (tmp) fs.rmSync(tmp, { recursive: true, force: true });
});

/** Whether this machine lets a process have a network of its own (loopback only). */
const isolated = () => spawnSync("unshare", ["-rn", "sh", "-c", "ip link set lo up"], { stdio: "ignore" }).status === 0;

describe("the package on the docs site", () => {
  it("is served at its versioned and latest URLs, the package npm pack makes, README and notices included", () => {
    expect(build.tarballUrl).toBe(`${build.siteUrl}mcp/saku-docs-mcp-${build.version}.tgz`);
    expect(build.latestTarballUrl).toBe(`${build.siteUrl}mcp/saku-docs-mcp-latest.tgz`);
    const versioned = fs.readFileSync(path.join(publicDir, sitePath(build.tarballUrl)));
    const latest = fs.readFileSync(path.join(publicDir, sitePath(build.latestTarballUrl)));
    expect(latest.equals(versioned)).toBe(true);
    expect(fs.readdirSync(path.join(publicDir, "mcp")).sort()).toEqual(
      [path.basename(build.tarballUrl), path.basename(build.latestTarballUrl)].sort(),
    );
    const listing = execFileSync("tar", ["-tzf", path.join(publicDir, sitePath(build.tarballUrl))], {
      encoding: "utf8",
    }).split("\n");
    expect(listing).toEqual(
      expect.arrayContaining([
        "package/package.json",
        "package/README.md",
        "package/dist/server.mjs",
        "package/dist/THIRD-PARTY-NOTICES.md",
        "package/data/build.json",
        "package/data/pages.json",
        "package/data/operations/pgCreateOrder.json",
      ]),
    );
    const notices = execFileSync(
      "tar",
      ["-xzOf", path.join(publicDir, sitePath(build.tarballUrl)), "package/dist/THIRD-PARTY-NOTICES.md"],
      { encoding: "utf8" },
    );
    // The bundle's own third-party code: the MCP SDK, zod and the request checker's Ajv.
    for (const name of ["@modelcontextprotocol/sdk", "zod", "ajv"])
      expect(notices).toMatch(new RegExp(`^## ${name.replace("/", "\\/")} \\d`, "m"));
    expect(notices).toContain("Permission is hereby granted, free of charge");
  });

  it("starts with npx from the URL the static server serves, with no other network, and answers search_docs", () => {
    const cache = path.join(tmp, "npm-cache");
    const script = path.join(mcpDir, "__tests__", "site-npx.mjs");
    const args = [script, sitePath(build.tarballUrl), cache];
    // A network namespace of its own where the machine allows it (CI runs as root): nothing but
    // loopback. Elsewhere npm is offline by configuration only: no registry it could reach.
    const run = isolated()
      ? spawnSync("unshare", ["-rn", "sh", "-c", 'ip link set lo up && exec "$0" "$@"', process.execPath, ...args], {
          encoding: "utf8",
          timeout: 240_000,
        })
      : spawnSync(process.execPath, args, { encoding: "utf8", timeout: 240_000 });
    expect(run.status, run.stderr).toBe(0);
    const out = JSON.parse(run.stdout.trim().split("\n").pop() ?? "{}") as {
      url: string;
      server: { name: string; version: string };
      result: { results: { title: string }[] };
      requests: string[];
    };
    expect(out.server).toMatchObject({ name: "saku-docs", version: build.version });
    expect(out.result.results[0].title).toBe("Create Order");
    // npm fetched the tarball, and nothing else, from the site.
    expect(new Set(out.requests)).toEqual(new Set([`GET ${new URL(out.url).pathname}`]));
  }, 300_000);

  it("is not part of what a page loads, the sitemap or the search index", () => {
    const name = path.basename(build.tarballUrl).replace(/-[\d.]+\.tgz$/, "");
    const sitemap = fs.readFileSync(path.join(publicDir, "sitemap.xml"), "utf8");
    expect(sitemap).not.toContain(".tgz");
    expect(sitemap).not.toContain("/mcp/");
    // The search index has the guide that names the URL, but no document of its own for the tarball.
    const search = path.join(publicDir, "static", "search");
    const docFiles = fs
      .readdirSync(search, { recursive: true, encoding: "utf8" })
      .filter((f) => /(?:^|\/)docs-\d+\.[0-9a-f]+\.json$/.test(f));
    expect(docFiles.length).toBeGreaterThan(3);
    const urls = docFiles.flatMap((f) =>
      (JSON.parse(fs.readFileSync(path.join(search, f), "utf8")) as unknown[][]).map((doc) => String(doc[2])),
    );
    expect(urls).toContain("/guide/integration-mcp/");
    expect(urls.filter((u) => u.includes(".tgz") || u.includes("/mcp/") || u.includes(name))).toEqual([]);
    // No page links it as a resource to load (src, href of <link> or <a>, preloads): the guide shows it as text.
    const html = (dir: string): string[] =>
      fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
        const full = path.join(dir, e.name);
        return e.isDirectory() ? html(full) : e.name.endsWith(".html") ? [full] : [];
      });
    const pages = html(publicDir);
    expect(pages.length).toBeGreaterThan(50);
    for (const page of pages) expect(fs.readFileSync(page, "utf8"), page).not.toMatch(/(?:src|href)="[^"]*\.tgz"/);
    const guide = fs.readFileSync(path.join(publicDir, "guide", "integration-mcp", "index.html"), "utf8");
    expect(guide).toContain(path.basename(build.tarballUrl));
  });
});
