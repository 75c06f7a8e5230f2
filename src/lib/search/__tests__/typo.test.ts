import { allowedTypos, corrections, editDistance } from "../typo";
import { fixtureContext, fixtureEngine, page } from "./fixtures";

describe("typo tolerance", () => {
  it("allows one edit from 4 letters, two from 8, none for short words or code tokens", () => {
    expect(allowedTypos("pay")).toBe(0);
    expect(allowedTypos("refnd")).toBe(1);
    expect(allowedTypos("signiture")).toBe(2);
    expect(allowedTypos("2005400")).toBe(0);
    expect(allowedTypos("x-partner-id")).toBe(0);
  });

  it("measures edits, a swap of neighbours counting as one", () => {
    expect(editDistance("refnd", "refund", 1)).toBe(1);
    expect(editDistance("recieve", "receive", 1)).toBe(1);
    expect(editDistance("signiture", "signature", 2)).toBe(1);
    expect(editDistance("abc", "xyz", 1)).toBe(2);
  });

  it("corrects to the closest words of the vocabulary", () => {
    expect(corrections("refnd", ["refund", "refunds", "render", "order"])).toEqual(["refund"]);
    expect(corrections("pay", ["pan", "day"])).toEqual([]);
  });

  const engine = fixtureEngine([
    fixtureContext("api", [
      ...page("Refund Order", "/api/refund-order/", ["API List"], "Refund a paid order."),
      ...page("Query Payment", "/api/query-payment/", ["API List"], "Get a status. Returns 2005500.", [
        ["Response codes", "response-codes", "2005500 Successful"],
      ]),
    ]),
  ]);

  it("corrects a word whose first letters are wrong, from the whole vocabulary", () => {
    expect(engine.search("rfund")[0]).toMatchObject({ title: "Refund Order", terms: ["refund"] });
    expect(engine.search("erfund")[0]).toMatchObject({ title: "Refund Order" });
  });

  it("gives a corrected word its synonyms, below the correction", () => {
    const withSynonyms = fixtureEngine(
      [
        fixtureContext("api", [
          ...page("Finish Notify", "/api/finish-notify/", ["API List"], "Saku calls your notification URL."),
          ...page("Libraries", "/api/libraries/", ["API List"], "Download the webhook handler."),
        ]),
      ],
      { synonyms: [["webhook", "notification"]] },
    );
    expect(withSynonyms.search("webhok").map((h) => h.title)).toEqual(["Libraries", "Finish Notify"]);
    expect(withSynonyms.search("webhok")[1].terms).toEqual(["notific"]);
  });

  it("finds a misspelt word's page, ranked below exact matches, but never corrects a code", () => {
    expect(engine.search("refnd")[0]).toMatchObject({ title: "Refund Order", terms: ["refund"], strong: true });
    expect(engine.search("refund")[0].score).toBeGreaterThan(engine.search("refnd")[0].score);
    expect(engine.search("2005501")).toEqual([]);
  });
});
