import { createHash, createHmac, createPublicKey, verify } from "node:crypto";
import { freshReference } from "../../mock";
import {
  TryItError,
  accessTokenFields,
  accessTokenTarget,
  editableQueryValue,
  headerFields,
  pathParameterNames,
  pathWithQuery,
  prepareRequest,
  refreshBody,
  resolvePath,
  startingValues,
  type HeaderField,
} from "../request";
import { headerRow, keyPair, testCredentials } from "./fixtures";
import { curlCommand } from "../../signature";
import type { FieldRow, OperationView } from "../../openapi/types";

const publicKey = createPublicKey(keyPair.privateKey);
const credentials = testCredentials;
const now = new Date("2025-03-14T03:15:30Z");
const random = (n: number) => new Uint8Array(n).fill(7);
const row = headerRow;
const serviceRows = [
  row("Authorization", "required"),
  row("X-TIMESTAMP", "required"),
  row("X-SIGNATURE", "required"),
  row("X-PARTNER-ID", "required"),
  row("X-EXTERNAL-ID", "required"),
  row("CHANNEL-ID", "required"),
  row("Authorization-Customer", "required", "Bearer customer-token"),
  row("ORIGIN", "optional", "www.merchant.example"),
];
const optionalCustomer = { ...row("Authorization-Customer", "conditional"), condition: "Required in the binding flow" };
const target = {
  operationId: "pgCreateOrder",
  method: "POST" as const,
  path: "/v1.0/payment-gateway/create-order",
  apiType: "service" as const,
};
const body =
  '{\n  "partnerReferenceNo": "INV-20250101-000187",\n  "amount": { "value": "150000.00", "currency": "IDR" }\n}';
const minified = '{"partnerReferenceNo":"INV-20250101-000187","amount":{"value":"150000.00","currency":"IDR"}}';
const sha = (s: string) => createHash("sha256").update(s).digest("hex");

describe("headerFields", () => {
  it("marks the headers the console computes and puts Content-Type first for a body", () => {
    const fields = headerFields(serviceRows, true);
    expect(fields.map((f) => [f.name, f.auto])).toEqual([
      ["Content-Type", "content-type"],
      ["Authorization", "authorization"],
      ["X-TIMESTAMP", "timestamp"],
      ["X-SIGNATURE", "signature"],
      ["X-PARTNER-ID", "partner-id"],
      ["X-EXTERNAL-ID", "external-id"],
      ["CHANNEL-ID", "channel-id"],
      ["Authorization-Customer", "customer-token"],
      ["ORIGIN", null],
    ]);
    expect(fields.find((f) => f.name === "ORIGIN")?.example).toBe("www.merchant.example");
  });

  it("keeps the condition of a conditional header, to show it", () => {
    expect(headerFields([optionalCustomer], false)).toEqual([
      {
        name: "Authorization-Customer",
        required: false,
        auto: "customer-token",
        example: "",
        condition: "Required in the binding flow",
      },
    ]);
  });
});

describe("prepareRequest", () => {
  const fields: HeaderField[] = headerFields(serviceRows, true);
  const base = {
    target,
    fields,
    headerValues: {},
    query: {},
    body,
    credentials,
    accessToken: "b2b-token",
    customerToken: "customer-token",
    now,
    random,
  };

  it("signs an asymmetric service call over the minified body, verifiable with the public key", async () => {
    const r = await prepareRequest(base);
    expect(r.body).toBe(minified);
    expect(r.stringToSign).toBe(`POST:/v1.0/payment-gateway/create-order:${sha(minified)}:2025-03-14T10:15:30+07:00`);
    expect(verify("sha256", Buffer.from(r.stringToSign), publicKey, Buffer.from(r.signature, "base64"))).toBe(true);
    const headers = Object.fromEntries(r.headers);
    expect(headers).toMatchObject({
      "Content-Type": "application/json",
      Authorization: "Bearer b2b-token",
      "X-TIMESTAMP": "2025-03-14T10:15:30+07:00",
      "X-SIGNATURE": r.signature,
      "X-PARTNER-ID": "2025031400000001",
      "CHANNEL-ID": "95221",
      "Authorization-Customer": "Bearer customer-token",
    });
    expect(headers["X-EXTERNAL-ID"]).toMatch(/^\d{20}$/);
    expect(headers.ORIGIN).toBeUndefined();
  });

  it("signs a symmetric service call with HMAC-SHA512 over the access token", async () => {
    const r = await prepareRequest({ ...base, credentials: { ...credentials, signing: "symmetric" } });
    expect(r.stringToSign).toBe(
      `POST:/v1.0/payment-gateway/create-order:b2b-token:${sha(minified)}:2025-03-14T10:15:30+07:00`,
    );
    expect(r.signature).toBe(createHmac("sha512", "s3cr3t").update(r.stringToSign).digest("base64"));
  });

  it("signs the access-token call with <client id>|<X-TIMESTAMP> and sends no Authorization", async () => {
    const r = await prepareRequest({
      ...base,
      target: accessTokenTarget(),
      fields: accessTokenFields,
      body: '{"grantType":"client_credentials"}',
      credentials: { ...credentials, signing: "symmetric" },
    });
    expect(r.stringToSign).toBe("2025031400000001|2025-03-14T10:15:30+07:00");
    expect(verify("sha256", Buffer.from(r.stringToSign), publicKey, Buffer.from(r.signature, "base64"))).toBe(true);
    expect(r.headers.map(([n]) => n)).toEqual(["Content-Type", "X-TIMESTAMP", "X-CLIENT-KEY", "X-SIGNATURE"]);
  });

  it("sends the reader's X-TIMESTAMP and X-SIGNATURE when typed, and signs with that timestamp", async () => {
    const r = await prepareRequest({
      ...base,
      headerValues: { ...base.headerValues, "X-TIMESTAMP": "2025-03-14T09:00:00+07:00", "X-SIGNATURE": "forged" },
    });
    expect(r.stringToSign.endsWith(":2025-03-14T09:00:00+07:00")).toBe(true);
    expect(Object.fromEntries(r.headers)["X-SIGNATURE"]).toBe("forged");
  });

  it("refuses to send without a required header the reader must give, naming it", async () => {
    await expect(
      prepareRequest({ ...base, fields: headerFields([...serviceRows, row("X-DEVICE-ID", "required")], true) }),
    ).rejects.toThrow(new TryItError("Enter a value for the X-DEVICE-ID header: it is required by this operation."));
  });

  it("sends the customer token the console got, a typed one instead, and none when an optional one is left out", async () => {
    const header = async (input: Partial<Parameters<typeof prepareRequest>[0]>) =>
      Object.fromEntries((await prepareRequest({ ...base, ...input })).headers)["Authorization-Customer"];
    expect(await header({})).toBe("Bearer customer-token");
    expect(await header({ headerValues: { "Authorization-Customer": "Bearer typed" } })).toBe("Bearer typed");
    const fields = headerFields(
      [...serviceRows.filter((r) => r.name !== "Authorization-Customer"), optionalCustomer],
      true,
    );
    expect(await header({ fields })).toBe("Bearer customer-token");
    expect(await header({ fields, leftOut: ["Authorization-Customer"] })).toBeUndefined();
    // A required header cannot be left out.
    expect(await header({ leftOut: ["Authorization-Customer"] })).toBe("Bearer customer-token");
  });

  it("says what is missing: the key, the secret, a JSON body", async () => {
    await expect(prepareRequest({ ...base, credentials: { ...credentials, privateKeyPem: "" } })).rejects.toThrow(
      /private key/,
    );
    await expect(
      prepareRequest({ ...base, credentials: { ...credentials, signing: "symmetric", clientSecret: "" } }),
    ).rejects.toThrow(/client secret/);
    await expect(prepareRequest({ ...base, body: "{ not json" })).rejects.toThrow(/not valid JSON/);
  });

  it("sends and signs query parameters on any method the document gives them to", async () => {
    const r = await prepareRequest({
      ...base,
      target: { ...target, path: "/v1.0/debit/refund" },
      query: { notify: "yes" },
    });
    expect(r.path).toBe("/v1.0/debit/refund?notify=yes");
    expect(r.stringToSign.startsWith(`POST:/v1.0/debit/refund?notify=yes:${sha(minified)}:`)).toBe(true);
  });

  it("puts path parameters into the path, encoded, and signs that path (a synthetic operation)", async () => {
    const shop = { ...target, method: "GET" as const, path: "/v1.0/shops/{shopId}/terminals/{terminalId}" };
    const r = await prepareRequest({
      ...base,
      target: shop,
      pathParams: { shopId: "SHOP 01", terminalId: "T/9" },
      query: { page: "2" },
    });
    expect(r.path).toBe("/v1.0/shops/SHOP%2001/terminals/T%2F9?page=2");
    expect(r.stringToSign.startsWith(`GET:/v1.0/shops/SHOP%2001/terminals/T%2F9?page=2:${sha("")}:`)).toBe(true);
    await expect(prepareRequest({ ...base, target: shop, pathParams: { shopId: "S1" } })).rejects.toThrow(
      new TryItError("Enter a value for the path parameter terminalId: it is part of the path."),
    );
  });

  it("signs GET requests with their query string", async () => {
    const r = await prepareRequest({
      ...base,
      target: { ...target, method: "GET", path: "/v1.0/bank-codes" },
      query: { page: "1", name: "" },
    });
    expect(r.path).toBe("/v1.0/bank-codes?page=1");
    expect(r.body).toBe("");
    expect(r.stringToSign.startsWith(`GET:/v1.0/bank-codes?page=1:${sha("")}:`)).toBe(true);
  });
});

describe("fresh references and deadlines", () => {
  it("renews a reference number keeping its shape, with today's date", () => {
    expect(freshReference("INV-20250101-000187", now, random)).toBe("INV-20250314-777777");
  });

  it("renews partnerReferenceNo and validUpTo, and keeps the amount and the rest", () => {
    const out = JSON.parse(
      refreshBody(
        '{"partnerReferenceNo":"INV-20250101-000187","validUpTo":"2025-01-01T00:00:00+07:00","amount":{"value":"40301.00","currency":"IDR"},"originalPartnerReferenceNo":"INV-1"}',
        now,
        random,
      ),
    ) as Record<string, unknown>;
    expect(out).toEqual({
      partnerReferenceNo: "INV-20250314-777777",
      validUpTo: "2025-03-14T10:45:30+07:00",
      amount: { value: "40301.00", currency: "IDR" },
      originalPartnerReferenceNo: "INV-1",
    });
  });

  it("keeping references, keeps them and a deadline still ahead, and moves one the console wrote that has passed", () => {
    const body = (validUpTo: string) => `{"partnerReferenceNo":"INV-FIXED-0001","validUpTo":"${validUpTo}"}`;
    const kept = (validUpTo: string) =>
      JSON.parse(
        refreshBody(body(validUpTo), now, random, { keepReferences: true, written: [body(validUpTo)] }),
      ) as Record<string, unknown>;
    expect(kept("2025-03-14T10:40:30+07:00")).toEqual({
      partnerReferenceNo: "INV-FIXED-0001",
      validUpTo: "2025-03-14T10:40:30+07:00",
    });
    expect(kept("2025-03-14T10:19:30+07:00")).toEqual({
      partnerReferenceNo: "INV-FIXED-0001",
      validUpTo: "2025-03-14T10:45:30+07:00",
    });
    expect(kept("2025-01-01T00:00:00+07:00").validUpTo).toBe("2025-03-14T10:45:30+07:00");
  });

  it("keeping references, sends a deadline the reader typed as typed, even one that has passed", () => {
    const example = '{"partnerReferenceNo":"INV-20250101-000187","validUpTo":"2025-03-14T10:40:30+07:00"}';
    const typed = '{"partnerReferenceNo":"INV-20250101-000187","validUpTo":"2025-03-14T09:00:00+07:00"}';
    expect(refreshBody(typed, now, random, { keepReferences: true, written: [example] })).toBe(typed);
    // Without Keep my references every deadline is renewed, typed or not.
    expect(JSON.parse(refreshBody(typed, now, random, { written: [example] })).validUpTo).toBe(
      "2025-03-14T10:45:30+07:00",
    );
  });

  it("leaves text that is not a JSON object as it is", () => {
    expect(refreshBody("{ broken", now, random)).toBe("{ broken");
    expect(refreshBody("", now, random)).toBe("");
  });
});

describe("curlCommand, the path and the query", () => {
  it("quotes every header and the body for a POSIX shell", () => {
    expect(
      curlCommand("https://api.sandbox.saku.example/", {
        method: "POST",
        path: "/v1.0/x",
        headers: [["X-A", "it's"]],
        body: '{"a":"b"}',
      }),
    ).toBe(
      "curl -X POST 'https://api.sandbox.saku.example/v1.0/x' \\\n  -H 'X-A: it'\\''s' \\\n  --data-raw '{\"a\":\"b\"}'",
    );
  });

  it("encodes query values", () => {
    expect(pathWithQuery("/p", { a: "x y", b: "" })).toBe("/p?a=x%20y");
  });

  it("finds path parameters and refuses an empty one", () => {
    expect(pathParameterNames("/v1.0/shops/{shopId}/terminals/{terminalId}")).toEqual(["shopId", "terminalId"]);
    expect(pathParameterNames("/v1.0/payment-gateway/create-order")).toEqual([]);
    expect(resolvePath("/v1.0/shops/{shopId}", { shopId: "a b" })).toBe("/v1.0/shops/a%20b");
    expect(() => resolvePath("/v1.0/shops/{shopId}", { shopId: " " })).toThrow(/path parameter shopId/);
  });

  it("decodes a query example the document gives URL-encoded, so it is encoded once when sent", () => {
    const seamless = "%7B%22mobileNumber%22%3A%226281234567890%22%7D";
    expect(editableQueryValue(seamless)).toBe('{"mobileNumber":"6281234567890"}');
    expect(pathWithQuery("/v1.0/get-auth-code", { seamlessData: editableQueryValue(seamless) })).toBe(
      `/v1.0/get-auth-code?seamlessData=${seamless}`,
    );
    expect(editableQueryValue("PAYMENT,QUERY_BALANCE")).toBe("PAYMENT,QUERY_BALANCE");
    expect(editableQueryValue("100%")).toBe("100%");
  });
});

describe("startingValues", () => {
  const view = (path: string, query: FieldRow[]) =>
    ({
      path,
      query,
      requestExamples: [{ id: "x", status: "", summary: "", description: [], code: { tokens: ['{"a":1}'] } }],
    }) as unknown as OperationView;

  it("prefills manual headers and query values from the examples, path parameters empty, the first body example", () => {
    const fields = headerFields(serviceRows, true);
    const start = startingValues(
      view("/v1.0/shops/{shopId}", [{ ...row("seamlessData", "optional", "%7B%7D"), id: "query.seamlessData" }]),
      fields,
    );
    expect(start).toEqual({
      headerValues: { ORIGIN: "www.merchant.example" },
      pathParams: { shopId: "" },
      query: { seamlessData: "{}" },
      body: '{"a":1}',
    });
  });
});
