import type { FieldRow } from "../../../lib/openapi/types";
import { fieldTable } from "../api-markdown";
import { stringify, type MarkdownContext } from "../mdx-markdown";

const ctx: MarkdownContext = {
  absoluteUrl: (href) => `https://docs.test/api-docs-v2${href}`,
  pageUrl: "https://docs.test/api-docs-v2/api/payment-gateway/create-order/",
};

const row = (name: string, extra: Partial<FieldRow> = {}): FieldRow => ({
  id: `request-body.${name}`,
  name,
  depth: 0,
  parent: -1,
  nested: false,
  type: "string",
  length: "",
  required: "optional",
  description: [["p", 0, `About ${name}.`]],
  ...extra,
});

describe("the Markdown copy of a parameter table", () => {
  it("says when a field was added or deprecated, as the page does, linking the changelog entries", () => {
    const md = stringify([
      fieldTable(
        [
          row("expiresIn", { added: { date: "2026-03-02", entry: "2026-03-02-order-expiry" } }),
          row("validUpTo", {
            deprecated: {
              change: { date: "2026-03-02", entry: "2026-03-02-order-expiry" },
              note: ["Send ", ["code", 0, "expiresIn"], " instead."],
            },
          }),
          row("legacyFlag", { deprecated: { change: null, note: [] } }),
          row("plain"),
        ],
        ctx,
      ),
    ]);
    const line = (name: string) => md.split("\n").find((l) => l.includes(`\`${name}\``)) ?? "";
    expect(line("expiresIn")).toContain(
      "[**Added on 2 March 2026**](https://docs.test/api-docs-v2/changelog/#2026-03-02-order-expiry). About expiresIn.",
    );
    expect(line("validUpTo")).toContain(
      "[**Deprecated on 2 March 2026**](https://docs.test/api-docs-v2/changelog/#2026-03-02-order-expiry): Send `expiresIn` instead. About validUpTo.",
    );
    expect(line("legacyFlag")).toMatch(/\| \*\*Deprecated\*\*\. About legacyFlag\. +\|$/);
    expect(line("plain")).not.toMatch(/Added|Deprecated/);
  });
});
