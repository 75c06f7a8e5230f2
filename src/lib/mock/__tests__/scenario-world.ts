import fs from "node:fs";
import { generateKeyPairSync } from "node:crypto";
import { siteConfigInput } from "../../../config/site-config";
import { parseSiteConfig } from "../../../config/schema";
import { loadOpenApi, openApiFile } from "../../../node/openapi";
import { mockOperations } from "../../../node/openapi";
import { freshBody, requestExamples } from "../../../node/samples";
import type { SampleJson } from "../../samples";
import { createMockApi } from "../api";
import type { MockApi, MockResponse } from "..";
import { mockClient, type CallOptions, type MockClient } from "../client";
import { sandboxScenarios } from "../scenarios";

/**
 * The sandbox the Scenario Testing walks run in: the API mock with a clock, a signing merchant
 * client, and the steps several scenarios share.
 */

const config = parseSiteConfig(siteConfigInput);
const api = loadOpenApi(fs.readFileSync(openApiFile, "utf8"), config);
export const operations = mockOperations(api);
const examples = requestExamples(api);
const keys = generateKeyPairSync("rsa", {
  modulusLength: 2048,
  privateKeyEncoding: { type: "pkcs8", format: "pem" },
  publicKeyEncoding: { type: "spki", format: "pem" },
});
/** The merchant's test key pair: the mock holds the public key, the client signs with the private one. */
export const { privateKey, publicKey } = keys;

/** One scenario's sandbox: a mock with a clock the walk moves, and a merchant client signing for it. */
export class World {
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

export const money = (value: string) => ({ value, currency: "IDR" });
/** An answer, read field by field as its documented example shows it. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the walks read the documented fields of answers by name
export type Answer = Record<string, any>;

// ---- Steps shared by several scenarios --------------------------------------------------------

export async function order(w: World, fields: Record<string, SampleJson> = {}) {
  const body = w.body("pgCreateOrder", fields);
  const created = await w.call("pgCreateOrder", body);
  return { body, created, ref: body.partnerReferenceNo as string };
}
export async function paidOrder(w: World, value = "150000.00") {
  const o = await order(w, { amount: money(value) });
  expect((await w.open(o.created.answer.webRedirectUrl)).status).toBe(302);
  return o;
}
export const pgQuery = (w: World, ref: string) =>
  w.call("pgQueryPayment", w.body("pgQueryPayment", { originalPartnerReferenceNo: ref }));
export const pgRefund = (w: World, ref: string, value: string) =>
  w.call("pgRefundOrder", {
    ...w.body("pgRefundOrder", { originalPartnerReferenceNo: ref, refundAmount: money(value) }),
    originalReferenceNo: undefined,
  });

/** A binding of the active user: Get OAuth, the consent page, Apply Token. */
export async function bind(w: World, scopes = "PAYMENT,QUERY_BALANCE,QUERY_PROFILE,TRANSACTION_HISTORY,OTT") {
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
export async function pay(w: World, fields: Record<string, SampleJson> = {}, customerToken?: string) {
  const body = w.body("directDebitPayment", fields);
  const paid = await w.call("directDebitPayment", body, customerToken ? { customerToken } : {});
  return { body, paid, ref: body.partnerReferenceNo as string };
}
export const ddpQuery = (w: World, ref: string) =>
  w.call("widgetQueryPayment", w.body("widgetQueryPayment", { originalPartnerReferenceNo: ref }));
export const ddpRefund = (w: World, ref: string, value: string) =>
  w.call("widgetRefundOrder", {
    ...w.body("widgetRefundOrder", { originalPartnerReferenceNo: ref, refundAmount: money(value) }),
    originalReferenceNo: undefined,
    additionalInfo: {},
  });

export async function inquiry(w: World, number = "6281234567890", value = "150000.00") {
  return w.call("accountInquiry", w.body("accountInquiry", { customerNumber: number, amount: money(value) }));
}
export async function topUp(w: World, value = "150000.00") {
  const inq = await inquiry(w, "6281234567890", value);
  const body = w.body("customerTopUp", { amount: money(value), sessionId: String(inq.answer.sessionId) });
  return { body, result: await w.call("customerTopUp", body), ref: body.partnerReferenceNo as string };
}
export const topUpStatus = (w: World, ref: string) =>
  w.call("customerTopUpInquiryStatus", {
    originalPartnerReferenceNo: ref,
    serviceCode: "38",
  });
export async function transfer(w: World, value = "150000.00", account = "1234567890") {
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
export const transferStatus = (w: World, ref: string) =>
  w.call("transferToBankInquiryStatus", { originalPartnerReferenceNo: ref, serviceCode: "43" });

export async function division(w: World) {
  const created = await w.call("createDivision", w.body("createDivision"));
  return created.answer.divisionId as string;
}
export async function shop(w: World, fields: Record<string, SampleJson> = {}) {
  const parent = await division(w);
  const body = w.body("createShop", { parentDivisionId: parent, ...fields });
  return { body, created: await w.call("createShop", body) };
}

// ---- The walks --------------------------------------------------------------------------------

export function gmt7(date: Date): string {
  return new Date(date.getTime() + 7 * 3600_000).toISOString().slice(0, 19) + "+07:00";
}
