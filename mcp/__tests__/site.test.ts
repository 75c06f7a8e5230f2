import { execFileSync, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { assertBuilt, mcpDir, repoRoot } from "./client";

/**
 * The package as the docs site serves it (build:mcp packs it into public/mcp/): started as the
 * guide's configuration starts it, `npx -y <its URL>` from the site's static server, with nothing
 * else to reach, then again with the site stopped; and kept out of what a reader's browser loads,
 * the sitemap and the search index.
 */

interface BuildJson {
  version: string;
  siteUrl: string;
  tarballUrl: string;
  stableTarballUrl: string;
  docsBundlePath: string;
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
  it("is served at its versioned URL, its major version's and the earlier guides' -latest one, with its docs bundle, README and notices included", () => {
    const major = build.version.split(".")[0];
    expect(build.tarballUrl).toBe(`${build.siteUrl}mcp/saku-docs-mcp-${build.version}.tgz`);
    expect(build.stableTarballUrl).toBe(`${build.siteUrl}mcp/saku-docs-mcp-${major}.tgz`);
    expect(build.docsBundlePath).toBe(`mcp/saku-docs-mcp-${major}.docs.json.gz`);
    const versioned = fs.readFileSync(path.join(publicDir, sitePath(build.tarballUrl)));
    const stable = fs.readFileSync(path.join(publicDir, sitePath(build.stableTarballUrl)));
    expect(stable.equals(versioned)).toBe(true);
    // Configurations written from earlier guides name -latest: the same bytes stay there.
    const previous = fs.readFileSync(path.join(publicDir, "mcp/saku-docs-mcp-latest.tgz"));
    expect(previous.equals(versioned)).toBe(true);
    expect(fs.readdirSync(path.join(publicDir, "mcp")).sort()).toEqual(
      [
        path.basename(build.tarballUrl),
        path.basename(build.stableTarballUrl),
        "saku-docs-mcp-latest.tgz",
        path.basename(build.docsBundlePath),
      ].sort(),
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

  it("starts with the guide's configuration from the site, then again with the site stopped, and answers both times", () => {
    const script = path.join(mcpDir, "__tests__", "site-npx.mjs");
    const args = [script, tmp];
    // A network namespace of its own where the machine allows it (CI runs as root): nothing but
    // loopback. Elsewhere npm is offline by configuration only: no registry it could reach.
    const run = isolated()
      ? spawnSync("unshare", ["-rn", "sh", "-c", 'ip link set lo up && exec "$0" "$@"', process.execPath, ...args], {
          encoding: "utf8",
          timeout: 300_000,
        })
      : spawnSync(process.execPath, args, { encoding: "utf8", timeout: 300_000 });
    expect(run.status, run.stderr).toBe(0);
    interface Start {
      ms: number;
      server: { name: string; version: string };
      result: { results: { title: string }[] };
      info: { source: string; note: string };
    }
    const out = JSON.parse(run.stdout.trim().split("\n").pop() ?? "{}") as {
      url: string;
      online: Start;
      offline: Start;
      requests: string[];
    };
    // The guide's address is the one that survives releases.
    expect(out.url.endsWith(sitePath(build.stableTarballUrl))).toBe(true);
    for (const start of [out.online, out.offline]) {
      expect(start.server).toMatchObject({ name: "saku-docs", version: build.version });
      expect(start.result.results[0].title).toBe("Create Order");
    }
    expect(out.online.info.source).toBe("fetched");
    // Offline, npx starts the package from its cache (usable stale: no must-revalidate) without
    // waiting out retries, and the server answers from the docs it fetched, and says so.
    expect(out.offline.info.source).toBe("cached");
    expect(out.offline.info.note).toMatch(/could not be reached/);
    // npm's retries would add 70 seconds (10 and 60) to npx's own start, 15 to 30 s on a loaded machine.
    expect(out.offline.ms).toBeLessThan(60_000);
    // npm fetched the tarball, and the server the docs bundle, and nothing else, from the site.
    const base = new URL(build.siteUrl).pathname;
    expect(new Set(out.requests)).toEqual(
      new Set([`GET ${base}${sitePath(build.stableTarballUrl)}`, `GET ${base}${build.docsBundlePath}`]),
    );
  }, 360_000);

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
