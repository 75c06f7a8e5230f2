import { loadSynonyms, parseSynonyms } from "../synonyms";

describe("search synonyms file", () => {
  it("the writers' file is valid and has the issue's groups", () => {
    const groups = loadSynonyms();
    const find = (word: string) => groups.find((g) => g.includes(word));
    expect(find("webhook")).toEqual(expect.arrayContaining(["notification", "notify", "callback"]));
    expect(find("payout")).toContain("disbursement");
  });

  it("names the file and the field of a bad entry", () => {
    expect(() => parseSynonyms("synonyms:\n  - [webhook]\n", "content/search-synonyms.yaml")).toThrow(
      /content\/search-synonyms\.yaml is invalid:\n {2}- synonyms\[0\]: a group needs at least two members/,
    );
    expect(() => parseSynonyms("synonyms:\n  - [webhook, the]\n", "s.yaml")).toThrow(
      /synonyms\[0\]\[1\]: "the" has no searchable word/,
    );
    expect(() => parseSynonyms("synonyms:\n  - [a1, b1]\n  - [c1, A1]\n", "s.yaml")).toThrow(
      /synonyms\[1\]\[1\]: "A1" is already in synonyms\[0\]\[0\]/,
    );
    expect(() => parseSynonyms("groups: []\n", "s.yaml")).toThrow(/s\.yaml is invalid/);
    expect(() => parseSynonyms("synonyms: [\n", "s.yaml")).toThrow(/s\.yaml: not valid YAML/);
  });
});
