import { highlightSegments, highlightTermsFrom, matchRanges } from "../highlight";
import { resultHref } from "../links";

const marked = (text: string, terms: string[]) =>
  highlightSegments(text, terms)
    .filter((s) => s.match)
    .map((s) => s.text);

describe("highlighting", () => {
  it("marks whole words whose token is a term, in any case or plural", () => {
    expect(marked("Refunds and refund, REFUND.", ["refund"])).toEqual(["Refunds", "refund", "REFUND"]);
  });

  it("marks a code-like word whole when it is the term", () => {
    expect(marked("Send X-PARTNER-ID always", ["x-partner-id"])).toEqual(["X-PARTNER-ID"]);
    expect(marked("POST /v1.0/debit/status", ["v1.0/debit/status"])).toEqual(["v1.0/debit/status"]);
  });

  it("marks only the matching pieces of a code-like word", () => {
    expect(marked("partnerReferenceNo", ["reference"])).toEqual(["Reference"]);
    expect(marked("X-PARTNER-ID", ["partner", "id"])).toEqual(["PARTNER", "ID"]);
  });

  it("does not mark words that merely contain a term", () => {
    expect(marked("prefund unrefundable", ["refund"])).toEqual([]);
  });

  it("splits text into segments that join back to the text", () => {
    const text = "Call Refund Order to refund a payment.";
    expect(
      highlightSegments(text, ["refund"])
        .map((s) => s.text)
        .join(""),
    ).toBe(text);
    expect(highlightSegments("", ["refund"])).toEqual([{ text: "", match: false }]);
    expect(matchRanges("refund", [])).toEqual([]);
  });
});

describe("_highlight links", () => {
  it("puts each term in its own _highlight parameter before the anchor", () => {
    expect(resultHref("/api-docs-v2/api/x/", "request-body", ["refund", "x-partner-id"])).toBe(
      "/api-docs-v2/api/x/?_highlight=refund&_highlight=x-partner-id#request-body",
    );
    expect(resultHref("/api/x/", "", [])).toBe("/api/x/");
  });

  it("reads the terms back from a page's query string", () => {
    expect(highlightTermsFrom("?_highlight=refund&_highlight=x-partner-id&other=1")).toEqual([
      "refund",
      "x-partner-id",
    ]);
    expect(highlightTermsFrom("?_highlight=refund+order")).toEqual(["refund", "order"]);
    expect(highlightTermsFrom("")).toEqual([]);
  });
});
