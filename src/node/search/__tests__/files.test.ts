import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import type { CreateWebpackConfigArgs, Node } from "gatsby";
import { makeSearchFiles, searchContents, storedSearchDocuments, writeSearchFiles } from "../files";
import { hashOf, STORED_FIELDS } from "../export-index";
import { builtSearchIndex, searchEngineFromFiles } from "../../search-reader";
import { parseSiteConfig } from "../../../config/schema";
import { siteConfigInput } from "../../../config/site-config";
import { loadSidebars } from "../../pages";

const doc = (id: number, c: string, u: string) => ({
  id,
  c,
  t: "Refunds",
  s: "",
  u,
  h: "",
  b: ["Integration Guides"],
  x: "Refunds\n\nGive the money back.",
  text: "Give the money back.",
});
const nodes =
  (stores: Record<string, Record<string, unknown>>) =>
  (type: string): Node[] =>
    type in stores ? [{ store: stores[type] } as unknown as Node] : [];

describe("storedSearchDocuments", () => {
  it("takes the search documents from the local-search plugin's store of each context", () => {
    const guide = doc(0, "guide", "/guide/refunds/");
    const api = { ...doc(0, "api", "/api/refund/"), rows: { prefix: "code-", tokens: ["4045501"] } };
    expect(storedSearchDocuments(nodes({ LocalSearchGuide: { "0": guide }, LocalSearchApi: { "0": api } }))).toEqual([
      guide,
      api,
    ]);
  });

  it("fails the build on a missing plugin node or a document without the index's fields", () => {
    expect(() => storedSearchDocuments(nodes({ LocalSearchGuide: {} }))).toThrow(/no LocalSearchApi node/);
    const { text: _text, ...noText } = doc(0, "guide", "/g/");
    expect(() => storedSearchDocuments(nodes({ LocalSearchGuide: { "0": noText }, LocalSearchApi: {} }))).toThrow(
      /malformed document under "0"/,
    );
  });

  it("the plugin stores every field the sharded index is built from", () => {
    expect([...STORED_FIELDS].sort()).toEqual(["b", "c", "d", "h", "id", "rows", "s", "t", "text", "u", "x"]);
  });
});

describe("makeSearchFiles", () => {
  const options = { config: parseSiteConfig(siteConfigInput), sidebars: loadSidebars(), synonyms: [] };
  const siteWith = (text: string) => {
    const stores = {
      LocalSearchGuide: { "0": { ...doc(0, "guide", "/guide/refunds/"), x: `Refunds\n\n${text}`, text } },
      LocalSearchApi: { "0": doc(0, "api", "/api/refund/") },
    };
    return (type: string): Node[] =>
      type in stores
        ? [{ store: stores[type as keyof typeof stores], internal: { contentDigest: text } } as unknown as Node]
        : [];
  };
  /** What the production build compiles into the browser bundle as `__SEARCH_MANIFEST__`. */
  const compiled = (getNodesByType: (type: string) => Node[]) => {
    let define = "";
    makeSearchFiles(options).onCreateWebpackConfig({
      stage: "build-javascript",
      getNodesByType,
      plugins: { define: (values: Record<string, string>) => values },
      actions: {
        setWebpackConfig: (c: { plugins: Record<string, string>[] }) => (define = c.plugins[0].__SEARCH_MANIFEST__),
      },
    } as unknown as CreateWebpackConfigArgs);
    return define;
  };

  it("compiles no hash of the index into the bundle: an edit leaves the bundle, so every other page, as it was", () => {
    const before = siteWith("Give the money back.");
    const after = siteWith("Give the money back within 30 days.");
    const metas = [before, after].map((s) => JSON.stringify(searchContents(s, options).meta));
    expect(metas[0]).not.toBe(metas[1]);
    expect(compiled(after)).toBe(compiled(before));
    for (const meta of metas) expect(compiled(before)).not.toContain(hashOf(meta));
    expect(compiled(before)).not.toMatch(/[0-9a-f]{16}/);
    expect(JSON.parse(compiled(before).slice(1, -1))).toMatchObject({
      meta: "/search-index/current/meta.json",
      dir: "/static/search/current/",
    });
  });

  it("writes the meta file at that address and the files it names, content-hashed, in the folder; an engine reads them", () => {
    const publicDir = fs.mkdtempSync(path.join(os.tmpdir(), "search-files-"));
    try {
      writeSearchFiles(publicDir, searchContents(siteWith("Give the money back."), options), "current");
      const firstShards = fs.readdirSync(path.join(publicDir, "static/search/current"));
      writeSearchFiles(publicDir, searchContents(siteWith("Return the payment."), options), "current");
      const index = builtSearchIndex(publicDir);
      expect(index.meta).toBe(path.join(publicDir, "search-index/current/meta.json"));
      const shards = fs.readdirSync(index.dir);
      expect(shards.every((name) => /\.[0-9a-f]{16}\.json$/.test(name))).toBe(true);
      // The earlier build's files that the new meta no longer names are gone.
      expect(shards).not.toEqual(firstShards);
      expect(searchEngineFromFiles(index).search("payment", { limit: 1 })[0]?.url).toBe("/guide/refunds/");
    } finally {
      fs.rmSync(publicDir, { recursive: true, force: true });
    }
  });
});
