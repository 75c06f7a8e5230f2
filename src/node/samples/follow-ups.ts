import type { MockApi, MockClient, MockOperation } from "../../lib/mock";
import { isObject, movesMoney } from "../../lib/mock/lazy";
import { dynamicFields, followUpEnvName, type SampleJson } from "../../lib/samples";
import { timestampGmt7 } from "../../lib/signature";
import { pointerJoin, resolvePointer, type LoadedApi } from "../openapi";

/**
 * What a follow-up call needs from earlier calls, for the tests that run programs against the API
 * mock: the code samples (src/node/openapi/__tests__/code-samples-run.test.ts) and the guides'
 * programs (src/node/samples/__tests__/guide-programs.test.ts).
 *
 * - `prepareFollowUp` makes, through the mock, the calls that come before an operation (Create
 *   Order before Query Payment, an inquiry before a payout, the user's approval before Apply
 *   Token), with the prerequisite's documented example and fresh references, as its own sample
 *   would send them.
 * - `valuesSeen` reads, from what a client sent and was answered, the values a reader copies into
 *   the next call (`partnerReferenceNo` and `referenceNo` of the last payment, the `sessionId` of
 *   the last inquiry, the `authCode` of the last approval, …), and `followUpEnv` names them as the
 *   programs read them (`SAKU_ORIGINAL_PARTNER_REFERENCE_NO`, core.ts followUpFields).
 * - `openPages` plays the user on the sandbox pages a client's answers link to (pays the hosted
 *   checkout, approves a binding or a payment), as the guides tell the reader to.
 */

/** The request examples of every operation (the first is the one the samples send). */
export function requestExamples(api: LoadedApi): Map<string, SampleJson[]> {
  const doc = api.source.doc;
  return new Map(
    api.operations.map((entry) => {
      const media = resolvePointer(doc, pointerJoin(entry.pointer, "requestBody", "content", "application/json"));
      const named = isObject(media) && isObject(media.examples) ? Object.values(media.examples) : [];
      const values = named.flatMap((e) => {
        const example = isObject(e) && typeof e.$ref === "string" ? resolvePointer(doc, e.$ref) : e;
        return isObject(example) && example.value !== undefined ? [example.value] : [];
      });
      return [entry.operationId, values];
    }),
  );
}

let sequence = 0;

/** The example as a sample sends it: new references, times from now, follow-up fields from `values`. */
export function freshBody(example: SampleJson, values: Record<string, string> = {}, now = new Date()): SampleJson {
  const copy = JSON.parse(JSON.stringify(example)) as SampleJson;
  for (const d of dynamicFields(example)) {
    let node = copy as Record<string, SampleJson>;
    for (const key of d.path.slice(0, -1)) node = node[key as string] as Record<string, SampleJson>;
    const last = d.path.at(-1) as string;
    if (d.kind === "reference") node[last] = `${d.prefix}-${Date.now()}${String(++sequence).padStart(4, "0")}`;
    else if (d.kind === "time") node[last] = timestampGmt7(new Date(now.getTime() + d.minutes * 60_000));
    else if (values[d.name] !== undefined) node[last] = values[d.name];
  }
  return copy;
}

type Examples = Map<string, SampleJson[]>;

/** An example with some top-level fields replaced. */
const withFields = (example: SampleJson, fields: Record<string, SampleJson | undefined>): SampleJson => {
  const out = { ...(example as Record<string, SampleJson>) };
  for (const [k, v] of Object.entries(fields)) if (v !== undefined) out[k] = v;
  return out;
};

/** The calls made before `operationId`, so that its first example finds what it refers to. */
const setups: Record<
  string,
  (
    run: (operationId: string, fields?: Record<string, SampleJson | undefined>, customer?: boolean) => Promise<void>,
    target: Record<string, SampleJson>,
    pay: () => Promise<void>,
  ) => Promise<void>
> = {
  pgQueryPayment: (run) => run("pgCreateOrder"),
  pgCancelOrder: (run, t) => run("pgCreateOrder", { amount: t.amount }),
  pgRefundOrder: async (run, _t, pay) => {
    await run("pgCreateOrder");
    await pay();
  },
  widgetQueryPayment: (run) => run("directDebitPayment", {}, true),
  // An order the user has not approved yet: cancelled the same day or not, it closes.
  widgetCancelOrder: (run) => run("directDebitPayment"),
  widgetRefundOrder: (run) => run("directDebitPayment", {}, true),
  transactionDetail: (run) => run("directDebitPayment", {}, true),
  applyToken: async (run, _t, pay) => {
    await run("deeplinkBinding");
    await pay();
  },
  customerTopUp: (run, t) => run("accountInquiry", { customerNumber: t.customerNumber, amount: t.amount }),
  customerTopUpInquiryStatus: async (run) => {
    await run("accountInquiry");
    await run("customerTopUp");
  },
  transferToBank: (run, t) =>
    run("transferToBankAccountInquiry", {
      beneficiaryAccountNo: t.beneficiaryAccountNo,
      beneficiaryBankCode: t.beneficiaryBankCode,
      amount: t.amount,
    }),
  transferToBankInquiryStatus: async (run) => {
    await run("transferToBankAccountInquiry");
    await run("transferToBank");
  },
  queryDivision: (run) => run("createDivision"),
  updateDivision: (run) => run("createDivision"),
  createShop: (run) => run("createDivision"),
  queryShop: async (run) => {
    await run("createDivision");
    await run("createShop");
  },
  updateShop: async (run) => {
    await run("createDivision");
    await run("createShop");
  },
};

/**
 * Makes the calls that come before `operationId` for this client (none for most operations) and
 * returns the values its sample reads from the environment. Throws when a prerequisite fails.
 */
export async function prepareFollowUp(
  client: MockClient,
  api: MockApi,
  operations: MockOperation[],
  examples: Examples,
  operationId: string,
  customerToken?: string,
): Promise<Record<string, string>> {
  const setup = setups[operationId];
  const target = (examples.get(operationId)?.[0] ?? {}) as Record<string, SampleJson>;
  const run = async (id: string, fields: Record<string, SampleJson | undefined> = {}, customer = false) => {
    const example = examples.get(id)?.[0] ?? {};
    const values = valuesSeen(api.log, client.clientId, operations);
    const body = freshBody(withFields(example, fields), values);
    const result = await client.call(id, body, customer && customerToken ? { customerToken } : {});
    if (result.status >= 300)
      throw new Error(`the call before ${operationId}, ${id}, was answered ${result.response.trace.outcome}`);
  };
  const pay = () => openPages(client, api);
  if (setup) await setup(run, target, pay);
  return valuesSeen(api.log, client.clientId, operations);
}

/** The sandbox pages (`webRedirectUrl`) in the client's answers not opened yet: the user pays or approves. */
export async function openPages(client: MockClient, api: MockApi): Promise<void> {
  const opened = new Set(
    api.log.filter((e) => e.request.method === "GET" && e.response.status === 302).map((e) => e.request.url),
  );
  const links = api.log
    .filter((e) => e.response.trace.clientId === client.clientId && e.response.status < 300)
    .flatMap((e) => {
      const body = parse(e.response.body);
      return typeof body.webRedirectUrl === "string" ? [body.webRedirectUrl] : [];
    });
  for (const link of links) {
    const u = new URL(link);
    if (!opened.has(u.pathname + u.search)) await client.open(link);
  }
}

function parse(text: string): Record<string, unknown> {
  try {
    const v: unknown = JSON.parse(text);
    return isObject(v) ? v : {};
  } catch {
    return {};
  }
}

/**
 * The values a reader copies from a client's earlier answers into the next call, latest first
 * wins: the references of the last payment, top-up or transfer, the last `sessionId`, the
 * `authCode` of the last approval, the last customer token and refresh token, division and shop.
 */
export function valuesSeen(log: MockApi["log"], clientId: string, operations: MockOperation[]): Record<string, string> {
  const values: Record<string, string> = {};
  const byId = new Map(operations.map((o) => [o.operationId, o]));
  // A page belongs to the client whose answer linked to it.
  const links = new Set<string>();
  for (const { request, response } of log) {
    const answer = parse(response.body);
    if (response.status === 302 && links.has(request.url)) {
      const location = new URL(response.headers.Location ?? "", "http://location.invalid");
      const code = location.searchParams.get("authCode");
      if (code) values.authCode = code;
      continue;
    }
    if (response.trace.clientId !== clientId || response.status >= 300) continue;
    if (typeof answer.webRedirectUrl === "string") {
      const u = new URL(answer.webRedirectUrl);
      links.add(u.pathname + u.search);
    }
    const op = byId.get(response.trace.operationId ?? "");
    const sent = parse(request.body);
    if (op && movesMoney(op) && isObject(sent.amount) && typeof sent.partnerReferenceNo === "string") {
      values.originalPartnerReferenceNo = sent.partnerReferenceNo;
      if (typeof answer.referenceNo === "string") values.originalReferenceNo = answer.referenceNo;
      const externalId = request.headers["X-EXTERNAL-ID"] ?? request.headers["x-external-id"];
      if (typeof externalId === "string") values.originalExternalId = externalId;
    }
    for (const field of ["sessionId", "refreshToken", "shopId"])
      if (typeof answer[field] === "string") values[field] = answer[field];
    if (typeof answer.divisionId === "string") values.divisionId = values.parentDivisionId = answer.divisionId;
    if (op?.operationId === "applyToken" && typeof answer.accessToken === "string")
      values.customerToken = answer.accessToken;
  }
  return values;
}

/** The values as the programs read them: `SAKU_ORIGINAL_PARTNER_REFERENCE_NO`, `SAKU_CUSTOMER_TOKEN`, … */
export function followUpEnv(prefix: string, values: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(values).map(([field, value]) => [followUpEnvName(prefix, field), value]));
}
