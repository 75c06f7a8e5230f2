// @vitest-environment jsdom
import React from "react";
import { act, cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import type { FieldRow } from "../../../lib/openapi/types";
import { FieldTable } from "..";

const row = (id: string, depth: number, parent: number, nested = false, extra: Partial<FieldRow> = {}): FieldRow => ({
  id: `request-body.${id}`,
  name: id.split(".").pop() ?? id,
  depth,
  parent,
  nested,
  type: nested ? "object" : "string",
  length: nested ? "" : "1 - 64",
  required: "required",
  description: [["p", 0, `About ${id}.`]],
  ...extra,
});

const rows: FieldRow[] = [
  row("partnerReferenceNo", 0, -1, false, { example: "INV-1" }),
  row("amount", 0, -1, true),
  row("amount.value", 1, 1, false, { values: ["10000.00"] }),
  row("buyer", 0, -1, true, { required: "conditional", condition: "Required when checkoutMode is HOSTED" }),
  row("buyer.address", 1, 3, true),
  row("buyer.address.city", 2, 4),
];

afterEach(() => {
  cleanup();
  window.location.hash = "";
});

const visibleRowIds = () =>
  Array.from(document.querySelectorAll<HTMLTableRowElement>("tbody tr"))
    .filter((tr) => !tr.hidden)
    .map((tr) => tr.id.replace("request-body.", ""));

describe("FieldTable", () => {
  it("renders every field with its type, length, requirement, condition and example", () => {
    render(<FieldTable rows={rows} caption="Request body fields" />);
    const table = screen.getByRole("table", { name: "Request body fields" });
    expect(within(table).getAllByRole("row")).toHaveLength(rows.length + 1);
    const buyer = document.getElementById("request-body.buyer") as HTMLElement;
    expect(buyer.textContent).toContain("Conditional");
    expect(buyer.textContent).toContain("Required when checkoutMode is HOSTED");
    const reference = document.getElementById("request-body.partnerReferenceNo") as HTMLElement;
    expect(reference.textContent).toContain("string, length 1 - 64");
    expect(reference.textContent).toContain("Example: INV-1");
    // A camelCase name is one word: no break point (<wbr>) inside it, on one line on wide screens.
    const link = within(reference).getByRole("link", { name: "partnerReferenceNo" });
    expect(link.getAttribute("href")).toBe("#request-body.partnerReferenceNo");
    expect(link.querySelectorAll("wbr")).toHaveLength(0);
    expect(link.querySelector("code")?.hasAttribute("data-long")).toBe(false);
  });

  it("collapses and expands a parent's fields, and all of them", () => {
    render(<FieldTable rows={rows} caption="Request body fields" />);
    const toggle = screen.getByRole("button", { name: "Fields of buyer" });
    expect(toggle.getAttribute("aria-expanded")).toBe("true");
    expect(toggle.getAttribute("aria-controls")).toBe("request-body.buyer.address");
    fireEvent.click(toggle);
    expect(toggle.getAttribute("aria-expanded")).toBe("false");
    expect(visibleRowIds()).toEqual(["partnerReferenceNo", "amount", "amount.value", "buyer"]);
    fireEvent.click(toggle);
    expect(visibleRowIds()).toHaveLength(rows.length);

    fireEvent.click(screen.getByRole("button", { name: "Collapse all: Request body fields" }));
    expect(visibleRowIds()).toEqual(["partnerReferenceNo", "amount", "buyer"]);
    fireEvent.click(screen.getByRole("button", { name: "Expand all: Request body fields" }));
    expect(visibleRowIds()).toHaveLength(rows.length);
  });

  it("opens the parents of a field a link points at", () => {
    render(<FieldTable rows={rows} caption="Request body fields" />);
    fireEvent.click(screen.getByRole("button", { name: "Collapse all: Request body fields" }));
    expect(visibleRowIds()).not.toContain("buyer.address.city");
    act(() => {
      window.location.hash = "#request-body.buyer.address.city";
      window.dispatchEvent(new HashChangeEvent("hashchange"));
    });
    expect(visibleRowIds()).toEqual(expect.arrayContaining(["buyer", "buyer.address", "buyer.address.city"]));
    expect(visibleRowIds()).not.toContain("amount.value");
  });
});
