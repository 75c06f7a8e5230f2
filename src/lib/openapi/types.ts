/**
 * What the API templates render, built from the OpenAPI document at build time
 * (src/node/openapi/views.ts) and handed to pages through their context. Kept compact: it is
 * every API page's page-data.json.
 */

/**
 * Build-time rendered markup in a compact, safe form: text, or `[tag, attributes | 0, ...children]`.
 * Produced from markdown and from the syntax highlighter; rendered by `RichText` without
 * `dangerouslySetInnerHTML`, so internal links become client-side links.
 */
export type RichNode = string | RichElement;
export type RichElement = [tag: string, attributes: RichAttributes | 0, ...children: RichNode[]];
export type RichAttributes = Partial<Record<"class" | "href" | "id" | "title", string>>;

export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
export type ApiType = "access-token" | "service" | "notification";
export type Direction = "merchant-to-saku" | "saku-to-merchant";
export type Requirement = "mandatory" | "optional";
export type LifecycleStatus = "stable" | "beta" | "deprecated";
export type RetryAdvice = "no" | "yes" | "same-reference" | "inquiry";

export interface Lifecycle {
  status: LifecycleStatus;
  sandbox: boolean;
  production: boolean;
  /** `YYYY-MM-DD` */
  since: string;
}

/** One row of a parameter table (header, query parameter or body field). */
export interface FieldRow {
  /** Anchor of the row, e.g. `request-body.amount.value` (unique on the page). */
  id: string;
  name: string;
  /** 0 for top-level fields; children follow their parent in order. */
  depth: number;
  /** Index of the parent row in the same table, -1 at the top level. */
  parent: number;
  /** Whether rows follow that are this row's children. */
  nested: boolean;
  /** `string`, `string (date-time)`, `object`, `array of object`, … */
  type: string;
  /** `1 - 64`, `25`, `max 64`, `1 - 10 items`; empty when it does not apply. */
  length: string;
  required: "required" | "optional" | "conditional";
  /** For conditional fields: when the field is required. */
  condition?: string;
  description: RichNode[];
  /** Allowed values (enum or const). */
  values?: string[];
  /** Other constraints: pattern, range, default, map keys and values. */
  constraints?: { label: string; value: string }[];
  example?: string;
  /** Added after its operation's launch (`x-added`): "Added on …", linking the changelog entry. */
  added?: FieldChange;
  /** Deprecated (`deprecated: true`): "Deprecated", with when (`x-deprecated-on`) and what to use instead. */
  deprecated?: FieldDeprecation;
}

/** A dated change of a field, announced by a changelog entry. */
export interface FieldChange {
  /** `YYYY-MM-DD` */
  date: string;
  /** The entry's anchor on /changelog/ (its slug); null when the view was built without the changelog. */
  entry: string | null;
}

export interface FieldDeprecation {
  /** When the deprecation was announced; null when the document does not say. */
  change: FieldChange | null;
  /** What to use instead (`x-deprecation-note`); empty when there is no note. */
  note: RichNode[];
}

/**
 * Highlighted code in compact form: plain text, or `[index into classes, text]` for a token.
 * (A generic tree costs about seven times the code's own size; this costs about two.)
 */
export type CodeToken = string | [cls: number, text: string];

/** A highlighted block of code. */
export interface CodeView {
  language: string;
  /** Shown above the code, e.g. a file name. */
  title: string;
  /** Class attribute values the tokens refer to: a colour's short class, e.g. `k` (src/node/markdown/token-classes.ts). */
  classes: string[];
  tokens: CodeToken[];
}

export interface ExampleView {
  /** Anchor of the example. */
  id: string;
  /** HTTP status for response examples, "" for request bodies. */
  status: string;
  summary: string;
  description: RichNode[];
  code: CodeView;
}

/** One table of a body: a schema shared by one or more response statuses (or the request). */
export interface BodyTable {
  /** Anchor of the table (`request-body`, `response-body`, `error-body`). */
  id: string;
  /** `HTTP 200, 202`; empty for the request body. */
  statuses: string[];
  description: RichNode[];
  rows: FieldRow[];
}

export interface ResponseCodeView {
  code: string;
  message: string;
  meaning: RichNode[];
  action: RichNode[];
  retry: RetryAdvice;
}

export interface SampleLanguage {
  /** Value of the `lang` tab group (docs/authoring.md): curl, node, python, go, java, php. */
  value: "curl" | "node" | "python" | "go" | "java" | "php";
  label: string;
}

export interface CodeSampleView extends CodeView, SampleLanguage {}

export interface GuideLinkView {
  title: string;
  route: string;
}

/** The whole reference of one operation (CONTENT.md: API page anatomy). */
export interface OperationView {
  operationId: string;
  summary: string;
  method: HttpMethod;
  /** Relative path; for notifications the conventional path on the merchant's server. */
  path: string;
  apiType: ApiType;
  direction: Direction;
  requirement: Requirement;
  serviceCode: string;
  timeoutSeconds: number;
  idempotencyKey: RichNode[];
  lifecycle: Lifecycle;
  sandboxBaseUrl: string;
  productionBaseUrl: string;
  /** The first sentence of the description. */
  purpose: RichNode[];
  /** The rest of the description. */
  description: RichNode[];
  usedIn: GuideLinkView[];
  rules: RichNode[][];
  headers: FieldRow[];
  query: FieldRow[];
  requestBody: BodyTable | null;
  /** What the samples do and the environment variables they read. */
  samplesIntro: RichNode[];
  samples: CodeSampleView[];
  requestExamples: ExampleView[];
  responseBodies: BodyTable[];
  responseExamples: ExampleView[];
  responseCodes: ResponseCodeView[];
  /** Where the per-operation JSON Schema file is published (for request checking tools). */
  schemaFile: string;
}

/** A row of an overview table or of api-status. */
export interface OperationSummary {
  operationId: string;
  summary: string;
  /** The API page, or for operations without one, the guide that documents it. */
  route: string;
  method: HttpMethod;
  path: string;
  serviceCode: string;
  apiType: ApiType;
  direction: Direction;
  requirement: Requirement;
  purpose: RichNode[];
  lifecycle: Lifecycle;
  /** Product (OpenAPI tag) of the operation. */
  product: string;
}

export interface SpecDownload {
  format: "YAML" | "JSON";
  /** Site-relative path of the file, e.g. `/openapi/merchant-api-v2.yaml`. */
  path: string;
  /** Size in bytes. */
  bytes: number;
}

/** One response code in the catalog (api/response-codes), with the operations that return it. */
export interface CatalogCode {
  /** 7 characters: HTTP status (3) + service code (2) + case code (2). */
  code: string;
  status: string;
  serviceCode: string;
  caseCode: string;
  message: string;
  meaning: RichNode[];
  action: RichNode[];
  retry: RetryAdvice;
  /** Operation pages returning the code, each linked at the code's row. */
  operations: { summary: string; route: string }[];
}

/** The catalog's codes of one HTTP status (a section of the page). */
export interface CatalogGroup {
  /** Anchor of the section, e.g. `http-401`. */
  id: string;
  status: string;
  /** Heading, e.g. `HTTP 401 Unauthorized`. */
  title: string;
  codes: CatalogCode[];
}

/** What an API page adds after its MDX body. */
export type ApiPageData =
  | { kind: "catalog"; groups: CatalogGroup[] }
  | { kind: "operation"; operation: OperationView }
  | { kind: "overview"; mandatory: OperationSummary[]; optional: OperationSummary[] }
  | { kind: "status"; operations: OperationSummary[] }
  | { kind: "downloads"; version: string; downloads: SpecDownload[] };
