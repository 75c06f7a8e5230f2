import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

// The benchmark's corpus: the same arguments write byte-identical pages, so figures from two runs
// (or two generators) are measured on the same input.
const generate = (pages: number) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "gen-corpus-"));
  execFileSync("node", [path.resolve("scripts/bench/gen-corpus.mjs"), dir, String(pages)]);
  const files = fs.readdirSync(dir).sort();
  const read = Object.fromEntries(files.map((f) => [f, fs.readFileSync(path.join(dir, f), "utf8")]));
  fs.rmSync(dir, { recursive: true, force: true });
  return read;
};

describe("the bench corpus generator", () => {
  it("writes the same pages for the same arguments, each with a title, four sections, a code block and a table", () => {
    const first = generate(3);
    expect(Object.keys(first)).toHaveLength(3);
    expect(generate(3)).toEqual(first);
    for (const text of Object.values(first)) {
      expect(text).toMatch(/^---\ntitle: .+\n/);
      expect(text.match(/^## /gm)).toHaveLength(4);
      expect(text).toContain("```");
      expect(text).toMatch(/^\|.*\|$/m);
    }
  });

  it("refuses a missing page count", () => {
    expect(() => execFileSync("node", ["scripts/bench/gen-corpus.mjs", os.tmpdir()], { stdio: "pipe" })).toThrow(
      /usage: node gen-corpus\.mjs/,
    );
  });
});
