import { describe, expect, it } from "vitest";
import { parseAtomFeed } from "feedsmith";
import { atomFeed } from "../feed";
import { markdownToHtml } from "../html";

describe("the changelog's Atom feed", () => {
  it("parses with a feed parser and carries every entry with its full content", () => {
    const xml = atomFeed({
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
    const feed = parseAtomFeed(xml);
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
