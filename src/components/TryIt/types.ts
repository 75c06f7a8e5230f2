import type { JsonSchema } from "../../lib/json-schema-check";

/** The schemas of one operation, from the per-operation file the build publishes (src/node/openapi). */
export interface OperationSchemas {
  body: JsonSchema | null;
  responses: Record<string, JsonSchema>;
}
