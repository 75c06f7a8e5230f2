import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";

/** The first 12 hex digits of a SHA-256 of the files' contents, in order. */
function versionOf(files: string[]): string {
  const hash = createHash("sha256");
  for (const file of files) hash.update(fs.readFileSync(file));
  return hash.digest("hex").slice(0, 12);
}

/** What gatsby-node.ts names after `// <label>: `. */
const named = (label: string) =>
  new RegExp(`^// ${label}: ([0-9a-f]{12})$`, "m").exec(fs.readFileSync("gatsby-node.ts", "utf8"))?.[1];

/**
 * The files whose code decides the fields of a doc node (onCreateNode and the schema). Gatsby
 * reuses a cached node, with the fields an older version of this code gave it, until a gatsby-*
 * file of the site changes: gatsby-node.ts names their version so that it does.
 */
const fieldCode = ["src/node/content/docs.ts", "src/node/content/frontmatter.ts", "src/node/markdown/extract.ts", "src/node/content/schema.ts"];

describe("the doc node fields' version in gatsby-node.ts", () => {
  it("is that of the code that makes the fields", () => {
    const version = versionOf(fieldCode);
    expect(
      named("Node fields"),
      `the code of the doc fields changed: write "// Node fields: ${version}" in gatsby-node.ts, so that builds on an older cache start afresh`,
    ).toBe(version);
  });
});

/**
 * The files whose code decides a doc's compiled body (`Mdx.contentTree`: the remark and rehype
 * plugins, code highlighting and its classes, the compile itself). Gatsby keeps a query's cached
 * result until its doc changes or a gatsby-* file of the site does: after a change to this code, a
 * warm build kept every unchanged doc's old body (the code blocks' old classes, which the new
 * stylesheet no longer colours). gatsby-node.ts names their version so that the cache is dropped.
 */
const bodyCode = [
  ...fs
    .readdirSync("src/node/markdown")
    .filter((name) => name.endsWith(".ts"))
    .sort()
    .map((name) => path.join("src/node/markdown", name)),
  "src/node/content/compile.ts",
  "src/lib/code-html.ts",
  "src/lib/content-tree.ts",
];

describe("the doc bodies' version in gatsby-node.ts", () => {
  it("is that of the code that compiles them", () => {
    expect(bodyCode.length).toBeGreaterThan(5);
    const version = versionOf(bodyCode);
    expect(
      named("Doc bodies"),
      `the code that compiles doc bodies changed: write "// Doc bodies: ${version}" in gatsby-node.ts, so that builds on an older cache compile them afresh`,
    ).toBe(version);
  });
});
