import { canonical, cents, isObject, money } from "../answer";
import {
  MINUTE,
  SETTLE_MS,
  amountOf,
  exampleValue,
  findOriginal,
  gmt7,
  keyOf,
  newId,
  originalOf,
  record,
  repeated,
  redirect,
  refunded,
  registerPages,
  statusName,
  statusOf,
  str,
  timeOf,
  transactionKey,
  triggeredFailure,
  urlParam,
  type Answer,
  type Refund,
  type Rule,
  type RuleContext,
  type Transaction,
} from "../ledger";

/**
 * The payment gateway's rules (x-rules of Create Order, Query Payment, Cancel Order and Refund
 * Order): the validUpTo window, the partnerReferenceNo idempotency, a closed order's reference not
 * reused, cancel and void, refunds within the paid amount and the partnerRefundNo idempotency.
 */

const CREATE = "pgCreateOrder";

function payOptionDetails(body: Record<string, unknown>): Record<string, unknown>[] {
  return Array.isArray(body.payOptionDetails) ? body.payOptionDetails.filter(isObject) : [];
}

/** What Query Payment and Cancel Order know of an order. */
function orderFacts(ctx: RuleContext, tx: Transaction, status: string) {
  const total = refunded(tx);
  return {
    originalPartnerReferenceNo: tx.partnerReferenceNo,
    originalReferenceNo: tx.referenceNo,
    originalExternalId: tx.externalId,
    latestTransactionStatus: status,
    transactionStatusDesc: statusName(ctx.op, status),
    amount: tx.amount,
    transAmount: tx.amount,
    createdTime: gmt7(tx.created),
    validUpTo: tx.validUpTo !== undefined ? gmt7(tx.validUpTo) : undefined,
    paidTime: tx.paidAt !== undefined ? gmt7(tx.paidAt) : undefined,
    checkoutMode: isObject(tx.body.additionalInfo) ? tx.body.additionalInfo.checkoutMode : undefined,
    payMethod: tx.payMethod,
    payOption: tx.payOption,
    refundedAmount: money(total, tx.amount.currency),
    refunds: tx.refunds.map((r) => ({
      partnerRefundNo: r.partnerRefundNo,
      refundNo: r.refundNo,
      refundAmount: r.amount,
      refundStatus: r.settlesAt !== undefined && ctx.now < r.settlesAt ? "PROCESSING" : "SUCCESS",
      refundTime: gmt7(r.at),
    })),
    closedTime: tx.closedAt !== undefined ? gmt7(tx.closedAt) : undefined,
    closeReason: tx.closeReason,
  };
}

/** The hosted page (or the card and balance page of custom checkout): the buyer pays. */
export function paymentPage(tx: Transaction, now: number): Answer {
  const status = statusOf(tx, now);
  const returnUrl = urlParam(tx.body, "PAY_RETURN") ?? "";
  if (status !== "01") return redirect(returnUrl, {}, { result: "not payable", latestTransactionStatus: status });
  tx.paidAt = now;
  tx.payMethod ??= "BALANCE";
  tx.payOption ??= "WALLET_BALANCE";
  return redirect(
    returnUrl,
    {},
    { result: "paid", partnerReferenceNo: tx.partnerReferenceNo, payMethod: tx.payMethod },
  );
}

export const pgCreateOrder: Rule = (ctx) => {
  const { body } = ctx;
  const options = payOptionDetails(body);
  const qris = options.some((o) => o.payMethod === "QRIS");
  const validUpTo = timeOf(body.validUpTo);
  if (validUpTo !== undefined) {
    const latest = qris ? 60 * MINUTE : 7 * 24 * 60 * MINUTE;
    const ok = validUpTo >= ctx.sentAt + 5 * MINUTE && validUpTo <= ctx.sentAt + latest;
    if (
      !ctx.check(
        "validUpTo window",
        ok,
        `${String(body.validUpTo)}: must be 5 minutes to ${qris ? "60 minutes" : "7 days"} after X-TIMESTAMP`,
      )
    )
      return ctx.reply(400, "01", { message: "Invalid Field Format validUpTo" });
  }
  const amount = amountOf(body) as { value: string; currency: string };
  if (!ctx.check("amount at least 1000.00", cents(amount) >= 100_000, amount.value))
    return ctx.reply(400, "01", { message: "Invalid Field Format amount.value" });
  const mismatch = options.find((o) => isObject(o.transAmount) && o.transAmount.value !== amount.value);
  if (!ctx.check("transAmount equals amount", !mismatch))
    return ctx.reply(400, "01", { message: "Invalid Field Format payOptionDetails.transAmount" });
  const notify = urlParam(body, "NOTIFICATION");
  if (!ctx.check("NOTIFICATION URL is https", !notify || /^https:\/\/[^/:]+(:443)?(\/|$)/.test(notify), notify))
    return ctx.reply(400, "01", { message: "Invalid Field Format urlParams.url" });

  const partnerReferenceNo = str(body.partnerReferenceNo) ?? "";
  const existing = ctx.state.transactions.get(keyOf(CREATE, ctx.clientId, partnerReferenceNo));
  if (existing) {
    const status = statusOf(existing, ctx.now);
    if (!ctx.check("partnerReferenceNo of an open order", status === "01", `the order is ${status}`))
      return ctx.reply(409, "01");
    if (!ctx.check("same body as the order's first request", existing.canonical === canonical(body)))
      return ctx.reply(404, "18");
    // The order it already created: same referenceNo and payment data; final once settled.
    if (existing.answer.status === 202 && existing.settlesAt !== undefined && ctx.now >= existing.settlesAt)
      existing.answer = ctx.reply(200, "00", { facts: createFacts(existing) });
    return existing.answer;
  }
  const { failure, outcome } = triggeredFailure(ctx);
  if (failure) {
    ctx.state.attempts.add(keyOf(CREATE, ctx.clientId, partnerReferenceNo));
    return failure;
  }
  const option = options[0];
  const tx = record(ctx, {
    partnerReferenceNo,
    referenceNo: newId(exampleValue(ctx.op, "referenceNo", "20250314101531800110166000000187"), ctx.now, ctx.random),
    answer: { status: 0, body: null },
    amount,
    validUpTo: validUpTo ?? ctx.now + 60 * MINUTE,
    pendingStatus: "01",
    ...(option ? { payMethod: str(option.payMethod), payOption: str(option.payOption) } : {}),
    ...(outcome?.status === 202 ? { settlesAt: ctx.now + SETTLE_MS } : {}),
  });
  tx.answer =
    outcome?.status === 202
      ? ctx.reply(202, outcome.caseCode, { facts: createFacts(tx) })
      : ctx.reply(200, "00", { facts: createFacts(tx) });
  registerPages(ctx, tx.answer, { kind: "payment", transaction: transactionKey(tx) }, [tx.referenceNo]);
  return tx.answer;
};

const createFacts = (tx: Transaction) => ({
  referenceNo: tx.referenceNo,
  partnerReferenceNo: tx.partnerReferenceNo,
  validUpTo: tx.validUpTo !== undefined ? gmt7(tx.validUpTo) : undefined,
  payMethod: tx.payMethod,
  payOption: tx.payOption,
});

export const pgQueryPayment: Rule = (ctx) => {
  // Received but never created: `07`, which Create Order may create again with the same reference.
  const partner = str(ctx.body.originalPartnerReferenceNo);
  const { tx } = findOriginal(ctx, CREATE);
  if (
    !tx &&
    partner &&
    !str(ctx.body.originalReferenceNo) &&
    ctx.state.attempts.has(keyOf(CREATE, ctx.clientId, partner))
  ) {
    ctx.check("received, but no order was created", true, partner);
    return ctx.reply(200, "00", { example: "notCreated", facts: { latestTransactionStatus: "07" } });
  }
  const original = originalOf(ctx, CREATE, "01");
  if ("answer" in original) return original.answer;
  const order = original.tx;
  const status = statusOf(order, ctx.now);
  const example =
    status === "05"
      ? "expired"
      : status === "01"
        ? "awaitingTransfer"
        : order.refunds.length
          ? "partiallyRefunded"
          : "paid";
  return ctx.reply(200, "00", { example, facts: orderFacts(ctx, order, status) });
};

export const pgCancelOrder: Rule = (ctx) => {
  const original = originalOf(ctx, CREATE, "01");
  if ("answer" in original) return original.answer;
  const order = original.tx;
  const amount = amountOf(ctx.body);
  if (!ctx.check("amount equals the order's", !amount || amount.value === order.amount.value, amount?.value))
    return ctx.reply(404, "18");
  const status = statusOf(order, ctx.now);
  const facts = () => ({
    originalPartnerReferenceNo: order.partnerReferenceNo,
    originalReferenceNo: order.referenceNo,
    cancelTime: gmt7(order.closedAt ?? ctx.now),
    cancelType: order.cancelType ?? "CLOSE",
    voidedAmount: order.amount,
  });
  if (status === "05") {
    ctx.check("already closed: the first answer again", true, order.closeReason);
    order.cancelAnswer ??= ctx.reply(200, "00", { example: "closed", facts: facts() });
    return order.cancelAnswer;
  }
  if (status === "01") {
    Object.assign(order, { closedAt: ctx.now, closeReason: "MERCHANT_CANCELLED", cancelType: "CLOSE" });
    order.cancelAnswer = ctx.reply(200, "00", { example: "closed", facts: facts() });
    return order.cancelAnswer;
  }
  const voidable =
    status === "00" &&
    ["BALANCE", "CREDIT_CARD", "DEBIT_CARD"].includes(order.payMethod ?? "") &&
    !order.refunds.length &&
    sameDayBefore23(order.paidAt ?? 0, ctx.now);
  if (!ctx.check("a paid order voided the same day before 23:00 GMT+7", voidable, `status ${status}`))
    return ctx.reply(403, "15");
  Object.assign(order, { closedAt: ctx.now, closeReason: "MERCHANT_CANCELLED", cancelType: "VOID" });
  order.cancelAnswer = ctx.reply(200, "00", { example: "voided", facts: facts() });
  return order.cancelAnswer;
};

/** Same calendar day in GMT+7, and `now` before 23:00 GMT+7. */
export function sameDayBefore23(then: number, now: number): boolean {
  const day = (ms: number) => gmt7(ms).slice(0, 10);
  return day(then) === day(now) && Number(gmt7(now).slice(11, 13)) < 23;
}

/** Refunds of a paid order (PG and Saku Widget): idempotent on partnerRefundNo, within the paid amount. */
export function refundRule(create: string, options: { refundAccount: boolean }): Rule {
  return (ctx) => {
    const original = originalOf(ctx, create, "01");
    if ("answer" in original) return original.answer;
    const order = original.tx;
    const partnerRefundNo = str(ctx.body.partnerRefundNo) ?? "";
    const key = keyOf(ctx.op.operationId, ctx.clientId, partnerRefundNo);
    const again = repeated(ctx, ctx.state.refunds.get(key)?.refund, "partnerRefundNo", [404, "18"]);
    if (again) return again;
    const status = statusOf(order, ctx.now);
    if (!ctx.check("the order is paid (00)", status === "00", `status ${status}`)) return ctx.reply(403, "15");
    const { failure, outcome } = triggeredFailure(ctx);
    if (failure) return failure;
    const amount = amountOf(ctx.body, "refundAmount") as { value: string; currency: string };
    const left = cents(order.amount) - refunded(order);
    if (!ctx.check("within the refundable amount", cents(amount) <= left, `${amount.value} of ${money(left).value}`))
      return ctx.reply(403, "02");
    if (!ctx.check("at most 20 refunds", order.refunds.length < 20)) return ctx.reply(403, "15");
    const info = isObject(ctx.body.additionalInfo) ? ctx.body.additionalInfo : {};
    if (options.refundAccount && order.payMethod === "VIRTUAL_ACCOUNT" && !isObject(info.refundAccount)) {
      ctx.check("refundAccount for a virtual account payment", false);
      return ctx.reply(400, "02", { message: "Invalid Mandatory Field additionalInfo.refundAccount" });
    }
    const refund: Refund = {
      partnerRefundNo,
      refundNo: newId(exampleValue(ctx.op, "refundNo", "20250315143002800110166500000042"), ctx.now, ctx.random),
      amount,
      canonical: canonical(ctx.body),
      answer: { status: 0, body: null },
      at: ctx.now,
      ...(str(ctx.body.reason) ? { reason: str(ctx.body.reason) } : {}),
      ...(outcome?.status === 202 ? { settlesAt: ctx.now + SETTLE_MS } : {}),
    };
    order.refunds.push(refund);
    const total = refunded(order);
    const facts = {
      originalPartnerReferenceNo: order.partnerReferenceNo,
      originalReferenceNo: order.referenceNo,
      refundNo: refund.refundNo,
      refundTime: gmt7(ctx.now),
      refundStatus: outcome?.status === 202 ? "PROCESSING" : "SUCCESS",
      refundedAmount: money(total, amount.currency),
      refundableAmount: money(cents(order.amount) - total, amount.currency),
    };
    refund.answer =
      outcome?.status === 202
        ? ctx.reply(202, outcome.caseCode, { facts })
        : ctx.reply(200, "00", {
            example: total >= cents(order.amount) ? "fullyRefunded" : "partialRefund",
            facts,
          });
    ctx.state.refunds.set(key, { tx: order, refund });
    return refund.answer;
  };
}

export const pgRefundOrder = refundRule(CREATE, { refundAccount: true });
