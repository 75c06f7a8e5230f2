import { describe, expect, it } from "vitest";
import { fieldsOf } from "../src/operations";

describe("get_operation's fields", () => {
  it("carry the document's field history: x-added beside a $ref, deprecated with its day and note", () => {
    const doc = {
      components: {
        schemas: {
          Money: { type: "object", properties: { value: { type: "string" } } },
          Order: {
            type: "object",
            required: ["amount"],
            properties: {
              amount: { $ref: "#/components/schemas/Money", "x-added": "2026-03-02" },
              validUpTo: {
                type: "string",
                deprecated: true,
                "x-deprecated-on": "2026-03-02",
                "x-deprecation-note": "Send `expiresIn` instead.",
              },
            },
          },
        },
      },
    };
    const fields = fieldsOf(doc, { $ref: "#/components/schemas/Order" });
    expect(fields.find((f) => f.path === "amount")).toMatchObject({
      added: "2026-03-02",
      deprecated: false,
      deprecatedOn: null,
    });
    expect(fields.find((f) => f.path === "amount.value")).toMatchObject({ added: null, deprecated: false });
    expect(fields.find((f) => f.path === "validUpTo")).toMatchObject({
      added: null,
      deprecated: true,
      deprecatedOn: "2026-03-02",
      deprecationNote: "Send `expiresIn` instead.",
    });
  });
});
