import { loadSynonyms, parseSynonyms } from "../synonyms";
import { memberTokens } from "../../../lib/search/node";

describe("search synonyms file", () => {
  it("the writers' file is valid and has the issue's groups", () => {
    const groups = loadSynonyms();
    const find = (word: string) => groups.find((g) => g.includes(word));
    // "notification" also stands for notify and notified: the stemmer gives them one stem.
    expect(find("webhook")).toEqual(expect.arrayContaining(["notification", "callback"]));
    expect(memberTokens("notify")).toEqual(memberTokens("notification"));
    expect(find("payout")).toContain("disbursement");
    // The error message developers see is a member, searched with all its words.
    expect(find("rate limit")).toContain("too many requests");
    expect(memberTokens("too many requests")).toEqual(["too", "many", "request"]);
    // OTP is the customer's SMS password, not Saku's one-time token (OTT).
    expect(find("otp")).not.toContain("ott");
  });

  it("names the file, the line and the field of a bad entry", () => {
    expect(() => parseSynonyms("synonyms:\n  - [webhook]\n", "content/search-synonyms.yaml")).toThrow(
      /content\/search-synonyms\.yaml is invalid:\n {2}- line 2, synonyms\[0\]: a group needs at least two members/,
    );
    expect(() => parseSynonyms("synonyms:\n  - [webhook, the]\n", "s.yaml")).toThrow(
      /line 2, synonyms\[0\]\[1\]: "the" has no searchable word/,
    );
    expect(() => parseSynonyms("synonyms:\n  - [a1, b1]\n  - [c1, A1]\n", "s.yaml")).toThrow(
      /line 3, synonyms\[1\]\[1\]: "A1" is already in synonyms\[0\]\[0\]/,
    );
    expect(() => parseSynonyms("groups: []\n", "s.yaml")).toThrow(/s\.yaml is invalid/);
    expect(() => parseSynonyms("synonyms: [\n", "s.yaml")).toThrow(/s\.yaml: not valid YAML/);
  });

  it("rejects a phrase that loses words to the tokenizer, naming the phrase and what it would match", () => {
    const source = "synonyms:\n  - [rate limit, throttling]\n  - - refund\n    - give the money back\n";
    expect(() => parseSynonyms(source, "content/search-synonyms.yaml")).toThrow(
      'content/search-synonyms.yaml is invalid:\n  - line 4, synonyms[1][1]: "give the money back" loses "the" when tokenised',
    );
    expect(() => parseSynonyms("synonyms:\n  - [e wallet, ewallet]\n", "s.yaml")).toThrow(
      /line 2, synonyms\[0\]\[0\]: "e wallet" loses "e" when tokenised .* it would match "wallet" alone/,
    );
  });
});
