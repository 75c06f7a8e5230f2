import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { NodeModulesBuildDependencies, versionedWebpackCache, webpackCacheVersion } from "../cache";

describe("webpack cache version", () => {
  const roots: string[] = [];
  afterEach(() => {
    for (const root of roots.splice(0)) fs.rmSync(root, { recursive: true, force: true });
  });
  const project = () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), "webpack-cache-"));
    roots.push(root);
    fs.writeFileSync(path.join(root, "package-lock.json"), '{"v":1}');
    fs.mkdirSync(path.join(root, "patches"));
    fs.writeFileSync(path.join(root, "patches", "gatsby+5.16.1.patch"), "a");
    fs.mkdirSync(path.join(root, ".cache", "compiled"), { recursive: true });
    fs.writeFileSync(path.join(root, ".cache", "compiled", "gatsby-node.js"), "config 1");
    fs.mkdirSync(path.join(root, "node_modules", "gatsby"), { recursive: true });
    fs.writeFileSync(path.join(root, "node_modules", "gatsby", "webpack.config.js"), "gatsby 1");
    const deps = [
      path.join(root, "node_modules", "gatsby", "webpack.config.js"),
      path.join(root, ".cache", "compiled", "gatsby-node.js"),
    ];
    return { root, deps };
  };

  it("changes with the lockfile, the patches and the compiled gatsby-node; code in node_modules counts through the lockfile", () => {
    const { root, deps } = project();
    const first = webpackCacheVersion(deps, root);
    expect(webpackCacheVersion(deps, root)).toBe(first);
    fs.writeFileSync(path.join(root, "node_modules", "gatsby", "webpack.config.js"), "gatsby 2");
    expect(webpackCacheVersion(deps, root)).toBe(first);
    const versions = [first];
    for (const [file, text] of [
      ["package-lock.json", '{"v":2}'],
      ["patches/gatsby+5.16.1.patch", "b"],
      [".cache/compiled/gatsby-node.js", "config 2"],
    ]) {
      fs.writeFileSync(path.join(root, file), text);
      versions.push(webpackCacheVersion(deps, root));
    }
    expect(new Set(versions).size).toBe(4);
  });

  it("replaces the production stages' build dependencies with the version", () => {
    const replaced: unknown[] = [];
    const config = {
      cache: { type: "filesystem", buildDependencies: { config: ["/x/node_modules/gatsby/webpack.config.js"] } },
      plugins: [],
    };
    const args = (stage: string) => ({
      stage,
      getConfig: () => config,
      actions: { replaceWebpackConfig: (c: unknown) => replaced.push(c) },
    });
    versionedWebpackCache(args("develop") as never);
    expect(replaced).toHaveLength(0);
    versionedWebpackCache(args("build-html") as never);
    expect(replaced[0]).toMatchObject({
      cache: { type: "filesystem", buildDependencies: {}, version: expect.stringMatching(/^[0-9a-f]{64}$/) },
      plugins: [expect.any(NodeModulesBuildDependencies)],
    });
  });

  it("drops the build dependencies webpack adds under node_modules, keeps the others", () => {
    let done: ((stats: { compilation: { buildDependencies: Set<string> } }) => void) | undefined;
    new NodeModulesBuildDependencies().apply({ hooks: { done: { tap: (_name, run) => (done = run) } } });
    const buildDependencies = new Set([
      "/p/node_modules/webpack/lib/",
      "/p/node_modules/css-loader/dist/cjs.js",
      "/p/loaders/own.js",
    ]);
    done?.({ compilation: { buildDependencies } });
    expect([...buildDependencies]).toEqual(["/p/loaders/own.js"]);
  });
});
