import { cents } from "../answer";
import {
  MINUTE,
  SETTLE_MS,
  amountOf,
  digits,
  exampleValue,
  gmt7,
  keyOf,
  newId,
  originalOf,
  record,
  repeated,
  redirect,
  registerPages,
  statusName,
  statusOf,
  str,
  timeOf,
  transactionKey,
  triggeredFailure,
  urlParam,
  type Answer,
  type Rule,
  type RuleContext,
  type Transaction,
} from "../ledger";
import { refundRule, sameDayBefore23 } from "./payment-gateway";
import { ACTIVE_USER, PAY, scopeProblem } from "./widget-binding";

/**
 * The Saku Widget's payment rules (x-rules of its operations): Direct Debit Payment with and
 * without a binding, and its Query, Cancel and Refund.
 */

/** The non-binding payment page: the user approves and pays from the balance. */
export function approvalPage(tx: Transaction, now: number): Answer {
  const status = statusOf(tx, now);
  const returnUrl = urlParam(tx.body, "PAY_RETURN") ?? "";
  if (status !== "01") return redirect(returnUrl, {}, { result: "not payable", latestTransactionStatus: status });
  tx.paidAt = now;
  tx.payMethod = "BALANCE";
  tx.user ??= ACTIVE_USER;
  return redirect(returnUrl, {}, { result: "paid", partnerReferenceNo: tx.partnerReferenceNo, user: tx.user });
}

export const directDebitPayment: Rule = (ctx) => {
  const problem = scopeProblem(ctx);
  if (problem) return problem;
  const validUpTo = timeOf(ctx.body.validUpTo);
  if (validUpTo !== undefined) {
    const ok = validUpTo > ctx.sentAt && validUpTo <= ctx.sentAt + 60 * MINUTE;
    if (
      !ctx.check("validUpTo window", ok, `${String(ctx.body.validUpTo)}: must be at most 60 minutes after X-TIMESTAMP`)
    )
      return ctx.reply(400, "01", { message: "Invalid Field Format validUpTo" });
  }
  const amount = amountOf(ctx.body) as { value: string; currency: string };
  const partnerReferenceNo = str(ctx.body.partnerReferenceNo) ?? "";
  const existing = ctx.state.transactions.get(keyOf(PAY, ctx.clientId, partnerReferenceNo));
  const again = repeated(ctx, existing, "partnerReferenceNo", [404, "18"]);
  if (again) return again;
  const { failure, outcome } = triggeredFailure(ctx);
  if (failure) return failure;
  if (!ctx.check("amount within 20000000.00", cents(amount) <= 2_000_000_000, amount.value))
    return ctx.reply(403, "02");
  const binding = ctx.customer;
  const tx = record(ctx, {
    partnerReferenceNo,
    referenceNo: newId(exampleValue(ctx.op, "referenceNo", "20250314101535800110166000004417"), ctx.now, ctx.random),
    answer: { status: 0, body: null },
    amount,
    validUpTo: validUpTo ?? ctx.now + 15 * MINUTE,
    pendingStatus: "03",
    ...(binding ? { user: binding.user, payMethod: "BALANCE" } : {}),
    ...(outcome?.status === 202 ? { settlesAt: ctx.now + SETTLE_MS } : {}),
  });
  if (outcome?.status === 202) {
    tx.answer = ctx.reply(202, outcome.caseCode, { facts: { referenceNo: tx.referenceNo } });
    return tx.answer;
  }
  if (binding) {
    tx.paidAt = ctx.now;
    tx.approvalCode = digits(ctx.random, 6);
    tx.answer = ctx.reply(200, "00", {
      example: "paid",
      facts: { referenceNo: tx.referenceNo, approvalCode: tx.approvalCode, paidTime: gmt7(ctx.now) },
    });
    return tx.answer;
  }
  // Without a customer token the user approves on the Saku page (non-binding).
  tx.answer = ctx.reply(200, "00", {
    example: "waitingForUser",
    facts: { referenceNo: tx.referenceNo, validUpTo: gmt7(tx.validUpTo as number) },
  });
  registerPages(ctx, tx.answer, { kind: "approval", transaction: transactionKey(tx) }, [tx.referenceNo]);
  return tx.answer;
};

function paymentFacts(ctx: RuleContext, tx: Transaction, status: string) {
  return {
    originalPartnerReferenceNo: tx.partnerReferenceNo,
    originalReferenceNo: tx.referenceNo,
    originalExternalId: tx.externalId,
    latestTransactionStatus: status,
    transactionStatusDesc: statusName(ctx.op, status),
    amount: tx.amount,
    approvalCode: tx.approvalCode,
    paidTime: tx.paidAt !== undefined ? gmt7(tx.paidAt) : undefined,
    createdTime: gmt7(tx.created),
    payMethod: tx.payMethod,
    cancelledTime: tx.closedAt !== undefined ? gmt7(tx.closedAt) : undefined,
    cancelReason: tx.closeReason,
    refundHistory: tx.refunds.map((r) => ({
      refundNo: r.refundNo,
      partnerRefundNo: r.partnerRefundNo,
      refundAmount: r.amount,
      refundStatus: r.settlesAt !== undefined && ctx.now < r.settlesAt ? "03" : "00",
      refundTime: gmt7(r.at),
      ...(r.reason ? { reason: r.reason } : {}),
    })),
  };
}

export const widgetQueryPayment: Rule = (ctx) => {
  const original = originalOf(ctx, PAY, "18");
  if ("answer" in original) return original.answer;
  const t = original.tx;
  const status = statusOf(t, ctx.now);
  const example =
    status === "05"
      ? "expired"
      : status === "00" || status === "04"
        ? t.refunds.length
          ? "partiallyRefunded"
          : "paid"
        : "pending";
  return ctx.reply(200, "00", { example, facts: paymentFacts(ctx, t, status) });
};

export const widgetCancelOrder: Rule = (ctx) => {
  const original = originalOf(ctx, PAY, "18");
  if ("answer" in original) return original.answer;
  const t = original.tx;
  const amount = amountOf(ctx.body);
  if (!ctx.check("amount equals the payment's", !amount || amount.value === t.amount.value, amount?.value))
    return ctx.reply(404, "18");
  const status = statusOf(t, ctx.now);
  const facts = () => ({
    originalPartnerReferenceNo: t.partnerReferenceNo,
    originalReferenceNo: t.referenceNo,
    cancelTime: gmt7(t.closedAt ?? ctx.now),
    transactionDate: gmt7(t.created),
    amount: t.amount,
  });
  if (status === "05") {
    t.cancelAnswer ??= ctx.reply(200, "00", { example: "success", facts: facts() });
    return t.cancelAnswer;
  }
  if (status === "03") {
    // Still being debited: reversed as soon as it completes.
    t.closedAt = t.settlesAt;
    t.closeReason = "MERCHANT_CANCELLED";
    return ctx.reply(202, "00", { facts: facts() });
  }
  if (status === "01") {
    Object.assign(t, { closedAt: ctx.now, closeReason: "MERCHANT_CANCELLED" });
    t.cancelAnswer = ctx.reply(200, "00", { example: "success", facts: facts() });
    return t.cancelAnswer;
  }
  const reversible = status === "00" && !t.refunds.length && sameDayBefore23(t.paidAt ?? 0, ctx.now);
  if (!ctx.check("a paid order reversed the same day before 23:00 GMT+7", reversible, `status ${status}`))
    return ctx.reply(403, "15");
  Object.assign(t, { closedAt: ctx.now, closeReason: "MERCHANT_CANCELLED" });
  t.cancelAnswer = ctx.reply(200, "00", { example: "reversed", facts: facts() });
  return t.cancelAnswer;
};

export const widgetRefundOrder = refundRule(PAY, { refundAccount: false });
