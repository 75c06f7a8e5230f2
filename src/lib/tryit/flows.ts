/**
 * The guides' runnable flows (`<GuideFlow name="…" />`, docs/authoring.md): each guide's numbered
 * sequence of calls, run one step at a time in the page, where each step's request takes its
 * references from what the earlier steps sent and got back. A step is a call (signed and sent as
 * the Try it console sends it), a visit (the customer or user on a Saku page: in the simulated
 * sandbox the test user pays or approves) or a notification (what Saku then sends to the
 * merchant's endpoint, shown with the values it carries).
 *
 * A value's source is `<step>.<part>.<path>`, steps counted from 1: `answer` is the step's answer
 * body, `request` the body it sent, `header` a header it sent, `redirect` a query parameter of the
 * address a visit sent the browser back to; `client-id` is the reader's client id. A target is
 * `body.<path>`, `header.<name>` or `query.<name>`; paths are dot-separated field names.
 */

export type FlowStep =
  | { kind: "call"; operationId: string; title: string; fill?: Record<string, string>; query?: Record<string, string> }
  | { kind: "visit"; title: string; url: string; expect: string }
  | { kind: "notification"; operationId: string; title: string; fill: Record<string, string> };

export interface Flow {
  /** What the flow does, as its panel's title. */
  title: string;
  steps: FlowStep[];
}

export const flows: Record<string, Flow> = {
  "disbursement-to-bank": {
    title: "Validate an account, send the transfer, check its status",
    steps: [
      { kind: "call", operationId: "transferToBankAccountInquiry", title: "Validate the account" },
      {
        kind: "call",
        operationId: "transferToBank",
        title: "Send the transfer",
        fill: {
          "body.sessionId": "1.answer.sessionId",
          "body.beneficiaryAccountNo": "1.request.beneficiaryAccountNo",
          "body.beneficiaryBankCode": "1.request.beneficiaryBankCode",
          "body.beneficiaryAccountName": "1.answer.beneficiaryAccountName",
          "body.amount": "1.request.amount",
          "body.feeType": "1.answer.feeType",
          "body.feeAmount": "1.answer.feeAmount",
        },
      },
      {
        kind: "call",
        operationId: "transferToBankInquiryStatus",
        title: "Check the transfer's status",
        fill: {
          "body.originalPartnerReferenceNo": "2.request.partnerReferenceNo",
          "body.originalReferenceNo": "2.answer.referenceNo",
          "body.originalExternalId": "2.header.X-EXTERNAL-ID",
        },
      },
    ],
  },
  "hosted-checkout": {
    title: "Create an order, let the customer pay, receive Finish Notify, query the payment",
    steps: [
      { kind: "call", operationId: "pgCreateOrder", title: "Create the order" },
      {
        kind: "visit",
        title: "The customer pays on the hosted page",
        url: "1.answer.webRedirectUrl",
        expect: "The hosted page takes the payment and sends the browser to your PAY_RETURN address.",
      },
      {
        kind: "notification",
        operationId: "pgFinishNotify",
        title: "Receive Finish Notify",
        fill: {
          "body.originalPartnerReferenceNo": "1.request.partnerReferenceNo",
          "body.originalReferenceNo": "1.answer.referenceNo",
          "body.amount": "1.request.amount",
        },
      },
      {
        kind: "call",
        operationId: "pgQueryPayment",
        title: "Query the payment",
        fill: { "body.originalPartnerReferenceNo": "1.request.partnerReferenceNo" },
      },
    ],
  },
  "widget-binding": {
    title: "Bind the user's account, get their token, charge it with Direct Debit",
    steps: [
      {
        kind: "call",
        operationId: "getOAuth",
        title: "Ask for a consent page",
        fill: { "query.clientId": "client-id" },
        query: {
          redirectUrl: "https://shop.merchant.example/app/binding/callback",
          scopes: "PAYMENT,QUERY_BALANCE",
          state: "9d41a6c0f2e84b7a",
          seamlessData: '{"mobileNumber":"6281234567890"}',
        },
      },
      {
        kind: "visit",
        title: "The user approves on the consent page",
        url: "1.answer.webRedirectUrl",
        expect:
          "The test user 6281234567890 approves; Saku sends the browser back to your redirectUrl with an authCode.",
      },
      {
        kind: "call",
        operationId: "applyToken",
        title: "Exchange the authCode for the customer token",
        fill: { "body.authCode": "2.redirect.authCode" },
      },
      {
        kind: "call",
        operationId: "directDebitPayment",
        title: "Charge the bound account",
        fill: { "header.Authorization-Customer": "3.answer.accessToken" },
      },
    ],
  },
};

/** What a finished step leaves for the later ones to read. */
export interface StepRecord {
  request: unknown;
  headers: Record<string, string>;
  answer: unknown;
  redirect: Record<string, string>;
}

/** A value a step took from an earlier one, as the step shows it. */
export interface FilledValue {
  /** `body.sessionId`, `header.Authorization-Customer`… */
  target: string;
  value: unknown;
  /** Where it came from, in words: "step 1's answer (sessionId)". */
  from: string;
}

const partWords: Record<string, string> = {
  answer: "answer",
  request: "request",
  header: "request header",
  redirect: "return address",
};

function at(value: unknown, path: string): unknown {
  let current = value;
  for (const key of path.split(".")) {
    if (!current || typeof current !== "object") return undefined;
    current = (current as Record<string, unknown>)[key];
  }
  return current;
}

/** Reads a source (`2.answer.referenceNo`) from the earlier steps' records; undefined when it is not there. */
export function readSource(
  source: string,
  records: StepRecord[],
  clientId: string,
): { value: unknown; from: string } | undefined {
  if (source === "client-id") return { value: clientId, from: "your client id" };
  const [step, part, ...rest] = source.split(".");
  const record = records[Number(step) - 1];
  const path = rest.join(".");
  if (!record || !(part in partWords) || !path) return undefined;
  const value =
    part === "header"
      ? record.headers[path]
      : part === "redirect"
        ? record.redirect[path]
        : at(part === "answer" ? record.answer : record.request, path);
  return value === undefined ? undefined : { value, from: `step ${step}'s ${partWords[part]} (${path})` };
}

/** Sets `value` at a dot path of a JSON object, creating the objects on the way. */
export function setAt(target: Record<string, unknown>, path: string, value: unknown): void {
  const keys = path.split(".");
  let current = target;
  for (const key of keys.slice(0, -1)) {
    const next = current[key];
    current[key] = next && typeof next === "object" && !Array.isArray(next) ? next : {};
    current = current[key] as Record<string, unknown>;
  }
  current[keys[keys.length - 1]] = value;
}

/**
 * The step's fills read from the earlier records: the values to set, or the first source that is
 * missing (an earlier step not run, or an answer without the field).
 */
export function resolveFills(
  fill: Record<string, string> | undefined,
  records: StepRecord[],
  clientId: string,
): { filled: FilledValue[]; missing: string | null } {
  const filled: FilledValue[] = [];
  for (const [target, source] of Object.entries(fill ?? {})) {
    const read = readSource(source, records, clientId);
    if (!read) return { filled, missing: source };
    filled.push({ target, value: read.value, from: read.from });
  }
  return { filled, missing: null };
}
