import { createHash, createHmac, generateKeyPairSync, verify, webcrypto } from "node:crypto";
import { fieldsFor, runPlayground, type PlaygroundInput } from "..";

const subtle = webcrypto.subtle as SubtleCrypto;
const { privateKey, publicKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
const privateKeyPem = privateKey.export({ type: "pkcs8", format: "pem" }).toString();
const publicKeyPem = publicKey.export({ type: "spki", format: "pem" }).toString();
const now = new Date("2025-03-14T03:15:30Z");
const body = '{\n  "partnerReferenceNo": "ORD-1",\n  "amount": { "value": "150000.00", "currency": "IDR" }\n}';
const minified = '{"partnerReferenceNo":"ORD-1","amount":{"value":"150000.00","currency":"IDR"}}';
const hash = createHash("sha256").update(minified).digest("hex");

const input: PlaygroundInput = {
  mode: "sign",
  signatureCase: "asymmetric",
  clientId: "2025031400000001",
  timestamp: "2025-03-14T10:15:30+07:00",
  method: "POST",
  path: "/v1.0/debit/payment-host-to-host",
  body,
  accessToken: "token-123",
  privateKeyPem,
  clientSecret: "secret",
  publicKeyPem,
  signatureToVerify: "",
  baseUrl: "https://api.sandbox.saku.example",
  externalId: "12345678901234567890123456789012",
  channelId: "95221",
};

const nodeVerifies = (text: string, signature: string) =>
  verify("sha256", Buffer.from(text), publicKey, Buffer.from(signature, "base64"));

describe("runPlayground, sign mode", () => {
  it("access token: signs <client id>|<X-TIMESTAMP> and builds the access-token cURL", async () => {
    const out = await runPlayground({ ...input, signatureCase: "access-token" }, subtle, now);
    expect(out.stringToSign).toBe("2025031400000001|2025-03-14T10:15:30+07:00");
    expect(out.minifiedBody).toBeNull();
    expect(nodeVerifies(out.stringToSign!, out.signature!)).toBe(true);
    expect(out.curl).toContain("/v1.0/access-token/b2b");
    expect(out.derivedPublicKeyPem).toBe(publicKeyPem);
    expect(out.errors).toEqual({});
  });

  it("asymmetric: shows minified body, hash and string to sign; Node verifies the signature", async () => {
    const out = await runPlayground(input, subtle, now);
    expect(out.minifiedBody).toBe(minified);
    expect(out.bodyHash).toBe(hash);
    expect(out.stringToSign).toBe(`POST:/v1.0/debit/payment-host-to-host:${hash}:2025-03-14T10:15:30+07:00`);
    expect(nodeVerifies(out.stringToSign!, out.signature!)).toBe(true);
    expect(out.curl).toContain(`--data-raw '${minified}'`);
    expect(out.curl).toContain(`X-SIGNATURE: ${out.signature}`);
    expect(out.warnings).toEqual({});
  });

  it("symmetric: HMAC-SHA512 with the client secret over the string with the bare token", async () => {
    const out = await runPlayground(
      { ...input, signatureCase: "symmetric", accessToken: "Bearer token-123" },
      subtle,
      now,
    );
    expect(out.stringToSign).toBe(`POST:/v1.0/debit/payment-host-to-host:token-123:${hash}:2025-03-14T10:15:30+07:00`);
    expect(out.signature).toBe(createHmac("sha512", "secret").update(out.stringToSign!).digest("base64"));
    expect(out.warnings.accessToken?.[0]).toMatch(/Bearer is not part/);
    expect(out.derivedPublicKeyPem).toBeNull();
  });

  it("a GET without a body hashes the empty string", async () => {
    const out = await runPlayground(
      { ...input, method: "get", path: "/v1.0/get-auth-code?clientId=1", body: "" },
      subtle,
      now,
    );
    expect(out.stringToSign).toBe(
      "GET:/v1.0/get-auth-code?clientId=1:e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855:2025-03-14T10:15:30+07:00",
    );
    expect(out.curl).not.toContain("--data-raw");
  });

  it("reports blocking errors by field and computes what it still can", async () => {
    const out = await runPlayground({ ...input, privateKeyPem: "not a key", body: "{oops}" }, subtle, now);
    expect(out.errors.privateKeyPem).toMatch(/BEGIN/);
    expect(out.errors.body).toMatch(/not valid JSON/);
    expect(out.stringToSign).toBeNull();
    expect(out.signature).toBeNull();
    const noKey = await runPlayground({ ...input, privateKeyPem: "" }, subtle, now);
    expect(noKey.stringToSign).not.toBeNull();
    expect(noKey.signature).toBeNull();
    expect(noKey.errors.privateKeyPem).toMatch(/Paste a PEM key/);
    const noSecret = await runPlayground({ ...input, signatureCase: "symmetric", clientSecret: "" }, subtle, now);
    expect(noSecret.errors.clientSecret).toMatch(/client secret/);
  });

  it("warns about format problems without blocking", async () => {
    const out = await runPlayground(
      { ...input, timestamp: "2025-03-14T03:15:30Z", path: "/v1.0/debit/payment-host-to-host/" },
      subtle,
      now,
    );
    expect(out.warnings.timestamp?.[0]).toMatch(/instead of Z/);
    expect(out.warnings.path?.[0]).toMatch(/trailing slash/);
    expect(out.signature).not.toBeNull();
  });
});

describe("runPlayground, verify mode", () => {
  it("accepts the signature it made and rejects it for a tampered body, showing the string checked", async () => {
    const signed = await runPlayground(input, subtle, now);
    const ok = await runPlayground(
      { ...input, mode: "verify", privateKeyPem: "", signatureToVerify: signed.signature! },
      subtle,
      now,
    );
    expect(ok.verification).toEqual({ valid: true });
    expect(ok.stringToSign).toBe(signed.stringToSign);
    expect(ok.curl).toBeNull();
    const tampered = await runPlayground(
      { ...input, mode: "verify", body: body.replace("150000.00", "150001.00"), signatureToVerify: signed.signature! },
      subtle,
      now,
    );
    expect(tampered.verification).toEqual({ valid: false });
    expect(tampered.stringToSign).not.toBe(signed.stringToSign);
  });

  it("verifies symmetric signatures with the client secret", async () => {
    const signed = await runPlayground({ ...input, signatureCase: "symmetric" }, subtle, now);
    const check = (secret: string) =>
      runPlayground(
        {
          ...input,
          mode: "verify",
          signatureCase: "symmetric",
          clientSecret: secret,
          signatureToVerify: signed.signature!,
        },
        subtle,
        now,
      );
    expect((await check("secret")).verification).toEqual({ valid: true });
    expect((await check("other")).verification).toEqual({ valid: false });
  });

  it("asks for the signature and a public key", async () => {
    const out = await runPlayground({ ...input, mode: "verify", publicKeyPem: privateKeyPem }, subtle, now);
    expect(out.errors.signatureToVerify).toMatch(/Paste the X-SIGNATURE/);
    expect(out.errors.publicKeyPem).toMatch(/never share the private one/);
    expect(out.verification).toBeNull();
  });
});

describe("fieldsFor", () => {
  it("lists what each case and mode needs", () => {
    expect(fieldsFor("sign", "access-token")).toEqual(["clientId", "timestamp", "privateKeyPem"]);
    expect(fieldsFor("sign", "asymmetric")).toEqual([
      "clientId",
      "timestamp",
      "method",
      "path",
      "body",
      "accessToken",
      "privateKeyPem",
    ]);
    expect(fieldsFor("sign", "symmetric")).toEqual([
      "clientId",
      "timestamp",
      "method",
      "path",
      "body",
      "accessToken",
      "clientSecret",
    ]);
    expect(fieldsFor("verify", "access-token")).toEqual(["clientId", "timestamp", "publicKeyPem", "signatureToVerify"]);
    expect(fieldsFor("verify", "asymmetric")).toEqual([
      "timestamp",
      "method",
      "path",
      "body",
      "publicKeyPem",
      "signatureToVerify",
    ]);
    expect(fieldsFor("verify", "symmetric")).toEqual([
      "timestamp",
      "method",
      "path",
      "body",
      "accessToken",
      "clientSecret",
      "signatureToVerify",
    ]);
  });
});
