import type { JsonSchema } from "../json-schema-check";

/** The operations and scenarios the mock (index.ts) works on, shared by its ledger and rules. */

export interface MockExample {
  name: string;
  summary: string;
  value: unknown;
}

/** One operation: the schemas of /openapi/operations/<id>.json plus its kind and response examples. */
export interface MockOperation {
  operationId: string;
  method: string;
  /** Relative path without query (`/v1.0/debit/status`). */
  path: string;
  kind: "access-token" | "service" | "notification";
  /** Two digits (`54`). */
  serviceCode: string;
  /** Request headers as one object schema, names as documented. */
  headers: JsonSchema;
  query: JsonSchema | null;
  body: JsonSchema | null;
  /** Documented response examples by HTTP status. */
  examples: Record<string, MockExample[]>;
  /** The first documented request body example (the one the Try it console prefills). */
  requestExample?: unknown;
  /** The body field that is the operation's idempotency key (x-idempotency-key), when it is one. */
  idempotencyKey?: string;
}

export interface MockCredential {
  /** SubjectPublicKeyInfo PEM: asymmetric signatures. */
  publicKeyPem?: string;
  /** Client secret: symmetric (HMAC-SHA512) signatures of service calls. */
  clientSecret?: string;
}

/** What a scenario trigger sees, and what it selects: a documented status and response code. */
export interface ScenarioRequest {
  operation: MockOperation;
  body: unknown;
  headers: Record<string, string>;
  /** Query parameters (GET calls). */
  query?: Record<string, string>;
}
export interface ScenarioOutcome {
  status: number;
  /** Case code (two digits); the response code is status + service code + case. */
  caseCode: string;
  /** Why (shown in the trace). */
  reason: string;
  /** The documented example to answer with, by name (else the first of its code). */
  example?: string;
}
export type Scenarios = (request: ScenarioRequest) => ScenarioOutcome | null;
