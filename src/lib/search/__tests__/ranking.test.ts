import { compareRank, hitKind, interleavePages, referenceHit, scoreDocument, wordScore, WORD_SCORES } from "../ranking";
import { analyzeQuery } from "../query";
import { tokenize } from "../tokenizer";
import { fixtureContext, fixtureEngine, page } from "./fixtures";

const fields = (title: string, heading: string, top = false) => ({
  title: new Set(tokenize(title)),
  heading: new Set(tokenize(heading)),
  top,
});
const [refund] = analyzeQuery("refund ");
const [refu] = analyzeQuery("refu");

describe("word scores", () => {
  it("puts exact and title matches before prefix matches before body matches", () => {
    const s = WORD_SCORES;
    expect(s.headingExact).toBeGreaterThan(s.titleExact);
    expect(s.titleExact).toBeGreaterThan(s.headingPrefix);
    expect(s.headingPrefix).toBeGreaterThan(s.titlePrefix);
    expect(s.titlePrefix).toBeGreaterThan(s.bodyExact);
    expect(s.bodyExact).toBeGreaterThan(s.bodyParts);
    expect(s.bodyParts).toBeGreaterThan(s.bodyPrefix);
  });

  it("scores where a word matched", () => {
    expect(wordScore(refund, fields("Hosted checkout", "Refund a payment"), "exact")).toBe(WORD_SCORES.headingExact);
    expect(wordScore(refund, fields("Refund Order", "", true), "exact")).toBe(WORD_SCORES.titleExact);
    expect(wordScore(refund, fields("Refund Order", "Request body"), "exact")).toBe(WORD_SCORES.sectionOfTitle);
    expect(wordScore(refund, fields("Query Payment", "Response body"), "exact")).toBe(WORD_SCORES.bodyExact);
    expect(wordScore(refu, fields("Hosted checkout", "Refunds"), "prefix")).toBe(WORD_SCORES.headingPrefix);
    expect(wordScore(refu, fields("Refund Order", "", true), "prefix")).toBe(WORD_SCORES.titlePrefix);
    expect(wordScore(refu, fields("Query Payment", "Response body"), "prefix")).toBe(WORD_SCORES.bodyPrefix);
  });

  it("counts a code-like word found by its parts in a title as a title match", () => {
    const [applyToken] = analyzeQuery("apply-token ");
    expect(wordScore(applyToken, fields("Apply Token", "", true), "parts")).toBe(WORD_SCORES.titleExact);
    expect(wordScore(applyToken, fields("Direct Debit Payment", "", true), "parts")).toBe(WORD_SCORES.bodyParts);
  });

  it("adds up the words of a query", () => {
    const words = analyzeQuery("refund order ");
    expect(scoreDocument(words, fields("Refund Order", "", true), ["exact", "exact"])).toBe(2 * WORD_SCORES.titleExact);
  });

  it("breaks ties by the page itself, then sections, then a page top matched in its text, then order", () => {
    const ranked = [
      { score: 3, reference: 0 as const, kind: 0 as const, order: 0 },
      { score: 3, reference: 0 as const, kind: 1 as const, order: 2 },
      { score: 3, reference: 0 as const, kind: 1 as const, order: 1 },
      { score: 3, reference: 0 as const, kind: 2 as const, order: 5 },
      { score: 8, reference: 0 as const, kind: 1 as const, order: 9 },
    ].sort(compareRank);
    expect(ranked.map((r) => r.order)).toEqual([9, 5, 1, 2, 0]);
  });

  it("puts the API reference first on a tie when every query word is an identifier", () => {
    expect(referenceHit(analyzeQuery("2005400"), "api")).toBe(1);
    expect(referenceHit(analyzeQuery("X-PARTNER-ID"), "api")).toBe(1);
    expect(referenceHit(analyzeQuery("partnerReferenceNo"), "api")).toBe(1);
    expect(referenceHit(analyzeQuery("2005400"), "guide")).toBe(0);
    expect(referenceHit(analyzeQuery("refund 2005400"), "api")).toBe(0);
    const ranked = [
      { score: 3, reference: 0 as const, kind: 2 as const, order: 0 },
      { score: 3, reference: 1 as const, kind: 1 as const, order: 1_000_004 },
      { score: 5, reference: 0 as const, kind: 1 as const, order: 3 },
    ].sort(compareRank);
    expect(ranked.map((r) => r.order)).toEqual([3, 1_000_004, 0]);
  });

  it("tells the page itself from a page top matched only in its text", () => {
    expect(hitKind(analyzeQuery("refund "), fields("Refund Order", "", true))).toBe(2);
    expect(
      hitKind(
        analyzeQuery("partnerReferenceNo "),
        fields("Create Order", "POST /v1.0/payment-gateway/create-order", true),
      ),
    ).toBe(0);
    expect(hitKind(analyzeQuery("partnerReferenceNo "), fields("Create Order", "Request body"))).toBe(1);
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
        ["Settlement", "settlement", "Refunded payments are deducted from the settlement."],
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
    // "refund" is exact in three sections; "refunded" only starts with it.
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
