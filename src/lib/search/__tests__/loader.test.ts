import { createSearchLoader, type SearchLoaderDeps } from "../loader";
import { fixtureContext, fixtureFiles, page } from "./fixtures";
import type { SearchManifest } from "../types";

const contexts = [
  fixtureContext("guide", [
    ...page("Hosted checkout", "/guide/hc/", ["Integration Guides"], "Redirect the customer.", [
      ["Refund a payment", "refund-a-payment", "Call Refund Order with the amount to refund."],
    ]),
    ...page("Settlement", "/guide/settlement/", ["Integration Guides"], "Daily files of every payment."),
  ]).docs.map((d) => ({ ...d, text: `${d.s} text` })),
];
const built = fixtureFiles(
  [
    fixtureContext("guide", contexts[0]),
    fixtureContext("api", [
      ...page(
        "Refund Order",
        "/api/refund-order/",
        ["API List"],
        "Refund a paid order.",
        [],
        "POST /v1.0/debit/refund",
      ),
      ...page("Query Shop", "/api/query-shop/", ["API List"], "Get a shop.", [], "POST /v1.0/shop/query"),
      ...page(
        "Finish Notify",
        "/api/finish-notify/",
        ["API List"],
        "We call your webhook.",
        [],
        "POST /v1.0/debit/notify",
      ),
      ...page(
        "Query Payment",
        "/api/query-payment/",
        ["API List"],
        "Ask when notify is late.",
        [],
        "POST /v1.0/debit/status",
      ),
    ]),
  ],
  [["webhook", "notify"]],
);

// The meta file lives apart from the files it names, as in a build.
const manifest: SearchManifest = {
  meta: "/m/meta.json",
  dir: "/s/",
  labels: { guide: "Integration Guides", api: "API List" },
};
const files: Record<string, string> = { "/base/m/meta.json": JSON.stringify(built.meta) };
for (const [name, content] of built.files) files[`/base/s/${name}`] = content;

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
    ...overrides,
  };
  return { load: createSearchLoader(deps), fetched };
}

const names = (urls: string[]) => urls.map((u) => u.replace(/^\/base\/[ms]\//, "").replace(/-\d+\.json$/, ""));
const shardOf = (token: string) => `/base/s/${built.meta.terms[token.slice(0, 2)]}`;

describe("search loader", () => {
  it("lazy: fetches the meta file, then per query only the term shards of its words and the documents it shows", async () => {
    const { load, fetched } = setup();
    const engine = await load({ lazy: true });
    expect(fetched).toEqual(["/base/m/meta.json"]);
    await engine.prepare("refund", { limit: 8 });
    expect(names(fetched)).toEqual(["meta.json", "terms", "docs"]);
    const hits = engine.search("refund", { limit: 8 });
    expect(hits.map((h) => h.title)).toEqual(["Refund Order", "Hosted checkout"]);
    expect(hits[0].context).toBe("api");
    // The same query again fetches nothing.
    await engine.prepare("refund", { limit: 8 });
    expect(fetched).toHaveLength(3);
  });

  it("without lazy fetches every file, so search is complete; each file once across calls", async () => {
    const { load, fetched } = setup();
    const engine = await load();
    const count = fetched.length;
    // The meta file, the vocabulary, every term shard and every document chunk.
    expect(count).toBe(2 + built.meta.docs.length + Object.keys(built.meta.terms).length);
    expect(engine.search("shop", { context: "api" })[0]?.title).toBe("Query Shop");
    await load();
    expect(fetched).toHaveLength(count);
    const withTexts = await load({ excerpts: true });
    expect(withTexts.search("refund", { context: "guide" })[0]?.excerpt).toBe("Refund a payment text");
    // Shards and documents are shared with the first engine: only the texts are new.
    expect(fetched.length).toBe(count + built.meta.texts.length);
  });

  it("counts hits per context without fetching documents", async () => {
    const { load, fetched } = setup();
    const engine = await load({ lazy: true });
    await engine.prepare("payment", { limit: 0 });
    expect(engine.count("payment")).toEqual({ guide: 2, api: 1 });
    expect(names(fetched)).toEqual(["meta.json", "terms"]);
  });

  it("a typo fetches the vocabulary, then the shards of its corrections and of their synonyms", async () => {
    const { load, fetched } = setup();
    const engine = await load({ lazy: true });
    // "rfund": no shard starts with "rf"; the correction "refund" is in the "re" shard.
    await engine.prepare("rfund", { limit: 8 });
    expect(fetched).toEqual(expect.arrayContaining([`/base/s/${built.meta.words}`, shardOf("refund")]));
    expect(engine.search("rfund", { limit: 8 }).map((h) => h.title)).toEqual(["Refund Order", "Hosted checkout"]);
    // "webhok" → webhook (in the "we" shard) → its synonym notify (in the "no" shard).
    await engine.prepare("webhok", { limit: 8 });
    expect(fetched).toEqual(expect.arrayContaining([shardOf("webhook"), shardOf("notify")]));
    expect(engine.search("webhok", { limit: 8 }).map((h) => h.title)).toEqual(["Finish Notify", "Query Payment"]);
    // The vocabulary is fetched once.
    expect(fetched.filter((f) => f.endsWith(built.meta.words))).toHaveLength(1);
  });

  it("a known word does not fetch the vocabulary", async () => {
    const { load, fetched } = setup();
    const engine = await load({ lazy: true });
    await engine.prepare("refund", { limit: 8 });
    await engine.prepare("refunds", { limit: 8 });
    expect(fetched.some((f) => f.endsWith(built.meta.words))).toBe(false);
  });

  it("retries a file that failed to load", async () => {
    let fail = true;
    const { load } = setup({
      fetchText: async (url) => {
        if (fail) throw new Error("offline");
        return files[url] ?? "";
      },
    });
    await expect(load({ lazy: true })).rejects.toThrow("offline");
    fail = false;
    const engine = await load({ lazy: true });
    await engine.prepare("refund");
    expect(engine.search("refund")).toHaveLength(2);
  });

  it("rejects a meta file of another format, naming its URL", async () => {
    const { load } = setup({ fetchText: async () => JSON.stringify({ format: 1 }) });
    await expect(load({ lazy: true })).rejects.toThrow("Search index /base/m/meta.json: format 1, expected 4");
  });
});
