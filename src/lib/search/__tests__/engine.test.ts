import { excerptOf, expandPrefix, kthLargest } from "../engine";
import { fixtureContext, fixtureEngine, page } from "./fixtures";

const guide = fixtureContext("guide", [
  ...page("Authentication", "/guide/authentication/", ["Integration Guides"], "Sign every call.", [
    ["Headers of a service call", "headers-of-a-service-call", "Send X-PARTNER-ID, X-EXTERNAL-ID and X-SIGNATURE."],
    ["Idempotency", "idempotency", "Retry with the same partnerReferenceNo."],
  ]),
  ...page(
    "Hosted checkout",
    "/guide/payment-gateway/hosted-checkout/",
    ["Integration Guides", "Payment Gateway"],
    "Redirect the customer to the payment page.",
    [["Refund a payment", "refund-a-payment", "Call Refund Order."]],
  ),
]);
const api = fixtureContext("api", [
  ...page(
    "Apply Token",
    "/api/saku-widget/apply-token/",
    ["API List", "Saku Widget"],
    "Exchange an authorization code.",
    [["Request headers", "request-headers", "X-TIMESTAMP X-CLIENT-KEY X-SIGNATURE"]],
    "POST /v1.0/access-token/b2b2c",
  ),
  ...page(
    "Query Payment",
    "/api/saku-widget/query-payment/",
    ["API List", "Saku Widget"],
    "Get the status of a payment.",
    [
      ["Request body", "request-body", "originalPartnerReferenceNo serviceCode additionalInfo.payMethod"],
      ["Response codes", "response-codes", "2005500 Successful 4045501 Transaction Not Found"],
    ],
    "POST /v1.0/debit/status",
  ),
  ...page(
    "Direct Debit Payment",
    "/api/saku-widget/direct-debit-payment/",
    ["API List", "Saku Widget"],
    "Charge the bound account.",
    [["Response codes", "response-codes", "2005400 Successful 4035414 Insufficient Funds"]],
    "POST /v1.0/debit/payment-host-to-host",
  ),
]);
const engine = fixtureEngine([guide, api]);
const first = (q: string, context: "guide" | "api" | null = null) => engine.search(q, { context })[0];

describe("search engine", () => {
  it("finds each code-like token's page, whole", () => {
    expect(first("X-PARTNER-ID")).toMatchObject({
      title: "Authentication",
      section: "Headers of a service call",
      hash: "headers-of-a-service-call",
    });
    expect(first("partnerReferenceNo")).toMatchObject({ title: "Authentication", section: "Idempotency" });
    expect(first("/v1.0/debit/status")).toMatchObject({
      title: "Query Payment",
      top: true,
      section: "POST /v1.0/debit/status",
    });
    expect(first("2005400")).toMatchObject({ title: "Direct Debit Payment" });
    expect(first("apply-token")).toMatchObject({ title: "Apply Token", top: true });
  });

  it("finds code-like tokens by their parts and by a prefix while typing", () => {
    expect(first("partner id ")).toMatchObject({ section: "Headers of a service call" });
    expect(first("payMethod")).toMatchObject({ title: "Query Payment", section: "Request body" });
    expect(first("X-PART")).toMatchObject({ section: "Headers of a service call", terms: ["x-partner-id"] });
    expect(engine.search("20054").map((h) => h.title)).toEqual(["Direct Debit Payment"]);
  });

  it("requires every word of the query", () => {
    expect(engine.search("refund payment ").map((h) => `${h.title} › ${h.section}`)).toEqual([
      "Hosted checkout › Refund a payment",
    ]);
  });

  it("finds nothing for gibberish or a query of stop words", () => {
    expect(engine.search("qwzxvjk")).toEqual([]);
    expect(engine.search("the of and")).toEqual([]);
    expect(engine.search("   ")).toEqual([]);
  });

  it("searches one context when asked, every loaded one otherwise", () => {
    expect(new Set(engine.search("signature").map((h) => h.context))).toEqual(new Set(["guide", "api"]));
    expect(engine.search("signature", { context: "api" }).every((h) => h.context === "api")).toBe(true);
    expect(engine.contexts).toEqual([
      { context: "guide", label: "Integration Guides" },
      { context: "api", label: "API List" },
    ]);
  });

  it("limits the hits", () => {
    expect(engine.search("payment", { limit: 2 })).toHaveLength(2);
  });

  it("gives each hit its route, the terms to highlight and the anchor, ready for Gatsby's Link", () => {
    expect(first("refund ")).toMatchObject({
      url: "/guide/payment-gateway/hosted-checkout/",
      hash: "refund-a-payment",
      breadcrumbs: ["Integration Guides", "Payment Gateway"],
      terms: ["refund"],
      href: "/guide/payment-gateway/hosted-checkout/?_highlight=refund#refund-a-payment",
    });
    expect(first("/v1.0/debit/status")?.href).toBe("/api/saku-widget/query-payment/?_highlight=v1.0%2Fdebit%2Fstatus");
  });

  it("adds excerpts only when the section texts are loaded", () => {
    expect(first("refund ")?.excerpt).toBeUndefined();
    const withTexts = fixtureEngine([
      fixtureContext(
        "guide",
        page("Hosted checkout", "/g/", [], "intro", [["Refunds", "refunds", "x"]]).map((d) => ({
          ...d,
          text: `Before. ${d.s} text about refund windows.`,
        })),
      ),
    ]);
    expect(withTexts.search("refund ")[0]?.excerpt).toBe("Before. Refunds text about refund windows.");
  });
});

describe("expandPrefix", () => {
  it("lists indexed tokens that start with the prefix, shortest first", () => {
    expect(expandPrefix(["pay", "payment", "paymethod", "refund", "x-partner-id"], "pay")).toEqual([
      "pay",
      "payment",
      "paymethod",
    ]);
    expect(expandPrefix(["a", "b"], "z")).toEqual([]);
    expect(expandPrefix(["ab", "abc", "abcd"], "a", 2)).toEqual(["ab", "abc"]);
  });
});

describe("excerptOf", () => {
  const long = `${"Intro words here. ".repeat(20)}Refunds are settled within seven days of the request. ${"More words after. ".repeat(20)}`;
  it("cuts a window around the first match on word boundaries", () => {
    const excerpt = excerptOf(long, ["refund"]);
    expect(excerpt).toMatch(/^… .*Refunds are settled within seven days.* …$/);
    expect(excerpt.length).toBeLessThanOrEqual(160 + 4);
  });
  it("keeps a short text whole and starts a long text without a match at its beginning", () => {
    expect(excerptOf("Short.", ["x"])).toBe("Short.");
    expect(excerptOf(long, ["zzz"]).startsWith("Intro words here.")).toBe(true);
  });
});

describe("ranking many tied hits", () => {
  // Twelve pages of five sections, each saying "settlement" once: 72 hits of one score.
  const tied = fixtureContext(
    "guide",
    Array.from({ length: 12 }, (_, n) =>
      page(
        `Report ${n}`,
        `/guide/report-${n}/`,
        ["Integration Guides"],
        "A settlement report.",
        Array.from({ length: 5 }, (_, k) => [`Part ${k}`, `part-${k}`, `The settlement file, part ${k}.`]),
      ),
    ).flat(),
  );
  const engine = fixtureEngine([tied]);

  it("gives the first hits of the whole ranking, pages taking turns, whatever the limit", () => {
    const all = engine.search("settlement", { limit: 1000 }).map((h) => h.href);
    expect(all).toHaveLength(72);
    for (const limit of [1, 3, 8, 13, 40])
      expect(engine.search("settlement", { limit }).map((h) => h.href)).toEqual(all.slice(0, limit));
    // Round-robin over pages: the first 12 hits are 12 different pages.
    expect(new Set(all.slice(0, 12).map((href) => href.split("?")[0])).size).toBe(12);
  });

  it("selects the k-th largest score without sorting", () => {
    expect(kthLargest([3, 1, 4, 1, 5, 9, 2, 6], 1)).toBe(9);
    expect(kthLargest([3, 1, 4, 1, 5, 9, 2, 6], 3)).toBe(5);
    expect(kthLargest([2, 2, 2, 1], 4)).toBe(1);
    expect(kthLargest([7], 1)).toBe(7);
  });
});

describe("synonyms rank below the word typed", () => {
  const engine = fixtureEngine(
    [
      fixtureContext("api", [
        ...page("Apply OTT", "/api/apply-ott/", ["API List"], "Get a one-time token.", [], "POST /v1.0/qr/apply-ott"),
        ...page("Get OAuth", "/api/get-oauth/", ["API List"], "The user logs in with their PIN and OTP."),
        ...page("Query Shop", "/api/query-shop/", ["API List"], "Get a shop.", [
          ["Response codes", "response-codes", "4298300 Too Many Requests"],
        ]),
        ...page("Response codes", "/api/response-codes/", ["API List"], "Every code.", [
          ["HTTP 429", "http-429", "4298300 Too Many Requests"],
        ]),
      ]),
    ],
    {
      synonyms: [
        ["otp", "ott"],
        ["too many requests", "429"],
      ],
    },
  );

  it("a synonym in a title never beats the word itself in a text", () => {
    // Apply OTT's title says "OTT", a synonym; only Get OAuth says "OTP".
    expect(engine.search("otp").map((h) => h.title)).toEqual(["Get OAuth", "Apply OTT"]);
    expect(engine.search("otp")[1].score).toBeLessThan(engine.search("otp")[0].score);
  });

  it("of two sections that say the words alike, the one its synonyms also match comes first", () => {
    // Both say "Too Many Requests"; only the catalog's heading says 429 too.
    expect(engine.search("too many requests").map((h) => h.href)).toEqual([
      "/api/response-codes/?_highlight=too&_highlight=many&_highlight=request#http-429",
      "/api/query-shop/?_highlight=too&_highlight=many&_highlight=request#response-codes",
    ]);
  });
});

describe("rows named by a code", () => {
  const engine = fixtureEngine([
    fixtureContext("api", [
      ...page("Response codes", "/api/response-codes/", ["API List"], "Every code."),
      {
        t: "Response codes",
        s: "HTTP 401",
        u: "/api/response-codes/",
        h: "http-401",
        b: ["API List"],
        x: "Response codes\nHTTP 401\n4017300 Unauthorized. Invalid signature\n4010000 Unauthorized",
        rows: { prefix: "code-", tokens: ["4010000", "4017300"] },
      },
    ]),
  ]);

  it("link a code typed whole to its row, and anything else to the section", () => {
    expect(engine.search("4017300")[0]).toMatchObject({
      section: "HTTP 401",
      hash: "code-4017300",
      href: "/api/response-codes/?_highlight=4017300#code-4017300",
    });
    expect(engine.search("401")[0]).toMatchObject({ hash: "http-401" });
    expect(engine.search("invalid signature")[0]).toMatchObject({ hash: "http-401" });
  });
});

describe("a word that matches nothing", () => {
  const engine = fixtureEngine([
    fixtureContext("guide", page("Migrating from v1", "/guide/migrating/", ["Integration Guides"], "What changed.")),
  ]);

  it("is left out while another word matches; alone it finds nothing", () => {
    expect(engine.search("qwzxvj from v1").map((h) => h.title)).toEqual(["Migrating from v1"]);
    expect(engine.count("qwzxvj v1")).toEqual({ guide: 1, api: 0 });
    expect(engine.search("qwzxvj")).toEqual([]);
  });
});

describe("where the words match first", () => {
  const guides = fixtureContext("guide", [
    ...page("Headers", "/guide/headers/", ["Integration Guides"], "Every call carries headers.", [
      ["Send a request", "send", "Set X-EXTERNAL-ID to a new number."],
      ["Header table", "table", "Unique per day."],
    ]),
  ]);
  // The section that defines the header, as a table row that opens with it does.
  guides.docs[2] = { ...guides.docs[2], x: `${guides.docs[2].x} X-EXTERNAL-ID`, d: "X-EXTERNAL-ID" };
  const api = fixtureContext("api", [
    ...page("Create Order", "/api/create-order/", ["API List"], "Creates an order.", [
      ["Request body", "request-body", "amount"],
    ]),
    ...page("Create Order Notify", "/api/create-order-notify/", ["API List"], "Tells you about an order."),
  ]);
  const engine = fixtureEngine([guides, api]);
  const order = (q: string) => engine.search(q).map((h) => `${h.title} › ${h.section}`);

  it("ranks the section that defines an identifier above the one that mentions it", () => {
    expect(order("X-EXTERNAL-ID")).toEqual(["Headers › Header table", "Headers › Send a request"]);
  });

  it("ranks the page whose whole title is the query above a page whose title has more words", () => {
    expect(order("create order")[0]).toBe("Create Order › ");
    expect(order("created orders")[0]).toBe("Create Order › ");
  });

  it("ranks the documents with the most words when none has every word", () => {
    // "unique" is only in a guide: the pages that have the other two words rank.
    expect(order("create order unique")[0]).toBe("Create Order › ");
    expect(order("qwzxvj")).toEqual([]);
  });
});
