import {
  ACCESS_TOKEN_BODY,
  ACCESS_TOKEN_PATH,
  DEFAULT_CHANNEL_ID,
  EMPTY_BODY_SHA256,
  accessTokenStringToSign,
  asymmetricStringToSign,
  bareAccessToken,
  externalIdFrom,
  minifyBody,
  symmetricStringToSign,
  timestampGmt7,
  importPrivateKey,
  sha256Hex,
  signHmac,
  signRsa,
} from "../signature";
import { dateTimeWithOffset, freshReference, isDeadline, referenceFields, renewedMinutes } from "../mock";
import { codeText } from "../openapi";
import type { ApiType, FieldRow, HttpMethod, OperationView } from "../openapi/types";

/**
 * The "Try it" console's requests (docs/try-it.md): which headers an operation takes and where
 * their values come from, the path and query, fresh references on every send, the string to sign
 * and the signature (the rules of src/lib/signature, signed with Web Crypto). Pure but for Web
 * Crypto; nothing here stores or sends anything (send.ts does, through a transport).
 */

/** How the console signs service calls; the merchant chooses one for all calls (authentication guide). */
export type ServiceSigning = "asymmetric" | "symmetric";

/** What the reader enters once per visit. Kept in memory only (src/lib/tryit/session.ts). */
export interface Credentials {
  clientId: string;
  /** PEM (PKCS#8 or PKCS#1) RSA private key: access-token calls and asymmetric service calls. */
  privateKeyPem: string;
  /** HMAC-SHA512 key of symmetric service calls. */
  clientSecret: string;
  signing: ServiceSigning;
}

/** Headers whose values the console computes on every send (unless the reader overrides them). */
export type AutoHeader =
  | "content-type"
  | "authorization"
  | "timestamp"
  | "signature"
  | "partner-id"
  | "client-key"
  | "external-id"
  | "channel-id"
  | "customer-token";

export interface HeaderField {
  name: string;
  required: boolean;
  /** Set for headers the console fills in itself. */
  auto: AutoHeader | null;
  /** The value to start from for headers the reader fills in (the documented example). */
  example: string;
  /** When a conditional header is needed (the document's `x-condition`). */
  condition?: string;
}

const autoHeaders: Record<string, AutoHeader> = {
  "content-type": "content-type",
  authorization: "authorization",
  "x-timestamp": "timestamp",
  "x-signature": "signature",
  "x-partner-id": "partner-id",
  "x-client-key": "client-key",
  "x-external-id": "external-id",
  "channel-id": "channel-id",
  "authorization-customer": "customer-token",
};

/** The operation's header rows as console fields, `Content-Type` first when there is a body. */
export function headerFields(rows: FieldRow[], hasBody: boolean): HeaderField[] {
  return namedHeaderFields(
    rows
      .filter((r) => r.depth === 0)
      .map((r) => ({
        name: r.name,
        required: r.required === "required",
        example: r.example ?? "",
        ...(r.condition ? { condition: r.condition } : {}),
      })),
    hasBody,
  );
}

/** Headers by name (an API page's rows, or a published header schema's) as console fields, `Content-Type` first when there is a body. */
export function namedHeaderFields(headers: Omit<HeaderField, "auto">[], hasBody: boolean): HeaderField[] {
  const fields = headers.map((h) => ({ ...h, auto: autoHeaders[h.name.toLowerCase()] ?? null }));
  if (hasBody && !fields.some((f) => f.auto === "content-type"))
    fields.unshift({ name: "Content-Type", required: true, auto: "content-type", example: "application/json" });
  return fields;
}

export interface RequestTarget {
  operationId: string;
  method: HttpMethod;
  /** Relative path, e.g. `/v1.0/payment-gateway/create-order`; `{name}` marks a path parameter. */
  path: string;
  apiType: ApiType;
}

export interface PrepareInput {
  target: RequestTarget;
  fields: HeaderField[];
  /** Values the reader typed: for manual headers, and overrides of automatic ones ("" = automatic). */
  headerValues: Record<string, string>;
  /** Path parameters by name (every one is required). */
  pathParams?: Record<string, string>;
  /** Query parameters by name ("" = left out). */
  query: Record<string, string>;
  /** Optional automatic headers the reader chose to leave out (e.g. `Authorization-Customer`). */
  leftOut?: string[];
  /** The body as edited (pretty or minified JSON, or "" for none). */
  body: string;
  credentials: Credentials;
  /** The B2B access token for service calls (from the token call the console made first). */
  accessToken: string;
  /** The customer token (`Authorization-Customer`) for calls made for a bound user. */
  customerToken?: string;
  now: Date;
  random: (length: number) => Uint8Array;
  subtle?: SubtleCrypto;
}

export interface PreparedRequest {
  method: HttpMethod;
  /** Path with its query string: what is sent and what is signed. */
  path: string;
  headers: [name: string, value: string][];
  /** The minified body, sent exactly as hashed ("" for none). */
  body: string;
  stringToSign: string;
  signature: string;
  /** How the signature was made, e.g. "SHA256withRSA with your private key". */
  algorithm: string;
}

export class TryItError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "TryItError";
  }
}

/** The path with the query parameters that have values, in the documented order, each encoded once. */
export function pathWithQuery(path: string, query: Record<string, string>): string {
  const pairs = Object.entries(query).filter(([, v]) => v !== "");
  if (!pairs.length) return path;
  return `${path}?${pairs.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`).join("&")}`;
}

const pathParameter = /\{([^{}/]+)\}/g;

/** The names of a path's parameters (`/v1.0/shops/{shopId}` → `["shopId"]`), in order. */
export function pathParameterNames(path: string): string[] {
  return [...path.matchAll(pathParameter)].map((m) => m[1]);
}

/** The path with each `{name}` replaced by its value, encoded; throws TryItError naming an empty one. */
export function resolvePath(path: string, params: Record<string, string>): string {
  return path.replace(pathParameter, (_, name: string) => {
    const value = params[name]?.trim() ?? "";
    if (!value) throw new TryItError(`Enter a value for the path parameter ${name}: it is part of the path.`);
    return encodeURIComponent(value);
  });
}

/** Which signature an operation's requests carry. */
export function signatureKind(apiType: ApiType, signing: ServiceSigning): "access-token" | ServiceSigning {
  if (apiType === "access-token") return "access-token";
  // Notifications are signed by Saku like an asymmetric service call (authentication guide).
  return apiType === "notification" ? "asymmetric" : signing;
}

/** Signs and assembles one request; throws TryItError with a reader-facing message. */
export async function prepareRequest(input: PrepareInput): Promise<PreparedRequest> {
  const { target, credentials, headerValues } = input;
  const kind = signatureKind(target.apiType, credentials.signing);
  const override = (name: string) => headerValues[name]?.trim() ?? "";
  const timestamp = override("X-TIMESTAMP") || timestampGmt7(input.now);
  // Query parameters go on any method the document gives them to; signed as sent.
  const path = pathWithQuery(resolvePath(target.path, input.pathParams ?? {}), input.query);
  let body: string;
  try {
    body = target.method === "GET" ? "" : minifyBody(input.body).minified;
  } catch (error) {
    throw new TryItError(error instanceof Error ? error.message : String(error));
  }
  if (!credentials.clientId.trim()) throw new TryItError("Enter your client id (X-PARTNER-ID) under Credentials.");

  let stringToSign: string;
  let signature: string;
  let algorithm: string;
  if (kind === "symmetric") {
    if (!credentials.clientSecret)
      throw new TryItError("Enter your client secret under Credentials to sign with HMAC-SHA512.");
    const bodyHash = body ? await sha256Hex(body, input.subtle) : EMPTY_BODY_SHA256;
    stringToSign = symmetricStringToSign({
      method: target.method,
      path,
      bodyHash,
      timestamp,
      accessToken: input.accessToken,
    });
    signature = await signHmac(stringToSign, credentials.clientSecret, input.subtle);
    algorithm = "HMAC-SHA512 with your client secret";
  } else {
    if (!credentials.privateKeyPem.trim())
      throw new TryItError("Enter your private key (PEM) under Credentials, or generate a test key pair.");
    let key: CryptoKey;
    try {
      key = await importPrivateKey(credentials.privateKeyPem, input.subtle);
    } catch (error) {
      throw new TryItError(error instanceof Error ? error.message : String(error));
    }
    if (kind === "access-token") stringToSign = accessTokenStringToSign(credentials.clientId.trim(), timestamp);
    else {
      const bodyHash = body ? await sha256Hex(body, input.subtle) : EMPTY_BODY_SHA256;
      stringToSign = asymmetricStringToSign({ method: target.method, path, bodyHash, timestamp });
    }
    signature = await signRsa(stringToSign, key, input.subtle);
    algorithm =
      target.apiType === "notification"
        ? "SHA256withRSA with the simulated Saku key"
        : "SHA256withRSA with your private key";
  }
  const finalSignature = override("X-SIGNATURE") || signature;

  const automatic: Record<AutoHeader, () => string> = {
    "content-type": () => "application/json",
    authorization: () => `Bearer ${bareAccessToken(input.accessToken)}`,
    timestamp: () => timestamp,
    signature: () => finalSignature,
    "partner-id": () => credentials.clientId.trim(),
    "client-key": () => credentials.clientId.trim(),
    "external-id": () => externalIdFrom(input.random(20)),
    "channel-id": () => DEFAULT_CHANNEL_ID,
    "customer-token": () => `Bearer ${bareAccessToken(input.customerToken ?? "")}`,
  };
  const leftOut = new Set(input.leftOut ?? []);
  const headers: [string, string][] = [];
  for (const field of input.fields) {
    const typed = override(field.name);
    if (field.auto) {
      if (field.auto === "authorization" && kind === "access-token") continue;
      if (!field.required && leftOut.has(field.name)) continue;
      headers.push([field.name, typed || automatic[field.auto]()]);
    } else if (typed) headers.push([field.name, typed]);
    else if (field.required)
      throw new TryItError(`Enter a value for the ${field.name} header: it is required by this operation.`);
  }
  return { method: target.method, path, headers, body, stringToSign, signature: finalSignature, algorithm };
}

/** The B2B access-token call the console makes before service calls (authentication guide). */
export function accessTokenTarget(): RequestTarget {
  return { operationId: "getB2bAccessToken", method: "POST", path: ACCESS_TOKEN_PATH, apiType: "access-token" };
}

/** Header fields of the B2B access-token call. */
export const accessTokenFields: HeaderField[] = [
  { name: "Content-Type", required: true, auto: "content-type", example: "application/json" },
  { name: "X-TIMESTAMP", required: true, auto: "timestamp", example: "" },
  { name: "X-CLIENT-KEY", required: true, auto: "client-key", example: "" },
  { name: "X-SIGNATURE", required: true, auto: "signature", example: "" },
];

export { ACCESS_TOKEN_BODY };

/** The values a console starts from: the documented examples, query values decoded for editing. */
export interface StartingValues {
  /** Headers the reader fills in, with their documented example; automatic ones are left empty. */
  headerValues: Record<string, string>;
  pathParams: Record<string, string>;
  query: Record<string, string>;
  body: string;
}

/** A documented query value as the reader edits it: examples given URL-encoded (e.g. seamlessData) are decoded once. */
export function editableQueryValue(example: string): string {
  if (!/%[0-9A-Fa-f]{2}/.test(example)) return example;
  try {
    return decodeURIComponent(example);
  } catch {
    return example;
  }
}

export function startingValues(operation: OperationView, fields: HeaderField[]): StartingValues {
  return {
    headerValues: Object.fromEntries(fields.filter((f) => !f.auto).map((f) => [f.name, f.example])),
    pathParams: Object.fromEntries(pathParameterNames(operation.path).map((name) => [name, ""])),
    query: Object.fromEntries(
      operation.query.filter((r) => r.depth === 0).map((r) => [r.name, editableQueryValue(r.example ?? "")]),
    ),
    body: operation.requestExamples[0] ? codeText(operation.requestExamples[0].code) : "",
  };
}

/** The top-level values of a JSON object's text; none when it is not one. */
function topLevelValues(text: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** A deadline the console wrote this close to now, or closer, is refreshed even when the reader keeps the body's references. */
const STALE_BEFORE_MS = 5 * 60_000;

/**
 * The body with a new reference number and its date-times renewed as the code samples renew them
 * (the mock's request fields: deadlines now + 30 minutes, a range's start 7 days ago, other times
 * now), so a send today is not a duplicate nor already expired. With `keepReferences` (a retry of
 * the same request) the references and times stay, so a second send repeats the first one's body
 * exactly; only a deadline the console wrote itself (its value is that field's in one of the
 * `written` bodies: the example, a renewed send) is moved once it has passed or is under 5 minutes
 * away. A deadline the reader typed is sent as typed, so a past `validUpTo` gets the API's
 * rejection. Keeps the reader's formatting when the body is not JSON (the checker says why).
 */
export function refreshBody(
  text: string,
  now: Date,
  random: (length: number) => Uint8Array,
  { keepReferences = false, written = [] }: { keepReferences?: boolean; written?: string[] } = {},
): string {
  if (!text.trim()) return text;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return text;
  }
  if (!value || typeof value !== "object" || Array.isArray(value)) return text;
  const body = value as Record<string, unknown>;
  const wrote = written.map(topLevelValues);
  const typed = (key: string, v: string) => !wrote.some((w) => w[key] === v);
  let changed = false;
  for (const [key, current] of Object.entries(body)) {
    if (referenceFields.includes(key) && typeof current === "string" && current) {
      if (keepReferences) continue;
      body[key] = freshReference(current, now, random);
      changed = true;
    } else if (typeof current === "string" && dateTimeWithOffset.test(current)) {
      const stale = isDeadline(key) && Date.parse(current) - now.getTime() < STALE_BEFORE_MS;
      if (keepReferences && (!stale || typed(key, current))) continue;
      body[key] = timestampGmt7(new Date(now.getTime() + renewedMinutes(key) * 60_000));
      changed = true;
    }
  }
  return changed ? JSON.stringify(body, null, 2) : text;
}
