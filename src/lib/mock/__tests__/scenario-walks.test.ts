import fs from "node:fs";
import { paymentWalks } from "./scenario-walks-payments";
import { moneyOutWalks } from "./scenario-walks-money-out";
import { World } from "./scenario-world";

/**
 * Every mandatory scenario of the Scenario Testing guide, walked against the API mock with the
 * document's operations: the table rows are read from content/guide/scenario-testing.mdx, so a
 * new row without a walk here fails. Each walk makes the calls the row's trigger describes and
 * returns the response codes it received; every code the row's "Expected response" names must be
 * among them, and the walk checks the rest (statuses, same references) itself.
 */

interface Row {
  id: string;
  trigger: string;
  expected: string;
}
const guide = fs.readFileSync("content/guide/scenario-testing.mdx", "utf8");
const section = guide.slice(guide.indexOf("## Mandatory scenarios"), guide.indexOf("## Simulating notifications"));
const rows: Row[] = section.split("\n").flatMap((line) => {
  const cells = line.split("|").map((c) => c.trim());
  return /^[A-Z]{1,2}-\d{2}$/.test(cells[1] ?? "") ? [{ id: cells[1], trigger: cells[3], expected: cells[4] }] : [];
});

/** Scenarios that test the merchant's notification endpoint, not a call to the API the mock serves. */
const notApiCalls: Record<string, string> = {
  "C-07": "the dashboard sends a notification with an invalid signature to the merchant's endpoint",
  "C-08": "the dashboard resends a notification to the merchant's endpoint",
};

const walks = { ...paymentWalks, ...moneyOutWalks };

describe("the Scenario Testing guide's mandatory scenarios, walked against the mock", () => {
  it("the guide's tables list the scenarios (read from the page)", () => {
    expect(rows.length).toBeGreaterThan(60);
    expect(rows.map((r) => r.id)).toEqual(
      expect.arrayContaining(["C-01", "PG-15", "WB-16", "WN-06", "DB-10", "DK-12", "MM-05"]),
    );
  });

  it("only the scenarios of the merchant's notification endpoint have no walk (the dashboard sends them)", () => {
    const outside = rows.filter((r) => notApiCalls[r.id]);
    expect(outside.map((r) => r.id)).toEqual(Object.keys(notApiCalls));
    for (const r of outside) expect(r.trigger).toMatch(/from the dashboard/);
  });

  it.each(rows.filter((r) => !notApiCalls[r.id]).map((r) => [r.id, r] as const))("%s", async (id, row) => {
    const walk = walks[id];
    if (!walk) throw new Error(`${id} (${row.trigger}) has no walk in this test: add one`);
    const w = new World();
    await walk(w);
    const expected = row.expected.match(/\b\d{7}\b/g) ?? [];
    for (const code of expected) expect(w.codes, `${id} expects ${code}: ${row.expected}`).toContain(code);
  });
});
