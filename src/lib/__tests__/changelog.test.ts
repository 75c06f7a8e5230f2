import { describe, expect, it } from "vitest";
import {
  filterFromSearch,
  formatEntryDate,
  matchesTags,
  noFilter,
  notesByOperation,
  searchForFilter,
  sortEntries,
  toggleTag,
  type ChangelogEntryData,
} from "../changelog";

const entry = (slug: string, over: Partial<ChangelogEntryData> = {}): ChangelogEntryData => ({
  slug,
  file: `content/changelog/${slug}.mdx`,
  date: slug.slice(0, 10),
  title: "Transaction History (beta)",
  products: ["widget"],
  changes: ["added"],
  operations: ["transactionHistory"],
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

  it("combines tags with OR within a group and AND across the groups", () => {
    const widgetAdded = { products: ["widget"], changes: ["added"] };
    const bankBreaking = { products: ["disbursement"], changes: ["breaking"] };
    const pgFixed = { products: ["payment-gateway"], changes: ["fixed"] };
    const keep = (products: string[], changes: string[]) =>
      [widgetAdded, bankBreaking, pgFixed].filter((e) => matchesTags(e, { products, changes }));
    expect(keep([], [])).toEqual([widgetAdded, bankBreaking, pgFixed]);
    // Two products: entries of either.
    expect(keep(["widget", "disbursement"], [])).toEqual([widgetAdded, bankBreaking]);
    expect(keep([], ["added", "fixed"])).toEqual([widgetAdded, pgFixed]);
    // A product and a change type: both must hold.
    expect(keep(["widget", "disbursement"], ["breaking"])).toEqual([bankBreaking]);
    expect(keep(["widget"], ["breaking"])).toEqual([]);
  });

  it("reads and writes the filter as a shareable query string, one address per filter", () => {
    expect(filterFromSearch("?products=widget,disbursement&changes=breaking")).toEqual({
      products: ["widget", "disbursement"],
      changes: ["breaking"],
    });
    // Unknown or misplaced tags are dropped, the order is the filter's.
    expect(filterFromSearch("?products=disbursement,nope,widget,breaking&changes=added&x=1")).toEqual({
      products: ["widget", "disbursement"],
      changes: ["added"],
    });
    expect(filterFromSearch("")).toEqual(noFilter);
    expect(searchForFilter({ products: ["disbursement", "widget"], changes: ["breaking"] })).toBe(
      "?products=widget,disbursement&changes=breaking",
    );
    expect(searchForFilter(noFilter)).toBe("");
    const twice = toggleTag(toggleTag(noFilter, "widget"), "breaking");
    expect(twice).toEqual({ products: ["widget"], changes: ["breaking"] });
    expect(toggleTag(twice, "widget")).toEqual({ products: [], changes: ["breaking"] });
    expect(filterFromSearch(searchForFilter(twice))).toEqual(twice);
  });

  it("formats an entry's day without a time zone shift", () => {
    expect(formatEntryDate("2025-01-06")).toBe("6 January 2025");
  });
});
