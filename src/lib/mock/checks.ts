import { formatPath, type JsonSchema, type Violation } from "../schema-check";
import { bytesToHex, timestampGmt7 } from "../signature";

/** The transport checks' helpers: failures as documented, header schemas, tokens, timestamps. */

export interface Failure {
  status: number;
  caseCode: string;
  message: string;
}

export const fail = (status: number, caseCode: string, message: string): Failure => ({ status, caseCode, message });

export const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === "object" && v !== null && !Array.isArray(v);

export function headerSchemaNames(schema: JsonSchema): { names: string[]; required: string[] } {
  if (!isObject(schema)) return { names: [], required: [] };
  const names = isObject(schema.properties) ? Object.keys(schema.properties) : [];
  const required = Array.isArray(schema.required) ? schema.required.map(String) : [];
  return { names, required };
}

/** `Invalid Mandatory Field amount.value` for a missing field, `Invalid Field Format …` otherwise. */
export function schemaFailure(violations: Violation[], prefix = ""): Failure | null {
  const missing = violations.find((v) => v.keyword === "required");
  if (missing) {
    const field = /"([^"]+)"/.exec(missing.message)?.[1];
    const path = [...missing.path, ...(field ? [field] : [])];
    return fail(400, "02", `Invalid Mandatory Field ${prefix}${formatPath(path)}`);
  }
  const first = violations[0];
  return first ? fail(400, "01", `Invalid Field Format ${prefix}${formatPath(first.path)}`) : null;
}

export function randomToken(): string {
  const bytes = new Uint8Array(24);
  globalThis.crypto.getRandomValues(bytes);
  return bytesToHex(bytes);
}

/** The calendar day in GMT+7 (`2025-03-14`), which X-EXTERNAL-ID must be unique within. */
export const dayGmt7 = (date: Date) => timestampGmt7(date).slice(0, 10);

/** The moment an ISO-8601 timestamp with offset names, or null when it is not one. */
export function parseTimestamp(timestamp: string): Date | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}[+-]\d{2}:\d{2}$/.test(timestamp)) return null;
  const date = new Date(timestamp);
  return Number.isNaN(date.getTime()) ? null : date;
}
