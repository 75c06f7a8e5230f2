import { createHash } from "node:crypto";
import fs from "node:fs";

/**
 * The files whose code decides the fields of a doc node (onCreateNode and the schema). Gatsby
 * reuses a cached node, with the fields an older version of this code gave it, until a gatsby-*
 * file of the site changes: gatsby-node.ts names their version so that it does.
 */
const fieldCode = ["src/node/content/docs.ts", "src/node/content/frontmatter.ts", "src/node/markdown/extract.ts", "src/node/content/schema.ts"];

describe("the doc node fields' version in gatsby-node.ts", () => {
  it("is that of the code that makes the fields", () => {
    const hash = createHash("sha256");
    for (const file of fieldCode) hash.update(fs.readFileSync(file));
    const version = hash.digest("hex").slice(0, 12);
    const named = /^\/\/ Node fields: ([0-9a-f]{12})$/m.exec(fs.readFileSync("gatsby-node.ts", "utf8"))?.[1];
    expect(
      named,
      `the code of the doc fields changed: write "// Node fields: ${version}" in gatsby-node.ts, so that builds on an older cache start afresh`,
    ).toBe(version);
  });
});
