import type { MockExample, MockOperation } from "../../../lib/mock";
import { isObject, sandboxScenarios } from "../../../lib/mock/lazy";
import { refreshBody } from "../../../lib/tryit";
import { freshMock, press, published, random, viewOf } from "./simulated-fixtures";

/**
 * Every request example of every operation, sent as the Try it console sends it (references and
 * date-times renewed) to a fresh simulated sandbox, gets an answer of the shape of the documented
 * response example of that variant: the same keys and types at every level, the same response
 * code, and the same value in every field that names a mode or kind (`checkoutMode`, `payMethod`).
 */

vi.setConfig({ testTimeout: 180_000 });

/**
 * The response variant of request examples whose documented answer is not named as they are: a
 * follow-up names the example record whose answer it gets (`ORD-20250314-100232` is the expired
 * payment), or a kind of request the names do not pair. `leaveOut` are
 * headers the variant is sent without (the non-binding flow has no customer token).
 */
const pairedByHand: Record<string, { example: string; leaveOut?: string[] }> = {
  "balanceInquiry.checkout": { example: "success" },
  "directDebitPayment.bindingBalance": { example: "paid" },
  "directDebitPayment.nonBindingWeb": { example: "waitingForUser", leaveOut: ["Authorization-Customer"] },
  "widgetQueryPayment.byPartnerReference": { example: "paid" },
  "widgetQueryPayment.byBothReferences": { example: "expired" },
  "widgetCancelOrder.abandonedCheckout": { example: "success" },
  "widgetCancelOrder.sameDayReversal": { example: "reversed" },
  "pgConsultPay.webCheckout": { example: "options" },
  "pgConsultPay.storeOrder": { example: "options" },
  "pgQueryPayment.byPartnerReference": { example: "paid" },
  "pgQueryPayment.byBothReferences": { example: "awaitingTransfer" },
  "pgCancelOrder.closeUnpaid": { example: "closed" },
  "pgCancelOrder.voidPaidCard": { example: "voided" },
  "pgRefundOrder.remainingRefund": { example: "fullyRefunded" },
  "pgRefundOrder.virtualAccountRefund": { example: "partialRefund" },
  "transferToBank.sandboxPendingAccount": { example: "pendingAccount" },
  "customerTopUpInquiryStatus.byBothReferences": { example: "success" },
  "customerTopUpInquiryStatus.afterTimeout": { example: "inProgress" },
  "transferToBankInquiryStatus.byBothReferences": { example: "success" },
  "transferToBankInquiryStatus.afterTimeout": { example: "pending" },
  "createDivision.branchWithPaymentGateway": { example: "branchUnderReview" },
  "queryDivision.byDivisionId": { example: "branch" },
  "queryDivision.byExternalDivisionId": { example: "region" },
  "updateDivision.newContact": { example: "updated" },
  "updateDivision.enablePaymentGateway": { example: "underReview" },
  "queryShop.byShopId": { example: "activeOutlet" },
  "queryShop.byExternalShopId": { example: "onlineUnderReview" },
};

interface Variant {
  status: number;
  /** The documented examples the answer may take: one, or those of a Scenario Testing code. */
  examples: MockExample[];
  leaveOut: string[];
}

/**
 * The documented answer of a request example: the outcome of the Scenario Testing trigger it
 * carries; else the one paired by hand, the only success example, or the one of the same name.
 */
function variantOf(op: MockOperation, request: MockExample): Variant | string {
  const trigger = sandboxScenarios({ operation: op, body: request.value, headers: {}, query: {} });
  if (trigger) {
    const code = `${trigger.status}${op.serviceCode}${trigger.caseCode}`;
    const examples = (op.examples[String(trigger.status)] ?? []).filter(
      (e) => isObject(e.value) && e.value.responseCode === code,
    );
    return examples.length ? { status: trigger.status, examples, leaveOut: [] } : `no documented example of ${code}`;
  }
  const successes = op.examples["200"] ?? [];
  const byHand = pairedByHand[`${op.operationId}.${request.name}`];
  const name = byHand?.example ?? (successes.length === 1 ? successes[0].name : request.name);
  for (const status of [200, 202]) {
    const example = (op.examples[String(status)] ?? []).find((e) => e.name === name);
    if (example) return { status, examples: [example], leaveOut: byHand?.leaveOut ?? [] };
  }
  return `no success example named ${name}: pair it in pairedByHand`;
}

const kind = (v: unknown) => (v === null ? "null" : Array.isArray(v) ? "array" : typeof v);
const isModeValue = (v: unknown) => typeof v === "string" && /^[A-Z][A-Z0-9_]*$/.test(v);

/** Where an answer's shape differs from a documented example's. */
function shapeDifferences(expected: unknown, actual: unknown, at = "$", modes = true): string[] {
  if (kind(expected) !== kind(actual)) return [`${at}: ${kind(actual)}, documented ${kind(expected)}`];
  if (Array.isArray(expected) && Array.isArray(actual)) {
    if (expected.length && !actual.length) return [`${at}: empty, documented with items`];
    // A list as long as the documented one is compared item by item (a bank list, the scopes);
    // another length, each item with the first documented item's shape.
    if (actual.length === expected.length)
      return actual.flatMap((item, i) => shapeDifferences(expected[i], item, `${at}[${i}]`));
    return expected.length
      ? actual.flatMap((item, i) => shapeDifferences(expected[0], item, `${at}[${i}]`, false))
      : [];
  }
  if (isObject(expected) && isObject(actual)) {
    const keys = new Set([...Object.keys(expected), ...Object.keys(actual)]);
    return [...keys].flatMap((key) =>
      !(key in actual)
        ? [`${at}.${key}: missing`]
        : !(key in expected)
          ? [`${at}.${key}: not in the documented example`]
          : shapeDifferences(expected[key], actual[key], `${at}.${key}`, modes),
    );
  }
  if (((modes && isModeValue(expected)) || at === "$.responseCode") && expected !== actual)
    return [`${at}: ${String(actual)}, documented ${String(expected)}`];
  return [];
}

describe("every request example in the simulated sandbox", () => {
  const cases = published
    .filter((op) => op.kind !== "notification")
    .flatMap((op) => (op.requestExamples ?? []).map((request) => ({ op, request })));

  it("covers every operation's named request examples", () => {
    expect(cases.length).toBeGreaterThanOrEqual(60);
    const pairs = new Set(cases.map(({ op, request }) => `${op.operationId}.${request.name}`));
    expect(Object.keys(pairedByHand).filter((key) => !pairs.has(key))).toEqual([]);
  });

  it("gets the documented response example of its variant", async () => {
    const failures: string[] = [];
    for (const { op, request } of cases) {
      const label = `${op.operationId}.${request.name}`;
      const variant = variantOf(op, request);
      if (typeof variant === "string") {
        failures.push(`${label}: ${variant}`);
        continue;
      }
      const view = viewOf(op.operationId);
      const body = refreshBody(JSON.stringify(request.value), new Date(), random);
      const { status, answer, outcome } = await press(view, {
        mock: freshMock(),
        leftOut: variant.leaveOut,
        body: () => JSON.parse(body) as unknown,
      });
      const differences = variant.examples.map((e) => shapeDifferences(e.value, answer));
      const closest = differences.reduce((a, b) => (b.length < a.length ? b : a));
      if (outcome.error || status !== variant.status || closest.length)
        failures.push(
          `${label}: HTTP ${String(status)} ${outcome.error ?? ""} ${closest.join("; ")} (documented: ${variant.examples.map((e) => e.name).join(" or ")})`,
        );
    }
    expect(failures).toEqual([]);
  });
});
