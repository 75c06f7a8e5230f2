import React, { useState } from "react";
import { withPrefix } from "gatsby";
import type { OperationView } from "../../lib/openapi/types";
import type { JsonSchema } from "../../lib/json-schema-check";
import { codeText } from "../../lib/openapi/sections";
import type { CheckerProps } from "./Checker";
import * as styles from "./styles.module.css";

export interface RequestCheckerProps {
  operation: OperationView;
}

type Loaded = { Checker: React.ComponentType<CheckerProps>; schema: JsonSchema };
type State =
  { status: "idle" | "loading" } | { status: "ready"; loaded: Loaded } | { status: "failed"; message: string };

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
  const [state, setState] = useState<State>({ status: "idle" });
  const load = () => {
    setState({ status: "loading" });
    Promise.all([import(/* webpackChunkName: "request-checker" */ "./Checker"), loadSchema(operation.schemaFile)]).then(
      ([module, schema]) => setState({ status: "ready", loaded: { Checker: module.Checker, schema } }),
      (error: unknown) =>
        setState({ status: "failed", message: error instanceof Error ? error.message : String(error) }),
    );
  };
  const example = operation.requestExamples[0] ? codeText(operation.requestExamples[0].code) : "{}";
  return (
    <details
      className={styles.checker}
      onToggle={(e) => {
        if (e.currentTarget.open && state.status === "idle") load();
      }}
    >
      <summary className={styles.summary}>
        <span className={styles.summaryTitle}>Check a request body</span>
        <span className={styles.summaryHint}>
          Paste a body to see every field that breaks this schema. It is checked in your browser.
        </span>
      </summary>
      <div className={styles.body}>
        {state.status === "ready" ? (
          <state.loaded.Checker
            schema={state.loaded.schema}
            example={example}
            rows={operation.requestBody?.rows ?? []}
            operationName={operation.summary}
          />
        ) : state.status === "failed" ? (
          <p className={styles.failed} role="alert">
            The checker could not load ({state.message}). Check your connection and{" "}
            <button type="button" className={styles.retry} onClick={load}>
              try again
            </button>
            .
          </p>
        ) : (
          <p className={styles.loading} role="status">
            Loading the request schema…
          </p>
        )}
      </div>
    </details>
  );
}
