import { loadSiteConfig } from "../../src/config/load";
import { makeApiReference } from "../../src/node/openapi";
import { parseSidebars } from "../../src/node/sidebars";
import { decapConfig, stringRules } from "../node/decap-config";

type Field = { name: string; required?: boolean; pattern?: [string, string]; widget: string; options?: string[] };
type Collection = { name: string; fields?: Field[]; files?: { fields: unknown[] }[] };

const api = makeApiReference(loadSiteConfig()).load();
const config = decapConfig(api, { name: "proxy", branch: "main", proxyUrl: "http://127.0.0.1:1/api/v1" });
const collections = config.collections as Collection[];
const fieldsOf = (name: string) => collections.find((c) => c.name === name)?.fields ?? [];
/** Decap's own check of a non-empty value (decap-cms-core Widget.validatePattern). */
const passes = (field: { pattern?: [string, string] }, value: string) =>
  !field.pattern || RegExp(field.pattern[0]).test(value);

describe("the admin's field rules, generated from the build's schemas", () => {
  it("frontmatter: required keys, the non-empty rule with the build's message, operationId a choice", () => {
    const guide = fieldsOf("guide");
    expect(guide.map((f) => [f.name, f.required])).toEqual([
      ["title", true],
      ["description", true],
      ["sidebar_label", false],
      ["body", false],
    ]);
    const description = guide[1];
    expect(description.pattern?.[1]).toBe('frontmatter "description" must be a non-empty string');
    expect(passes(description, "   ")).toBe(false);
    expect(passes(description, " One sentence.")).toBe(true);

    const operation = fieldsOf("api").find((f) => f.name === "operationId");
    expect(operation?.widget).toBe("select");
    expect(operation?.pattern).toBeUndefined();
    expect(operation?.options).toEqual(api.operations.map((o) => o.operationId).sort());
    expect(operation?.options).toContain("pgCreateOrder");
  });

  it("a sidebar item's doc id follows the sidebars schema's pattern and message", () => {
    const text = JSON.stringify(collections.find((c) => c.name === "sidebars"));
    const pattern = /"name":"id"[^}]*"pattern":\["((?:[^"\\]|\\.)*)","((?:[^"\\]|\\.)*)"\]/.exec(text);
    expect(pattern).not.toBeNull();
    const [regex, message] = [JSON.parse(`"${pattern?.[1]}"`) as string, JSON.parse(`"${pattern?.[2]}"`) as string];
    expect(message).toBe("doc id must be a doc id such as guide/authentication (the path under content/ without .mdx)");
    for (const id of ["guide/refund-notifications", "api/payment-gateway/create-order"]) {
      expect(RegExp(regex).test(id)).toBe(true);
      expect(() =>
        parseSidebars(
          `guide: {label: G, items: [{type: doc, id: ${id}}]}\napi: {label: A, items: [{type: doc, id: api/index}]}`,
        ),
      ).not.toThrow();
    }
    for (const id of ["Guide/Refund", "refund-notifications", "guide/"]) expect(RegExp(regex).test(id)).toBe(false);
  });

  it("length limits become one pattern with the pattern rule, and a hint", () => {
    const rules = stringRules(
      {
        description: "One sentence.",
        pattern: "\\S",
        minLength: 10,
        maxLength: 20,
        invalid: "must be a non-empty string",
      },
      'frontmatter "description"',
    );
    expect(rules.hint).toBe("One sentence. 10 to 20 characters.");
    const field = rules as { pattern: [string, string] };
    expect(field.pattern[1]).toBe(
      'frontmatter "description" must be a non-empty string and must be 10 to 20 characters',
    );
    expect(["Ten chars!", "twenty characters..."].map((v) => passes(field, v))).toEqual([true, true]);
    expect(["short", "twenty-one characters", "          "].map((v) => passes(field, v))).toEqual([
      false,
      false,
      false,
    ]);
  });
});
