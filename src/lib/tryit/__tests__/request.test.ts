import { createHash, createHmac, createPublicKey, generateKeyPairSync, verify } from "node:crypto";
import {
  TryItError,
  accessTokenFields,
  accessTokenTarget,
  curlOf,
  freshReference,
  headerFields,
  pathWithQuery,
  prepareRequest,
  refreshBody,
  type Credentials,
  type HeaderField,
} from "../request";
import type { FieldRow } from "../../openapi/types";

const { privateKey } = generateKeyPairSync("rsa", {
  modulusLength: 2048,
  privateKeyEncoding: { type: "pkcs8", format: "pem" },
  publicKeyEncoding: { type: "spki", format: "pem" },
});
const publicKey = createPublicKey(privateKey);
const credentials: Credentials = {
  clientId: "2025031400000001",
  privateKeyPem: privateKey,
  clientSecret: "s3cr3t",
  signing: "asymmetric",
};
const now = new Date("2025-03-14T03:15:30Z");
const random = (n: number) => new Uint8Array(n).fill(7);
const row = (name: string, required: FieldRow["required"], example?: string): FieldRow => ({
  id: `headers.${name}`,
  name,
  depth: 0,
  parent: -1,
  nested: false,
  type: "string",
  length: "",
  required,
  description: [],
  example,
});
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
      ["Authorization-Customer", null],
      ["ORIGIN", null],
    ]);
    expect(fields.find((f) => f.name === "Authorization-Customer")?.example).toBe("Bearer customer-token");
  });
});

describe("prepareRequest", () => {
  const fields: HeaderField[] = headerFields(serviceRows, true);
  const base = {
    target,
    fields,
    headerValues: { "Authorization-Customer": "Bearer customer-token" },
    query: {},
    body,
    credentials,
    accessToken: "b2b-token",
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
    await expect(prepareRequest({ ...base, headerValues: {} })).rejects.toThrow(
      new TryItError("Enter a value for the Authorization-Customer header: it is required by this operation."),
    );
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

  it("leaves text that is not a JSON object as it is", () => {
    expect(refreshBody("{ broken", now, random)).toBe("{ broken");
    expect(refreshBody("", now, random)).toBe("");
  });
});

describe("curlOf and pathWithQuery", () => {
  it("quotes every header and the body for a POSIX shell", () => {
    expect(
      curlOf("https://api.sandbox.saku.example/", {
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
});
