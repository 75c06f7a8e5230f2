import type { JsonSchema } from "../schema-check/types";

/** The operations and scenarios the mock (api.ts) works on, shared by its ledger and rules. */

export interface MockExample {
  name: string;
  summary: string;
  value: unknown;
}

/** One operation: the schemas of /openapi/operations/<id>.json plus its kind and response examples. */
export interface MockOperation {
  operationId: string;
  /** The operation's name (`Account Inquiry`), for hints that name the call to run first. */
  summary?: string;
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
  /** The documented request body examples, the one the Try it console prefills first. */
  requestExamples?: MockExample[];
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

export interface MockOptions {
  operations: MockOperation[];
  /** Client id → its key and/or secret. */
  credentials: Record<string, MockCredential>;
  /** The clock; `() => new Date()` by default. */
  now?: () => Date;
  /** Sandbox triggers (scenarios.ts); none by default. */
  scenarios?: Scenarios;
  /**
   * Customer tokens (Authorization-Customer) accepted besides those Apply Token issues: a binding
   * of the active sandbox user with every scope, that does not expire.
   */
  customerTokens?: string[];
  /** Lifetime of issued tokens in seconds (900, as the token call documents). */
  tokenSeconds?: number;
  /**
   * The documentation's example records exist (the simulated sandbox): a call the store cannot
   * answer (404, not found) whose body is the operation's request example, apart from the fields a
   * new send renews (request-fields.ts), gets the documented success instead. Off for the sample
   * runs, whose follow-ups name what their earlier calls created.
   */
  exampleRecords?: boolean;
  /** Where the transaction store is kept between requests; this mock's memory when absent. */
  ledger?: LedgerStore;
}

/**
 * A transaction store kept outside the mock (the simulated sandbox keeps one for the visit), as
 * the text ledger-json.ts writes. The mock reads it before each request and writes it after one
 * that changed it.
 */
export interface LedgerStore {
  /** The text saved since this mock last read or wrote it; null when it was reset; undefined when unchanged. */
  read(): string | null | undefined;
  write(text: string): void;
}

export interface MockRequest {
  method: string;
  /** Relative path with query, or an absolute URL. */
  url: string;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

export interface TraceCheck {
  check: string;
  ok: boolean;
  detail?: string;
}

export interface MockTrace {
  operationId: string | null;
  clientId: string | null;
  checks: TraceCheck[];
  /** The string to sign the mock expected (asymmetric; symmetric too when the client has a secret). */
  stringToSign?: string;
  symmetricStringToSign?: string;
  /** How the signature verified, when it did. */
  signature?: "asymmetric" | "symmetric";
  /** `2006000 Successful`, `4016000 Unauthorized. Signature`, … */
  outcome: string;
  /** What the reader may do about the answer (a reference this mock never issued: the call that issues it). */
  hint?: string;
}

export interface MockResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
  trace: MockTrace;
}

export interface MockApi {
  handle(request: MockRequest): Promise<MockResponse>;
  /** Every request handled so far, with its answer (tests read them). */
  log: { request: MockRequest; response: MockResponse }[];
}
