import type { MockOperation, ScenarioOutcome, Scenarios } from "./types";

/**
 * The sandbox's scenario triggers and test data (content/guide/scenario-testing.mdx, "Sandbox
 * scenario triggers"): the amount, bank account or wallet user a request carries selects the
 * outcome.
 *
 * - Amounts select the outcome of payment, refund, top-up and transfer calls: the operations whose
 *   idempotency key is `partnerReferenceNo` or `partnerRefundNo` and that carry an amount; not
 *   inquiries, Consult Pay or Cancel Order.
 * - A trigger applies only where the operation documents its response code, as the guide says
 *   ("Not every operation has every outcome": `40314.00` creates a normal order on Create Order).
 * - Bank accounts and wallet users are found in any string of the body or the query (also inside
 *   a JSON string such as Get OAuth's `seamlessData`).
 *
 * The wallet users and bank accounts themselves (who is frozen, which account is pending) are the
 * sandbox's data, used by the rules of the operations (rules/*.ts).
 */

interface Trigger {
  status: number;
  caseCode: string;
  reason: string;
}

/** `amount.value` (or `refundAmount.value` on refunds) → outcome. */
export const amountTriggers: Record<string, Trigger> = {
  "40301.00": { status: 403, caseCode: "02", reason: "Exceeds limit (sandbox amount 40301.00)" },
  "40314.00": { status: 403, caseCode: "14", reason: "Insufficient funds (sandbox amount 40314.00)" },
  "20200.00": { status: 202, caseCode: "00", reason: "In progress (sandbox amount 20200.00)" },
  "50000.00": { status: 500, caseCode: "00", reason: "General error (sandbox amount 50000.00)" },
  "40418.00": { status: 404, caseCode: "18", reason: "Inconsistent request (sandbox amount 40418.00)" },
};

/** Bank account numbers and wallet users, found in any string field of the body or query. */
export const valueTriggers: Record<string, Trigger> = {
  "0000000000": { status: 404, caseCode: "01", reason: "Account not found (sandbox account 0000000000)" },
  "6281200000000": { status: 403, caseCode: "18", reason: "Frozen account (sandbox user 6281200000000)" },
};

/** The sandbox's wallet users (guide, "Wallet users"); any other number is not a Saku account. */
export const sandboxUsers: Record<string, { frozen: boolean; topUpLimit: string }> = {
  "6281234567890": { frozen: false, topUpLimit: "15000000.00" },
  "6281200000000": { frozen: true, topUpLimit: "0.00" },
};

/** The sandbox's bank accounts (guide, "Bank accounts"); any other number is unknown. */
export const sandboxAccounts: Record<string, { name: string; pending: boolean }> = {
  "1234567890": { name: "Budi Santoso", pending: false },
  "9999999999": { name: "Budi Santoso", pending: true },
};

/**
 * The access token the sandbox treats as expired, in `Authorization` (scenario C-03) or
 * `Authorization-Customer` (WB-11): `Bearer EXPIRED` answers `401xx01` without waiting 900 seconds.
 */
export const EXPIRED_TOKEN = "EXPIRED";

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);

function documented(op: MockOperation, t: Trigger): boolean {
  const code = `${t.status}${op.serviceCode}${t.caseCode}`;
  return (op.examples[String(t.status)] ?? []).some((e) => isObject(e.value) && e.value.responseCode === code);
}

/** Strings of a value, JSON text inside a string included. */
function strings(value: unknown, out: string[] = []): string[] {
  if (typeof value === "string") {
    out.push(value);
    if (/^\s*[[{]/.test(value))
      try {
        strings(JSON.parse(value) as unknown, out);
      } catch {
        // Not JSON after all: the string itself is enough.
      }
  } else if (Array.isArray(value)) value.forEach((v) => strings(v, out));
  else if (isObject(value)) Object.values(value).forEach((v) => strings(v, out));
  return out;
}

/** Payment, refund, top-up and transfer calls: idempotent on their own reference, with an amount. */
export const movesMoney = (op: MockOperation) =>
  op.idempotencyKey === "partnerReferenceNo" || op.idempotencyKey === "partnerRefundNo";

export const sandboxScenarios: Scenarios = ({ operation, body, query }): ScenarioOutcome | null => {
  if (isObject(body) && movesMoney(operation)) {
    const amount = isObject(body.refundAmount) ? body.refundAmount : isObject(body.amount) ? body.amount : null;
    const byAmount = amount && typeof amount.value === "string" ? amountTriggers[amount.value] : undefined;
    if (byAmount && documented(operation, byAmount)) return byAmount;
  }
  for (const value of strings([body, query ?? {}])) {
    const trigger = valueTriggers[value];
    if (trigger && documented(operation, trigger)) return trigger;
  }
  return null;
};
