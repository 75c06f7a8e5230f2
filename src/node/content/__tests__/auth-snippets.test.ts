import { generateKeyPairSync, randomBytes, createHmac, createHash, sign, verify } from "node:crypto";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { extractCodeBlocks } from "../../markdown";
import { minifyBody, notificationVector } from "../../../lib/signature";

// The authentication guide's Node.js snippets are the published code: run them as readers would,
// with a key pair made here, and check the signatures with node:crypto (CONTENT.md).
const source = readFileSync(join(__dirname, "../../../../content/guide/authentication.mdx"), "utf8");
const blocks = extractCodeBlocks(source);
const dir = mkdtempSync(join(tmpdir(), "auth-snippets-"));
const requireSnippet = (title: string) => {
  const block = blocks.find((b) => b.lang === "js" && b.title === title);
  if (!block) throw new Error(`authentication.mdx has no \`\`\`js title="${title}" block`);
  expect(block.code).not.toMatch(/require\((?!"node:crypto"\))/);
  const file = join(dir, title);
  writeFileSync(file, block.code);
  return createRequire(file)(file) as Record<string, (...args: never[]) => unknown>;
};

const { privateKey, publicKey } = generateKeyPairSync("rsa", {
  modulusLength: 2048,
  privateKeyEncoding: { type: "pkcs8", format: "pem" },
  publicKeyEncoding: { type: "spki", format: "pem" },
});
const timestamp = "2025-03-14T10:15:30+07:00";
const body = { partnerReferenceNo: "2025031400001", amount: { value: "10000.00", currency: "IDR" } };
const minified = JSON.stringify(body);
const hexBody = createHash("sha256").update(minified).digest("hex");

describe("authentication guide Node.js snippets", () => {
  it("signs the access-token string <client id>|<X-TIMESTAMP> with SHA256withRSA", () => {
    const { signAccessTokenRequest } = requireSnippet("sign-access-token.js") as {
      signAccessTokenRequest: (c: string, t: string, k: string) => string;
    };
    const signature = signAccessTokenRequest("2025031400000001", timestamp, privateKey);
    expect(
      verify("sha256", Buffer.from(`2025031400000001|${timestamp}`), publicKey, Buffer.from(signature, "base64")),
    ).toBe(true);
    expect(
      verify("sha256", Buffer.from(`2025031400000002|${timestamp}`), publicKey, Buffer.from(signature, "base64")),
    ).toBe(false);
  });

  it("signs a service request over <METHOD>:<path>:<hex sha256 of minified body>:<X-TIMESTAMP>", () => {
    const { signServiceRequest } = requireSnippet("sign-service-request.js") as {
      signServiceRequest: (o: object) => string;
    };
    const path = "/v1.0/debit/payment-host-to-host";
    const pretty = JSON.stringify(body, null, 2);
    const signature = signServiceRequest({ method: "POST", path, body: pretty, timestamp, privateKeyPem: privateKey });
    const stringToSign = `POST:${path}:${hexBody}:${timestamp}`;
    expect(verify("sha256", Buffer.from(stringToSign), publicKey, Buffer.from(signature, "base64"))).toBe(true);
    const fromObject = signServiceRequest({ method: "POST", path, body, timestamp, privateKeyPem: privateKey });
    expect(verify("sha256", Buffer.from(stringToSign), publicKey, Buffer.from(fromObject, "base64"))).toBe(true);
  });

  it("signs a symmetric request with HMAC-SHA512 over the string with the access token", () => {
    const { signSymmetricRequest } = requireSnippet("sign-symmetric-request.js") as {
      signSymmetricRequest: (o: object) => string;
    };
    const clientSecret = randomBytes(24).toString("hex");
    const accessToken = "eyJhbGciOiJSUzI1NiJ9.test.token";
    const path = "/v1.0/debit/status";
    const signature = signSymmetricRequest({ method: "POST", path, accessToken, body, timestamp, clientSecret });
    const expected = createHmac("sha512", clientSecret)
      .update(`POST:${path}:${accessToken}:${hexBody}:${timestamp}`)
      .digest("base64");
    expect(signature).toBe(expected);
  });

  it("verifies a notification signed with the provider's key and rejects a tampered body", () => {
    const { verifyNotification } = requireSnippet("verify-notification.js") as {
      verifyNotification: (o: object) => boolean;
    };
    const path = "/notify/saku/payment";
    const notification = { originalPartnerReferenceNo: "2025031400001", latestTransactionStatus: "00" };
    const hex = createHash("sha256").update(JSON.stringify(notification)).digest("hex");
    const { privateKey: providerKey, publicKey: providerPublic } = generateKeyPairSync("rsa", {
      modulusLength: 2048,
      privateKeyEncoding: { type: "pkcs8", format: "pem" },
      publicKeyEncoding: { type: "spki", format: "pem" },
    });
    const signature = sign("sha256", Buffer.from(`POST:${path}:${hex}:${timestamp}`), providerKey).toString("base64");
    expect(
      verifyNotification({
        method: "POST",
        path,
        body: JSON.stringify(notification),
        timestamp,
        signature,
        publicKeyPem: providerPublic,
      }),
    ).toBe(true);
    const tampered = JSON.stringify({ ...notification, latestTransactionStatus: "06" });
    expect(
      verifyNotification({ method: "POST", path, body: tampered, timestamp, signature, publicKeyPem: providerPublic }),
    ).toBe(false);
  });
});

describe("the notification test vector", () => {
  const shown = (title: string) => blocks.find((b) => b.title === title)?.code.trim();

  it("is published as the handlers' tests use it, its minified form and hash recomputed", () => {
    expect(shown("Notification as received (test vector)")).toBe(notificationVector.received);
    expect(shown("Minified notification (test vector)")).toBe(notificationVector.minified);
    expect(minifyBody(notificationVector.received).minified).toBe(notificationVector.minified);
    expect(createHash("sha256").update(notificationVector.minified).digest("hex")).toBe(notificationVector.bodyHash);
    expect(source).toContain(`Its hash is \`${notificationVector.bodyHash}\``);
    expect(shown("Notification string to verify (test vector)")).toBe(
      `POST:${notificationVector.path}:${notificationVector.bodyHash}:${notificationVector.timestamp}`,
    );
  });

  it("verifies with the guide's Node.js verifier as received, indented, and not once a value changed", () => {
    const { verifyNotification } = requireSnippet("verify-notification.js") as {
      verifyNotification: (o: object) => boolean;
    };
    const { privateKey: providerKey, publicKey: providerPublic } = generateKeyPairSync("rsa", {
      modulusLength: 2048,
      privateKeyEncoding: { type: "pkcs8", format: "pem" },
      publicKeyEncoding: { type: "spki", format: "pem" },
    });
    const { path, timestamp: at, bodyHash, received } = notificationVector;
    const signature = sign("sha256", Buffer.from(`POST:${path}:${bodyHash}:${at}`), providerKey).toString("base64");
    const check = (body: string) =>
      verifyNotification({ path, body, timestamp: at, signature, publicKeyPem: providerPublic });
    expect(check(received)).toBe(true);
    expect(check(received.replace('"00"', '"06"'))).toBe(false);
  });
});
