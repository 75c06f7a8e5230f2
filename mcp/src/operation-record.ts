/**
 * What the server knows of one operation: the site's own view of it (src/node/openapi/views.ts,
 * the `OperationView` an API page renders), written by `npm run build:mcp` into
 * `data/operations/<operationId>.json` with its rich text as Markdown (mcp/src/build-operations.ts).
 * The server reads these records; it has no OpenAPI logic of its own, so its fields, conditions,
 * examples and codes are the API pages' own, row for row.
 */
import type { ApiType, Direction, LifecycleStatus, RetryAdvice } from "./site";

/** One row of a header, query or body table of the API page. */
export interface FieldRecord {
  /** Dotted path, `[]` after an array: `amount.value`, `urlParams[].url` (as the page's Markdown copy). */
  path: string;
  /** `string`, `string (date-time)`, `array of object`, … */
  type: string;
  /** `1 - 64`, `max 64`, `1 - 10 items`; absent when it does not apply. */
  length?: string;
  /** `conditional`: required only in the case `condition` names. */
  required: "required" | "optional" | "conditional";
  condition?: string;
  /** Markdown, links absolute. */
  description: string;
  /** Allowed values (enum or const). */
  values?: string[];
  /** Pattern, range, default, map keys and values, by the page's label. */
  constraints?: Record<string, string>;
  example?: string;
  /** `YYYY-MM-DD` the field was added after its operation's launch (the page's "Added on" badge). */
  added?: string;
  /** Deprecated: since when (if the document says) and what to use instead (Markdown). */
  deprecated?: { on: string | null; note: string };
}

export interface BodyRecord {
  /** HTTP statuses that answer with this body; empty for the request body. */
  statuses: string[];
  description: string;
  fields: FieldRecord[];
}

export interface ExampleRecord {
  /** HTTP status for a response example; absent for a request example. */
  status?: string;
  summary: string;
  description?: string;
  value: unknown;
}

export interface SampleRecord {
  /** `curl`, `node`, `python`, `go`, `java` or `php`. */
  language: string;
  label: string;
  title: string;
  code: string;
}

export interface ResponseCodeRecord {
  code: string;
  httpStatus: string;
  message: string;
  meaning: string;
  action: string;
  retry: RetryAdvice;
}

export interface OperationRecord {
  operationId: string;
  summary: string;
  /** The product (the operation's OpenAPI tag), e.g. `Payment Gateway`. */
  product: string;
  method: string;
  /** The path; for notifications the conventional path on your server. */
  path: string;
  apiType: ApiType;
  direction: Direction;
  requirement: string;
  serviceCode: string;
  status: LifecycleStatus;
  since: string;
  sandbox: boolean;
  production: boolean;
  timeoutSeconds: number;
  idempotencyKey: string;
  /** The first sentence of the description, Markdown. */
  purpose: string;
  /** The rest of the description, Markdown. */
  description: string;
  rules: string[];
  /** Route of the API page, e.g. `/api/payment-gateway/create-order/`. */
  route: string;
  /** Guides that use the operation (x-used-in), by absolute URL. */
  usedIn: { title: string; url: string }[];
  headers: FieldRecord[];
  query: FieldRecord[];
  requestBody: BodyRecord | null;
  responseBodies: BodyRecord[];
  requestExamples: ExampleRecord[];
  responseExamples: ExampleRecord[];
  /** What the samples do and the environment variables they read, Markdown. */
  samplesIntro: string;
  samples: SampleRecord[];
  responseCodes: ResponseCodeRecord[];
}
