import { compareRank, interleavePages } from "../ranking";
import { MATCH_SCORES, type AltKind } from "../engine";
import { fixtureContext, fixtureEngine, page } from "./fixtures";

describe("match scores", () => {
  const s = MATCH_SCORES;
  const all = (kind: AltKind) => Object.values(s[kind]);

  it("puts title matches before heading matches before prefix matches before text matches", () => {
    expect(s.exact.title).toBeGreaterThan(s.exact.heading);
    expect(s.prefix.title).toBeGreaterThan(s.prefix.heading);
    expect(s.exact.heading).toBeGreaterThan(s.prefix.heading);
    expect(s.prefix.heading).toBeGreaterThan(s.exact.sectionOfTitle);
    expect(s.exact.sectionOfTitle).toBeGreaterThan(s.exact.body);
    expect(s.exact.body).toBeGreaterThan(s.parts.body);
    expect(s.parts.body).toBeGreaterThan(s.prefix.body);
  });

  it("scores a synonym anywhere below the word typed anywhere, and a correction's synonyms below the correction", () => {
    expect(Math.max(...all("synonym"))).toBeLessThan(s.exact.body);
    expect(Math.max(...all("typo"))).toBeLessThan(s.exact.body);
    expect(Math.max(...all("typoSynonym"))).toBeLessThan(Math.min(...all("typo")));
  });
});

describe("rank keys", () => {
  const key = (score: number, kind: 0 | 1 | 2, order: number, reference: 0 | 1 = 0, support = 0) => ({
    score,
    reference,
    kind,
    support,
    order,
  });

  it("breaks ties by the page itself, then sections, then a page top matched in its text, then order", () => {
    const ranked = [key(3, 0, 0), key(3, 1, 2), key(3, 1, 1), key(3, 2, 5), key(8, 1, 9)].sort(compareRank);
    expect(ranked.map((r) => r.order)).toEqual([9, 5, 1, 2, 0]);
  });

  it("puts the API reference first on a tie when every query word is an identifier", () => {
    const ranked = [key(3, 2, 0), key(3, 1, 1_000_004, 1), key(5, 1, 3)].sort(compareRank);
    expect(ranked.map((r) => r.order)).toEqual([3, 1_000_004, 0]);
  });

  it("of two sections that match alike, puts first the one its synonyms also match", () => {
    const ranked = [key(3, 1, 0), key(3, 1, 1, 0, 28), key(3, 2, 2)].sort(compareRank);
    expect(ranked.map((r) => r.order)).toEqual([2, 1, 0]);
  });

  it("alternates pages among hits of equal score", () => {
    const hits = [
      { score: 10, page: "a" },
      { score: 4, page: "a" },
      { score: 4, page: "a" },
      { score: 4, page: "b" },
      { score: 4, page: "b" },
      { score: 3, page: "c" },
    ].map((h, i) => ({ ...h, i }));
    expect(interleavePages(hits).map((h) => h.i)).toEqual([0, 1, 3, 2, 4, 5]);
  });
});

describe("ranking of real searches", () => {
  const guide = fixtureContext("guide", [
    ...page(
      "Hosted checkout",
      "/guide/payment-gateway/hosted-checkout/",
      ["Integration Guides", "Payment Gateway"],
      "Redirect the customer.",
      [
        ["Refund a payment", "refund-a-payment", "Call Refund Order with the amount."],
        ["Settlement", "settlement", "Refundable payments are deducted from the settlement."],
        ["Reconcile", "reconcile", "Match every refund to its refundNo."],
      ],
    ),
    ...page(
      "Refund Order",
      "/api/payment-gateway/refund-order/",
      ["API List", "Payment Gateway"],
      "Refund a paid order.",
      [["Request body", "request-body", "partnerRefundNo refundAmount.value"]],
      "POST /v1.0/payment-gateway/refund",
    ),
  ]);
  const engine = fixtureEngine([guide]);
  const order = (q: string) => engine.search(q).map((h) => `${h.title} › ${h.section}`);

  it("ranks heading and title matches first, then sections of the matching page, then the text", () => {
    // The endpoint is the top of the Refund Order page's heading: a tie with "Refund a payment", won by the top of a page.
    expect(order("refund ")).toEqual([
      "Refund Order › POST /v1.0/payment-gateway/refund",
      "Hosted checkout › Refund a payment",
      "Refund Order › Request body",
      "Hosted checkout › Reconcile",
    ]);
  });

  it("ranks exact words before longer words that start with the query", () => {
    // "refund" is exact in three sections; "refundable" only starts with it.
    expect(order("refund")).toEqual([
      "Refund Order › POST /v1.0/payment-gateway/refund",
      "Hosted checkout › Refund a payment",
      "Refund Order › Request body",
      "Hosted checkout › Reconcile",
      "Hosted checkout › Settlement",
    ]);
  });

  it("ranks a path in an API page's endpoint above mentions of its parts", () => {
    expect(order("/v1.0/payment-gateway/refund")[0]).toBe("Refund Order › POST /v1.0/payment-gateway/refund");
  });

  it("ranks the operation that lists a response code above a guide that mentions it", () => {
    const guides = fixtureContext(
      "guide",
      page(
        "How the API works",
        "/guide/api-basics/",
        ["Integration Guides"],
        "Codes such as 2005400 have three parts.",
        [["Response codes", "response-codes", "2005400 is a success of service 54."]],
      ),
    );
    const api = fixtureContext(
      "api",
      page(
        "Direct Debit Payment",
        "/api/saku-widget/direct-debit-payment/",
        ["API List", "Saku Widget"],
        "Pay with the customer's balance.",
        [["Response codes", "response-codes", "2005400 Successful"]],
        "POST /v1.0/debit/payment-host-to-host",
      ),
    );
    const both = fixtureEngine([guides, api]);
    expect(both.search("2005400").map((h) => `${h.title} › ${h.section}`)).toEqual([
      "Direct Debit Payment › Response codes",
      "How the API works › Response codes",
      "How the API works › ",
    ]);
    // Words, not identifiers: the order of the sidebars stands.
    expect(both.search("response codes ")[0].title).toBe("How the API works");
  });
});
