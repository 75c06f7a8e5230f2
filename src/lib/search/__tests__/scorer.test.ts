import { describe, expect, it } from "vitest";
import { createIndexCache, indexLayout } from "../index-cache";
import { wordsOf } from "../matcher";
import { createScorer, EXACT_TITLE_BONUS, kthLargest, MATCH_SCORES, scoreWord } from "../scorer";
import { fixtureContext, fixtureFiles, page } from "./fixtures";

const { meta, files } = fixtureFiles(
  [
    fixtureContext("guide", [
      ...page("Webhooks", "/guide/webhooks/", [], "Get a notification for each payment.", [
        ["Retries", "retries", "A webhook is sent again."],
      ]),
      ...page("Payments", "/guide/payments/", [], "Take a payment.", [
        ["Notifications", "notifications", "We tell you about each payment."],
      ]),
    ]),
    fixtureContext("api", page("Charge Payment", "/api/charge-payment/", [], "A webhook call for payment 2005400.")),
  ],
  [["webhook", "notification"]],
);
const setup = () => {
  const cache = createIndexCache({ meta, read: (file) => files.get(file) ?? "" });
  const layout = indexLayout(meta);
  return { cache, layout, scorer: createScorer(cache, layout) };
};
const word = (query: string) => wordsOf(query, meta.synonyms)[0];

describe("scoreWord", () => {
  it("scores each document by how and where the word matched", () => {
    const { cache, layout } = setup();
    const result = scoreWord(word("webhook "), cache, layout);
    // Title of its page, a section of that page that has the word, the text of another page.
    expect(result.score[0]).toBe(MATCH_SCORES.exact.title);
    expect(result.score[1]).toBe(MATCH_SCORES.exact.sectionOfTitle);
    expect(result.score[4]).toBe(MATCH_SCORES.exact.body);
    // A synonym in a heading scores where the word itself is absent, and supports where it is there.
    expect(result.score[3]).toBeCloseTo(MATCH_SCORES.synonym.heading);
    expect(result.support[0]).toBeCloseTo(MATCH_SCORES.synonym.body);
    expect(result.matchBits[0] & 3).toBe(3);
    expect(result.matchBits[4] & 1).toBe(0);
    expect(result.candidates.sort()).toEqual([0, 1, 3, 4]);
  });
});

describe("createScorer", () => {
  it("ranks the documents that match every word, best first", () => {
    const { scorer } = setup();
    const { ranked, total } = scorer.rank(wordsOf("webhook payment ", meta.synonyms), null);
    expect(total).toBe(3);
    // The query names the Payments page and its Notifications section says the rest (a synonym
    // in its heading): the title's score, the synonym's and the named page's bonus. Then 12 + 3
    // each (a title, then a text); the synonym in the Webhooks page's text breaks that tie.
    expect(ranked.map((r) => [r.id, r.score, r.support])).toEqual([
      [3, expect.closeTo(12 + 2.8 + EXACT_TITLE_BONUS) as number, 0],
      [0, 15, 9],
      [4, 15, 0],
    ]);
    expect(ranked[0]).toMatchObject({ kind: 1, strong: true, direct: false, page: "1" });
  });

  it("counts within one context, and leaves out a word that matches nothing", () => {
    const { scorer } = setup();
    expect(scorer.rank(wordsOf("webhook ", meta.synonyms), "api", 0).total).toBe(1);
    const { words, ranked } = scorer.rank(wordsOf("webhook qqqzzz ", meta.synonyms), null);
    expect(words.map((w) => w.word.raw)).toEqual(["webhook"]);
    expect(ranked.length).toBeGreaterThan(0);
  });

  it("puts the reference first for a query of codes only", () => {
    const { scorer } = setup();
    expect(scorer.rank(wordsOf("2005400", meta.synonyms), null).ranked[0]).toMatchObject({ id: 4, reference: 1 });
  });

  it("of more matches than the limit, keeps the best and the ties interleaving can reach", () => {
    const { scorer } = setup();
    const { ranked, total } = scorer.rank(wordsOf("payment ", meta.synonyms), null, 1);
    expect(total).toBeGreaterThan(1);
    expect(ranked[0].id).toBe(2);
  });
});

describe("kthLargest", () => {
  it("finds the k-th largest value", () => {
    expect(kthLargest([3, 1, 4, 1, 5, 9, 2, 6], 1)).toBe(9);
    expect(kthLargest([3, 1, 4, 1, 5, 9, 2, 6], 3)).toBe(5);
    expect(kthLargest([2, 2, 2], 2)).toBe(2);
  });
});
