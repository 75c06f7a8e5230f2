/**
 * Operations and response codes as the MCP tools give them: the API pages' own views of the
 * operations (operation-record.ts, written by build:mcp), looked up by id or by method and path,
 * and cut into sections so that an assistant asks for what it needs.
 */
import type { DocsData } from "./docs-data";
import { quote } from "./limits";
import { editDistance } from "./site";
import type { OperationRecord, ResponseCodeRecord } from "./operation-record";

export type SigningKind = "access-token" | "service" | "notification";

export class LookupError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "LookupError";
  }
}

/** Normalises a path a reader may give with a host, a query string or a trailing slash. */
export function normalisePath(input: string): string {
  let p = input.trim();
  try {
    if (/^https?:\/\//i.test(p)) p = new URL(p).pathname;
  } catch {
    // Not a URL after all: used as given.
  }
  p = p.split(/[?#]/)[0];
  if (!p.startsWith("/")) p = `/${p}`;
  return p.length > 1 ? p.replace(/\/+$/, "") : p;
}

/**
 * The operation named by id, or by method and path; a LookupError that lists close candidates
 * otherwise, or when an id and a method and path are both given and name different operations.
 */
export function findOperation(
  ops: OperationRecord[],
  by: { operationId?: string; method?: string; path?: string },
): OperationRecord {
  const id = by.operationId?.trim();
  const byId = id ? ops.find((o) => o.operationId === id) : undefined;
  if (id && !byId) {
    const lower = id.toLowerCase();
    const close = ops.filter((o) => {
      const known = o.operationId.toLowerCase();
      return known.includes(lower) || lower.includes(known) || editDistance(known, lower, 2) <= 2;
    });
    throw new LookupError(
      `Unknown operationId "${quote(id)}".${close.length ? ` Did you mean ${close.map((o) => o.operationId).join(", ")}?` : ""} ` +
        `list_operations lists every operation with its id.`,
    );
  }
  if (!by.path) {
    if (byId) return byId;
    throw new LookupError("Give an operationId, or a method and a path.");
  }
  const path = normalisePath(by.path);
  const method = by.method?.trim().toUpperCase();
  if (byId) {
    if (byId.path === path && (!method || byId.method === method)) return byId;
    throw new LookupError(
      `operationId ${byId.operationId} is ${byId.method} ${byId.path}, not ${method ? `${quote(method)} ` : ""}${quote(path)}: give the id or the method and path, not both.`,
    );
  }
  const matches = ops.filter((o) => o.path === path);
  const found = method ? matches.find((o) => o.method === method) : matches.length === 1 ? matches[0] : undefined;
  if (found) return found;
  if (matches.length)
    throw new LookupError(
      `${path} has ${matches.map((o) => `${o.method} (${o.operationId})`).join(", ")}; ${method ? `not ${quote(method)}` : "give the method"}.`,
    );
  throw new LookupError(
    `No operation at path ${quote(path)}. Give the path only, such as /v1.0/debit/payment-host-to-host, or find it with list_operations.`,
  );
}

/** How a call is signed (src/lib/signature.ts and the Authentication guide). */
export function signingOf(op: OperationRecord, product: string): { kind: SigningKind; cases: string[]; note: string } {
  if (op.apiType === "access-token")
    return {
      kind: "access-token",
      cases: ["access-token"],
      note: "X-SIGNATURE is SHA256withRSA with your private key over `<X-CLIENT-KEY>|<X-TIMESTAMP>`.",
    };
  if (op.apiType === "notification")
    return {
      kind: "notification",
      cases: ["asymmetric"],
      note:
        `${product} signs this notification: verify X-SIGNATURE (SHA256withRSA, asymmetric string to sign over ` +
        `the method, your notification path, the body hash and X-TIMESTAMP) with ${product}'s public key.`,
    };
  return {
    kind: "service",
    cases: ["asymmetric", "symmetric"],
    note:
      "X-SIGNATURE is SHA256withRSA with your private key (asymmetric, the default) or HMAC-SHA512 with your client " +
      "secret (symmetric, which also signs the access token), over the method, the path, the body's SHA-256 and X-TIMESTAMP.",
  };
}

/** The parts of an operation get_operation can return; `DEFAULT_SECTIONS` when none are asked for. */
export const OPERATION_SECTIONS = [
  "summary",
  "headers",
  "fields",
  "responses",
  "examples",
  "codes",
  "samples",
  "schemas",
] as const;
export type OperationSection = (typeof OPERATION_SECTIONS)[number];
export const DEFAULT_SECTIONS: OperationSection[] = ["summary", "headers", "fields"];

/** What each section holds, for the tool's description and the guide. */
export const SECTION_CONTENTS: Record<OperationSection, string> = {
  summary:
    "what it does, product, service code, status, signing, rules, timeout, idempotency key, pages, and how many of each other part there are",
  headers: "request headers",
  fields: "request query parameters and body fields",
  responses: "response body fields by HTTP status",
  examples: "request and response examples",
  codes: "response codes with what to do and whether to retry",
  samples: "code samples (cURL, Node.js, Python, Go, Java, PHP; `language` picks one)",
  schemas: "the JSON Schemas of the request (headers, query, body) and of each response",
};

/** get_operation's answer: the operation's identity, then the sections asked for, in the order above. */
export function operationSections(
  data: DocsData,
  op: OperationRecord,
  sections: readonly OperationSection[],
  language?: string,
): Record<string, unknown> {
  const want = new Set(sections.length ? sections : DEFAULT_SECTIONS);
  const page = data.pages.get(op.route);
  const out: Record<string, unknown> = {
    operationId: op.operationId,
    summary: op.summary,
    method: op.method,
    path: op.path,
    sections: OPERATION_SECTIONS.filter((s) => want.has(s)),
  };
  if (want.has("summary"))
    Object.assign(out, {
      purpose: op.purpose,
      description: op.description,
      product: op.product,
      serviceCode: op.serviceCode,
      apiType: op.apiType,
      direction: op.direction,
      requirement: op.requirement,
      status: op.status,
      since: op.since,
      availableIn: [op.sandbox && "sandbox", op.production && "production"].filter(Boolean),
      signing: signingOf(op, data.build.product),
      rules: op.rules,
      timeoutSeconds: op.timeoutSeconds,
      idempotencyKey: op.idempotencyKey,
      url: page?.url ?? `${data.build.siteUrl}${op.route.slice(1)}`,
      markdownUrl: page?.markdownUrl ?? null,
      usedIn: op.usedIn,
      contents: {
        headers: op.headers.length,
        queryParameters: op.query.length,
        requestFields: op.requestBody?.fields.length ?? 0,
        responseFields: op.responseBodies.reduce((n, b) => n + b.fields.length, 0),
        requestExamples: op.requestExamples.length,
        responseExamples: op.responseExamples.length,
        sampleLanguages: op.samples.map((s) => s.language),
        responseCodes: op.responseCodes.length,
      },
    });
  if (want.has("headers")) out.headers = op.headers;
  if (want.has("fields")) {
    out.queryParameters = op.query;
    out.requestBody = op.requestBody;
  }
  if (want.has("responses")) out.responseBodies = op.responseBodies;
  if (want.has("examples")) {
    out.requestExamples = op.requestExamples;
    out.responseExamples = op.responseExamples;
  }
  if (want.has("codes")) out.responseCodes = responseCodeRows(data, op);
  if (want.has("samples")) {
    const samples = language ? op.samples.filter((s) => s.language === language.toLowerCase()) : op.samples;
    if (language && !samples.length)
      throw new LookupError(
        `${op.operationId} has no ${quote(language)} sample; it has ${op.samples.map((s) => s.language).join(", ")}.`,
      );
    out.samplesIntro = op.samplesIntro;
    out.samples = samples;
  }
  if (want.has("schemas")) {
    const file = data.operationSchemaFile(op.operationId) as Record<string, unknown> | null;
    out.requestSchema = file ? { headers: file.headers, query: file.query, body: file.body } : null;
    out.responseSchemas = file?.responses ?? {};
  }
  return out;
}

export interface ResponseCodeRow extends ResponseCodeRecord {
  operationId: string;
  operation: string;
  serviceCode: string;
  /** The code's row on the operation's page. */
  url: string;
}

/** An operation's response codes, each with its operation and the URL of its row on the page. */
export function responseCodeRows(data: DocsData, op: OperationRecord): ResponseCodeRow[] {
  const pageUrl = data.pages.get(op.route)?.url ?? `${data.build.siteUrl}${op.route.slice(1)}`;
  return op.responseCodes.map((c) => ({
    ...c,
    operationId: op.operationId,
    operation: op.summary,
    serviceCode: op.serviceCode,
    url: `${pageUrl}#response-code-${c.code}`,
  }));
}
