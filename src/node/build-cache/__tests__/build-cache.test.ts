import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { fileBuildCache } from "..";

describe("fileBuildCache", () => {
  const roots: string[] = [];
  afterEach(() => {
    for (const root of roots.splice(0)) fs.rmSync(root, { recursive: true, force: true });
  });
  const project = () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), "build-cache-"));
    roots.push(root);
    fs.mkdirSync(path.join(root, "src"));
    fs.writeFileSync(path.join(root, "src", "check.ts"), "export const version = 1;");
    return { root, dir: path.join(root, ".cache", "results") };
  };
  /** One build asking for one result: what it got and whether it was computed. */
  const build = (root: string, dir: string, inputs: unknown) => {
    let computed = false;
    const value = fileBuildCache(dir, root).get("check", inputs, () => {
      computed = true;
      return { problems: [JSON.stringify(inputs)] };
    });
    return { value, computed };
  };

  it("computes a result once for the same inputs, across builds", () => {
    const { root, dir } = project();
    expect(build(root, dir, { doc: 1 })).toEqual({ value: { problems: ['{"doc":1}'] }, computed: true });
    expect(build(root, dir, { doc: 1 })).toEqual({ value: { problems: ['{"doc":1}'] }, computed: false });
  });

  it("computes again when the inputs changed", () => {
    const { root, dir } = project();
    build(root, dir, { doc: 1 });
    expect(build(root, dir, { doc: 2 })).toEqual({ value: { problems: ['{"doc":2}'] }, computed: true });
    expect(build(root, dir, { doc: 1 }).computed).toBe(true);
  });

  it("computes again when the code changed", () => {
    const { root, dir } = project();
    build(root, dir, { doc: 1 });
    fs.writeFileSync(path.join(root, "src", "check.ts"), "export const version = 2;");
    expect(build(root, dir, { doc: 1 }).computed).toBe(true);
  });

  it("computes from an unreadable cache file", () => {
    const { root, dir } = project();
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(path.join(dir, "check.json"), "{ not json");
    expect(build(root, dir, { doc: 1 }).computed).toBe(true);
  });
});
