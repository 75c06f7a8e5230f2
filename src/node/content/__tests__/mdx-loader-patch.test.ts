import { createRequire } from "node:module";

// patches/gatsby-plugin-mdx+5.16.0.patch: webpack's MDX loader compiles the file it was given, not
// the MDX node's body. In develop, webpack's watcher and the node's update race after a save; a
// compile from a node still holding the previous save left the page stale, with nothing left to
// rebuild it (seen as the develop e2e's "Now fixed." that never showed).

type Loader = (this: unknown, source: string) => Promise<string>;

const require = createRequire(import.meta.url);
const loader = (require("gatsby-plugin-mdx/dist/gatsby-mdx-loader") as { default: Loader }).default;

function context(nodeBody: string) {
  const panics: unknown[] = [];
  return {
    panics,
    resourcePath: "/site/content/guide/page.mdx",
    getOptions: () => ({
      options: {},
      getNode: () => ({ id: "mdx-1", body: nodeBody }),
      cache: { get: async () => "mdx-1" },
      reporter: { panicOnBuild: (error: unknown) => panics.push(error) },
    }),
  };
}

describe("the patched MDX loader", () => {
  it("compiles the saved file, not a node that still holds the previous save", async () => {
    const saved = "---\ntitle: Page\n---\n\nNow fixed.\n";
    const self = context("Before the save.\n\n<Tip>\nNot closed.\n");
    const out = await loader.call(self, saved);
    expect(self.panics).toEqual([]);
    expect(out).toContain("Now fixed.");
    expect(out).not.toContain("Before the save.");
    // The frontmatter is not content.
    expect(out).not.toContain("title: Page");
  });

  it("keeps nothing per save (it no longer uses the plugin's caching frontmatter parser, and gray-matter's own cache stays as it was)", async () => {
    const matter = require("gray-matter") as { cache: Record<string, unknown> };
    const before = Object.keys(matter.cache).length;
    for (const n of [1, 2, 3]) await loader.call(context("Old.\n"), `---\ntitle: Page\n---\n\nSave ${n}.\n`);
    expect(Object.keys(matter.cache)).toHaveLength(before);
  });

  it("still reports a broken file as the build's MDX error", async () => {
    const self = context("Fine before.\n");
    await loader.call(self, "---\ntitle: Page\n---\n\n<Tip>\nNot closed.\n");
    expect(self.panics).toHaveLength(1);
  });
});
