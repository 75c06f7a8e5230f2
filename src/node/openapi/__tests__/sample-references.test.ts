import { codeText } from "../../../lib/openapi";
import { dynamicFields, envPrefix } from "../../../lib/samples";
import { requestExamples } from "../../samples";
import { api, siteConfig, publishedSamples } from "./published-samples";

/**
 * A sample makes a new reference (`partnerReferenceNo`, …) or reads it from SAKU_* each time it
 * runs, and every other string of its body that quotes the example reference (a return URL, an
 * order title) carries that value too: no program sends the documented example's reference.
 */

const examples = requestExamples(api);
const quoted = publishedSamples.flatMap((o) => {
  const body = examples.get(o.operationId)?.[0];
  const references = dynamicFields(body, envPrefix(siteConfig.product.slug))
    .filter((d) => d.kind !== "time" && (d.example ?? "").length >= 8)
    .map((d) => d.example ?? "");
  const text = JSON.stringify(body ?? null);
  return references.filter((r) => text.split(r).length > 2).map((reference) => ({ operation: o, reference }));
});

describe("references in the request samples", () => {
  it("some operation's example quotes its reference elsewhere in the body (Create Order's URL and title)", () => {
    expect(quoted.map((q) => q.operation.operationId)).toContain("pgCreateOrder");
  });

  it.each(quoted.map((q) => [q.operation.operationId, q] as const))(
    "%s: every program derives the quoted reference from the one it makes or reads",
    (_, { operation, reference }) => {
      for (const s of operation.samples) {
        const code = codeText(s);
        if (s.value === "php") {
          // PHP starts from the documented example (a nowdoc) and replaces the reference in each string quoting it.
          const nowdoc = code.slice(code.indexOf("<<<'JSON'"), code.indexOf("\nJSON);"));
          const quotes = nowdoc.split(reference).length - 1;
          const replaced = code.split(`str_replace('${reference}', `).length - 1;
          expect(replaced, `${operation.operationId} (PHP)`).toBe(quotes - 1);
        } else expect(code.includes(reference), `${operation.operationId} (${s.label})`).toBe(false);
      }
    },
  );
});
