import type { MockExample, MockOperation } from "../../lib/mock";
import { isObject, pointerJoin, resolvePointer } from "./document";
import type { LoadedApi } from "./types";
import { operationSchemaFile } from "./operation-schema";
import { operationShape } from "./validate";

/**
 * The API mock's data (src/lib/mock): per operation, the schemas published as
 * `/openapi/operations/<id>.json`, its kind and its documented response examples. Built from the
 * loaded document, so the mock and the API pages cannot disagree.
 */
export function mockOperations(api: LoadedApi): MockOperation[] {
  const doc = api.source.doc;
  return api.operations.map((entry) => {
    const op = operationShape.parse(entry.operation);
    const path = entry.webhook ? (op["x-path"] ?? "") : entry.key;
    const schema = operationSchemaFile(doc, entry, path, op["x-service-code"]);
    const examplesAt = (...at: string[]): MockExample[] => {
      const media = resolvePointer(doc, pointerJoin(entry.pointer, ...at, "content", "application/json"));
      const named = isObject(media) && isObject(media.examples) ? Object.entries(media.examples) : [];
      return named.flatMap(([name, raw]) => {
        const example = isObject(raw) && typeof raw.$ref === "string" ? resolvePointer(doc, raw.$ref) : raw;
        return isObject(example) && example.value !== undefined
          ? [{ name, summary: typeof example.summary === "string" ? example.summary : name, value: example.value }]
          : [];
      });
    };
    const examples: Record<string, MockExample[]> = {};
    for (const status of Object.keys(isObject(entry.operation.responses) ? entry.operation.responses : {}))
      examples[status] = examplesAt("responses", status);
    const requestExamples = examplesAt("requestBody");
    return {
      operationId: entry.operationId,
      summary: op.summary,
      method: entry.method,
      path,
      kind: op["x-api-type"],
      serviceCode: op["x-service-code"],
      headers: schema.headers,
      query: schema.query,
      body: schema.body,
      examples,
      ...(requestExamples.length ? { requestExamples } : {}),
      // A body field (`partnerReferenceNo`), not a header or a sentence ("none (read-only)").
      ...(/^[a-z][A-Za-z]*$/.test(op["x-idempotency-key"]) ? { idempotencyKey: op["x-idempotency-key"] } : {}),
    };
  });
}
