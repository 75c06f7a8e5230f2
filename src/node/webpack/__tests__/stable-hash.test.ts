import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { StableCompilationHash, emittedContentHash } from "../stable-hash";

// Gatsby's webpack, as the build runs it.
const gatsby = createRequire(createRequire(import.meta.url).resolve("gatsby/package.json"));
type Stats = { hash?: string; hasErrors(): boolean; toString(): string };
type Compiler = { run(done: (err: Error | null, stats?: Stats) => void): void; hooks: unknown };
const webpack = gatsby("webpack") as (options: object) => Compiler;

const dir = mkdtempSync(join(tmpdir(), "stable-hash-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/**
 * A child compilation, as mini-css-extract-plugin runs for CSS modules in a cold build and not in
 * one from the persistent cache: its hash is folded into webpack's own compilation hash.
 */
class ChildCompilation {
  constructor(private readonly source: string) {}
  apply(compiler: {
    hooks: { make: { tapAsync(name: string, run: (compilation: ChildCreator, done: () => void) => void): void } };
  }) {
    compiler.hooks.make.tapAsync("ChildCompilation", (compilation, done) => {
      const entry = join(dir, `child-${this.source}.js`);
      writeFileSync(entry, `module.exports = ${JSON.stringify(this.source)};`);
      const { EntryPlugin } = gatsby("webpack") as { EntryPlugin: new (c: string, e: string, n: string) => object };
      const child = compilation.createChildCompiler("child", { filename: "child.js" }, [
        new EntryPlugin(dir, entry, "child"),
      ]);
      child.runAsChild(() => done());
    });
  }
}
type ChildCreator = {
  createChildCompiler(name: string, output: object, plugins: object[]): { runAsChild(done: () => void): void };
};

function build(main: string, plugins: object[]): Promise<string> {
  writeFileSync(join(dir, "main.js"), main);
  writeFileSync(join(dir, "lazy.js"), "export const lazy = 2;");
  const compiler = webpack({
    mode: "production",
    context: dir,
    entry: { app: "./main.js" },
    output: { path: join(dir, "out"), filename: "[name]-[contenthash].js" },
    optimization: { minimize: false },
    plugins,
  });
  return new Promise((resolve, reject) =>
    compiler.run((err, stats) => {
      if (err || !stats || stats.hasErrors()) reject(err ?? new Error(stats?.toString()));
      else resolve(stats.hash ?? "");
    }),
  );
}

const main = 'import("./lazy.js").then((m) => console.log(m.lazy));';

describe("StableCompilationHash", () => {
  it("gives the same hash to the same output, whatever child compilations ran", async () => {
    // Without it, a child compilation changes the hash though the emitted chunks are the same.
    expect(await build(main, [new ChildCompilation("a")])).not.toBe(await build(main, []));
    const stable = await build(main, [new StableCompilationHash(), new ChildCompilation("a")]);
    expect(stable).toMatch(/^[0-9a-f]{20}$/);
    expect(await build(main, [new StableCompilationHash()])).toBe(stable);
    expect(await build(main, [new StableCompilationHash(), new ChildCompilation("b")])).toBe(stable);
  }, 30_000);

  it("changes it when a script changes, which is what tells a reader's browser of a new deploy", async () => {
    const before = await build(main, [new StableCompilationHash()]);
    expect(await build(main + "\nconsole.log(1);", [new StableCompilationHash()])).not.toBe(before);
  }, 30_000);

  it("hashes chunks' ids, names, content hashes and the output's salt, in no particular order", () => {
    const a = { id: 1, name: "app", contentHash: { javascript: "aa", "css/mini-extract": "cc" } };
    const b = { id: "lazy", name: null, contentHash: { javascript: "bb" } };
    const salted = (hashSalt?: string) => ({ outputOptions: { hashSalt } });
    expect(emittedContentHash({ chunks: [a, b], ...salted() })).toBe(
      emittedContentHash({ chunks: [b, a], ...salted() }),
    );
    const changed = { ...a, contentHash: { ...a.contentHash, "css/mini-extract": "cd" } };
    expect(emittedContentHash({ chunks: [changed, b], ...salted() })).not.toBe(
      emittedContentHash({ chunks: [a, b], ...salted() }),
    );
    expect(emittedContentHash({ chunks: [a, b], ...salted("x") })).not.toBe(
      emittedContentHash({ chunks: [a, b], ...salted() }),
    );
  });
});
