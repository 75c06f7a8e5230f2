import { inlineMarkdownToRich, markdownToRich, richText } from "../rich";

describe("markdown of the OpenAPI document as rich nodes", () => {
  it("keeps the word space between two inline elements, also across a line break", () => {
    expect(inlineMarkdownToRich("with `feeType`\n**OUR** only")).toEqual([
      "with ",
      ["code", 0, "feeType"],
      " ",
      ["strong", 0, "OUR"],
      " only",
    ]);
    expect(inlineMarkdownToRich("`a` `b`")).toEqual([["code", 0, "a"], " ", ["code", 0, "b"]]);
  });

  it("drops the whitespace markdown leaves between and around blocks", () => {
    const nodes = markdownToRich("First.\n\n- one\n- two\n\nLast.");
    expect(nodes.map((n) => (typeof n === "string" ? "text" : n[0]))).toEqual(["p", "ul", "p"]);
    const list = nodes[1];
    expect(typeof list !== "string" && list.slice(2).every((n) => typeof n !== "string")).toBe(true);
    expect(richText(nodes)).toBe("First. one two Last.");
  });
});
