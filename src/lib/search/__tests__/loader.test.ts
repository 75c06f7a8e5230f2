import FlexSearch from "flexsearch";
import { flexSearchOptions } from "../flexsearch-options";
import { createSearchLoader, exportedVocabulary, type SearchLoaderDeps } from "../loader";
import type { SearchManifest } from "../types";

function exported(texts: string[]): string {
  const index = FlexSearch.create<never>(flexSearchOptions);
  texts.forEach((x, id) => index.add(id, JSON.stringify({ x })));
  return index.export();
}

const manifest: SearchManifest = {
  guide: {
    label: "Integration Guides",
    index: "/s/guide.index.json",
    store: "/s/guide.store.json",
    text: "/s/guide.text.json",
  },
  api: { label: "API List", index: "/s/api.index.json", store: "/s/api.store.json", text: "/s/api.text.json" },
};
const files: Record<string, string> = {
  "/base/s/guide.index.json": exported(["Refund a payment"]),
  "/base/s/guide.store.json": JSON.stringify({
    0: {
      t: "Hosted checkout",
      s: "Refund a payment",
      u: "/guide/hc/",
      h: "refund-a-payment",
      b: ["Integration Guides"],
    },
  }),
  "/base/s/guide.text.json": JSON.stringify({ 0: "Call Refund Order with the amount to refund." }),
  "/base/s/api.index.json": exported(["Refund Order POST /v1.0/debit/refund"]),
  "/base/s/api.store.json": JSON.stringify({
    0: { t: "Refund Order", s: "POST /v1.0/debit/refund", u: "/api/refund-order/", h: "", b: ["API List"] },
  }),
  "/base/s/api.text.json": JSON.stringify({ 0: "Refund a paid order." }),
};

function setup(overrides: Partial<SearchLoaderDeps> = {}) {
  const fetched: string[] = [];
  const deps: SearchLoaderDeps = {
    manifest: () => manifest,
    withPrefix: (p) => `/base${p}`,
    fetchText: async (url) => {
      fetched.push(url);
      const body = files[url];
      if (body === undefined) throw new Error(`404 ${url}`);
      return body;
    },
    createIndex: (text) => {
      const index = FlexSearch.create<never>(flexSearchOptions);
      index.import(text);
      return index;
    },
    ...overrides,
  };
  return { load: createSearchLoader(deps), fetched };
}

describe("search loader", () => {
  it("fetches only the contexts asked for, index and store, without texts", async () => {
    const { load, fetched } = setup();
    const engine = await load({ contexts: ["api"] });
    expect(fetched.sort()).toEqual(["/base/s/api.index.json", "/base/s/api.store.json"]);
    expect(engine.search("refund").map((h) => h.title)).toEqual(["Refund Order"]);
    expect(engine.search("refund")[0]?.excerpt).toBeUndefined();
  });

  it("fetches each file once across calls and adds texts when excerpts are asked for", async () => {
    const { load, fetched } = setup();
    await Promise.all([load({ contexts: ["guide"] }), load({ contexts: ["guide"] })]);
    const engine = await load({ excerpts: true });
    expect(fetched.sort()).toEqual(Object.keys(files).sort());
    expect(engine.search("refund ").map((h) => [h.title, h.excerpt])).toEqual([
      ["Hosted checkout", "Call Refund Order with the amount to refund."],
      ["Refund Order", "Refund a paid order."],
    ]);
  });

  it("retries a context whose files failed to load", async () => {
    let fail = true;
    const { load } = setup({
      fetchText: async (url) => {
        if (fail) throw new Error("offline");
        return files[url] ?? "";
      },
    });
    await expect(load({ contexts: ["guide"] })).rejects.toThrow("offline");
    fail = false;
    expect((await load({ contexts: ["guide"] })).search("refund")).toHaveLength(1);
  });

  it("rejects a store of the wrong shape", async () => {
    const { load } = setup({
      fetchText: async (url) => (url.endsWith("store.json") ? JSON.stringify({ 0: { t: "x" } }) : (files[url] ?? "")),
    });
    await expect(load({ contexts: ["guide"] })).rejects.toThrow("entry 0 has an unexpected shape");
  });

  it("reads the vocabulary of a FlexSearch export", () => {
    expect(exportedVocabulary(exported(["Refund payment", "X-PARTNER-ID"]))).toEqual([
      "id",
      "partner",
      "payment",
      "refund",
      "x-partner-id",
    ]);
    expect(exportedVocabulary("[]")).toEqual([]);
  });
});
