import { describe, expect, it } from "vitest";
import { formatEntryDate, matchesTags, notesByOperation, sortEntries, type ChangelogEntryData } from "../changelog";

// Plain data, as the build's frontmatter parser (tested in src/node/changelog/__tests__) produces it.
const entry = (slug: string, over: Partial<ChangelogEntryData> = {}): ChangelogEntryData => ({
  date: slug.slice(0, 10),
  title: "Transaction History (beta)",
  products: ["widget"],
  changes: ["added"],
  operations: ["transactionHistory"],
  slug,
  file: `content/changelog/${slug}.mdx`,
  ...over,
});

describe("changelog order, notes and filter", () => {
  it("sorts newest first and lists an operation's entries newest first", () => {
    const entries = [entry("2024-07-01-a"), entry("2025-06-02-b"), entry("2025-01-06-c", { operations: [] })];
    expect(sortEntries(entries).map((e) => e.slug)).toEqual(["2025-06-02-b", "2025-01-06-c", "2024-07-01-a"]);
    expect(
      notesByOperation(entries)
        .get("transactionHistory")
        ?.map((n) => n.date),
    ).toEqual(["2025-06-02", "2024-07-01"]);
  });

  it("keeps entries carrying every chosen tag", () => {
    const e = { products: ["widget"], changes: ["added"] };
    expect(matchesTags(e, [])).toBe(true);
    expect(matchesTags(e, ["widget", "added"])).toBe(true);
    expect(matchesTags(e, ["breaking"])).toBe(false);
  });

  it("formats an entry's day without a time zone shift", () => {
    expect(formatEntryDate("2025-01-06")).toBe("6 January 2025");
  });
});
