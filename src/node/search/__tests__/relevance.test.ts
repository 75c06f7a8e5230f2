import path from "node:path";
import { engineOf, indexContent } from "../bench";
import { RELEVANCE_SET, scoreRelevance } from "../relevance";
import { loadSidebars } from "../../sidebars";

describe("relevance set (issue 16)", () => {
  const index = indexContent(
    path.resolve("content"),
    loadSidebars(),
    path.resolve("content/openapi/merchant-api-v2.yaml"),
  );

  it("has at least 40 queries of every kind, from both contexts", () => {
    expect(RELEVANCE_SET.length).toBeGreaterThanOrEqual(40);
    expect(new Set(RELEVANCE_SET.map((c) => c.kind))).toEqual(
      new Set(["task", "code", "field", "typo", "synonym", "product"]),
    );
    expect(new Set(RELEVANCE_SET.map((c) => c.from))).toEqual(new Set(["guide", "api"]));
  });

  it("puts the expected page in the dropdown's top 3 for at least 90 % of the queries", () => {
    const result = scoreRelevance(engineOf(index));
    // The misses are in the message, so a failure says which queries regressed.
    expect({ score: result.score >= 0.9, misses: result.misses }).toEqual({
      score: true,
      misses: expect.any(Array) as unknown,
    });
  });
});
