import { generateKeyPairSync } from "node:crypto";
import fs from "node:fs";
import { siteConfigInput } from "../../../config/site-config";
import { parseSiteConfig } from "../../../config/schema";
import { loadOpenApi, openApiFile } from "../../../node/openapi";
import { mockOperations } from "../../../node/openapi";
import { freshBody, requestExamples } from "../../../node/samples";
import type { SampleJson } from "../../samples";
import { createMockApi } from "../api";
import type { MockApi, MockResponse } from "..";
import { mockClient, type CallOptions, type MockClient } from "../client";
import { EXPIRED_TOKEN, sandboxScenarios } from "../scenarios";

/**
 * Every mandatory scenario of the Scenario Testing guide, walked against the API mock with the
 * document's operations: the table rows are read from content/guide/scenario-testing.mdx, so a
 * new row without a walk here fails. Each walk makes the calls the row's trigger describes and
 * returns the response codes it received; every code the row's "Expected response" names must be
 * among them, and the walk checks the rest (statuses, same references) itself.
 */

const config = parseSiteConfig(siteConfigInput);
const api = loadOpenApi(fs.readFileSync(openApiFile, "utf8"), config);
const operations = mockOperations(api);
const examples = requestExamples(api);
const { privateKey, publicKey } = generateKeyPairSync("rsa", {
  modulusLength: 2048,
  privateKeyEncoding: { type: "pkcs8", format: "pem" },
  publicKeyEncoding: { type: "spki", format: "pem" },
});

interface Row {
  id: string;
  trigger: string;
  expected: string;
}
const guide = fs.readFileSync("content/guide/scenario-testing.mdx", "utf8");
const section = guide.slice(guide.indexOf("## Mandatory scenarios"), guide.indexOf("## Simulating notifications"));
const rows: Row[] = section.split("\n").flatMap((line) => {
  const cells = line.split("|").map((c) => c.trim());
  return /^[A-Z]{1,2}-\d{2}$/.test(cells[1] ?? "") ? [{ id: cells[1], trigger: cells[3], expected: cells[4] }] : [];
});

/** One scenario's sandbox: a mock with a clock the walk moves, and a merchant client signing for it. */
class World {
  clock = Date.parse("2026-03-10T10:00:00+07:00");
  mock: MockApi;
  client: MockClient;
  codes: string[] = [];
  constructor() {
    this.mock = createMockApi({
      operations,
      credentials: { "2026031000000001": { publicKeyPem: publicKey } },
      now: () => new Date(this.clock),
      scenarios: sandboxScenarios,
    });
    this.client = mockClient(
      this.mock,
      operations,
      { clientId: "2026031000000001", privateKeyPem: privateKey },
      () => new Date(this.clock),
    );
  }
  wait(seconds: number) {
    this.clock += seconds * 1000;
  }
  /** The operation's first documented example, fresh as a sample sends it, with `fields` replaced. */
  body(operationId: string, fields: Record<string, SampleJson> = {}, index = 0): Record<string, SampleJson> {
    const example = (examples.get(operationId) ?? [])[index] ?? {};
    return { ...(freshBody(example, {}, new Date(this.clock)) as Record<string, SampleJson>), ...fields };
  }
  async call(operationId: string, body?: unknown, options?: CallOptions) {
    const result = await this.client.call(operationId, body, options);
    const code = typeof result.body.responseCode === "string" ? result.body.responseCode : `HTTP ${result.status}`;
    this.codes.push(code);
    return { ...result, code, answer: result.body as Answer };
  }
  /** The user on a sandbox page (pays, approves). */
  open(url: unknown): Promise<MockResponse> {
    return this.client.open(String(url));
  }
  async send(request: Parameters<MockApi["handle"]>[0]) {
    const response = await this.mock.handle(request);
    this.codes.push((JSON.parse(response.body) as { responseCode: string }).responseCode);
    return response;
  }
}

const money = (value: string) => ({ value, currency: "IDR" });
/** An answer, read field by field as its documented example shows it. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the walks read the documented fields of answers by name
type Answer = Record<string, any>;

// ---- Steps shared by several scenarios --------------------------------------------------------

async function order(w: World, fields: Record<string, SampleJson> = {}) {
  const body = w.body("pgCreateOrder", fields);
  const created = await w.call("pgCreateOrder", body);
  return { body, created, ref: body.partnerReferenceNo as string };
}
async function paidOrder(w: World, value = "150000.00") {
  const o = await order(w, { amount: money(value) });
  expect((await w.open(o.created.answer.webRedirectUrl)).status).toBe(302);
  return o;
}
const pgQuery = (w: World, ref: string) =>
  w.call("pgQueryPayment", w.body("pgQueryPayment", { originalPartnerReferenceNo: ref }));
const pgRefund = (w: World, ref: string, value: string) =>
  w.call("pgRefundOrder", {
    ...w.body("pgRefundOrder", { originalPartnerReferenceNo: ref, refundAmount: money(value) }),
    originalReferenceNo: undefined,
  });

/** A binding of the active user: Get OAuth, the consent page, Apply Token. */
async function bind(w: World, scopes = "PAYMENT,QUERY_BALANCE,QUERY_PROFILE,TRANSACTION_HISTORY,OTT") {
  const query = {
    clientId: "2026031000000001",
    redirectUrl: "https://shop.merchant.example/app/binding/callback",
    scopes,
    state: "9d41a6c0f2e84b7a",
    seamlessData: JSON.stringify({ mobileNumber: "6281234567890" }),
  };
  const oauth = await w.call("getOAuth", undefined, { query });
  const page = await w.open(oauth.answer.webRedirectUrl);
  const authCode = new URL(page.headers.Location).searchParams.get("authCode") ?? "";
  const token = await w.call("applyToken", w.body("applyToken", { authCode }));
  return {
    oauth,
    authCode,
    token,
    customerToken: token.answer.accessToken as string,
    refreshToken: token.answer.refreshToken as string,
  };
}
async function pay(w: World, fields: Record<string, SampleJson> = {}, customerToken?: string) {
  const body = w.body("directDebitPayment", fields);
  const paid = await w.call("directDebitPayment", body, customerToken ? { customerToken } : {});
  return { body, paid, ref: body.partnerReferenceNo as string };
}
const ddpQuery = (w: World, ref: string) =>
  w.call("widgetQueryPayment", w.body("widgetQueryPayment", { originalPartnerReferenceNo: ref }));
const ddpRefund = (w: World, ref: string, value: string) =>
  w.call("widgetRefundOrder", {
    ...w.body("widgetRefundOrder", { originalPartnerReferenceNo: ref, refundAmount: money(value) }),
    originalReferenceNo: undefined,
    additionalInfo: {},
  });

async function inquiry(w: World, number = "6281234567890", value = "150000.00") {
  return w.call("accountInquiry", w.body("accountInquiry", { customerNumber: number, amount: money(value) }));
}
async function topUp(w: World, value = "150000.00") {
  const inq = await inquiry(w, "6281234567890", value);
  const body = w.body("customerTopUp", { amount: money(value), sessionId: String(inq.answer.sessionId) });
  return { body, result: await w.call("customerTopUp", body), ref: body.partnerReferenceNo as string };
}
const topUpStatus = (w: World, ref: string) =>
  w.call("customerTopUpInquiryStatus", {
    originalPartnerReferenceNo: ref,
    serviceCode: "38",
  });
async function transfer(w: World, value = "150000.00", account = "1234567890") {
  const inq = await w.call(
    "transferToBankAccountInquiry",
    w.body("transferToBankAccountInquiry", { beneficiaryAccountNo: account, amount: money(value) }),
  );
  const body = w.body("transferToBank", {
    beneficiaryAccountNo: account,
    amount: money(value),
    sessionId: String(inq.answer.sessionId ?? "none"),
  });
  return { inq, body, result: await w.call("transferToBank", body), ref: body.partnerReferenceNo as string };
}
const transferStatus = (w: World, ref: string) =>
  w.call("transferToBankInquiryStatus", { originalPartnerReferenceNo: ref, serviceCode: "43" });

async function division(w: World) {
  const created = await w.call("createDivision", w.body("createDivision"));
  return created.answer.divisionId as string;
}
async function shop(w: World, fields: Record<string, SampleJson> = {}) {
  const parent = await division(w);
  const body = w.body("createShop", { parentDivisionId: parent, ...fields });
  return { body, created: await w.call("createShop", body) };
}

// ---- The walks --------------------------------------------------------------------------------

/** Scenarios that test the merchant's notification endpoint, not a call to the API the mock serves. */
const notApiCalls: Record<string, string> = {
  "C-07": "the dashboard sends a notification with an invalid signature to the merchant's endpoint",
  "C-08": "the dashboard resends a notification to the merchant's endpoint",
};

const walks: Record<string, (w: World) => Promise<void>> = {
  "C-01": async (w) => {
    await w.call("getB2bAccessToken", { grantType: "client_credentials" });
  },
  "C-02": async (w) => {
    const { created } = await order(w);
    const changed = created.request.body.replace('"150000.00"', '"150001.00"');
    expect(changed).not.toBe(created.request.body);
    const answer = await w.send({
      ...created.request,
      body: changed,
      headers: { ...created.request.headers, "X-EXTERNAL-ID": "777000111" },
    });
    expect(answer.status).toBe(401);
  },
  "C-03": async (w) => {
    const body = w.body("pgCreateOrder");
    const expired = await w.call("pgCreateOrder", body, { accessToken: EXPIRED_TOKEN });
    expect(expired.answer.responseMessage).toBe("Invalid Token (B2B)");
    // A real token older than 900 seconds too.
    const token = await w.client.accessToken();
    w.wait(901);
    expect((await w.call("pgCreateOrder", body, { accessToken: token })).code).toBe("4016001");
    const fresh = mockClient(
      w.mock,
      operations,
      { clientId: w.client.clientId, privateKeyPem: privateKey },
      () => new Date(w.clock),
    );
    expect((await fresh.call("pgCreateOrder", body)).body.responseCode).toBe("2006000");
  },
  "C-04": async (w) => {
    await w.call("pgCreateOrder", w.body("pgCreateOrder"), { externalId: "123456789" });
    await w.call("pgCreateOrder", w.body("pgCreateOrder"), { externalId: "123456789" });
  },
  "C-05": async (w) => {
    const { ref } = await paidOrder(w);
    expect((await w.call("pgCreateOrder", w.body("pgCreateOrder", { partnerReferenceNo: ref }))).code).toBe("4096001");
    const { ref: topUpRef } = await topUp(w);
    expect((await w.call("customerTopUp", w.body("customerTopUp", { partnerReferenceNo: topUpRef }))).code).toBe(
      "4093801",
    );
    const { ref: transferRef } = await transfer(w);
    expect((await w.call("transferToBank", w.body("transferToBank", { partnerReferenceNo: transferRef }))).code).toBe(
      "4094301",
    );
    const { customerToken } = await bind(w);
    const { ref: payRef } = await pay(w, {}, customerToken);
    const other = w.body("directDebitPayment", { partnerReferenceNo: payRef, amount: money("151000.00") });
    expect((await w.call("directDebitPayment", other, { customerToken })).code).toBe("4045418");
  },
  "C-06": async (w) => {
    const { ref } = await order(w);
    const status = await pgQuery(w, ref);
    expect([status.code, status.answer.latestTransactionStatus]).toEqual(["2006200", "01"]);
    expect((await pgQuery(w, "INV-NEVER-SENT")).code).toBe("4046201");
    expect(
      (await w.call("pgCreateOrder", w.body("pgCreateOrder", { partnerReferenceNo: "INV-NEVER-SENT" }))).code,
    ).toBe("2006000");
  },
  "PG-01": async (w) => {
    const { ref, created } = await paidOrder(w);
    expect(created.answer.partnerReferenceNo).toBe(ref);
    expect((await pgQuery(w, ref)).answer.latestTransactionStatus).toBe("00");
  },
  "PG-02": async (w) => {
    await order(w, { amount: money("40301.00") });
  },
  "PG-03": async (w) => {
    const { ref } = await order(w, { amount: money("20200.00") });
    expect((await pgQuery(w, ref)).answer.latestTransactionStatus).toBe("01");
    w.wait(61);
    expect((await pgQuery(w, ref)).answer.latestTransactionStatus).toBe("00");
  },
  "PG-04": async (w) => {
    const { ref } = await order(w, { amount: money("50000.00") });
    // No order exists; the status query says so (07), and a retry with the same reference creates it.
    expect((await pgQuery(w, ref)).answer.latestTransactionStatus).toBe("07");
    expect((await w.call("pgCreateOrder", w.body("pgCreateOrder", { partnerReferenceNo: ref }))).code).toBe("2006000");
  },
  "PG-05": async (w) => {
    const { ref } = await order(w, { amount: money("40418.00") });
    await order(w, { partnerReferenceNo: ref + "-2" });
    expect(
      (
        await w.call(
          "pgCreateOrder",
          w.body("pgCreateOrder", { partnerReferenceNo: ref + "-2", amount: money("150001.00") }),
        )
      ).code,
    ).toBe("4046018");
  },
  "PG-06": async (w) => {
    const { body, created } = await order(w);
    const again = await w.call("pgCreateOrder", body);
    expect(again.answer.referenceNo).toBe(created.answer.referenceNo);
  },
  "PG-07": async (w) => {
    const { ref } = await paidOrder(w);
    await w.call("pgCreateOrder", w.body("pgCreateOrder", { partnerReferenceNo: ref }));
  },
  "PG-08": async (w) => {
    const { ref } = await order(w);
    await pgQuery(w, ref);
    await pgQuery(w, "INV-NOTHING-RECEIVED");
  },
  "PG-09": async (w) => {
    const validUpTo = new Date(w.clock + 5 * 60_000);
    const { ref } = await order(w, { validUpTo: gmt7(validUpTo) });
    w.wait(6 * 60);
    const status = await pgQuery(w, ref);
    expect([status.answer.latestTransactionStatus, status.answer.additionalInfo.closeReason]).toEqual([
      "05",
      "EXPIRED",
    ]);
  },
  "PG-10": async (w) => {
    const { ref, body } = await order(w);
    await w.call("pgCancelOrder", {
      ...w.body("pgCancelOrder", { originalPartnerReferenceNo: ref, amount: body.amount }),
      originalReferenceNo: undefined,
    });
    expect((await pgQuery(w, ref)).answer.latestTransactionStatus).toBe("05");
  },
  "PG-11": async (w) => {
    const { ref } = await paidOrder(w);
    await pgRefund(w, ref, "150000.00");
    expect((await pgQuery(w, ref)).answer.latestTransactionStatus).toBe("04");
  },
  "PG-12": async (w) => {
    const { ref } = await paidOrder(w);
    await pgRefund(w, ref, "30000.00");
    await pgRefund(w, ref, "45000.00");
    const status = await pgQuery(w, ref);
    expect([status.answer.latestTransactionStatus, status.answer.additionalInfo.refundedAmount]).toEqual([
      "00",
      money("75000.00"),
    ]);
  },
  "PG-13": async (w) => {
    await pgRefund(w, (await paidOrder(w)).ref, "40314.00");
  },
  "PG-14": async (w) => {
    await pgRefund(w, (await paidOrder(w)).ref, "40301.00");
  },
  "PG-15": async (w) => {
    const consult = await w.call("pgConsultPay", w.body("pgConsultPay"));
    expect(consult.answer.paymentInfos.length).toBeGreaterThan(0);
  },
  "WB-01": async (w) => {
    const { authCode } = await bind(w);
    expect(authCode).toMatch(/^AC/);
    const deeplink = await w.call("deeplinkBinding", w.body("deeplinkBinding"));
    const page = await w.open(deeplink.answer.webRedirectUrl);
    const code = new URL(page.headers.Location).searchParams.get("authCode") ?? "";
    expect(new URL(page.headers.Location).searchParams.get("state")).toBe(w.body("deeplinkBinding").state);
    expect((await w.call("applyToken", w.body("applyToken", { authCode: code }))).code).toBe("2007400");
  },
  "WB-02": async (w) => {
    await w.call("deeplinkBinding", w.body("deeplinkBinding", { phoneNo: "6281200000000" }));
    const oauth = await w.call("getOAuth", undefined, {
      query: {
        clientId: "2026031000000001",
        redirectUrl: "https://shop.merchant.example/cb",
        scopes: "PAYMENT",
        state: "7c30b5d0e1f94a6b",
        seamlessData: JSON.stringify({ mobileNumber: "6281200000000" }),
      },
    });
    const page = await w.open(oauth.answer.webRedirectUrl);
    expect(new URL(page.headers.Location).searchParams.get("error")).toBe("account_inactive");
  },
  "WB-03": async (w) => {
    const { customerToken } = await bind(w);
    const balance = await w.call("balanceInquiry", w.body("balanceInquiry"), { customerToken });
    expect(balance.answer.accountInfos[0].availableBalance).toEqual(money("5000000.00"));
  },
  "WB-04": async (w) => {
    const { customerToken } = await bind(w);
    const { paid } = await pay(w, { amount: money("150000.00") }, customerToken);
    expect(paid.answer.approvalCode).toMatch(/^\d{6}$/);
  },
  "WB-05": async (w) => {
    await pay(w, { amount: money("40314.00") }, (await bind(w)).customerToken);
  },
  "WB-06": async (w) => {
    await pay(w, { amount: money("40301.00") }, (await bind(w)).customerToken);
  },
  "WB-07": async (w) => {
    const { ref } = await pay(w, { amount: money("20200.00") }, (await bind(w)).customerToken);
    expect((await ddpQuery(w, ref)).answer.latestTransactionStatus).toBe("03");
    w.wait(61);
    expect((await ddpQuery(w, ref)).answer.latestTransactionStatus).toBe("00");
  },
  "WB-08": async (w) => {
    const { ref } = await pay(w, { amount: money("50000.00") }, (await bind(w)).customerToken);
    expect((await ddpQuery(w, ref)).code).toBe("4045501");
  },
  "WB-09": async (w) => {
    const { customerToken } = await bind(w);
    await pay(w, { amount: money("40418.00") }, customerToken);
    const { ref } = await pay(w, {}, customerToken);
    await w.call(
      "directDebitPayment",
      w.body("directDebitPayment", { partnerReferenceNo: ref, amount: money("99000.00") }),
      {
        customerToken,
      },
    );
    expect(w.codes.filter((c) => c === "4045418")).toHaveLength(2);
  },
  "WB-10": async (w) => {
    const { customerToken } = await bind(w);
    const body = w.body("directDebitPayment");
    (body.additionalInfo as { order: { buyer: Record<string, string> } }).order.buyer.externalUserId = "6281200000000";
    await w.call("directDebitPayment", body, { customerToken });
  },
  "WB-11": async (w) => {
    const { customerToken, refreshToken } = await bind(w);
    const body = w.body("directDebitPayment");
    expect((await w.call("directDebitPayment", body, { customerToken: EXPIRED_TOKEN })).answer.responseMessage).toBe(
      "Invalid Token (B2B2C)",
    );
    w.wait(31 * 60);
    expect((await w.call("directDebitPayment", body, { customerToken })).code).toBe("4015401");
    const refreshed = await w.call("applyToken", { grantType: "REFRESH_TOKEN", refreshToken });
    const retry = { ...body, validUpTo: gmt7(new Date(w.clock + 30 * 60_000)) };
    expect((await w.call("directDebitPayment", retry, { customerToken: refreshed.answer.accessToken })).code).toBe(
      "2005400",
    );
  },
  "WB-12": async (w) => {
    const { ref } = await pay(w, {}, (await bind(w)).customerToken);
    await ddpQuery(w, ref);
    await ddpQuery(w, "ORD-NEVER-SENT");
  },
  "WB-13": async (w) => {
    const { ref } = await pay(w, {}, (await bind(w)).customerToken);
    await w.call("widgetCancelOrder", {
      ...w.body("widgetCancelOrder", { originalPartnerReferenceNo: ref }),
      originalReferenceNo: undefined,
    });
    expect((await ddpQuery(w, ref)).answer.latestTransactionStatus).toBe("05");
  },
  "WB-14": async (w) => {
    const { customerToken } = await bind(w);
    const full = await pay(w, {}, customerToken);
    await ddpRefund(w, full.ref, "150000.00");
    expect((await ddpQuery(w, full.ref)).answer.latestTransactionStatus).toBe("04");
    const parts = await pay(w, {}, customerToken);
    await ddpRefund(w, parts.ref, "50001.00");
    await ddpRefund(w, parts.ref, "30000.00");
    expect(w.codes.filter((c) => c === "2005800")).toHaveLength(3);
  },
  "WB-15": async (w) => {
    const { ref } = await pay(w, {}, (await bind(w)).customerToken);
    await ddpRefund(w, ref, "40314.00");
    await ddpRefund(w, ref, "40301.00");
  },
  "WB-16": async (w) => {
    const { customerToken, refreshToken } = await bind(w);
    await w.call("accountUnbinding", w.body("accountUnbinding"), { customerToken });
    await w.call("applyToken", { grantType: "REFRESH_TOKEN", refreshToken });
    expect((await w.call("balanceInquiry", w.body("balanceInquiry"), { customerToken })).code).toBe("4011101");
  },
  "WN-01": async (w) => {
    const { paid, ref } = await pay(w, { amount: money("150000.00") });
    expect(paid.answer.webRedirectUrl).toContain(paid.answer.referenceNo);
    expect((await w.open(paid.answer.webRedirectUrl)).status).toBe(302);
    expect((await ddpQuery(w, ref)).answer.latestTransactionStatus).toBe("00");
  },
  "WN-02": async (w) => {
    const { ref } = await pay(w, { amount: money("20200.00") });
    w.wait(61);
    expect((await ddpQuery(w, ref)).answer.latestTransactionStatus).toBe("00");
  },
  "WN-03": async (w) => {
    await pay(w, { amount: money("40301.00") });
    await pay(w, { amount: money("40314.00") });
  },
  "WN-04": async (w) => {
    const { paid, ref } = await pay(w);
    await w.open(paid.answer.webRedirectUrl);
    expect((await ddpQuery(w, ref)).answer.latestTransactionStatus).toBe("00");
  },
  "WN-05": async (w) => {
    const { ref } = await pay(w, { validUpTo: gmt7(new Date(w.clock + 15 * 60_000)) });
    w.wait(16 * 60);
    expect((await ddpQuery(w, ref)).answer.latestTransactionStatus).toBe("05");
  },
  "WN-06": async (w) => {
    const first = await pay(w);
    await w.open(first.paid.answer.webRedirectUrl);
    expect(
      (
        await w.call("widgetCancelOrder", {
          ...w.body("widgetCancelOrder", { originalPartnerReferenceNo: first.ref }),
          originalReferenceNo: undefined,
        })
      ).code,
    ).toBe("2005700");
    const second = await pay(w);
    await w.open(second.paid.answer.webRedirectUrl);
    expect((await ddpRefund(w, second.ref, "30000.00")).code).toBe("2005800");
    expect((await ddpRefund(w, second.ref, "40314.00")).code).toBe("4035814");
    expect((await ddpRefund(w, second.ref, "40301.00")).code).toBe("4035802");
  },
  "DB-01": async (w) => {
    const inq = await inquiry(w);
    expect(inq.answer.sessionId).toMatch(/^[0-9a-f-]{36}$/);
  },
  "DB-02": async (w) => {
    const inq = await inquiry(w, "6281200000000");
    expect([inq.answer.additionalInfo.customerStatus, inq.answer.sessionId]).toEqual(["FROZEN", undefined]);
  },
  "DB-03": async (w) => {
    await topUp(w);
  },
  "DB-04": async (w) => {
    await topUp(w, "40314.00");
  },
  "DB-05": async (w) => {
    await topUp(w, "40301.00");
  },
  "DB-06": async (w) => {
    const { ref } = await topUp(w, "20200.00");
    expect((await topUpStatus(w, ref)).answer.latestTransactionStatus).toBe("03");
    w.wait(61);
    expect((await topUpStatus(w, ref)).answer.latestTransactionStatus).toBe("00");
  },
  "DB-07": async (w) => {
    await topUp(w, "50000.00");
  },
  "DB-08": async (w) => {
    await topUp(w, "40418.00");
  },
  "DB-09": async (w) => {
    const { body, result } = await topUp(w);
    const again = await w.call("customerTopUp", body);
    expect(again.answer.referenceNo).toBe(result.answer.referenceNo);
    await w.call("customerTopUp", { ...body, amount: money("99000.00") });
  },
  "DB-10": async (w) => {
    const { ref } = await topUp(w);
    await topUpStatus(w, ref);
    await topUpStatus(w, "TOPUP-NEVER-SENT");
  },
  "DK-01": async (w) => {
    await w.call("beneficiaryBankCodeList", w.body("beneficiaryBankCodeList"));
    await w.call("checkDisbursementAccount", w.body("checkDisbursementAccount"));
  },
  "DK-02": async (w) => {
    const inq = await w.call(
      "transferToBankAccountInquiry",
      w.body("transferToBankAccountInquiry", { beneficiaryAccountNo: "1234567890" }),
    );
    expect(inq.answer.beneficiaryAccountName).toBe("Budi Santoso");
  },
  "DK-03": async (w) => {
    await w.call(
      "transferToBankAccountInquiry",
      w.body("transferToBankAccountInquiry", { beneficiaryAccountNo: "0000000000" }),
    );
  },
  "DK-04": async (w) => {
    await transfer(w);
  },
  "DK-05": async (w) => {
    const { ref } = await transfer(w, "150000.00", "9999999999");
    expect((await transferStatus(w, ref)).answer.latestTransactionStatus).toBe("03");
    w.wait(61);
    expect((await transferStatus(w, ref)).answer.latestTransactionStatus).toBe("00");
  },
  "DK-06": async (w) => {
    await transfer(w, "40314.00");
  },
  "DK-07": async (w) => {
    await transfer(w, "40301.00");
  },
  "DK-08": async (w) => {
    const { ref } = await transfer(w, "20200.00");
    w.wait(61);
    expect((await transferStatus(w, ref)).answer.latestTransactionStatus).toBe("00");
  },
  "DK-09": async (w) => {
    await transfer(w, "50000.00");
  },
  "DK-10": async (w) => {
    await transfer(w, "40418.00");
  },
  "DK-11": async (w) => {
    const { body, result } = await transfer(w);
    const again = await w.call("transferToBank", body);
    expect(again.answer.referenceNo).toBe(result.answer.referenceNo);
    await w.call("transferToBank", { ...body, amount: money("99000.00") });
  },
  "DK-12": async (w) => {
    const { ref } = await transfer(w);
    await transferStatus(w, ref);
    await transferStatus(w, "PAYOUT-NEVER-SENT");
  },
  "MM-01": async (w) => {
    const divisionId = await division(w);
    await w.call("queryDivision", { merchantId: "216620000091234567890", divisionId });
    await w.call("updateDivision", w.body("updateDivision", { divisionId }));
  },
  "MM-02": async (w) => {
    const { created } = await shop(w);
    const shopId = created.answer.shopId as string;
    expect((await w.call("queryShop", { merchantId: "216620000091234567890", shopId })).answer.shopId).toBe(shopId);
    await w.call("updateShop", w.body("updateShop", { shopId }));
  },
  "MM-03": async (w) => {
    const { body, created } = await shop(w);
    expect((await w.call("createShop", body)).answer.shopId).toBe(created.answer.shopId);
    await w.call("createShop", { ...body, shopName: "Another name" });
  },
  "MM-04": async (w) => {
    const parent = await division(w);
    const { lat: _lat, ...withoutLat } = w.body("createShop", { parentDivisionId: parent });
    await w.call("createShop", withoutLat);
  },
  "MM-05": async (w) => {
    const { body } = await shop(w);
    await w.call("queryShop", { merchantId: body.merchantId, externalShopId: body.externalShopId });
    await w.call("queryShop", { merchantId: body.merchantId, externalShopId: "SHOP-NEVER-SENT" });
  },
};

function gmt7(date: Date): string {
  return new Date(date.getTime() + 7 * 3600_000).toISOString().slice(0, 19) + "+07:00";
}

describe("the Scenario Testing guide's mandatory scenarios, walked against the mock", () => {
  it("the guide's tables list the scenarios (read from the page)", () => {
    expect(rows.length).toBeGreaterThan(60);
    expect(rows.map((r) => r.id)).toEqual(
      expect.arrayContaining(["C-01", "PG-15", "WB-16", "WN-06", "DB-10", "DK-12", "MM-05"]),
    );
  });

  it("only the scenarios of the merchant's notification endpoint have no walk (the dashboard sends them)", () => {
    const outside = rows.filter((r) => notApiCalls[r.id]);
    expect(outside.map((r) => r.id)).toEqual(Object.keys(notApiCalls));
    for (const r of outside) expect(r.trigger).toMatch(/from the dashboard/);
  });

  it.each(rows.filter((r) => !notApiCalls[r.id]).map((r) => [r.id, r] as const))("%s", async (id, row) => {
    const walk = walks[id];
    if (!walk) throw new Error(`${id} (${row.trigger}) has no walk in this test: add one`);
    const w = new World();
    await walk(w);
    const expected = row.expected.match(/\b\d{7}\b/g) ?? [];
    for (const code of expected) expect(w.codes, `${id} expects ${code}: ${row.expected}`).toContain(code);
  });
});
