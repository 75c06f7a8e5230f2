import path from "node:path";
import { engineOf, indexContent } from "../bench";
import { CROSS_CONTEXT_SET, OFFERED_SET, RELEVANCE_SET, scoreOffered, scoreRelevance } from "../relevance";
import { loadSidebars } from "../../pages";
import { fixtureContext, fixtureEngine, page } from "../../../lib/search/__tests__/fixtures";

describe("relevance set", () => {
  const index = indexContent(
    path.resolve("content"),
    loadSidebars(),
    path.resolve("content/openapi/merchant-api-v2.yaml"),
  );
  const engine = engineOf(index);

  it("has at least 40 queries of every kind, from both contexts", () => {
    expect(RELEVANCE_SET.length).toBeGreaterThanOrEqual(40);
    expect(new Set(RELEVANCE_SET.map((c) => c.kind))).toEqual(
      new Set(["task", "code", "field", "typo", "synonym", "product"]),
    );
    // null: the search page, which searches every context.
    expect(new Set(RELEVANCE_SET.map((c) => c.from))).toEqual(new Set(["guide", "api", null]));
  });

  it("puts the expected page among the first 3 suggestions as the dropdown shows them for at least 90 % of the queries", () => {
    const result = scoreRelevance(engine);
    // The misses are in the message, so a failure says which queries regressed.
    expect({ score: result.score >= 0.9, misses: result.misses }).toEqual({
      score: true,
      misses: expect.any(Array) as unknown,
    });
  });

  it("has at least 60 cross-context queries typed on a guide or an API page, questions and word forms among them", () => {
    expect(CROSS_CONTEXT_SET.length).toBeGreaterThanOrEqual(60);
    expect(new Set(CROSS_CONTEXT_SET.map((c) => c.from))).toEqual(new Set(["guide", "api"]));
    const answerContext = (c: (typeof CROSS_CONTEXT_SET)[number]) =>
      [c.expect].flat().every((route) => route.startsWith("/api/")) ? "api" : "guide";
    expect(CROSS_CONTEXT_SET.filter((c) => answerContext(c) === c.from)).toEqual([]);
    for (const kind of ["question", "form", "code", "task"] as const)
      expect(CROSS_CONTEXT_SET.filter((c) => c.kind === kind).length).toBeGreaterThanOrEqual(4);
  });

  it("puts the answer in the other context among the first 3 suggestions for at least 95 % of the cross-context queries", () => {
    const result = scoreRelevance(engine, CROSS_CONTEXT_SET);
    expect({ score: result.score >= 0.95, misses: result.misses }).toEqual({
      score: true,
      misses: expect.any(Array) as unknown,
    });
  });

  it("offers the other context's page for every query whose best page is there", () => {
    expect(scoreOffered(engine).misses).toEqual([]);
    expect(OFFERED_SET.every((c) => c.from === "guide" || c.from === "api")).toBe(true);
  });
});

describe("relevance scoring", () => {
  // Seven guide sections about refunds, then the API's Refund Order: the dropdown shows it sixth.
  const engine = fixtureEngine([
    fixtureContext(
      "guide",
      page(
        "Refunds",
        "/guide/refunds/",
        ["Integration Guides"],
        "About refunds.",
        Array.from({ length: 6 }, (_, i) => [`Refund step ${i}`, `step-${i}`, "Refund it."]),
      ),
    ),
    fixtureContext("api", page("Refund Order", "/api/refund-order/", ["API List"], "Refund a paid order.")),
  ]);

  it("counts a case only when its page is among the first 3 suggestions shown, not the first 3 of each group", () => {
    const refund = { query: "refund", from: "guide", kind: "task" } as const;
    expect(scoreRelevance(engine, [{ ...refund, expect: "/api/refund-order/" }]).passed).toBe(0);
    expect(scoreRelevance(engine, [{ ...refund, expect: "/guide/refunds/" }]).passed).toBe(1);
    expect(scoreOffered(engine, [{ ...refund, expect: "/api/refund-order/" }]).passed).toBe(1);
  });
});
