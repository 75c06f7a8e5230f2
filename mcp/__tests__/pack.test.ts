import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import { assertBuilt, connect, mcpDir, ok } from "./client";

/**
 * What a team that publishes the package gets: `npm pack` in mcp/ (as build:mcp does for the site),
 * the tarball installed into an empty project offline (npm's offline mode and a registry that cannot
 * answer; site.test.ts runs it from the site's URL with no network at all), and the installed bin
 * answering search_docs. The tarball has no dependencies: the server is one bundle.
 */

let tmp: string;
const npm = (args: string[], cwd: string) =>
  execFileSync("npm", args, {
    cwd,
    encoding: "utf8",
    stdio: ["ignore", "pipe", "pipe"],
    env: {
      ...process.env,
      npm_config_offline: "true",
      npm_config_registry: "http://127.0.0.1:9/",
      npm_config_audit: "false",
      npm_config_fund: "false",
      npm_config_update_notifier: "false",
      npm_config_cache: path.join(tmp, "npm-cache"),
    },
  });

beforeAll(() => {
  assertBuilt();
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), "docs-mcp-pack-"));
});
afterAll(() => {
  if (tmp) fs.rmSync(tmp, { recursive: true, force: true });
});

it("packs into a self-contained tarball that installs offline and answers search_docs", async () => {
  const packed = JSON.parse(npm(["pack", "--json", "--pack-destination", tmp], mcpDir)) as {
    filename: string;
    files: { path: string }[];
  }[];
  const files = packed[0].files.map((f) => f.path);
  expect(files).toEqual(
    expect.arrayContaining([
      "package.json",
      "README.md",
      "dist/server.mjs",
      "dist/THIRD-PARTY-NOTICES.md",
      "data/pages.json",
      "data/operations/pgCreateOrder.json",
      "data/build.json",
      "data/llms.txt",
      "data/pages/guide/authentication.md",
      "data/openapi/merchant-api-v2.json",
      "data/openapi/operations/pgCreateOrder.json",
    ]),
  );
  // The site's sharded search index: its meta file names the shards and document chunks.
  expect(files).toContain("data/search/meta.json");
  expect(files.some((f) => /^data\/search\/terms-\d+\.[0-9a-f]{16}\.json$/.test(f))).toBe(true);
  expect(files.filter((f) => f.startsWith("src/") || f.startsWith("__tests__/"))).toEqual([]);
  const manifest = JSON.parse(fs.readFileSync(path.join(mcpDir, "package.json"), "utf8")) as Record<string, unknown>;
  expect(manifest.dependencies ?? {}).toEqual({});

  const app = path.join(tmp, "app");
  fs.mkdirSync(app);
  fs.writeFileSync(path.join(app, "package.json"), JSON.stringify({ name: "app", version: "1.0.0", private: true }));
  npm(["install", "--offline", "--no-audit", "--no-fund", path.join(tmp, packed[0].filename)], app);

  const bin = path.join(app, "node_modules", ".bin", "docs-mcp");
  expect(fs.existsSync(bin)).toBe(true);
  expect(execFileSync(bin, ["--version"], { encoding: "utf8" })).toMatch(/^\d+\.\d+\.\d+ \(docs built /);

  const client = await connect(bin, []);
  try {
    const { results } = await ok<{ results: { title: string }[] }>(client, "search_docs", { query: "create order" });
    expect(results[0].title).toBe("Create Order");
  } finally {
    await client.close();
  }
  // npm pack and install are a few seconds alone, much longer on a loaded machine.
}, 180_000);
