import fs from "node:fs";
import { applyOperationEdit, EditRefusal, openApiFile, operationText } from "..";

/** A small document in the real one's styles: a folded description, quoted and plain rules, comments. */
const small = `openapi: 3.1.0
# The operations, one per path.
paths:
  /v1/orders:
    post:
      operationId: createOrder
      summary: Create Order # shown as the page title
      description: >-
        Creates an order and returns what the buyer needs to pay it: a link to the hosted payment
        page or the payment data of the chosen method.


        Call it once the buyer confirms the cart.
      x-rules:
        - "\`partnerReferenceNo\` is the idempotency key: send the same body again after a timeout."
        - A closed order's reference cannot be reused.
      requestBody:
        content:
          application/json:
            examples:
              hosted:
                summary: Hosted checkout
                value:
                  partnerReferenceNo: INV-1 # the merchant's own
                  amount: { value: "10000.00", currency: IDR }
      responses:
        "200":
          description: OK
          content:
            application/json:
              examples:
                ok:
                  value:
                    responseCode: "2006000"
  # Status of an order.
  /v1/orders/query:
    get:
      operationId: queryOrder
      summary: Query Order
`;

/** The lines that differ between two texts of the same line count, 1-based. */
function changedLines(before: string, after: string): number[] {
  const a = before.split("\n");
  const b = after.split("\n");
  expect(b).toHaveLength(a.length);
  return a.flatMap((line, i) => (line === b[i] ? [] : [i + 1]));
}

describe("API reference text written back into the OpenAPI document", () => {
  it("reads an operation's summary, description, rules and examples", () => {
    const text = operationText(small, "createOrder");
    expect(text).toMatchObject({ method: "POST", path: "/v1/orders", summary: "Create Order" });
    expect(text.description).toMatch(/^Creates an order .* chosen method\.\n\nCall it once/s);
    expect(text.rules).toHaveLength(2);
    expect(text.examples.map((e) => e.key)).toEqual([
      "request application/json hosted",
      "response 200 application/json ok",
    ]);
    expect(JSON.parse(text.examples[0].json)).toEqual({
      partnerReferenceNo: "INV-1",
      amount: { value: "10000.00", currency: "IDR" },
    });
  });

  it("changes only the edited paragraph's lines, in the value's own style, and keeps every comment", () => {
    const text = operationText(small, "createOrder");
    const after = applyOperationEdit(small, "createOrder", {
      description: text.description.replace("confirms the cart.", "confirms the cart and the address."),
    });
    expect(changedLines(small, after)).toEqual([13]);
    expect(after.split("\n")[12]).toBe("        Call it once the buyer confirms the cart and the address.");
    expect(after).toContain("summary: Create Order # shown as the page title");
    expect(after).toContain("  # Status of an order.");
  });

  it("writes one changed rule alone, keeping its quotes, and nothing for an unchanged edit", () => {
    const text = operationText(small, "createOrder");
    expect(applyOperationEdit(small, "createOrder", { ...text, examples: {} })).toBe(small);
    const after = applyOperationEdit(small, "createOrder", {
      rules: [text.rules[0].replace("a timeout", "a 5xx"), text.rules[1]],
    });
    expect(changedLines(small, after)).toEqual([15]);
    expect(after.split("\n")[14]).toBe(
      '        - "`partnerReferenceNo` is the idempotency key: send the same body again after a 5xx."',
    );
  });

  it("rewrites an edited example's value only; its siblings, summary and the next operation stay byte-identical", () => {
    const key = "request application/json hosted";
    const after = applyOperationEdit(small, "createOrder", {
      examples: {
        [key]: JSON.stringify({ partnerReferenceNo: "INV-2", amount: { value: "10000.00", currency: "IDR" } }),
      },
    });
    const start = small.indexOf("                value:\n                  partnerReferenceNo");
    const end = small.indexOf("      responses:");
    expect(after.slice(0, start)).toBe(small.slice(0, start));
    expect(after.slice(after.indexOf("      responses:"))).toBe(small.slice(end));
    expect(JSON.parse(operationText(after, "createOrder").examples[0].json)).toMatchObject({
      partnerReferenceNo: "INV-2",
    });
  });

  it("adds a rule by rewriting the list, and refuses what it cannot write, naming the field", () => {
    const text = operationText(small, "createOrder");
    const after = applyOperationEdit(small, "createOrder", {
      rules: [...text.rules, "Limited to 100 requests per second."],
    });
    expect(operationText(after, "createOrder").rules).toEqual([...text.rules, "Limited to 100 requests per second."]);
    expect(after.slice(after.indexOf("      requestBody:"))).toBe(small.slice(small.indexOf("      requestBody:")));
    const refused = (edit: Parameters<typeof applyOperationEdit>[2], id = "createOrder") => {
      try {
        applyOperationEdit(small, id, edit);
      } catch (error) {
        expect(error).toBeInstanceOf(EditRefusal);
        return (error as Error).message;
      }
      return null;
    };
    expect(refused({ examples: { "response 200 application/json ok": "{ not json" } })).toMatch(
      /^example response 200 application\/json ok: is not JSON/,
    );
    expect(refused({ summary: " " })).toBe("summary: must not be empty");
    expect(refused({}, "nope")).toBe('operationId: "nope" is not an operation of the document');
  });

  it("edits Create Order's description in the real document: only its changed lines", () => {
    const source = fs.readFileSync(openApiFile, "utf8");
    const text = operationText(source, "pgCreateOrder");
    const after = applyOperationEdit(source, "pgCreateOrder", {
      description: text.description.replace(
        "Call it once the buyer confirms the cart.",
        "Call it once the buyer confirms the cart and the delivery address.",
      ),
    });
    const lines = changedLines(source, after);
    expect(lines).toHaveLength(2);
    expect(source.split("\n")[lines[0] - 1]).toContain("Call it once the buyer confirms the cart.");
    // Parsing and writing back the whole 18,000-line document: seconds on a busy 2-core machine.
  }, 30_000);
});
