import React from "react";
import { withPrefix } from "gatsby";
import type { OperationView } from "../../lib/openapi/types";
import type { JsonSchema } from "../../lib/schema-check/types";
import { codeText } from "../../lib/openapi";
import type { CheckerProps } from "./Checker";
import { useLazyModule } from "../../hooks/useLazyModule";
import { LazyFallback } from "../LoadingPlaceholder";
import { LazyDetails } from "../LazyDetails";

export interface RequestCheckerProps {
  operation: OperationView;
}

type Loaded = { Checker: React.ComponentType<CheckerProps>; schema: JsonSchema };

/** The body schema of an operation, from the per-operation file the build publishes (src/node/openapi). */
async function loadSchema(file: string): Promise<JsonSchema> {
  const response = await fetch(withPrefix(file), { credentials: "same-origin" });
  if (!response.ok) throw new Error(`the schema file answered HTTP ${response.status}`);
  const data = (await response.json()) as { body?: JsonSchema | null };
  if (!data.body) throw new Error("the schema file has no request body schema");
  return data.body;
}

/**
 * "Check a request body" on an API operation page: paste a body, see each schema violation by
 * field. Nothing loads until the reader opens it: then the operation's JSON Schema file and the
 * checker's code (a separate chunk) are fetched.
 */
export function RequestChecker({ operation }: RequestCheckerProps) {
  const checker = useLazyModule<Loaded>(() =>
    Promise.all([import(/* webpackChunkName: "request-checker" */ "./Checker"), loadSchema(operation.schemaFile)]).then(
      ([module, schema]) => ({ Checker: module.Checker, schema }),
    ),
  );
  const example = operation.requestExamples[0] ? codeText(operation.requestExamples[0].code) : "{}";
  return (
    <LazyDetails
      title="Check a request body"
      hint="Paste a body to see every field that breaks this schema. It is checked in your browser."
      onOpen={checker.load}
    >
      {checker.module ? (
        <checker.module.Checker
          schema={checker.module.schema}
          example={example}
          rows={operation.requestBody?.rows ?? []}
          operationName={operation.summary}
        />
      ) : (
        <LazyFallback
          state={checker.state}
          label="Loading the request schema"
          what="The checker"
          onRetry={checker.retry}
        />
      )}
    </LazyDetails>
  );
}
