import { describe, expect, it } from "vitest";
import type { Node } from "gatsby";
import { storedSearchDocuments } from "../files";
import { STORED_FIELDS } from "../export-index";

const doc = (id: number, c: string, u: string) => ({
  id,
  c,
  t: "Refunds",
  s: "",
  u,
  h: "",
  b: ["Integration Guides"],
  x: "Refunds\n\nGive the money back.",
  text: "Give the money back.",
});
const nodes =
  (stores: Record<string, Record<string, unknown>>) =>
  (type: string): Node[] =>
    type in stores ? [{ store: stores[type] } as unknown as Node] : [];

describe("storedSearchDocuments", () => {
  it("takes the search documents from the local-search plugin's store of each context", () => {
    const guide = doc(0, "guide", "/guide/refunds/");
    const api = { ...doc(0, "api", "/api/refund/"), rows: { prefix: "code-", tokens: ["4045501"] } };
    expect(storedSearchDocuments(nodes({ LocalSearchGuide: { "0": guide }, LocalSearchApi: { "0": api } }))).toEqual([
      guide,
      api,
    ]);
  });

  it("fails the build on a missing plugin node or a document without the index's fields", () => {
    expect(() => storedSearchDocuments(nodes({ LocalSearchGuide: {} }))).toThrow(/no LocalSearchApi node/);
    const { text: _text, ...noText } = doc(0, "guide", "/g/");
    expect(() => storedSearchDocuments(nodes({ LocalSearchGuide: { "0": noText }, LocalSearchApi: {} }))).toThrow(
      /malformed document under "0"/,
    );
  });

  it("the plugin stores every field the sharded index is built from", () => {
    expect([...STORED_FIELDS].sort()).toEqual(["b", "c", "d", "h", "id", "rows", "s", "t", "text", "u", "x"]);
  });
});
