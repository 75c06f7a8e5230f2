import { createHmac, createPublicKey, generateKeyPairSync, sign, verify } from "node:crypto";
import { webcrypto } from "node:crypto";
import {
  generateKeyPairPem,
  importPrivateKey,
  PemError,
  importPublicKey,
  publicKeyPemOf,
  sha256Hex,
  signHmac,
  signRsa,
  verifyHmac,
  verifyRsa,
} from "..";

// Node's Web Crypto stands in for the browser's; node:crypto is the independent check.
const subtle = webcrypto.subtle as SubtleCrypto;
const { privateKey, publicKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
const privatePem = privateKey.export({ type: "pkcs8", format: "pem" }).toString();
const publicPem = publicKey.export({ type: "spki", format: "pem" }).toString();
const text =
  "POST:/v1.0/debit/payment-host-to-host:9dc117a3815a05cadb6536c6cf1f062e9d853d765377694d48c1474bab47f2a6:2025-03-14T10:15:30+07:00";

describe("signature crypto on Web Crypto", () => {
  it("hashes UTF-8 text to lowercase hex", async () => {
    expect(await sha256Hex("", subtle)).toBe("e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855");
    expect(await sha256Hex("Café", subtle)).toMatch(/^[0-9a-f]{64}$/);
  });

  it("signs SHA256withRSA so that node:crypto verifies it, byte-identical to Node's own signature", async () => {
    const signature = await signRsa(text, await importPrivateKey(privatePem, subtle), subtle);
    expect(verify("sha256", Buffer.from(text), publicKey, Buffer.from(signature, "base64"))).toBe(true);
    expect(signature).toBe(sign("sha256", Buffer.from(text), privateKey).toString("base64"));
  });

  it("signs with a PKCS#1 key as with its PKCS#8 form", async () => {
    const pkcs1 = privateKey.export({ type: "pkcs1", format: "pem" }).toString();
    const signature = await signRsa(text, await importPrivateKey(pkcs1, subtle), subtle);
    expect(signature).toBe(sign("sha256", Buffer.from(text), privateKey).toString("base64"));
  });

  it("verifies a Node signature and rejects another string, a damaged signature and non-base64", async () => {
    const key = await importPublicKey(publicPem, subtle);
    const signature = sign("sha256", Buffer.from(text), privateKey).toString("base64");
    expect(await verifyRsa(text, signature, key, subtle)).toBe(true);
    expect(await verifyRsa(text.replace("POST", "PUT"), signature, key, subtle)).toBe(false);
    expect(await verifyRsa(text, `${signature[0] === "A" ? "B" : "A"}${signature.slice(1)}`, key, subtle)).toBe(false);
    expect(await verifyRsa(text, "not base64!", key, subtle)).toBe(false);
    expect(await verifyRsa(text, "", key, subtle)).toBe(false);
  });

  it("computes HMAC-SHA512 with the client secret exactly as Node does, and verifies it", async () => {
    const secret = "s3cr3t-ñ";
    const signature = await signHmac(text, secret, subtle);
    expect(signature).toBe(createHmac("sha512", secret).update(text, "utf8").digest("base64"));
    expect(await verifyHmac(text, signature, secret, subtle)).toBe(true);
    expect(await verifyHmac(`${text} `, signature, secret, subtle)).toBe(false);
    expect(await verifyHmac(text, signature, "other", subtle)).toBe(false);
    await expect(signHmac(text, "", subtle)).rejects.toThrow(/client secret/);
  });

  it("derives the public key of a private key", async () => {
    const derived = await publicKeyPemOf(await importPrivateKey(privatePem, subtle), subtle);
    expect(derived).toBe(publicPem);
  });

  it("generates a key pair Node can use", async () => {
    const pair = await generateKeyPairPem(subtle);
    expect(pair.privateKeyPem).toMatch(/^-----BEGIN PRIVATE KEY-----\n/);
    const signature = sign("sha256", Buffer.from(text), pair.privateKeyPem);
    expect(verify("sha256", Buffer.from(text), createPublicKey(pair.publicKeyPem), signature)).toBe(true);
  });

  it("explains a key of the wrong kind", async () => {
    const ec = generateKeyPairSync("ec", { namedCurve: "P-256" });
    await expect(
      importPrivateKey(ec.privateKey.export({ type: "pkcs8", format: "pem" }).toString(), subtle),
    ).rejects.toThrow(/not an RSA private key/);
    await expect(
      importPublicKey(ec.publicKey.export({ type: "spki", format: "pem" }).toString(), subtle),
    ).rejects.toThrow(PemError);
    await expect(importPrivateKey(publicPem, subtle)).rejects.toThrow(/This is a public key/);
  });
});
