// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { parseAtomFeed } from "feedsmith";
import { atomFeed } from "../feed";
import { markdownToHtml } from "../html";
import { atomProblems } from "./rfc4287";

function sampleFeed(): string {
  return atomFeed({
    id: "https://docs.example/api-docs-v2/changelog/",
    title: "Docs: Changelog",
    subtitle: "Changes & fixes <API>",
    pageUrl: "https://docs.example/api-docs-v2/changelog/",
    feedUrl: "https://docs.example/api-docs-v2/changelog/atom.xml",
    entries: [
      {
        id: "https://docs.example/api-docs-v2/changelog/#2025-06-02-a",
        url: "https://docs.example/api-docs-v2/changelog/#2025-06-02-a",
        title: "Transaction History & Detail",
        date: "2025-06-02",
        categories: [{ term: "widget", label: "Saku Widget" }],
        html: markdownToHtml([
          {
            type: "paragraph",
            children: [
              { type: "text", value: "Use " },
              { type: "inlineCode", value: "<partnerReferenceNo>" },
              { type: "text", value: " on " },
              { type: "link", url: "https://docs.example/x/", children: [{ type: "text", value: "the page" }] },
            ],
          },
        ]),
      },
      {
        id: "https://docs.example/api-docs-v2/changelog/#2024-07-01-b",
        url: "https://docs.example/api-docs-v2/changelog/#2024-07-01-b",
        title: "Payment gateway",
        date: "2024-07-01",
        categories: [],
        html: "<p>Second</p>",
      },
    ],
  });
}

describe("the changelog's Atom feed", () => {
  it("meets RFC 4287: required elements, ids as absolute IRIs, RFC 3339 dates, an author, content types", () => {
    expect(atomProblems(sampleFeed())).toEqual([]);
  });

  it.each([
    [
      "a missing feed id",
      (x: string) => x.replace(/ {2}<id>[^<]*<\/id>\n/, ""),
      "feed: 0 atom:id elements (exactly 1 required)",
    ],
    [
      "a relative entry id",
      (x: string) =>
        x.replace("<id>https://docs.example/api-docs-v2/changelog/#2024-07-01-b</id>", "<id>#2024-07-01-b</id>"),
      'entry 2: atom:id "#2024-07-01-b" is not an absolute IRI',
    ],
    [
      "a date without a time",
      (x: string) => x.replace("<updated>2024-07-01T00:00:00+07:00</updated>", "<updated>2024-07-01</updated>"),
      'entry 2: atom:updated "2024-07-01" is not an RFC 3339 date-time',
    ],
    [
      "an impossible day",
      (x: string) => x.replace("<published>2024-07-01T00:00:00+07:00", "<published>2024-02-30T00:00:00+07:00"),
      'entry 2: atom:published "2024-02-30T00:00:00+07:00" is not an RFC 3339 date-time',
    ],
    [
      "no author anywhere",
      (x: string) => x.replace(/ {2}<author>.*<\/author>\n/, ""),
      "entry 1: no atom:author, and the feed has none either",
    ],
    [
      "an author without a name",
      (x: string) => x.replace(/<author><name>[^<]*<\/name><\/author>/, "<author></author>"),
      "feed: atom:author 1: 0 atom:name elements (exactly 1 required)",
    ],
    [
      "unescaped HTML content",
      (x: string) =>
        x.replace(
          '<content type="html">&lt;p&gt;Second&lt;/p&gt;</content>',
          '<content type="html"><p>Second</p></content>',
        ),
      "entry 2: atom:content of type html must not hold elements (escape the markup)",
    ],
    [
      "an unknown content type",
      (x: string) => x.replace('<content type="html">&lt;p&gt;Second', '<content type="markdown">&lt;p&gt;Second'),
      'entry 2: atom:content has type "markdown"',
    ],
    [
      "two entries with one id",
      (x: string) => x.replace("#2024-07-01-b</id>", "#2025-06-02-a</id>"),
      'entry 2: atom:id "https://docs.example/api-docs-v2/changelog/#2025-06-02-a" is also the id of entry 1',
    ],
    [
      "a second title",
      (x: string) => x.replace("<entry>\n", '<entry>\n    <title type="text">Again</title>\n'),
      "entry 1: 2 atom:title elements (exactly 1 required)",
    ],
    ["no self link", (x: string) => x.replace(/ {2}<link rel="self"[^>]*\/>\n/, ""), 'feed: no atom:link rel="self"'],
    [
      "a category without a term",
      (x: string) => x.replace('term="widget"', 'scheme="x"'),
      "entry 1: an atom:category has no term",
    ],
    ["broken XML", (x: string) => x.replace("</feed>", ""), "not well-formed XML"],
  ])("reports %s", (_what, breakIt, problem) => {
    const problems = atomProblems(breakIt(sampleFeed()));
    expect(problems.join("\n")).toContain(problem);
  });

  it("also reads in a feed reader's parser, with every entry and its full content", () => {
    const feed = parseAtomFeed(sampleFeed());
    // Atom text constructs come back as { type, value }.
    const value = (t: unknown): string => (typeof t === "string" ? t : String((t as { value?: unknown })?.value ?? ""));
    expect(value(feed.title)).toBe("Docs: Changelog");
    expect(feed.updated).toBe("2025-06-02T00:00:00+07:00");
    expect(feed.entries?.map((e) => value(e.title))).toEqual(["Transaction History & Detail", "Payment gateway"]);
    const content = value(feed.entries?.[0].content);
    expect(content).toContain("<code>&#x3C;partnerReferenceNo></code>");
    expect(content).toContain('<a href="https://docs.example/x/">the page</a>');
    expect(feed.entries?.[0].categories?.[0]).toMatchObject({ term: "widget", label: "Saku Widget" });
  });
});
