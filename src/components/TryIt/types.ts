import type { JsonSchema } from "../../lib/schema-check/types";

/** The schemas of one operation, from the per-operation file the build publishes (src/node/openapi). */
export interface OperationSchemas {
  body: JsonSchema | null;
  responses: Record<string, JsonSchema>;
}
