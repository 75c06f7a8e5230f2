import { describe, expect, it } from "vitest";
import { shouldOnCreateNode } from "..";

describe("shouldOnCreateNode", () => {
  it("runs the site's onCreateNode for MDX nodes only, not for the File and SitePage node of each page", () => {
    expect(shouldOnCreateNode({ node: { internal: { type: "Mdx" } } })).toBe(true);
    for (const type of ["File", "SitePage", "ApiOperation", "ChangelogEntry"])
      expect(shouldOnCreateNode({ node: { internal: { type } } })).toBe(false);
  });
});
