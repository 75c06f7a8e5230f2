import { analyzeQuery } from "../query";

describe("analyzeQuery", () => {
  it("treats the last word as a prefix while it is being typed", () => {
    expect(analyzeQuery("refund ord").map((w) => [w.whole, w.prefix])).toEqual([
      ["refund", false],
      ["ord", true],
    ]);
    expect(analyzeQuery("refund order ").every((w) => !w.prefix)).toBe(true);
  });

  it("drops the words of a question form and request verbs, not the words asked about", () => {
    const words = (q: string) => analyzeQuery(q).map((w) => w.whole);
    expect(words("how long is the access token valid")).toEqual(["access", "token", "valid"]);
    expect(words("which fields does create order need")).toEqual(["field", "creat", "order"]);
    expect(words("too many requests")).toEqual(["too", "many", "request"]);
    expect(words("long polling")).toEqual(["long", "poll"]);
  });

  it("drops words that leave no token and does not expand a single letter", () => {
    expect(analyzeQuery("the refund")).toHaveLength(1);
    expect(analyzeQuery("r")).toEqual([]);
  });

  it("marks code-like words: digits or parts", () => {
    expect(analyzeQuery("refund 2005400 X-PARTNER-ID partnerReferenceNo").map((w) => w.code)).toEqual([
      false,
      true,
      true,
      true,
    ]);
  });
});
