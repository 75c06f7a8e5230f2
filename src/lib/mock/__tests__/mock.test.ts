import { createHash, createHmac, generateKeyPairSync, sign } from "node:crypto";
import { createMockApi } from "../api";
import type { MockOperation, MockRequest } from "..";
import { sandboxScenarios } from "../scenarios";

// The mock judged by what a client receives: status, responseCode, message and the trace.

const { privateKey, publicKey } = generateKeyPairSync("rsa", {
  modulusLength: 2048,
  privateKeyEncoding: { type: "pkcs8", format: "pem" },
  publicKeyEncoding: { type: "spki", format: "pem" },
});
const other = generateKeyPairSync("rsa", {
  modulusLength: 2048,
  privateKeyEncoding: { type: "pkcs8", format: "pem" },
  publicKeyEncoding: { type: "spki", format: "pem" },
});

const CLIENT = "2025031400000001";
const SECRET = "test-client-secret";
const now = new Date("2025-03-14T03:15:30Z");
const TIMESTAMP = "2025-03-14T10:15:30+07:00";

const money = {
  type: "object",
  required: ["value", "currency"],
  properties: { value: { type: "string", pattern: "^\\d+\\.\\d{2}$" }, currency: { enum: ["IDR"] } },
};
const serviceHeaders = {
  type: "object",
  required: ["Authorization", "X-TIMESTAMP", "X-SIGNATURE", "X-PARTNER-ID", "X-EXTERNAL-ID", "CHANNEL-ID"],
  properties: {
    Authorization: { type: "string" },
    "X-TIMESTAMP": { type: "string", minLength: 25, maxLength: 25 },
    "X-SIGNATURE": { type: "string" },
    "X-PARTNER-ID": { type: "string", maxLength: 36 },
    "X-EXTERNAL-ID": { type: "string", maxLength: 36 },
    "CHANNEL-ID": { type: "string", maxLength: 5 },
  },
};
const operations: MockOperation[] = [
  {
    operationId: "getB2bAccessToken",
    method: "POST",
    path: "/v1.0/access-token/b2b",
    kind: "access-token",
    serviceCode: "73",
    headers: {
      type: "object",
      required: ["X-TIMESTAMP", "X-CLIENT-KEY", "X-SIGNATURE"],
      properties: { "X-TIMESTAMP": { type: "string" }, "X-CLIENT-KEY": { type: "string" }, "X-SIGNATURE": {} },
    },
    query: null,
    body: { type: "object", required: ["grantType"], properties: { grantType: { const: "client_credentials" } } },
    examples: {
      "200": [
        {
          name: "ok",
          summary: "Token",
          value: {
            responseCode: "2007300",
            responseMessage: "Successful",
            accessToken: "documented",
            tokenType: "Bearer",
            expiresIn: "900",
          },
        },
      ],
    },
  },
  {
    operationId: "directDebitPayment",
    method: "POST",
    path: "/v1.0/debit/payment-host-to-host",
    kind: "service",
    serviceCode: "54",
    idempotencyKey: "partnerReferenceNo",
    headers: serviceHeaders,
    query: null,
    body: {
      type: "object",
      required: ["partnerReferenceNo", "amount"],
      properties: { partnerReferenceNo: { type: "string", maxLength: 64 }, amount: money },
    },
    examples: {
      "200": [{ name: "ok", summary: "Paid", value: { responseCode: "2005400", responseMessage: "Successful" } }],
      "202": [
        {
          name: "progress",
          summary: "In progress",
          value: { responseCode: "2025400", responseMessage: "Request In Progress" },
        },
      ],
      "403": [
        {
          name: "limit",
          summary: "Limit",
          value: { responseCode: "4035402", responseMessage: "Exceeds Transaction Amount Limit" },
        },
        { name: "funds", summary: "Funds", value: { responseCode: "4035414", responseMessage: "Insufficient Funds" } },
      ],
    },
  },
  {
    operationId: "pgCreateOrder",
    method: "POST",
    path: "/v1.0/payment-gateway/create-order",
    kind: "service",
    serviceCode: "60",
    idempotencyKey: "partnerReferenceNo",
    headers: serviceHeaders,
    query: null,
    body: { type: "object", required: ["amount"], properties: { amount: money } },
    examples: {
      "200": [{ name: "ok", summary: "Created", value: { responseCode: "2006000", responseMessage: "Successful" } }],
      "403": [
        {
          name: "limit",
          summary: "Limit",
          value: { responseCode: "4036002", responseMessage: "Exceeds Transaction Amount Limit" },
        },
      ],
    },
  },
];

const rsa = (text: string, key = privateKey) => sign("sha256", Buffer.from(text), key).toString("base64");
const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");

function api(extra: Partial<Parameters<typeof createMockApi>[0]> = {}) {
  return createMockApi({
    operations,
    credentials: { [CLIENT]: { publicKeyPem: publicKey, clientSecret: SECRET } },
    now: () => now,
    scenarios: sandboxScenarios,
    ...extra,
  });
}

const tokenRequest = (overrides: Partial<MockRequest["headers"]> = {}): MockRequest => ({
  method: "POST",
  url: "/v1.0/access-token/b2b",
  headers: {
    "content-type": "application/json",
    "x-timestamp": TIMESTAMP,
    "x-client-key": CLIENT,
    "x-signature": rsa(`${CLIENT}|${TIMESTAMP}`),
    ...overrides,
  },
  body: '{"grantType":"client_credentials"}',
});

async function token(mock: ReturnType<typeof api>): Promise<string> {
  const response = await mock.handle(tokenRequest());
  return (JSON.parse(response.body) as { accessToken: string }).accessToken;
}

let externalId = 1000;
function payment(
  accessToken: string,
  body: string,
  options: { key?: string; path?: string; headers?: Record<string, string>; hmac?: boolean; timestamp?: string } = {},
): MockRequest {
  const path = options.path ?? "/v1.0/debit/payment-host-to-host";
  const timestamp = options.timestamp ?? TIMESTAMP;
  const minified = JSON.stringify(JSON.parse(body));
  const signature = options.hmac
    ? createHmac("sha512", SECRET)
        .update(`POST:${path}:${accessToken}:${sha256(minified)}:${timestamp}`)
        .digest("base64")
    : rsa(`POST:${path}:${sha256(minified)}:${timestamp}`, options.key);
  return {
    method: "POST",
    url: path,
    headers: {
      "Content-Type": "application/json",
      Authorization: `Bearer ${accessToken}`,
      "X-TIMESTAMP": timestamp,
      "X-SIGNATURE": signature,
      "X-PARTNER-ID": CLIENT,
      "X-EXTERNAL-ID": String(externalId++),
      "CHANNEL-ID": "95221",
      ...options.headers,
    },
    body,
  };
}

const code = (body: string) => JSON.parse(body) as { responseCode: string; responseMessage: string };
const body = '{ "partnerReferenceNo": "ORD-1", "amount": { "value": "10000.00", "currency": "IDR" } }';

describe("the API mock", () => {
  it("issues a B2B token for a correctly signed token call, and a service call with it succeeds (asymmetric)", async () => {
    const mock = api();
    const response = await mock.handle(tokenRequest());
    expect(response.status).toBe(200);
    const answer = JSON.parse(response.body) as { responseCode: string; accessToken: string; expiresIn: string };
    expect(answer.responseCode).toBe("2007300");
    expect(answer.accessToken).not.toBe("documented");
    const paid = await mock.handle(payment(answer.accessToken, body));
    expect([paid.status, code(paid.body).responseCode]).toEqual([200, "2005400"]);
    expect(paid.trace.signature).toBe("asymmetric");
    expect(paid.trace.stringToSign).toBe(
      `POST:/v1.0/debit/payment-host-to-host:${sha256(JSON.stringify(JSON.parse(body)))}:${TIMESTAMP}`,
    );
  });

  it("accepts a symmetric HMAC-SHA512 signature over the string with the access token", async () => {
    const mock = api();
    const paid = await mock.handle(payment(await token(mock), body, { hmac: true }));
    expect(code(paid.body).responseCode).toBe("2005400");
    expect(paid.trace.signature).toBe("symmetric");
  });

  it("refuses a signature by another key with 401xx00, tracing the string it expected", async () => {
    const mock = api();
    const response = await mock.handle(payment(await token(mock), body, { key: other.privateKey }));
    expect([response.status, code(response.body)]).toEqual([
      401,
      { responseCode: "4015400", responseMessage: "Unauthorized. Signature" },
    ]);
    expect(response.trace.checks.find((c) => !c.ok)?.detail).toContain(`POST:/v1.0/debit/payment-host-to-host:`);
  });

  it("refuses a token call signed by another key, and an unknown client", async () => {
    const mock = api();
    const forged = await mock.handle(tokenRequest({ "x-signature": rsa(`${CLIENT}|${TIMESTAMP}`, other.privateKey) }));
    expect(code(forged.body).responseCode).toBe("4017300");
    const unknown = await mock.handle(tokenRequest({ "x-client-key": "9999" }));
    expect(code(unknown.body)).toEqual({ responseCode: "4017300", responseMessage: "Unauthorized. Unknown client" });
  });

  it("answers 401xx01 for a missing, unknown or expired B2B token", async () => {
    let clock = now;
    const mock = api({ now: () => clock });
    const unknown = await mock.handle(payment("not-issued", body));
    expect(code(unknown.body)).toEqual({ responseCode: "4015401", responseMessage: "Invalid Token (B2B)" });
    const accessToken = await token(mock);
    clock = new Date(now.getTime() + 901_000);
    const expired = await mock.handle(payment(accessToken, body, { timestamp: "2025-03-14T10:30:31+07:00" }));
    expect(code(expired.body).responseCode).toBe("4015401");
    expect(expired.trace.checks.find((c) => !c.ok)?.detail).toBe("expired");
  });

  it("answers 400xx02 for a missing header, 401xx00 for a timestamp out of the window, 400xx01 for a malformed one", async () => {
    const mock = api();
    const accessToken = await token(mock);
    const request = payment(accessToken, body);
    delete request.headers["CHANNEL-ID"];
    expect(code((await mock.handle(request)).body)).toEqual({
      responseCode: "4005402",
      responseMessage: "Invalid Mandatory Field CHANNEL-ID",
    });
    const old = payment(accessToken, body, { headers: { "X-TIMESTAMP": "2025-03-14T10:05:30+07:00" } });
    // The operations document "X-TIMESTAMP is more than 5 minutes off" under 401xx00.
    expect(code((await mock.handle(old)).body)).toEqual({
      responseCode: "4015400",
      responseMessage: "Unauthorized. Signature",
    });
    const malformed = payment(accessToken, body, { headers: { "X-TIMESTAMP": "2025-03-14 10:05:30" } });
    expect(code((await mock.handle(malformed)).body)).toEqual({
      responseCode: "4005401",
      responseMessage: "Invalid Field Format X-TIMESTAMP",
    });
  });

  it("checks the body against the schema: a missing field is 400xx02, a malformed one 400xx01", async () => {
    const mock = api();
    const accessToken = await token(mock);
    const missing = await mock.handle(payment(accessToken, '{"amount":{"value":"10000.00","currency":"IDR"}}'));
    expect(code(missing.body)).toEqual({
      responseCode: "4005402",
      responseMessage: "Invalid Mandatory Field partnerReferenceNo",
    });
    const malformed = await mock.handle(
      payment(accessToken, '{"partnerReferenceNo":"A","amount":{"value":"10000","currency":"IDR"}}'),
    );
    expect(code(malformed.body)).toEqual({
      responseCode: "4005401",
      responseMessage: "Invalid Field Format amount.value",
    });
  });

  it("answers 409xx00 to an X-EXTERNAL-ID repeated the same day", async () => {
    const mock = api();
    const accessToken = await token(mock);
    const first = payment(accessToken, body);
    expect(code((await mock.handle(first)).body).responseCode).toBe("2005400");
    expect(code((await mock.handle(first)).body)).toEqual({ responseCode: "4095400", responseMessage: "Conflict" });
  });

  it("answers 404 for an unknown path and 405 for a known path with another method", async () => {
    const mock = api();
    expect((await mock.handle({ method: "POST", url: "/v1.0/nothing", headers: {}, body: "" })).status).toBe(404);
    expect(
      (await mock.handle({ method: "GET", url: "/v1.0/debit/payment-host-to-host", headers: {}, body: "" })).status,
    ).toBe(405);
  });

  it("selects documented outcomes by the Scenario Testing guide's amounts, only where the operation documents them", async () => {
    const mock = api();
    const accessToken = await token(mock);
    const pay = async (value: string, path?: string) =>
      code(
        (
          await mock.handle(
            payment(accessToken, JSON.stringify({ partnerReferenceNo: "A", amount: { value, currency: "IDR" } }), {
              path,
            }),
          )
        ).body,
      );
    expect(await pay("40314.00")).toEqual({ responseCode: "4035414", responseMessage: "Insufficient Funds" });
    expect(await pay("40301.00")).toEqual({
      responseCode: "4035402",
      responseMessage: "Exceeds Transaction Amount Limit",
    });
    expect((await pay("20200.00")).responseCode).toBe("2025400");
    // Create Order documents no insufficient-funds outcome: the trigger creates a normal order there.
    expect((await pay("40314.00", "/v1.0/payment-gateway/create-order")).responseCode).toBe("2006000");
  });

  it("logs every request with its trace", async () => {
    const mock = api();
    await mock.handle(tokenRequest());
    expect(
      mock.log.map((e) => [e.response.trace.operationId, e.response.trace.clientId, e.response.trace.outcome]),
    ).toEqual([["getB2bAccessToken", CLIENT, "2007300 Successful"]]);
  });
});
