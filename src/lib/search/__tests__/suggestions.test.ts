import { suggestionGroups } from "../suggestions";
import { fixtureContext, fixtureEngine, page } from "./fixtures";

const guideSections = Array.from({ length: 9 }, (_, i): [string, string, string] => [
  `Step ${i + 1}`,
  `step-${i + 1}`,
  "Refund the order when asked.",
]);
const engine = fixtureEngine(
  [
    fixtureContext("guide", [
      ...page("Hosted checkout", "/guide/hc/", ["Integration Guides"], "Redirect the customer.", guideSections),
      ...page("Notifications", "/guide/notifications/", ["Integration Guides"], "How Saku notifies you.", [
        ["Verify a notification", "verify", "Check the signature of every notification."],
      ]),
    ]),
    fixtureContext("api", [
      ...page(
        "Refund Order",
        "/api/refund-order/",
        ["API List"],
        "Refund a paid order.",
        [],
        "POST /v1.0/debit/refund",
      ),
      ...page("Finish Notify", "/api/finish-notify/", ["API List"], "Saku calls you.", [], "POST /finish"),
      ...page("Query Shop", "/api/query-shop/", ["API List"], "Mentions a refund in passing."),
    ]),
  ],
  { synonyms: [["webhook", "notification", "notify", "callback"]] },
);

describe("dropdown suggestions (issue 16)", () => {
  it("shows the reader's context first, then strong matches of the other context, within 8", () => {
    const groups = suggestionGroups(engine, "refund", "guide");
    expect(groups.map((g) => [g.label, g.hits.length])).toEqual([
      ["Integration Guides", 7],
      ["API List", 1],
    ]);
    // A mere mention in another page's text is not a strong match.
    expect(groups[1].hits.map((h) => h.title)).toEqual(["Refund Order"]);
  });

  it("lets the other context fill the list when the reader's has little", () => {
    const groups = suggestionGroups(engine, "refund", "api");
    expect(groups[0].hits[0].title).toBe("Refund Order");
    expect(groups.flatMap((g) => g.hits).length).toBeLessThanOrEqual(8);
  });

  it("one group outside both contexts", () => {
    expect(suggestionGroups(engine, "refund", null)).toHaveLength(1);
  });

  it("finds synonyms from the writers' file, below the word typed", () => {
    const guide = suggestionGroups(engine, "webhook", "guide");
    expect(guide[0].hits.map((h) => h.section)).toContain("Verify a notification");
    expect(guide[1].hits.map((h) => h.title)).toEqual(["Finish Notify"]);
    expect(engine.search("notification")[0].score).toBeGreaterThan(engine.search("webhook")[0].score);
  });
});
