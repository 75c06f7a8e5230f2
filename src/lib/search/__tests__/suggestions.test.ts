import { suggestionGroups, suggestionsShown } from "../suggestions";
import { fixtureContext, fixtureEngine, page } from "./fixtures";

const guideSections = Array.from({ length: 9 }, (_, i): [string, string, string] => [
  `Step ${i + 1}`,
  `step-${i + 1}`,
  "Refund the order when asked. A debit answers 2005400.",
]);
const engine = fixtureEngine(
  [
    fixtureContext("guide", [
      ...page("Hosted checkout", "/guide/hc/", ["Integration Guides"], "Redirect the customer.", guideSections),
      ...page("Notifications", "/guide/notifications/", ["Integration Guides"], "How Saku notifies you.", [
        ["Verify a notification", "verify", "Check the signature of every notification."],
      ]),
      ...page("Settlement files", "/guide/settlement/", ["Integration Guides"], "Fetched over SFTP every day."),
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
      ...page("Direct Debit Payment", "/api/direct-debit/", ["API List"], "Charge the account.", [
        ["Response codes", "response-codes", "2005400 Successful"],
      ]),
    ]),
  ],
  { synonyms: [["webhook", "notification", "notify", "callback"]] },
);

describe("dropdown suggestions", () => {
  it("shows the reader's context first on a tie, then strong matches of the other context, within 8", () => {
    const groups = suggestionGroups(engine, "webhook", "api");
    expect(groups.map((g) => [g.label, g.hits.length])).toEqual([
      ["API List", 1],
      ["Integration Guides", 2],
    ]);
    expect(suggestionGroups(engine, "refund", "api")[0].hits[0].title).toBe("Refund Order");
  });

  it("puts the best hit first whatever the reader's context: its group leads with the hits that outrank the reader's best", () => {
    // The guides only mention "refund" in their text; the API has a page of that title.
    const groups = suggestionGroups(engine, "refund", "guide");
    expect(groups.map((g) => [g.label, g.hits.length])).toEqual([
      ["API List", 1],
      ["Integration Guides", 7],
    ]);
    // A mere mention in another page's text does not outrank the reader's mentions.
    expect(groups[0].hits.map((h) => h.title)).toEqual(["Refund Order"]);
    expect(suggestionsShown(groups)[0].title).toBe("Refund Order");
  });

  it("puts the API reference first for identifiers that score alike in a guide that mentions them", () => {
    const shown = suggestionsShown(suggestionGroups(engine, "2005400", "guide"));
    expect(shown.map((h) => `${h.context} ${h.title}`).slice(0, 3)).toEqual([
      "api Direct Debit Payment",
      "guide Hosted checkout",
      "guide Hosted checkout",
    ]);
  });

  it("shows the other context's hits, strong or not, when the reader's context has none", () => {
    // The guides mention SFTP in their text only; nothing in the API List.
    const groups = suggestionGroups(engine, "sftp", "api");
    expect(groups.map((g) => [g.label, g.hits.map((h) => h.title)])).toEqual([
      ["Integration Guides", ["Settlement files"]],
    ]);
    expect(groups[0].hits[0].strong).toBe(false);
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
