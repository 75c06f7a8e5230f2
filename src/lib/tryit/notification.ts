import { checkJson, formatPath, parseJsonText, type JsonSchema, type Violation } from "../schema-check";
import { codeText } from "../openapi";
import type { OperationView } from "../openapi/types";
import type { PreparedRequest } from "./request";

/**
 * The notification console's rules (docs/try-it.md, "Webhooks"): which answer the documented path
 * expects for the notification that was built (a correctly signed one, one with an invalid
 * signature, one whose body breaks the schema), and whether a merchant endpoint's answer (HTTP
 * status and body) is that answer. Pure.
 */

export interface ExpectedAnswer {
  /** HTTP status the endpoint must answer. */
  status: number;
  /** The `responseCode` it must answer with. */
  code: string;
  /** What was sent, as the verdict says it: "a correctly signed notification". */
  sent: string;
}

export interface BuiltNotification {
  /** False when the console altered the signature (scenario C-07). */
  signatureValid: boolean;
  /** The body's schema violations, as the console showed them when building. */
  violations: Violation[];
}

/** The documented response code of an operation with this HTTP status and case, if it documents it. */
function documentedCode(operation: OperationView, status: number, caseCode?: string): string | null {
  const prefix = `${status}${operation.serviceCode}`;
  const codes = operation.responseCodes.map((c) => c.code).filter((c) => c.startsWith(prefix));
  return (caseCode ? codes.find((c) => c === prefix + caseCode) : undefined) ?? codes[0] ?? null;
}

/**
 * What the endpoint must answer, by the notification's documented rules: a signature that does not
 * verify gets HTTP 401 with the `401xx00` code and changes nothing; a body that breaks the schema
 * gets HTTP 400 (`400xx02` for a missing field, `400xx01` otherwise); anything else, HTTP 200 with
 * the success code.
 */
export function expectedAnswer(operation: OperationView, built: BuiltNotification): ExpectedAnswer {
  const svc = operation.serviceCode;
  if (!built.signatureValid)
    return {
      status: 401,
      code: documentedCode(operation, 401, "00") ?? `401${svc}00`,
      sent: "a notification whose signature does not verify",
    };
  if (built.violations.length) {
    const caseCode = built.violations.some((v) => v.keyword === "required") ? "02" : "01";
    return {
      status: 400,
      code: documentedCode(operation, 400, caseCode) ?? `400${svc}${caseCode}`,
      sent: "a correctly signed notification whose body breaks the schema",
    };
  }
  return {
    status: 200,
    code: documentedCode(operation, 200) ?? `200${svc}00`,
    sent: "a correctly signed notification",
  };
}

export interface Verdict {
  ok: boolean;
  lines: string[];
}

/**
 * Checks an endpoint's answer (the HTTP status as typed, the body as pasted) against the expected
 * answer: the status, the `responseCode` and the documented response schema of that status.
 */
export function checkAnswer(
  expected: ExpectedAnswer,
  httpStatus: string,
  text: string,
  responseSchemas: Record<string, JsonSchema>,
): Verdict {
  const lines: string[] = [];
  const status = httpStatus.trim();
  if (!/^\d{3}$/.test(status)) lines.push("Enter the HTTP status your endpoint answered (three digits, e.g. 200).");
  else if (Number(status) !== expected.status)
    lines.push(`HTTP ${status}: the documented answer to ${expected.sent} is HTTP ${expected.status}.`);
  const parsed = parseJsonText(text);
  if ("problem" in parsed) {
    lines.push(
      `The body is not valid JSON: line ${parsed.problem.line}, column ${parsed.problem.column}: ${parsed.problem.message}.`,
    );
    return { ok: false, lines };
  }
  const body = parsed.value;
  const code =
    body && typeof body === "object" && "responseCode" in body && typeof body.responseCode === "string"
      ? body.responseCode
      : null;
  if (code !== expected.code)
    lines.push(
      `responseCode ${code ?? "is missing"}: the documented answer to ${expected.sent} is ${expected.code}.${mismatchAdvice(expected, code)}`,
    );
  const schema = responseSchemas[String(expected.status)];
  if (schema) for (const v of checkJson(schema, body)) lines.push(`${formatPath(v.path)} ${v.message}`);
  return { ok: lines.length === 0, lines };
}

/** Why a wrong code is wrong, for the two mistakes the Scenario Testing guide lists. */
function mismatchAdvice(expected: ExpectedAnswer, code: string | null): string {
  if (!code) return "";
  if (expected.status === 200 && code.startsWith("401"))
    return " Your endpoint rejected a notification whose signature is valid: verify over the exact raw body, with the path of your notification URL as it was built here, and the public key shown.";
  if (expected.status === 401 && code.startsWith("200"))
    return " Your endpoint accepted a notification it must reject (scenario C-07): verify X-SIGNATURE before reading the body, and change nothing when it fails.";
  return "";
}

/** A signature of the same length that does not verify: its first byte changed (scenario C-07). */
export function alteredSignature(signature: string): string {
  const bytes = Uint8Array.from(atob(signature), (c) => c.charCodeAt(0));
  if (bytes.length) bytes[0] ^= 0xff;
  return btoa(String.fromCharCode(...bytes));
}

/** The request with another X-SIGNATURE; what was signed stays as it was. */
export function withSignature(request: PreparedRequest, signature: string): PreparedRequest {
  return {
    ...request,
    signature,
    headers: request.headers.map(([name, value]) => [name, name.toLowerCase() === "x-signature" ? signature : value]),
  };
}

/** `latestTransactionStatus` and its documented name in the body (`transactionStatusDesc`), from the examples. */
export function statusNames(operation: OperationView): Map<string, string> {
  const names = new Map<string, string>();
  for (const example of operation.requestExamples) {
    const parsed = parseJsonText(codeText(example.code));
    if (!("value" in parsed) || !parsed.value || typeof parsed.value !== "object") continue;
    const body = parsed.value as Record<string, unknown>;
    if (typeof body.latestTransactionStatus === "string" && typeof body.transactionStatusDesc === "string")
      names.set(body.latestTransactionStatus, body.transactionStatusDesc);
  }
  return names;
}

/** The body with another `latestTransactionStatus` (and its name); text that is not a JSON object is kept. */
export function withStatus(text: string, status: string, names: Map<string, string>): string {
  const parsed = parseJsonText(text);
  if (!("value" in parsed) || !parsed.value || typeof parsed.value !== "object" || Array.isArray(parsed.value))
    return text;
  const body = { ...(parsed.value as Record<string, unknown>), latestTransactionStatus: status };
  const name = names.get(status);
  if (name && "transactionStatusDesc" in body) body.transactionStatusDesc = name;
  return JSON.stringify(body, null, 2);
}
