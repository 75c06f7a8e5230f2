// @vitest-environment jsdom
import React from "react";
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import type { OperationView } from "../../../../lib/openapi/types";
import { RequestConsole } from "../RequestConsole";

const example = '{"partnerReferenceNo":"ORD-1"}';
const operation = {
  operationId: "create-order",
  summary: "Create Order",
  method: "POST",
  path: "/v1.0/orders/{orderId}",
  apiType: "service",
  sandboxBaseUrl: "https://sandbox.example",
  headers: [],
  query: [],
  requestBody: { rows: [] },
  requestExamples: [{ id: "x", status: "", summary: "", description: [], code: { tokens: [example] } }],
} as unknown as OperationView;
const schemas = {
  body: { type: "object", required: ["partnerReferenceNo"], properties: { partnerReferenceNo: { type: "string" } } },
  responses: {},
};
const credentials = { clientId: "", privateKeyPem: "", clientSecret: "", signing: "asymmetric" as const };

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function renderConsole() {
  render(
    <RequestConsole id="t" operation={operation} schemas={schemas} environment="simulated" credentials={credentials} />,
  );
  return screen.getByRole<HTMLTextAreaElement>("textbox", { name: "Body (JSON)" });
}

async function pause() {
  await act(async () => {
    vi.advanceTimersByTime(200);
  });
}

describe("RequestConsole", () => {
  it("edits a path parameter and the body through the draft, and checks the body once typing pauses", async () => {
    const body = renderConsole();
    expect(body.value).toBe(example);
    expect(screen.getByText(/^Matches the request schema\. Its reference numbers/)).toBeTruthy();
    const orderId = screen.getByRole<HTMLInputElement>("textbox", { name: "orderId required" });
    fireEvent.change(orderId, { target: { value: "42" } });
    expect(orderId.value).toBe("42");

    fireEvent.change(body, { target: { value: '{"partnerReferenceNo":1,}' } });
    await pause();
    expect(body.getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByText(/^This is not valid JSON: Line 1, column/)).toBeTruthy();
    expect(screen.getByRole<HTMLButtonElement>("button", { name: "Send request" }).disabled).toBe(true);

    fireEvent.change(body, { target: { value: "{}" } });
    await pause();
    expect(screen.getByText(/^1 problem with the request schema\./)).toBeTruthy();
    expect(screen.getByRole("button", { name: "Send anyway" })).toBeTruthy();

    fireEvent.click(screen.getByRole("button", { name: "Reset to the example" }));
    expect(body.value).toBe(example);
  });

  it("says the body is sent as it is when the reader keeps the references", () => {
    renderConsole();
    fireEvent.click(screen.getByRole("checkbox", { name: "Keep my references" }));
    expect(screen.getByText(/^Matches the request schema\. It is sent as it is/)).toBeTruthy();
  });
});
