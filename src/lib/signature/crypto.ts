import { base64ToBytes, bytesToBase64, bytesToHex, derToPem, parsePem, PemError, toPkcs8, toSpki } from "./pem";
import type { Bytes } from "./types";

/**
 * The signature playground's cryptography, on the Web Crypto API only: SHA-256, SHA256withRSA
 * (RSASSA-PKCS1-v1_5) and HMAC-SHA512. Nothing here touches the network. `subtle` is a
 * parameter so unit tests run it on Node's Web Crypto and check the results with node:crypto.
 */

const RSA = { name: "RSASSA-PKCS1-v1_5", hash: "SHA-256" } as const;
const HMAC = { name: "HMAC", hash: "SHA-512" } as const;
const utf8 = (text: string) => new TextEncoder().encode(text);

function defaultSubtle(): SubtleCrypto {
  const subtle = globalThis.crypto?.subtle;
  if (!subtle)
    throw new Error(
      "This browser offers no Web Crypto here. Open the page over https:// (or on localhost) in a current browser.",
    );
  return subtle;
}

export async function sha256Hex(text: string, subtle = defaultSubtle()): Promise<string> {
  return bytesToHex(new Uint8Array(await subtle.digest("SHA-256", utf8(text))));
}

/** Imports a PEM private key (PKCS#8, or PKCS#1 converted) for SHA256withRSA. */
export async function importPrivateKey(pem: string, subtle = defaultSubtle()): Promise<CryptoKey> {
  const der = toPkcs8(parsePem(pem));
  try {
    return await subtle.importKey("pkcs8", der, RSA, true, ["sign"]);
  } catch {
    throw new PemError(
      "This is not an RSA private key: generate one with openssl genpkey -algorithm RSA -pkeyopt rsa_keygen_bits:2048.",
    );
  }
}

/** Imports a PEM public key (SubjectPublicKeyInfo, or PKCS#1 converted) for SHA256withRSA. */
export async function importPublicKey(pem: string, subtle = defaultSubtle()): Promise<CryptoKey> {
  const der = toSpki(parsePem(pem));
  try {
    return await subtle.importKey("spki", der, RSA, true, ["verify"]);
  } catch {
    throw new PemError("This is not an RSA public key: export it with openssl pkey -in private_key.pem -pubout.");
  }
}

/** SHA256withRSA over the UTF-8 string, base64 (X-SIGNATURE). */
export async function signRsa(stringToSign: string, key: CryptoKey, subtle = defaultSubtle()): Promise<string> {
  return bytesToBase64(new Uint8Array(await subtle.sign(RSA, key, utf8(stringToSign))));
}

function decodeSignature(signature: string): Bytes | null {
  try {
    const bytes = base64ToBytes(signature);
    return bytes.length ? bytes : null;
  } catch {
    return null;
  }
}

/** True when `signature` (base64) is a SHA256withRSA signature of the string by the key's pair. */
export async function verifyRsa(
  stringToSign: string,
  signature: string,
  key: CryptoKey,
  subtle = defaultSubtle(),
): Promise<boolean> {
  const bytes = decodeSignature(signature);
  if (!bytes) return false;
  return subtle.verify(RSA, key, bytes, utf8(stringToSign));
}

async function hmacKey(secret: string, usage: "sign" | "verify", subtle: SubtleCrypto): Promise<CryptoKey> {
  if (!secret) throw new Error("Enter the client secret.");
  return subtle.importKey("raw", utf8(secret), HMAC, false, [usage]);
}

/** HMAC-SHA512 with the client secret (UTF-8) over the string, base64 (X-SIGNATURE). */
export async function signHmac(stringToSign: string, secret: string, subtle = defaultSubtle()): Promise<string> {
  const key = await hmacKey(secret, "sign", subtle);
  return bytesToBase64(new Uint8Array(await subtle.sign(HMAC, key, utf8(stringToSign))));
}

/** Constant-time check of an HMAC-SHA512 signature (Web Crypto's verify). */
export async function verifyHmac(
  stringToSign: string,
  signature: string,
  secret: string,
  subtle = defaultSubtle(),
): Promise<boolean> {
  const bytes = decodeSignature(signature);
  if (!bytes) return false;
  return subtle.verify(HMAC, await hmacKey(secret, "verify", subtle), bytes, utf8(stringToSign));
}

/** The public key (PEM) that belongs to an extractable RSA private key. */
export async function publicKeyPemOf(privateKey: CryptoKey, subtle = defaultSubtle()): Promise<string> {
  const jwk = await subtle.exportKey("jwk", privateKey);
  const publicKey = await subtle.importKey(
    "jwk",
    { kty: "RSA", n: jwk.n, e: jwk.e, alg: "RS256", ext: true },
    RSA,
    true,
    ["verify"],
  );
  return derToPem(new Uint8Array(await subtle.exportKey("spki", publicKey)), "PUBLIC KEY");
}

/** A fresh 2048-bit RSA key pair as PEM (PKCS#8 private, SubjectPublicKeyInfo public). */
export async function generateKeyPairPem(
  subtle = defaultSubtle(),
): Promise<{ privateKeyPem: string; publicKeyPem: string }> {
  const pair = await subtle.generateKey(
    { ...RSA, modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]) },
    true,
    ["sign", "verify"],
  );
  const [pkcs8, spki] = await Promise.all([
    subtle.exportKey("pkcs8", pair.privateKey),
    subtle.exportKey("spki", pair.publicKey),
  ]);
  return {
    privateKeyPem: derToPem(new Uint8Array(pkcs8), "PRIVATE KEY"),
    publicKeyPem: derToPem(new Uint8Array(spki), "PUBLIC KEY"),
  };
}
