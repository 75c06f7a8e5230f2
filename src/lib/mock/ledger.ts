import { freshReference } from "./request-fields";
import { timestampGmt7 } from "../signature";
import { canonical, cents, closestExample, isObject, requestFacts, shapeExample, type Facts } from "./answer";
import type { MockExample, MockOperation, ScenarioOutcome } from "./types";
import type {
  Money,
  Answer,
  Transaction,
  LedgerState,
  RuleContext,
  ReplyOptions,
  Rule,
  SandboxPage,
} from "./ledger-types";

/**
 * The mock's transaction store and the business rules the real API applies after a request has
 * passed the transport checks (api.ts): one store per mock, namespaced by client
 * id, so what a client created is what its later calls find.
 *
 * Orders, payments, top-ups, transfers, refunds, divisions, shops, inquiry sessions, authorization
 * codes and customer tokens are remembered. A repeated idempotency key with the same body answers
 * as the first time; with another body, the documented conflict. Query, Cancel and Refund of a
 * reference the client never created answer the documented "not found". Statuses move with the
 * clock as the Scenario Testing guide says (a `202` becomes final after 60 seconds, an unpaid order
 * closes at `validUpTo`). The rules per product are in rules/*.ts; the operations' own x-rules in
 * the OpenAPI document are where each comes from.
 *
 * What a user does outside the API (pay on the hosted page, approve a binding) is a "sandbox
 * page": the `webRedirectUrl` of an answer, which the mock serves. A GET of it does what the user
 * would (pays, approves) and redirects to the merchant's URL, as the real page does.
 */

export type * from "./ledger-types";

export function createLedgerState(): LedgerState {
  return {
    transactions: new Map(),
    attempts: new Set(),
    refunds: new Map(),
    replies: new Map(),
    sessions: new Map(),
    authCodes: new Map(),
    bindings: new Map(),
    refreshTokens: new Map(),
    divisions: new Map(),
    shops: new Map(),
    pages: new Map(),
  };
}

export const MINUTE = 60_000;
/** How long a `202` stays in progress in the sandbox (Scenario Testing guide: "after 60 seconds"). */
export const SETTLE_MS = 60_000;

/** The store key of a client's value. */
export const keyOf = (...parts: string[]) => parts.join("\u0000");

export const str = (v: unknown): string | undefined => (typeof v === "string" && v !== "" ? v : undefined);
export const gmt7 = (ms: number) => timestampGmt7(new Date(ms));

/** A value like the example's (its letters kept, today's date, new digits). */
export function newId(example: string, now: number, random: (length: number) => Uint8Array): string {
  return freshReference(example, new Date(now), random);
}

/** The first example value of `field` in the operation's success examples, to shape new ids after. */
export function exampleValue(op: MockOperation, field: string, fallback: string): string {
  for (const e of op.examples["200"] ?? op.examples["202"] ?? []) {
    const v = isObject(e.value) ? e.value[field] : undefined;
    if (typeof v === "string") return v;
  }
  return fallback;
}

/** The reply a rule gives: the documented example with this request's values. */
export function replyWith(
  ctx: Pick<RuleContext, "op" | "body" | "query" | "now">,
  status: number,
  caseCode: string,
  options: ReplyOptions = {},
): Answer {
  const code = `${status}${ctx.op.serviceCode}${caseCode}`;
  const examples: MockExample[] = ctx.op.examples[String(status)] ?? [];
  const named = options.example ? examples.find((e) => e.name === options.example) : undefined;
  const ofCode = examples.filter((e) => isObject(e.value) && e.value.responseCode === code);
  const example = named ?? closestExample(ofCode, ctx.body, ctx.query, ...(options.like ?? []));
  const facts: Facts = { ...requestFacts(ctx.query), ...requestFacts(ctx.body), ...options.facts };
  if (options.message) facts.responseMessage = options.message;
  const body = example
    ? shapeExample(example.value, facts, new Date(ctx.now))
    : { responseCode: code, responseMessage: options.message ?? "Unexpected" };
  return { status, body };
}

/** Same body (canonical JSON) as an earlier request. */
export const sameBody = (a: string, body: unknown) => a === canonical(body);

export const refunded = (tx: Transaction) => tx.refunds.reduce((sum, r) => sum + cents(r.amount), 0);

/**
 * The transaction's status now, moving it on as time passes: a `202` becomes paid after
 * SETTLE_MS, an unpaid one closes (`05`) at `validUpTo`, a paid one fully refunded is `04`.
 */
export function statusOf(tx: Transaction, now: number): string {
  if (tx.closedAt !== undefined && tx.closedAt <= now) return "05";
  if (tx.settlesAt !== undefined) {
    if (now < tx.settlesAt) return tx.pendingStatus;
    tx.paidAt ??= tx.settlesAt;
  }
  if (tx.paidAt !== undefined) return refunded(tx) >= cents(tx.amount) ? "04" : "00";
  if (tx.validUpTo !== undefined && now > tx.validUpTo) {
    tx.closedAt = tx.validUpTo;
    tx.closeReason = "EXPIRED";
    return "05";
  }
  return "01";
}

const statusNames: Record<string, string> = {
  "00": "Success",
  "01": "Initiated",
  "02": "Paying",
  "03": "Pending",
  "04": "Refunded",
  "05": "Cancelled",
  "06": "Failed",
  "07": "Not_Found",
};
/** `transactionStatusDesc`, cased as the operation's examples write it (`SUCCESS` or `Success`). */
export function statusName(op: MockOperation, status: string): string {
  const name = statusNames[status] ?? status;
  const sample = (op.examples["200"] ?? []).map((e) => (isObject(e.value) ? e.value.transactionStatusDesc : null));
  return sample.some((s) => typeof s === "string" && s === s.toUpperCase()) ? name.toUpperCase() : name;
}

/**
 * The transaction a follow-up names by `originalPartnerReferenceNo` and/or `originalReferenceNo`:
 * `{ tx }`, `{ mismatch }` when the two name different transactions (or none matches the second),
 * or `{}` when the client has none.
 */
export function findOriginal(ctx: RuleContext, operationId: string): { tx?: Transaction; mismatch?: string } {
  const partner = str(ctx.body.originalPartnerReferenceNo);
  const reference = str(ctx.body.originalReferenceNo);
  const byPartner = partner ? ctx.state.transactions.get(keyOf(operationId, ctx.clientId, partner)) : undefined;
  const byReference = reference
    ? [...ctx.state.transactions.values()].find(
        (t) => t.operationId === operationId && t.clientId === ctx.clientId && t.referenceNo === reference,
      )
    : undefined;
  if (partner && reference && byPartner !== byReference)
    return { mismatch: "originalPartnerReferenceNo and originalReferenceNo name different transactions" };
  const externalId = str(ctx.body.originalExternalId);
  const tx = byPartner ?? byReference;
  if (tx && externalId && tx.externalId !== undefined && tx.externalId !== externalId)
    return { mismatch: "originalExternalId is not the X-EXTERNAL-ID of that transaction" };
  return tx ? { tx } : {};
}

/**
 * Tells the reader that a reference names nothing this mock issued, and which call issues one:
 * "sessionId 0f1e…: not issued in this visit's simulated sandbox: run Account Inquiry first."
 */
export function notIssued(ctx: RuleContext, what: string, operationId: string): void {
  const issuer = ctx.operations.find((o) => o.operationId === operationId)?.summary ?? operationId;
  ctx.hint(`${what}: not issued in this visit's simulated sandbox: run ${issuer} first.`);
}

/**
 * The original a follow-up names (findOriginal), or its documented answer: `404xx01` when the
 * client has none, `404xx<mismatchCase>` when the references name different transactions.
 */
export function originalOf(
  ctx: RuleContext,
  operationId: string,
  mismatchCase: "01" | "18",
): { tx: Transaction } | { answer: Answer } {
  const { tx, mismatch } = findOriginal(ctx, operationId);
  if (!ctx.check("the original transaction exists", !mismatch && tx !== undefined, mismatch)) {
    if (!mismatch) {
      const field = str(ctx.body.originalPartnerReferenceNo) ? "originalPartnerReferenceNo" : "originalReferenceNo";
      notIssued(ctx, `${field} ${String(ctx.body[field])}`, operationId);
    }
    return { answer: ctx.reply(404, mismatch ? mismatchCase : "01") };
  }
  return { tx: tx as Transaction };
}

/**
 * An idempotency key used before: the first answer again for the same body, the documented
 * conflict (`[status, case]`) for another; null when the key is new.
 */
export function repeated(
  ctx: RuleContext,
  earlier: { canonical: string; answer: Answer } | undefined,
  key: string,
  conflict: [number, string],
): Answer | null {
  if (!earlier) return null;
  if (!ctx.check(`${key}: same body as its first request`, earlier.canonical === canonical(ctx.body)))
    return ctx.reply(...conflict);
  return earlier.answer;
}

/** The store key of a transaction: its operation, client and partnerReferenceNo. */
export const transactionKey = (tx: Pick<Transaction, "operationId" | "clientId" | "partnerReferenceNo">) =>
  keyOf(tx.operationId, tx.clientId, tx.partnerReferenceNo);

/** Stores a new transaction under its partnerReferenceNo. */
export function record(
  ctx: RuleContext,
  tx: Omit<Transaction, "clientId" | "operationId" | "canonical" | "body" | "refunds" | "externalId" | "created">,
): Transaction {
  const full: Transaction = {
    ...tx,
    operationId: ctx.op.operationId,
    clientId: ctx.clientId,
    body: ctx.body,
    canonical: canonical(ctx.body),
    refunds: [],
    created: ctx.now,
    ...(ctx.externalId ? { externalId: ctx.externalId } : {}),
  };
  ctx.state.transactions.set(transactionKey(full), full);
  return full;
}

/** A redirect to the merchant's URL, with a JSON body saying what the sandbox page did. */
export function redirect(to: string, params: Record<string, string>, said: Record<string, unknown>): Answer {
  let location = to;
  try {
    const url = new URL(to);
    for (const [k, v] of Object.entries(params)) url.searchParams.set(k, v);
    location = url.toString();
  } catch {
    // A custom scheme or a relative URL: appended as it stands.
    const query = new URLSearchParams(params).toString();
    location = query ? `${to}${to.includes("?") ? "&" : "?"}${query}` : to;
  }
  return {
    status: 302,
    headers: { Location: location },
    body: { sandboxPage: said, location },
  };
}

/**
 * Registers the answer's `webRedirectUrl` (and `appRedirectUrl`) as a sandbox page. Its query
 * values with digits (`ticket=OT20250314101530KZ84QW`) are made new, so each answer links to a
 * page of its own; `keep` values (the order's referenceNo) stay.
 */
export function registerPages(ctx: RuleContext, answer: Answer, page: SandboxPage, keep: string[] = []): void {
  if (!isObject(answer.body)) return;
  for (const field of ["webRedirectUrl", "appRedirectUrl"]) {
    const link = answer.body[field];
    if (typeof link !== "string") continue;
    let url: URL;
    try {
      url = new URL(link);
    } catch {
      continue;
    }
    for (const [name, value] of [...url.searchParams])
      if (/\d{4}/.test(value) && !keep.includes(value)) url.searchParams.set(name, newId(value, ctx.now, ctx.random));
    answer.body[field] = url.toString();
    ctx.state.pages.set(url.pathname + url.search, page);
  }
}

/** The URL of `type` (`PAY_RETURN`, `NOTIFICATION`) in a body's urlParams. */
export function urlParam(body: Record<string, unknown>, type: string): string | undefined {
  const params: unknown[] = Array.isArray(body.urlParams) ? (body.urlParams as unknown[]) : [];
  const found = params.find((p) => isObject(p) && p.type === type);
  return isObject(found) ? str(found.url) : undefined;
}

/** Digits from the random source. */
export function digits(random: (length: number) => Uint8Array, length: number): string {
  return Array.from(random(length), (b) => String(b % 10)).join("");
}

/** A time in the request (`validUpTo`) as epoch ms, or undefined. */
export function timeOf(value: unknown): number | undefined {
  if (typeof value !== "string") return undefined;
  const ms = Date.parse(value);
  return Number.isNaN(ms) ? undefined : ms;
}

/** The request's amount (`amount` or, for refunds, `refundAmount`). */
export function amountOf(body: Record<string, unknown>, field = "amount"): Money | undefined {
  const m = body[field];
  return isObject(m) && typeof m.value === "string" && typeof m.currency === "string"
    ? { value: m.value, currency: m.currency }
    : undefined;
}

/** The default of operations without a rule: the trigger's outcome, else the success example. */
export const defaultRule: Rule = (ctx) => {
  const outcome = ctx.trigger();
  if (outcome) return ctx.reply(outcome.status, outcome.caseCode, { example: outcome.example });
  return ctx.reply(200, "00");
};

/** Answers a trigger's failure (4xx/5xx) as documented; null when there is none or it is not a failure. */
export function triggeredFailure(ctx: RuleContext): { failure?: Answer; outcome: ScenarioOutcome | null } {
  const outcome = ctx.trigger();
  if (outcome && outcome.status >= 300)
    return { failure: ctx.reply(outcome.status, outcome.caseCode, { example: outcome.example }), outcome };
  return { outcome };
}
