import { groupExamples, outcomeOf } from "../example-groups";
import type { ExampleView } from "../types";

const example = (status: string, summary: string): ExampleView => ({
  id: `response-example-${status}-${summary}`,
  status,
  summary,
  description: [],
  code: { language: "json", title: "", classes: [], tokens: [] },
});

describe("response example groups", () => {
  it("sort statuses into success, client and server errors", () => {
    expect(["200", "202", "400", "404", "429", "500", "504"].map(outcomeOf)).toEqual([
      "success",
      "success",
      "client",
      "client",
      "client",
      "server",
      "server",
    ]);
  });

  it("keep the success group first and leave empty groups out", () => {
    const groups = groupExamples([example("400", "bad"), example("200", "ok"), example("401", "sig")]);
    expect(groups.map((g) => [g.outcome, g.examples.map((e) => e.summary)])).toEqual([
      ["success", ["ok"]],
      ["client", ["bad", "sig"]],
    ]);
  });
});
