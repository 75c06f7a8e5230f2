import { alternatives, analyzeQuery } from "../query";

describe("analyzeQuery", () => {
  it("treats the last word as a prefix while it is being typed", () => {
    expect(analyzeQuery("refund ord").map((w) => [w.whole, w.prefix])).toEqual([
      ["refund", false],
      ["ord", true],
    ]);
    expect(analyzeQuery("refund order ").every((w) => !w.prefix)).toBe(true);
  });

  it("drops words that leave no token and does not expand a single letter", () => {
    expect(analyzeQuery("the refund")).toHaveLength(1);
    expect(analyzeQuery("r")).toEqual([]);
  });

  it("lists the ways a word can match, best first", () => {
    const [word] = analyzeQuery("X-PART");
    expect(alternatives(word, (p) => [`${p}ner-id`, p])).toEqual([
      { kind: "exact", tokens: ["x-part"] },
      { kind: "parts", tokens: ["part"] },
      { kind: "prefix", tokens: ["x-partner-id"] },
    ]);
  });
});
