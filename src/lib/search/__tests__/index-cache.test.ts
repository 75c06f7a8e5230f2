import { describe, expect, it } from "vitest";
import { createIndexCache, indexLayout } from "../index-cache";
import { fixtureContext, fixtureFiles, page } from "./fixtures";

const contexts = [
  fixtureContext("guide", [
    ...page("Refunds", "/guide/refunds/", ["Integration Guides"], "Give the money back.", [
      ["Partial refund", "partial-refund", "Refund part of a payment."],
    ]),
  ]),
  fixtureContext("api", page("Refund Order", "/api/refund-order/", ["API List"], "Refunds a payment.")),
];
const { meta, files } = fixtureFiles(contexts);

/** A reader that counts its reads: synchronous, or asynchronous like `fetch`. */
function reader(async: boolean) {
  const reads: string[] = [];
  const read = (file: string) => {
    reads.push(file);
    const text = files.get(file) ?? "";
    return async ? Promise.resolve(text) : text;
  };
  return { reads, read };
}

describe("indexLayout", () => {
  it("knows each document's page, whether it is a page's top, and its context", () => {
    const layout = indexLayout(meta);
    expect(layout.total).toBe(3);
    expect([...layout.pageStarts]).toEqual([0, 2]);
    expect([...layout.pageIndex]).toEqual([0, 0, 1]);
    expect([0, 1, 2].map((id) => layout.isTop(id))).toEqual([true, false, true]);
    expect([0, 1, 2].map((id) => layout.contextOf(id)?.context)).toEqual(["guide", "guide", "api"]);
  });
});

describe("createIndexCache", () => {
  it("with a synchronous reader, has a file as soon as a lookup asks for it, and reads it once", () => {
    const { reads, read } = reader(false);
    const cache = createIndexCache({ meta, read });
    const refund = cache.postingsOf("refund");
    expect(refund && [...refund.x]).toEqual([0, 1, 2]);
    expect(refund && [...refund.t]).toEqual([0, 2]);
    expect(cache.knows("refund")).toBe(true);
    expect(cache.knows("rebate")).toBe(false);
    expect(cache.vocabularyOf("re")).toContain("refund");
    expect(cache.docOf(1)?.slice(0, 4)).toEqual(["Refunds", "Partial refund", "/guide/refunds/", "partial-refund"]);
    expect(new Set(reads).size).toBe(reads.length);
  });

  it("with an asynchronous reader, misses what is on its way and lists the reads to wait for", async () => {
    const { reads, read } = reader(true);
    const cache = createIndexCache({ meta, read });
    cache.startPass();
    expect(cache.postingsOf("refund")).toBeNull();
    expect(cache.misses()).toBe(1);
    expect(cache.waiting()).toHaveLength(1);
    await Promise.all(cache.waiting());
    cache.startPass();
    expect(cache.postingsOf("refund")).not.toBeNull();
    expect(cache.waiting()).toHaveLength(0);
    expect(reads).toEqual([meta.terms.re]);
  });

  it("reads section texts only with excerpts, and loadAll reads every file", async () => {
    expect(createIndexCache({ meta, read: reader(false).read }).textOf(0)).toBeUndefined();
    const { reads, read } = reader(true);
    const cache = createIndexCache({ meta, read }, { excerpts: true });
    await cache.loadAll();
    const expected = [meta.words, ...Object.values(meta.terms), ...meta.docs, ...meta.texts].filter(Boolean);
    expect(new Set(reads)).toEqual(new Set(expected));
  });

  it("forgets a failed read, so the next lookup tries again", async () => {
    let fail = true;
    const cache = createIndexCache({
      meta,
      read: (file) => (fail ? Promise.reject(new Error("offline")) : Promise.resolve(files.get(file) ?? "")),
    });
    await expect(cache.loadShard("re")).rejects.toThrow("offline");
    fail = false;
    await cache.loadShard("re");
    expect(cache.knows("refund")).toBe(true);
  });
});
