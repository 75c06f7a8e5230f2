// @vitest-environment jsdom
import React from "react";
import { act, cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { Checker } from "../Checker";
import type { FieldRow } from "../../../lib/openapi/types";

const schema = {
  type: "object",
  required: ["partnerReferenceNo", "amount"],
  properties: {
    partnerReferenceNo: { type: "string", maxLength: 64 },
    amount: { type: "object", required: ["value"], properties: { value: { type: "string" } } },
  },
};
const row = (id: string, name: string, condition?: string): FieldRow => ({
  id,
  name,
  depth: 0,
  parent: -1,
  nested: false,
  type: "string",
  length: "",
  required: "required",
  description: [],
  condition,
});
const rows = [
  row("request-body.partnerReferenceNo", "partnerReferenceNo"),
  row("request-body.amount.value", "value", "Required for every order"),
];
const example = '{"partnerReferenceNo": "ORD-1", "amount": {"value": "1.00"}}';

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

async function type(text: string) {
  fireEvent.change(screen.getByRole("textbox", { name: "Request body (JSON)" }), { target: { value: text } });
  await act(async () => {
    vi.advanceTimersByTime(200);
  });
}

describe("Checker", () => {
  it("starts from the example, which passes", () => {
    render(<Checker schema={schema} example={example} rows={rows} operationName="Create Order" />);
    expect(screen.getByRole("status").textContent).toBe(
      "No problems found: this body matches the Create Order request schema.",
    );
  });

  it("lists each violation by field, linked to the field's row, with its documented rule", async () => {
    render(<Checker schema={schema} example={example} rows={rows} operationName="Create Order" />);
    await type(JSON.stringify({ partnerReferenceNo: "x".repeat(65), amount: {} }));
    expect(screen.getByRole("status").textContent).toBe("2 problems found.");
    const items = within(screen.getByRole("list", { name: "Problems in the request body" })).getAllByRole("listitem");
    expect(items[0].textContent).toContain("partnerReferenceNo is 65 characters long; the maximum is 64.");
    expect(within(items[0]).getByRole("link").getAttribute("href")).toBe("#request-body.partnerReferenceNo");
    expect(items[1].textContent).toContain("amount.value is required.");
    expect(items[1].textContent).toContain("Documented rule: Required for every order.");
  });

  it("locates JSON syntax errors, and formats valid JSON", async () => {
    render(<Checker schema={schema} example={example} rows={rows} operationName="Create Order" />);
    await type('{\n  "partnerReferenceNo": "A",\n}');
    expect(screen.getByRole("status").textContent).toBe("This is not valid JSON yet.");
    expect(screen.getByText(/^Line 3, column 1: a comma before \} is not allowed in JSON\.$/)).toBeTruthy();
    expect(screen.getByRole<HTMLButtonElement>("button", { name: "Format" }).disabled).toBe(true);
    await type('{"partnerReferenceNo":"A","amount":{"value":"1.00"}}');
    fireEvent.click(screen.getByRole("button", { name: "Format" }));
    expect(screen.getByRole<HTMLTextAreaElement>("textbox").value).toBe(
      '{\n  "partnerReferenceNo": "A",\n  "amount": {\n    "value": "1.00"\n  }\n}',
    );
    fireEvent.click(screen.getByRole("button", { name: "Clear" }));
    await act(async () => {
      vi.advanceTimersByTime(200);
    });
    expect(screen.getByRole("status").textContent).toBe("Paste a request body to check it.");
    fireEvent.click(screen.getByRole("button", { name: "Reset to the example" }));
    expect(screen.getByRole<HTMLTextAreaElement>("textbox").value).toBe(example);
  });
});
