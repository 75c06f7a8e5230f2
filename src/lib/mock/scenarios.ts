import type { MockOperation, ScenarioOutcome, Scenarios } from "./index";

/**
 * The sandbox's scenario triggers (content/guide/scenario-testing.mdx, "Sandbox scenario
 * triggers"): the amount, bank account or wallet user a request carries selects the outcome.
 * A trigger applies only where the operation documents its response code, as the guide says
 * ("Not every operation has every outcome": `40314.00` creates a normal order on Create Order).
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

/** Bank account numbers and wallet users, found in any string field of the body. */
export const valueTriggers: Record<string, Trigger> = {
  "0000000000": { status: 404, caseCode: "01", reason: "Account not found (sandbox account 0000000000)" },
  "6281200000000": { status: 403, caseCode: "18", reason: "Frozen account (sandbox user 6281200000000)" },
};

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);

function documented(op: MockOperation, t: Trigger): boolean {
  const code = `${t.status}${op.serviceCode}${t.caseCode}`;
  return (op.examples[String(t.status)] ?? []).some((e) => isObject(e.value) && e.value.responseCode === code);
}

function strings(value: unknown, out: string[] = []): string[] {
  if (typeof value === "string") out.push(value);
  else if (Array.isArray(value)) value.forEach((v) => strings(v, out));
  else if (isObject(value)) Object.values(value).forEach((v) => strings(v, out));
  return out;
}

export const sandboxScenarios: Scenarios = ({ operation, body }): ScenarioOutcome | null => {
  if (!isObject(body)) return null;
  const amount = isObject(body.refundAmount) ? body.refundAmount : isObject(body.amount) ? body.amount : null;
  const byAmount = amount && typeof amount.value === "string" ? amountTriggers[amount.value] : undefined;
  if (byAmount && documented(operation, byAmount)) return byAmount;
  for (const value of strings(body)) {
    const trigger = valueTriggers[value];
    if (trigger && documented(operation, trigger)) return trigger;
  }
  return null;
};
