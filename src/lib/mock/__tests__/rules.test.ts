import { generateKeyPairSync } from "node:crypto";
import fs from "node:fs";
import { siteConfigInput } from "../../../config/site-config";
import { parseSiteConfig } from "../../../config/schema";
import { loadOpenApi, openApiFile } from "../../../node/openapi";
import { mockOperations } from "../../../node/openapi";
import { freshBody, requestExamples } from "../../../node/samples";
import type { SampleJson } from "../../samples";
import { createMockApi } from "../api";
import { mockClient } from "../client";
import { sandboxScenarios } from "../scenarios";

// The business rules of the operations (their x-rules in the OpenAPI document), judged by what a
// merchant's client receives from the mock built from the document.

const config = parseSiteConfig(siteConfigInput);
const api = loadOpenApi(fs.readFileSync(openApiFile, "utf8"), config);
const operations = mockOperations(api);
const examples = requestExamples(api);
const { privateKey, publicKey } = generateKeyPairSync("rsa", {
  modulusLength: 2048,
  privateKeyEncoding: { type: "pkcs8", format: "pem" },
  publicKeyEncoding: { type: "spki", format: "pem" },
});
const CLIENT = "2026031000000001";
const money = (value: string) => ({ value, currency: "IDR" });
/** An answer, read field by field as its documented example shows it. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the tests read the documented fields of answers by name
type Answer = Record<string, any>;
const gmt7 = (ms: number) => new Date(ms + 7 * 3600_000).toISOString().slice(0, 19) + "+07:00";

function world() {
  let clock = Date.parse("2026-03-10T10:00:00+07:00");
  const mock = createMockApi({
    operations,
    credentials: { [CLIENT]: { publicKeyPem: publicKey } },
    now: () => new Date(clock),
    scenarios: sandboxScenarios,
    customerTokens: ["preset-token"],
  });
  const client = mockClient(mock, operations, { clientId: CLIENT, privateKeyPem: privateKey }, () => new Date(clock));
  const body = (operationId: string, fields: Record<string, SampleJson | undefined> = {}, index = 0) => {
    const fresh = freshBody((examples.get(operationId) ?? [])[index] ?? {}, {}, new Date(clock)) as Record<
      string,
      SampleJson
    >;
    for (const [k, v] of Object.entries(fields))
      if (v === undefined) delete fresh[k];
      else fresh[k] = v;
    return fresh;
  };
  const call = async (operationId: string, b: unknown, options?: Parameters<typeof client.call>[2]) => {
    const r = await client.call(operationId, b, options);
    return {
      status: r.status,
      code: r.body.responseCode as string,
      answer: r.body as Answer,
      trace: r.response.trace,
    };
  };
  return { mock, client, body, call, now: () => clock, wait: (s: number) => (clock += s * 1000) };
}

describe("the mock's business rules", () => {
  it("refuses the example's hard-coded validUpTo, and any outside 5 minutes to 7 days (60 minutes for QRIS)", async () => {
    const w = world();
    const refused = await w.call("pgCreateOrder", w.body("pgCreateOrder", { validUpTo: "2025-03-14T11:15:30+07:00" }));
    expect([refused.status, refused.code, refused.answer.responseMessage]).toEqual([
      400,
      "4006001",
      "Invalid Field Format validUpTo",
    ]);
    expect(refused.trace.checks.at(-1)).toEqual({
      check: "validUpTo window",
      ok: false,
      detail: "2025-03-14T11:15:30+07:00: must be 5 minutes to 7 days after X-TIMESTAMP",
    });
    const at = (minutes: number) => gmt7(w.now() + minutes * 60_000);
    expect((await w.call("pgCreateOrder", w.body("pgCreateOrder", { validUpTo: at(4) }))).code).toBe("4006001");
    expect((await w.call("pgCreateOrder", w.body("pgCreateOrder", { validUpTo: at(8 * 24 * 60) }))).code).toBe(
      "4006001",
    );
    expect((await w.call("pgCreateOrder", w.body("pgCreateOrder", { validUpTo: at(7 * 24 * 60) }))).code).toBe(
      "2006000",
    );
    const qris = w.body("pgCreateOrder", {}, 2);
    expect((await w.call("pgCreateOrder", { ...qris, validUpTo: at(61) })).code).toBe("4006001");
    expect((await w.call("pgCreateOrder", { ...qris, validUpTo: at(59) })).code).toBe("2006000");
    // Direct Debit Payment: at most 60 minutes.
    expect((await w.call("directDebitPayment", w.body("directDebitPayment", { validUpTo: at(61) }))).answer).toEqual({
      responseCode: "4005401",
      responseMessage: "Invalid Field Format validUpTo",
    });
  });

  it("answers with the request's own values and a new referenceNo, its page linked by it", async () => {
    const w = world();
    const sent = w.body("pgCreateOrder", { amount: money("123456.00") });
    const { answer } = await w.call("pgCreateOrder", sent);
    expect(answer.partnerReferenceNo).toBe(sent.partnerReferenceNo);
    expect(answer.additionalInfo.validUpTo).toBe(sent.validUpTo);
    expect(answer.referenceNo).not.toBe("20250314101531800110166000000187");
    expect(answer.referenceNo).toMatch(/^20260310\d{24}$/);
    expect(answer.webRedirectUrl).toContain(`orderRef=${answer.referenceNo}`);
    expect(JSON.stringify(answer)).not.toMatch(/2025-03-14|INV-20250314/);
    const status = await w.call("pgQueryPayment", {
      originalPartnerReferenceNo: sent.partnerReferenceNo,
      serviceCode: "60",
      merchantId: sent.merchantId,
    });
    expect([status.answer.originalReferenceNo, status.answer.amount]).toEqual([answer.referenceNo, money("123456.00")]);
  });

  it.each([
    ["pgQueryPayment", "4046201"],
    ["pgCancelOrder", "4046401"],
    ["pgRefundOrder", "4046501"],
    ["widgetQueryPayment", "4045501"],
    ["widgetCancelOrder", "4045701"],
    ["widgetRefundOrder", "4045801"],
    ["customerTopUpInquiryStatus", "4043901"],
    ["transferToBankInquiryStatus", "4044401"],
    ["queryDivision", "4048101"],
    ["updateDivision", "4048201"],
    ["queryShop", "4048401"],
    ["updateShop", "4048501"],
    ["createShop", "4048301"],
  ])("%s of a reference the client never created answers %s", async (operationId, code) => {
    const w = world();
    const { code: answered, status } = await w.call(operationId, w.body(operationId));
    expect([status, answered]).toEqual([404, code]);
  });

  it("Transaction Detail shows only a transaction of the token's user", async () => {
    const w = world();
    const unknown = await w.call("transactionDetail", w.body("transactionDetail"), { customerToken: "preset-token" });
    expect(unknown.code).toBe("4041301");
    const paid = w.body("directDebitPayment");
    const { answer } = await w.call("directDebitPayment", paid, { customerToken: "preset-token" });
    const found = await w.call(
      "transactionDetail",
      { originalReferenceNo: answer.referenceNo, originalPartnerReferenceNo: paid.partnerReferenceNo },
      { customerToken: "preset-token" },
    );
    expect([found.code, found.answer.originalReferenceNo]).toEqual(["2001300", answer.referenceNo]);
  });

  it("a partnerRefundNo again: the same refund for the same body, 404xx18 for another, and refunds only within the paid amount", async () => {
    const w = world();
    const order = w.body("pgCreateOrder");
    const created = await w.call("pgCreateOrder", order);
    const refund = w.body("pgRefundOrder", {
      originalPartnerReferenceNo: order.partnerReferenceNo,
      originalReferenceNo: undefined,
    });
    expect((await w.call("pgRefundOrder", refund)).code).toBe("4036515"); // not paid yet
    await w.client.open(created.answer.webRedirectUrl);
    const first = await w.call("pgRefundOrder", refund);
    expect(first.code).toBe("2006500");
    expect((await w.call("pgRefundOrder", refund)).answer.refundNo).toBe(first.answer.refundNo);
    expect((await w.call("pgRefundOrder", { ...refund, refundAmount: money("1000.00") })).code).toBe("4046518");
    const tooMuch = w.body("pgRefundOrder", {
      originalPartnerReferenceNo: order.partnerReferenceNo,
      originalReferenceNo: undefined,
      refundAmount: money("85001.00"),
    });
    expect((await w.call("pgRefundOrder", tooMuch)).code).toBe("4036502");
  });

  it("a payout needs the session of its inquiry: once, within 30 minutes, for the inquired values", async () => {
    const w = world();
    const inquiry = await w.call("accountInquiry", w.body("accountInquiry"));
    const sessionId = inquiry.answer.sessionId as string;
    const topUp = (fields: Record<string, SampleJson>) =>
      w.call("customerTopUp", w.body("customerTopUp", { sessionId, ...fields }));
    expect((await topUp({ amount: money("150001.00") })).code).toBe("4043818");
    expect((await topUp({ sessionId: "a3f1c9e2-5b7d-4e8a-9c21-7f4d2b6e0a13" })).code).toBe("4043818");
    expect((await topUp({})).code).toBe("2003800");
    expect((await topUp({})).code).toBe("4043818"); // used
    const late = await w.call("accountInquiry", w.body("accountInquiry"));
    w.wait(31 * 60);
    expect((await topUp({ sessionId: late.answer.sessionId as string })).code).toBe("4043818");
  });

  it("only the sandbox's wallet users and bank accounts exist", async () => {
    const w = world();
    expect((await w.call("accountInquiry", w.body("accountInquiry", { customerNumber: "6281399990000" }))).code).toBe(
      "4043701",
    );
    const inquiry = (account: string) =>
      w.call("transferToBankAccountInquiry", w.body("transferToBankAccountInquiry", { beneficiaryAccountNo: account }));
    expect((await inquiry("5550001234")).code).toBe("4044201");
    expect((await inquiry("9999999999")).code).toBe("2004200");
    const unknownBank = w.body("transferToBankAccountInquiry", { beneficiaryBankCode: "999" });
    expect((await w.call("transferToBankAccountInquiry", unknownBank)).code).toBe("4004201");
  });

  it("an authCode is exchanged once (a repeat within 10 minutes gets the same tokens), and the binding's scopes are enforced", async () => {
    const w = world();
    const deeplink = await w.call(
      "deeplinkBinding",
      w.body("deeplinkBinding", { additionalInfo: { isDeeplink: "N", scopes: "PAYMENT" } }),
    );
    const page = await w.client.open(deeplink.answer.webRedirectUrl);
    expect(page.status).toBe(302);
    const authCode = new URL(page.headers.Location).searchParams.get("authCode") as string;
    const first = await w.call("applyToken", w.body("applyToken", { authCode }));
    const again = await w.call("applyToken", w.body("applyToken", { authCode }));
    expect(again.answer.accessToken).toBe(first.answer.accessToken);
    expect((await w.client.open(deeplink.answer.webRedirectUrl)).headers.Location).toContain("error=link_used");
    const balance = await w.call("balanceInquiry", w.body("balanceInquiry"), {
      customerToken: first.answer.accessToken,
    });
    expect(balance.answer).toEqual({ responseCode: "4011100", responseMessage: "Unauthorized. Scope" });
    w.wait(11 * 60);
    expect((await w.call("applyToken", w.body("applyToken", { authCode: "AC-NEVER-ISSUED" }))).code).toBe("4017401");
  });

  it("Transaction History spans at most 90 days, from at most 365 days ago", async () => {
    const w = world();
    const day = 24 * 3600_000;
    const history = (from: number, to: number) =>
      w.call("transactionHistory", w.body("transactionHistory", { fromDateTime: gmt7(from), toDateTime: gmt7(to) }), {
        customerToken: "preset-token",
      });
    expect((await history(w.now() - 91 * day, w.now())).code).toBe("4001201");
    expect((await history(w.now() - 400 * day, w.now() - 380 * day)).code).toBe("4001201");
    expect((await history(w.now() - 90 * day, w.now())).code).toBe("2001200");
  });

  it("a page the mock never linked to is not found", async () => {
    const w = world();
    const response = await w.mock.handle({ method: "GET", url: "/v2/pay?orderRef=1", headers: {}, body: "" });
    expect(response.status).toBe(404);
  });
});
