import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { fileMarkdownCache } from "../page-cache";

describe("fileMarkdownCache", () => {
  const roots: string[] = [];
  afterEach(() => {
    for (const root of roots.splice(0)) fs.rmSync(root, { recursive: true, force: true });
  });
  const project = () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), "markdown-cache-"));
    roots.push(root);
    fs.mkdirSync(path.join(root, "src"));
    fs.writeFileSync(path.join(root, "src", "convert.ts"), "export const version = 1;");
    return { root, file: path.join(root, ".cache", "pages.json") };
  };
  /** One build: the Markdown of each page and which pages were converted. */
  const build = (root: string, file: string, pages: Record<string, string>) => {
    const cache = fileMarkdownCache(file, root);
    const converted: string[] = [];
    const markdown = Object.entries(pages).map(([id, body]) =>
      cache.markdown({ id, body }, () => {
        converted.push(id);
        return `# ${id}\n\n${body}\n`;
      }),
    );
    cache.save();
    return { markdown, converted };
  };

  it("converts only the pages whose inputs changed since the last build", () => {
    const { root, file } = project();
    expect(build(root, file, { a: "one", b: "two" }).converted).toEqual(["a", "b"]);
    const warm = build(root, file, { a: "one", b: "two, edited" });
    expect(warm.converted).toEqual(["b"]);
    expect(warm.markdown).toEqual(["# a\n\none\n", "# b\n\ntwo, edited\n"]);
  });

  it("keeps only what the last build used", () => {
    const { root, file } = project();
    build(root, file, { a: "one", b: "two" });
    build(root, file, { a: "one" });
    expect(Object.keys(JSON.parse(fs.readFileSync(file, "utf8")) as object)).toHaveLength(1);
    expect(build(root, file, { a: "one", b: "two" }).converted).toEqual(["b"]);
  });

  it("converts every page again when the code changed", () => {
    const { root, file } = project();
    build(root, file, { a: "one", b: "two" });
    fs.writeFileSync(path.join(root, "src", "convert.ts"), "export const version = 2;");
    expect(build(root, file, { a: "one", b: "two" }).converted).toEqual(["a", "b"]);
  });

  it("starts afresh from an unreadable cache file", () => {
    const { root, file } = project();
    fs.mkdirSync(path.dirname(file));
    fs.writeFileSync(file, "{ not json");
    expect(build(root, file, { a: "one" }).converted).toEqual(["a"]);
  });
});
