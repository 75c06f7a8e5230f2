import { createHash, createHmac } from "node:crypto";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { extractCodeBlocks } from "../../markdown";
import { guideExample, minifyBody, symmetricStringToSign, signHmac } from "../../../lib/signature";

// The HMAC test vector the authentication guide publishes (secret + string to sign → X-SIGNATURE)
// is recomputed here from the signing rules, so a reader checking their code against it can trust it.
const source = readFileSync(join(__dirname, "../../../../content/guide/authentication.mdx"), "utf8");
const blocks = extractCodeBlocks(source);

const secret = /With the client secret\s+`([^`]+)`/.exec(source)?.[1];
const published = blocks.find((b) => b.title === "Expected X-SIGNATURE (test vector)")?.code.trim();
const stringToSign = symmetricStringToSign({
  method: guideExample.method,
  path: guideExample.path,
  accessToken: guideExample.accessToken,
  bodyHash: createHash("sha256").update(minifyBody(guideExample.body).minified).digest("hex"),
  timestamp: guideExample.timestamp,
});

describe("the authentication guide's HMAC test vector", () => {
  it("names a secret and an expected signature", () => {
    expect(secret).toBe("sandbox-client-secret-2025-example");
    expect(published).toMatch(/^[A-Za-z0-9+/]{86}==$/);
  });

  it("signs the string to sign the guide shows just above it", () => {
    const shown = blocks.find((b) => b.code.trim().startsWith("POST:/v1.0/debit/payment-host-to-host:"));
    expect(shown?.code.trim()).toBe(stringToSign);
  });

  it("is HMAC-SHA512 of that string with that secret, base64, by node:crypto and by the playground's Web Crypto code", async () => {
    expect(
      createHmac("sha512", secret ?? "")
        .update(stringToSign, "utf8")
        .digest("base64"),
    ).toBe(published);
    expect(await signHmac(stringToSign, secret ?? "")).toBe(published);
  });
});
