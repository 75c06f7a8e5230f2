import React from "react";
import { withPrefix } from "gatsby";
import type { OperationView } from "../../lib/openapi/types";
import type { JsonSchema } from "../../lib/schema-check/types";
import type { ConsoleProps } from "./Console";
import type { OperationSchemas } from "./types";
import { useLazyModule } from "../../hooks/useLazyModule";
import { LazyFallback } from "../LoadingPlaceholder";
import { LazyDetails } from "../LazyDetails";

export interface TryItProps {
  operation: OperationView;
}

type Loaded = { Console: React.ComponentType<ConsoleProps>; schemas: OperationSchemas };

async function loadSchemas(file: string): Promise<OperationSchemas> {
  const response = await fetch(withPrefix(file), { credentials: "same-origin" });
  if (!response.ok) throw new Error(`the schema file answered HTTP ${response.status}`);
  const data = (await response.json()) as { body?: JsonSchema | null; responses?: Record<string, JsonSchema> };
  return { body: data.body ?? null, responses: data.responses ?? {} };
}

/**
 * "Try it" on an API operation page (docs/try-it.md): send the operation's request, signed in the
 * page, to the simulated sandbox or a configured sandbox; for notifications, build the signed
 * notification to fire at your own endpoint. Nothing loads until the reader opens it: the console
 * is its own chunk, fetched with the operation's schema file on the first open.
 */
export function TryIt({ operation }: TryItProps) {
  const notification = operation.apiType === "notification";
  const tryIt = useLazyModule<Loaded>(() =>
    Promise.all([import(/* webpackChunkName: "try-it" */ "./Console"), loadSchemas(operation.schemaFile)]).then(
      ([module, schemas]) => ({ Console: module.Console, schemas }),
    ),
  );
  return (
    <LazyDetails
      title={notification ? "Try it: build a test notification" : "Try it"}
      hint={
        notification
          ? "A signed notification as cURL, to send to your own endpoint, and a check of its answer."
          : "Send this request, signed in your browser, to the simulated sandbox. Your keys stay in this page."
      }
      onOpen={tryIt.load}
      accent
      testId="try-it"
    >
      {tryIt.module ? (
        <tryIt.module.Console operation={operation} schemas={tryIt.module.schemas} />
      ) : (
        <LazyFallback state={tryIt.state} label="Loading the console" what="The console" onRetry={tryIt.retry} />
      )}
    </LazyDetails>
  );
}
