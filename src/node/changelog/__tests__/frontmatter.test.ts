import { describe, expect, it } from "vitest";
import { parseChangelogFrontmatter } from "../frontmatter";

const file = "content/changelog/2025-06-02-transaction-history.mdx";
const valid = {
  date: "2025-06-02",
  title: "Transaction History (beta)",
  products: ["widget"],
  changes: ["added"],
  operations: ["transactionHistory"],
};

describe("changelog frontmatter", () => {
  it("accepts a valid entry, also with the date as YAML reads it (a Date)", () => {
    expect(parseChangelogFrontmatter(valid, file)).toMatchObject({
      slug: "2025-06-02-transaction-history",
      date: "2025-06-02",
    });
    expect(parseChangelogFrontmatter({ ...valid, date: new Date("2025-06-02T00:00:00Z") }, file).date).toBe(
      "2025-06-02",
    );
  });

  it.each([
    [{ ...valid, date: "2 June 2025" }, "date: must be a date written YYYY-MM-DD"],
    [{ ...valid, date: "2025-02-30" }, "date: is not a real calendar date"],
    [{ ...valid, changes: ["removed"] }, "changes.0:"],
    [{ ...valid, products: [] }, "products: needs at least one product"],
    [{ ...valid, tittle: "x" }, "tittle"],
    [{ ...valid, title: undefined }, "title:"],
  ])("names the file and the field of a mistake (%#)", (data, message) => {
    expect(() => parseChangelogFrontmatter(data, file)).toThrow(file);
    expect(() => parseChangelogFrontmatter(data, file)).toThrow(message);
  });

  it("rejects an operationId the OpenAPI document does not have, and a date that differs from the file name", () => {
    expect(() => parseChangelogFrontmatter(valid, file, new Set(["applyToken"]))).toThrow(
      `${file}: operations: transactionHistory is not an operationId of the OpenAPI document`,
    );
    expect(() => parseChangelogFrontmatter({ ...valid, date: "2025-06-03" }, file)).toThrow(
      "date: 2025-06-03 differs from the date the file name starts with",
    );
  });
});
