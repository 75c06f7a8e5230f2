import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";

// scripts/check-deps.mjs run on a small repository of its own: what counts as a use, and what not.
const script = join(import.meta.dirname, "../check-deps.mjs");
let dir: string;
const write = (path: string, text: string) => {
  mkdirSync(dirname(join(dir, path)), { recursive: true });
  writeFileSync(join(dir, path), text);
};
const pkg = (path: string, dependencies: string[], extra: Record<string, unknown> = {}) =>
  write(path, JSON.stringify({ dependencies: Object.fromEntries(dependencies.map((d) => [d, "1.0.0"])), ...extra }));
const check = () => {
  const r = spawnSync(process.execPath, [script], { cwd: dir, encoding: "utf8" });
  return { status: r.status, out: `${r.stdout}${r.stderr}`.trim() };
};

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "check-deps-"));
  write("tsconfig.json", JSON.stringify({ compilerOptions: { types: ["node"] } }));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe("scripts/check-deps.mjs", () => {
  it("counts imports, requires, plugin names, environments and run bins as uses", () => {
    pkg(
      "package.json",
      ["imported", "@scope/sub", "required", "dynamic", "plugin-a", "plugin-b", "jsdom", "runner", "@types/node"],
      { scripts: { lint: "runner-bin --fix ." } },
    );
    write("node_modules/runner/package.json", JSON.stringify({ bin: { "runner-bin": "x.js" } }));
    write("src/a.ts", 'import { x } from "imported/deep/path";\nimport type { Y } from "@scope/sub/types";');
    write(
      "src/b.cjs",
      'const r = require("required");\nconst d = () => import(/* webpackChunkName: "d" */ "dynamic");',
    );
    write("gatsby-config.ts", 'export default { plugins: ["plugin-a"] };');
    write("src/node/plugins.ts", 'export const list = [{ resolve: "plugin-b", options: {} }];');
    write("src/c.test.ts", "// @vitest-environment jsdom\n");
    expect(check()).toEqual({ status: 0, out: "All declared packages are used: 9 in package.json." });
  });

  it("does not count a quoted string equal to a package name, nor built output", () => {
    pkg("package.json", ["typescript", "left-pad"]);
    write("src/highlight.ts", 'export const languages = ["typescript", "bash"];');
    write("mcp/data/bundle.mjs", 'import pad from "left-pad";');
    write("mcp/dist/server.mjs", 'import pad from "left-pad";');
    expect(check()).toEqual({
      status: 1,
      out: [
        'package.json: "typescript" is declared but never used (scripts/check-deps.mjs)',
        'package.json: "left-pad" is declared but never used (scripts/check-deps.mjs)',
      ].join("\n"),
    });
  });

  it("checks each workspace's package.json against the code inside it", () => {
    pkg("package.json", ["shared"], { workspaces: ["cms"] });
    pkg("cms/package.json", ["express", "unused-here"]);
    write("src/a.ts", 'import "shared";\nimport "unused-here";');
    write("cms/server.ts", 'import express from "express";');
    expect(check()).toEqual({
      status: 1,
      out: 'cms/package.json: "unused-here" is declared but never used (scripts/check-deps.mjs)',
    });
  });
});
