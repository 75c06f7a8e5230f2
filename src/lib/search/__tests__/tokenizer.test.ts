import { normalizeToken, splitWords, tokenize, wordParts } from "../tokenizer";
import { stem } from "../stemmer";
import { indexedText } from "../flexsearch-options";

describe("tokenize", () => {
  it("indexes a header name whole and by its parts", () => {
    expect(tokenize("Send X-PARTNER-ID on every call")).toEqual(["send", "x-partner-id", "partner", "id", "call"]);
  });

  it("splits camelCase field names and keeps the whole name", () => {
    expect(tokenize("partnerReferenceNo")).toEqual(["partnerreferenceno", "partner", "referenc", "no"]);
    expect(tokenize("XMLHttpRequest")).toEqual(["xmlhttprequest", "xml", "http", "request"]);
  });

  it("keeps a path whole without its leading slash and splits it at / and .", () => {
    expect(tokenize("POST /v1.0/debit/status")).toEqual(["post", "v1.0/debit/status", "v1", "debit", "status"]);
  });

  it("keeps response codes and kebab-case slugs", () => {
    expect(tokenize("2005400")).toEqual(["2005400"]);
    expect(tokenize("apply-token")).toEqual(["apply-token", "apply", "token"]);
  });

  it("indexes each segment of a dotted field path and its camelCase pieces", () => {
    expect(tokenize("additionalInfo.payMethod")).toEqual([
      "additionalinfo.paymethod",
      "additionalinfo",
      "additional",
      "info",
      "paymethod",
      "pay",
      "method",
    ]);
  });

  it("drops stop words, single characters and trailing punctuation", () => {
    expect(tokenize("The token is valid for 900 seconds.")).toEqual(["token", "valid", "900", "second"]);
    expect(tokenize("a b c")).toEqual([]);
  });

  it("folds plurals but not -ss, -us or -is endings, and keeps stop words out before stemming", () => {
    expect(["refunds", "inquiries", "status", "access", "analysis", "orders"].map(stem)).toEqual([
      "refund",
      "inquiry",
      "status",
      "access",
      "analysis",
      "order",
    ]);
    expect(tokenize("Refunds")).toEqual(tokenize("refund"));
    expect(tokenize("What does it do")).toEqual([]);
  });

  it("is case and diacritics insensitive", () => {
    expect(normalizeToken("Pembayaran")).toBe("pembayaran");
    expect(tokenize("CAFÉ café")).toEqual(["cafe"]);
  });

  it("returns each token once, in order of first appearance", () => {
    expect(tokenize("refund refund-order refund")).toEqual(["refund", "refund-order", "order"]);
  });

  it("reports the words with their whole form and parts for query analysis", () => {
    expect(splitWords("X-PARTNER-ID the")).toEqual([
      { raw: "X-PARTNER-ID", whole: "x-partner-id", parts: ["partner", "id"] },
      { raw: "the", whole: null, parts: [] },
    ]);
    expect(wordParts("simple")).toEqual([]);
  });
});

describe("indexedText (the plugin's JSON documents)", () => {
  it("tokenizes a document's field values, never its JSON punctuation or escapes", () => {
    const doc = JSON.stringify({ x: 'Refund Order\n"quoted" newline\\nX' });
    expect(tokenize(indexedText(doc))).toEqual(tokenize('Refund Order\n"quoted" newline\\nX'));
    expect(tokenize(indexedText(doc))).not.toContain("nnewline");
  });

  it("leaves a query that only looks like JSON alone", () => {
    expect(indexedText("{refund}")).toBe("{refund}");
    expect(indexedText("refund")).toBe("refund");
  });
});
