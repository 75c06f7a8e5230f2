import { describe, expect, it } from "vitest";
import { createIndexCache } from "../index-cache";
import { altsOf, documentsOf, intersect, matchedAlt, wordsOf } from "../matcher";
import { fixtureContext, fixtureFiles, page } from "./fixtures";

const synonyms = [
  ["webhook", "notification"],
  ["refund", "reversal"],
  ["access token", "bearer"],
];
const { meta, files } = fixtureFiles(
  [
    fixtureContext("guide", [
      ...page("Webhooks", "/guide/webhooks/", [], "Get a notification for each payment.", [
        ["Retries", "retries", "A webhook is sent again."],
      ]),
      ...page("Refunds", "/guide/refunds/", [], "Give the money back.", [["Reversal", "reversal", "Undo."]]),
      ...page("Access token", "/guide/access-token/", [], "Get a bearer for X-PARTNER-ID calls."),
    ]),
  ],
  synonyms,
);
const cache = () =>
  createIndexCache({
    meta,
    read: (file) => files.get(file) ?? "",
  });
const altsOfQuery = (query: string) => wordsOf(query, meta.synonyms).map((w) => altsOf(w, cache()));

describe("wordsOf", () => {
  it("joins the words of a synonym phrase into one word with the group's other members", () => {
    const words = wordsOf("access token ", meta.synonyms);
    expect(words).toHaveLength(1);
    expect(words[0]).toMatchObject({ tokens: ["access", "token"], synonyms: [["bearer"]] });
    expect(words[0].word.raw).toBe("access token");
  });

  it("names the shard keys each word needs before its alternatives are known", () => {
    expect(wordsOf("webhook ", meta.synonyms)[0].keys.sort()).toEqual(["no", "we"]);
  });
});

describe("altsOf", () => {
  it("lists the ways a word may match, best first", () => {
    expect(altsOfQuery("webhook ")[0]).toEqual([
      { kind: "exact", tokens: ["webhook"] },
      { kind: "synonym", tokens: ["notific"] },
    ]);
    expect(altsOfQuery("X-PARTNER-ID ")[0].map((a) => a.kind)).toEqual(["exact", "parts"]);
  });

  it("expands the word being typed to longer indexed words", () => {
    expect(altsOfQuery("webh")[0]).toContainEqual({ kind: "prefix", tokens: ["webhook"] });
    expect(altsOfQuery("webhook")[0].filter((a) => a.kind === "prefix")).toEqual([]);
  });

  it("corrects a word the index does not know, and brings the correction's synonyms", () => {
    expect(altsOfQuery("webhok ")[0]).toEqual([
      { kind: "exact", tokens: ["webhok"] },
      { kind: "typo", tokens: ["webhook"] },
      { kind: "typoSynonym", tokens: ["notific"] },
    ]);
  });
});

describe("documentsOf and matchedAlt", () => {
  it("finds the documents with every token of an alternative, by where they are", () => {
    const c = cache();
    const docs = documentsOf({ kind: "exact", tokens: ["webhook"] }, c);
    expect(docs && [...docs.x]).toEqual([0, 1]);
    expect(docs && [...docs.t]).toEqual([0]);
    expect(documentsOf({ kind: "exact", tokens: ["webhook", "unknownword"] }, c)).toBeNull();
    const [alts] = altsOfQuery("reversal ");
    expect(matchedAlt(alts, 3, c)).toEqual({ kind: "exact", tokens: ["reversal"] });
    expect(matchedAlt(alts, 2, c)).toEqual({ kind: "synonym", tokens: ["refund"] });
    expect(matchedAlt(alts, 0, c)).toBeUndefined();
  });

  it("intersects sorted id lists", () => {
    expect([...intersect([Int32Array.from([1, 2, 5, 9]), Int32Array.from([2, 9, 10])])]).toEqual([2, 9]);
  });
});

describe("word forms while typing and misspelt", () => {
  it("matches the stem a half-typed word has run past, and corrects a misspelt word without its ending", () => {
    const built = fixtureFiles([
      fixtureContext("guide", [
        ...page("Migrating from v1", "/guide/migrating/", [], "The migration in steps."),
        ...page("Notifications", "/guide/notifications/", [], "Notified of each payment."),
      ]),
    ]);
    const c = createIndexCache({ meta: built.meta, read: (file) => built.files.get(file) ?? "" });
    const alts = (query: string) => altsOf(wordsOf(query, [])[0], c);
    expect(alts("migrati")).toContainEqual({ kind: "prefix", tokens: ["migrat"] });
    expect(alts("refundh").filter((a) => a.kind === "prefix")).toEqual([]);
    expect(alts("notifcation ")).toContainEqual({ kind: "typo", tokens: ["notific"] });
  });
});
