// @vitest-environment jsdom
import React from "react";
import { cleanup, render, screen, within } from "@testing-library/react";
import type { FieldRow } from "../../../lib/openapi/types";
import { FieldTable } from "..";

vi.mock("gatsby", () => import("../../__tests__/gatsby-mock"));

const row = (name: string, extra: Partial<FieldRow> = {}): FieldRow => ({
  id: `request-body.${name}`,
  name,
  depth: 0,
  parent: -1,
  nested: false,
  type: "string",
  length: "1 - 64",
  required: "optional",
  description: [["p", 0, `About ${name}.`]],
  ...extra,
});

const rows: FieldRow[] = [
  row("partnerReferenceNo"),
  row("expiresIn", { added: { date: "2026-03-02", entry: "2026-03-02-order-expiry" } }),
  row("validUpTo", {
    deprecated: {
      change: { date: "2026-03-02", entry: "2026-03-02-order-expiry" },
      note: ["Send ", ["code", 0, "expiresIn"], " instead."],
    },
  }),
  row("legacyFlag", { deprecated: { change: null, note: [] }, added: { date: "2025-01-06", entry: null } }),
];

afterEach(cleanup);

const fieldRow = (name: string) => document.getElementById(`request-body.${name}`) as HTMLElement;

describe("FieldTable: field history", () => {
  it("says in words when a field was added, linking the changelog entry", () => {
    render(<FieldTable rows={rows} caption="Request body fields" />);
    const badge = within(fieldRow("expiresIn")).getByRole("link", { name: "Added on 2 March 2026" });
    expect(badge.getAttribute("href")).toBe("/api-docs-v2/changelog/#2026-03-02-order-expiry");
    expect(badge.querySelector("time")?.getAttribute("dateTime")).toBe("2026-03-02");
    // The badge sits in the field's cell, beside its name.
    expect(within(fieldRow("expiresIn")).getByRole("rowheader").textContent).toContain("Added on 2 March 2026");
  });

  it("marks a deprecated field, with its date and the note first in its description", () => {
    render(<FieldTable rows={rows} caption="Request body fields" />);
    const validUpTo = fieldRow("validUpTo");
    expect(within(validUpTo).getByRole("link", { name: "Deprecated on 2 March 2026" })).toBeTruthy();
    const description = validUpTo.querySelector("td:last-child") as HTMLElement;
    expect(description.firstElementChild?.textContent).toBe("Deprecated: Send expiresIn instead.");
  });

  it("shows undated history as plain text, and nothing for fields without history", () => {
    render(<FieldTable rows={rows} caption="Request body fields" />);
    const legacy = fieldRow("legacyFlag");
    expect(within(legacy).queryAllByRole("link", { name: /Deprecated|Added/ })).toEqual([]);
    expect(within(legacy).getByRole("rowheader").textContent).toMatch(/Deprecated\s*Added on 6 January 2025/);
    expect(within(legacy).queryByText(/^Deprecated:/)).toBeNull();
    expect(fieldRow("partnerReferenceNo").textContent).not.toMatch(/Added|Deprecated/);
    expect(screen.getAllByText(/Added on/)).toHaveLength(2);
  });
});
