import { describe, expect, it } from "vitest";
import { checkEntryOperations, parseChangelogFrontmatter, todayInJakarta } from "../frontmatter";

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
    expect(() => checkEntryOperations([parseChangelogFrontmatter(valid, file)], new Set(["applyToken"]))).toThrow(
      `${file}: operations: transactionHistory is not an operationId of the OpenAPI document`,
    );
    expect(() => parseChangelogFrontmatter({ ...valid, date: "2025-06-03" }, file)).toThrow(
      "date: 2025-06-03 differs from the date the file name starts with",
    );
  });

  it("refuses an entry dated after today in GMT+7, naming today", () => {
    const future = "content/changelog/2027-05-01-later.mdx";
    expect(() => parseChangelogFrontmatter({ ...valid, date: "2027-05-01" }, future, "2026-11-25")).toThrow(
      `${future}: date: 2027-05-01 is in the future (today is 2026-11-25 in GMT+7)`,
    );
    expect(
      parseChangelogFrontmatter({ ...valid, date: "2026-11-25" }, "content/changelog/2026-11-25-a.mdx", "2026-11-25")
        .date,
    ).toBe("2026-11-25");
    // 2026-11-25T18:00Z is already 26 November in Jakarta.
    expect(todayInJakarta(Date.parse("2026-11-25T18:00:00Z"))).toBe("2026-11-26");
    expect(todayInJakarta(Date.parse("2026-11-25T16:59:00Z"))).toBe("2026-11-25");
  });

  it("lets older entries keep naming an operation that a later entry removed, and nothing else", () => {
    const at = (date: string, over: object) =>
      parseChangelogFrontmatter({ ...valid, date, ...over }, `content/changelog/${date}-x.mdx`, "2026-12-31");
    const launch = at("2024-10-01", { operations: ["pgConsultPay"], changes: ["added"] });
    const removal = at("2026-03-02", { operations: [], removed: ["pgConsultPay"], changes: ["breaking"] });
    const known = new Set(["pgCreateOrder"]);
    expect(() => checkEntryOperations([removal, launch], known)).not.toThrow();
    // Without the removal, the old entry names an unknown operation, and the message says how to retire it.
    expect(() => checkEntryOperations([launch], known)).toThrow(
      /pgConsultPay is not an operationId[\s\S]*lists it under removed/,
    );
    // After the removal, a new entry cannot name it.
    const later = at("2026-06-01", { operations: ["pgConsultPay"] });
    expect(() => checkEntryOperations([later, removal, launch], known)).toThrow(
      "content/changelog/2026-06-01-x.mdx: operations: pgConsultPay (content/changelog/2026-03-02-x.mdx removed it on 2026-03-02, before this entry)",
    );
    // `removed` names operations that are gone, in a breaking entry.
    expect(() => checkEntryOperations([removal], new Set(["pgConsultPay"]))).toThrow(
      "removed: pgConsultPay is still an operationId of the OpenAPI document",
    );
    expect(() => at("2026-03-02", { removed: ["pgConsultPay"], changes: ["changed"] })).toThrow(
      "removed: removing an operation is a breaking change",
    );
  });
});
