import { cents, isObject } from "../answer";
import {
  MINUTE,
  SETTLE_MS,
  amountOf,
  exampleValue,
  gmt7,
  keyOf,
  newId,
  notIssued,
  originalOf,
  record,
  repeated,
  statusName,
  statusOf,
  str,
  triggeredFailure,
  type Answer,
  type Rule,
  type RuleContext,
} from "../ledger";
import { sandboxAccounts, sandboxUsers } from "../scenarios";

/**
 * Disbursement's rules (x-rules of its operations): the sandbox's wallet users and bank accounts,
 * inquiry sessions valid 30 minutes for one payout with the inquired values, the partnerReferenceNo
 * idempotency of top-ups and transfers, and their status inquiries.
 */

const TOP_UP = "customerTopUp";
/** The inquiry that issues the session a payout pays with. */
const inquiries = { "top-up": "accountInquiry", transfer: "transferToBankAccountInquiry" } as const;
const TRANSFER = "transferToBank";

function newSession(ctx: RuleContext, kind: "top-up" | "transfer", fixed: Record<string, string>): string {
  const hex = Array.from(ctx.random(16), (b) => b.toString(16).padStart(2, "0")).join("");
  const id = `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
  ctx.state.sessions.set(id, { clientId: ctx.clientId, kind, fixed, expires: ctx.now + 30 * MINUTE, used: false });
  return id;
}

/** The session of the inquiry just before: this client's, unused, not expired, for the same values. */
function sessionProblem(ctx: RuleContext, kind: "top-up" | "transfer"): string | null {
  const session = ctx.state.sessions.get(str(ctx.body.sessionId) ?? "");
  if (!session || session.clientId !== ctx.clientId || session.kind !== kind) return "not a sessionId of your inquiry";
  if (session.used) return "the session was used by another payout";
  if (ctx.now >= session.expires) return "the session expired (30 minutes)";
  for (const [field, value] of Object.entries(session.fixed)) {
    const sent = field === "amount" ? amountOf(ctx.body)?.value : str(ctx.body[field]);
    if (sent !== undefined && sent !== value) return `${field} ${sent} is not the inquired ${value}`;
    if (sent === undefined && field !== "beneficiaryAccountName") return `${field} is not the inquired ${value}`;
  }
  return null;
}

export const accountInquiry: Rule = (ctx) => {
  const number = str(ctx.body.customerNumber) ?? "";
  const user = sandboxUsers[number];
  if (!ctx.check("a sandbox wallet user", user !== undefined, number)) return ctx.reply(404, "01");
  if (user.frozen) return ctx.reply(200, "00", { example: "frozenAccount" });
  const amount = amountOf(ctx.body) as { value: string; currency: string };
  if (!ctx.check("amount within maxAmount", cents(amount) <= cents({ value: user.topUpLimit }), amount.value))
    return ctx.reply(403, "02");
  const sessionId = newSession(ctx, "top-up", { customerNumber: number, amount: amount.value });
  return ctx.reply(200, "00", {
    example: "activeAccount",
    facts: {
      sessionId,
      referenceNo: newId(exampleValue(ctx.op, "referenceNo", "20250314101530370000012345"), ctx.now, ctx.random),
    },
  });
};

/** The bank codes of Beneficiary Bank Code List's documented list. */
function bankCodes(ctx: RuleContext): Set<string> | null {
  const list = ctx.operations.find((o) => o.operationId === "beneficiaryBankCodeList");
  const all = list?.examples["200"]?.find((e) => e.name === "allBanks")?.value;
  if (!isObject(all) || !Array.isArray(all.banks)) return null;
  return new Set(all.banks.flatMap((b) => (isObject(b) && typeof b.bankCode === "string" ? [b.bankCode] : [])));
}

export const beneficiaryBankCodeList: Rule = (ctx) => {
  const code = str(ctx.body.bankCode);
  if (!code) return ctx.reply(200, "00", { example: "allBanks" });
  const known = bankCodes(ctx);
  return ctx.reply(200, "00", { example: known && !known.has(code) ? "unknownBank" : "oneBank" });
};

export const transferToBankAccountInquiry: Rule = (ctx) => {
  const bankCode = str(ctx.body.beneficiaryBankCode) ?? "";
  const known = bankCodes(ctx);
  if (!ctx.check("a bank of the bank list", !known || known.has(bankCode), bankCode))
    return ctx.reply(400, "01", { message: "Invalid Field Format beneficiaryBankCode" });
  const accountNo = str(ctx.body.beneficiaryAccountNo) ?? "";
  const account = sandboxAccounts[accountNo];
  if (!ctx.check("a sandbox bank account", account !== undefined, accountNo)) return ctx.reply(404, "01");
  const amount = amountOf(ctx.body) as { value: string; currency: string };
  if (!ctx.check("amount at most 250000000.00", cents(amount) <= 25_000_000_000, amount.value))
    return ctx.reply(403, "02");
  const sessionId = newSession(ctx, "transfer", {
    beneficiaryAccountNo: accountNo,
    beneficiaryBankCode: bankCode,
    amount: amount.value,
    beneficiaryAccountName: account.name,
  });
  return ctx.reply(200, "00", {
    facts: {
      sessionId,
      beneficiaryAccountName: account.name,
      referenceNo: newId(exampleValue(ctx.op, "referenceNo", "20250314110210420000034567"), ctx.now, ctx.random),
    },
  });
};

/** A payout (top-up or transfer): idempotent on partnerReferenceNo, paying once with the inquiry's session. */
function payout(kind: "top-up" | "transfer", pending: (ctx: RuleContext) => string | null): Rule {
  return (ctx) => {
    const partnerReferenceNo = str(ctx.body.partnerReferenceNo) ?? "";
    const existing = ctx.state.transactions.get(keyOf(ctx.op.operationId, ctx.clientId, partnerReferenceNo));
    const again = repeated(ctx, existing, "partnerReferenceNo", [409, "01"]);
    if (again) return again;
    // The sandbox's amounts select their outcome before anything else is checked.
    const { failure, outcome } = triggeredFailure(ctx);
    if (failure) return failure;
    const problem = outcome ? null : sessionProblem(ctx, kind);
    if (!ctx.check("sessionId of the inquiry for these values", !problem, problem ?? undefined)) {
      if (!ctx.state.sessions.has(str(ctx.body.sessionId) ?? ""))
        notIssued(ctx, `sessionId ${String(ctx.body.sessionId)}`, inquiries[kind]);
      return ctx.reply(404, "18");
    }
    const session = ctx.state.sessions.get(str(ctx.body.sessionId) ?? "");
    // The documentation's example session pays any number of times (example-records.ts).
    if (session?.example)
      ctx.hint(
        `sessionId ${String(ctx.body.sessionId)} is the documentation's example session, which the simulated sandbox accepts. A session your own inquiry issues is checked as the API checks it.`,
      );
    else if (session && !outcome) session.used = true;
    const pendingExample = outcome?.status === 202 ? (outcome.example ?? "inProgress") : pending(ctx);
    const tx = record(ctx, {
      partnerReferenceNo,
      referenceNo: newId(exampleValue(ctx.op, "referenceNo", "20250314101605380000067890"), ctx.now, ctx.random),
      answer: { status: 0, body: null },
      amount: amountOf(ctx.body) as { value: string; currency: string },
      pendingStatus: "03",
      settlesAt: pendingExample ? ctx.now + SETTLE_MS : ctx.now,
    });
    const facts = { referenceNo: tx.referenceNo };
    tx.answer = pendingExample
      ? ctx.reply(202, "00", { example: pendingExample, facts })
      : ctx.reply(200, "00", { facts });
    return tx.answer;
  };
}

export const customerTopUp = payout("top-up", () => null);
/** A transfer to `9999999999` is pending, then succeeds (Scenario Testing guide, DK-05). */
export const transferToBank = payout("transfer", (ctx) =>
  sandboxAccounts[str(ctx.body.beneficiaryAccountNo) ?? ""]?.pending ? "pendingAccount" : null,
);

function payoutStatus(create: string, serviceCode: string): Rule {
  return (ctx): Answer => {
    if (!ctx.check(`serviceCode ${serviceCode}`, ctx.body.serviceCode === serviceCode, String(ctx.body.serviceCode)))
      return ctx.reply(400, "01", { message: "Invalid Field Format serviceCode" });
    const original = originalOf(ctx, create, "18");
    if ("answer" in original) return original.answer;
    const t = original.tx;
    const status = statusOf(t, ctx.now);
    const account = sandboxAccounts[str(t.body.beneficiaryAccountNo) ?? ""];
    return ctx.reply(200, "00", {
      example:
        status === "00"
          ? "success"
          : status === "05" || status === "06"
            ? "failed"
            : create === TOP_UP
              ? "inProgress"
              : "pending",
      facts: {
        originalPartnerReferenceNo: t.partnerReferenceNo,
        originalReferenceNo: t.referenceNo,
        originalExternalId: t.externalId,
        latestTransactionStatus: status,
        transactionStatusDesc: statusName(ctx.op, status),
        amount: t.amount,
        feeAmount: t.body.feeAmount,
        customerNumber: t.body.customerNumber,
        beneficiaryAccountNo: t.body.beneficiaryAccountNo,
        beneficiaryBankCode: t.body.beneficiaryBankCode,
        beneficiaryAccountName: account?.name,
        transactionDate: t.body.transactionDate,
        finishedTime: status === "00" ? gmt7(t.settlesAt ?? t.created) : undefined,
      },
    });
  };
}

export const customerTopUpInquiryStatus = payoutStatus(TOP_UP, "38");
export const transferToBankInquiryStatus = payoutStatus(TRANSFER, "43");
