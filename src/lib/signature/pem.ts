import type { Bytes, ParsedPem } from "./types";

export class PemError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "PemError";
  }
}

const pemKinds: Record<string, ParsedPem["kind"]> = {
  "PRIVATE KEY": "pkcs8",
  "RSA PRIVATE KEY": "pkcs1-private",
  "PUBLIC KEY": "spki",
  "RSA PUBLIC KEY": "pkcs1-public",
};

const pemHints: Record<string, string> = {
  "ENCRYPTED PRIVATE KEY":
    "This private key is encrypted with a passphrase. Decrypt a copy first: openssl pkey -in key.pem -out private_key.pem",
  CERTIFICATE:
    "This is a certificate, not a key. Export its public key: openssl x509 -in cert.pem -pubkey -noout > public_key.pem",
  "EC PRIVATE KEY":
    "This is an elliptic-curve key. Signatures use RSA: generate a 2048-bit RSA key as the authentication guide shows.",
};

/** Decodes standard or URL-safe base64 (whitespace ignored); throws on anything else. */
export function base64ToBytes(text: string): Bytes {
  const clean = text.replace(/\s+/g, "").replace(/-/g, "+").replace(/_/g, "/");
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(clean) || clean.replace(/=+$/, "").length % 4 === 1) throw new Error("not base64");
  const binary = atob(clean.padEnd(Math.ceil(clean.length / 4) * 4, "="));
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** Standard base64 with padding, no line breaks (the X-SIGNATURE encoding). */
export function bytesToBase64(bytes: Uint8Array): string {
  let binary = "";
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

export function bytesToHex(bytes: Uint8Array): string {
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}

/**
 * Reads one PEM block. Forgives what secret stores do to PEM files (literal `\n` sequences, lost
 * line breaks, surrounding whitespace) and explains what it cannot use.
 */
export function parsePem(text: string): ParsedPem {
  const input = text.replace(/\\n/g, "\n").trim();
  if (!input) throw new PemError("Paste a PEM key.");
  const match = /-----BEGIN ([A-Z0-9 ]+)-----([\s\S]*?)-----END \1-----/.exec(input);
  if (!match) {
    if (/-----BEGIN /.test(input))
      throw new PemError("The PEM has a BEGIN line but no matching END line: paste the whole file.");
    throw new PemError("Paste the whole PEM, including the -----BEGIN …----- and -----END …----- lines.");
  }
  const label = match[1];
  const kind = pemKinds[label];
  if (!kind) throw new PemError(pemHints[label] ?? `A "${label}" block is not an RSA key.`);
  // Legacy OpenSSL encryption writes "Proc-Type: 4,ENCRYPTED" headers inside the block.
  if (/^Proc-Type:/m.test(match[2])) throw new PemError(pemHints["ENCRYPTED PRIVATE KEY"]);
  const body = match[2];
  let der: Bytes;
  try {
    der = base64ToBytes(body);
  } catch {
    throw new PemError("The text between the BEGIN and END lines is not base64: the key was changed or cut.");
  }
  if (der.length < 64 || der[0] !== 0x30)
    throw new PemError("The key data is too short or damaged: paste the whole file again.");
  return { kind, der };
}

function derLength(length: number): number[] {
  if (length < 0x80) return [length];
  const bytes: number[] = [];
  for (let n = length; n > 0; n >>= 8) bytes.unshift(n & 0xff);
  return [0x80 | bytes.length, ...bytes];
}

function derElement(tag: number, content: Uint8Array): Bytes {
  const head = [tag, ...derLength(content.length)];
  const out = new Uint8Array(head.length + content.length);
  out.set(head);
  out.set(content, head.length);
  return out;
}

function concat(...parts: Uint8Array[]): Bytes {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let offset = 0;
  for (const p of parts) {
    out.set(p, offset);
    offset += p.length;
  }
  return out;
}

/** AlgorithmIdentifier { rsaEncryption, NULL } */
const RSA_ALGORITHM = new Uint8Array([
  0x30, 0x0d, 0x06, 0x09, 0x2a, 0x86, 0x48, 0x86, 0xf7, 0x0d, 0x01, 0x01, 0x01, 0x05, 0x00,
]);

/** PKCS#8 DER of a private key (a PKCS#1 key is wrapped, as `openssl pkcs8 -topk8` does). */
export function toPkcs8(pem: ParsedPem): Bytes {
  if (pem.kind === "pkcs8") return pem.der;
  if (pem.kind !== "pkcs1-private")
    throw new PemError("This is a public key. Signing needs your private key (-----BEGIN PRIVATE KEY-----).");
  return derElement(0x30, concat(new Uint8Array([0x02, 0x01, 0x00]), RSA_ALGORITHM, derElement(0x04, pem.der)));
}

/** SubjectPublicKeyInfo DER of a public key (a PKCS#1 `RSA PUBLIC KEY` is wrapped). */
export function toSpki(pem: ParsedPem): Bytes {
  if (pem.kind === "spki") return pem.der;
  if (pem.kind !== "pkcs1-public")
    throw new PemError(
      "This is a private key. Verifying needs the public key (-----BEGIN PUBLIC KEY-----); never share the private one.",
    );
  return derElement(0x30, concat(RSA_ALGORITHM, derElement(0x03, concat(new Uint8Array([0x00]), pem.der))));
}

/** PEM text of DER bytes, 64 characters a line. */
export function derToPem(der: Uint8Array, label: "PRIVATE KEY" | "PUBLIC KEY"): string {
  const lines = bytesToBase64(der).match(/.{1,64}/g) ?? [];
  return `-----BEGIN ${label}-----\n${lines.join("\n")}\n-----END ${label}-----\n`;
}

/** A note for keys the playground accepts but the guide's Java and Go samples would not. */
export function pemNote(pem: ParsedPem): string | null {
  if (pem.kind === "pkcs1-private")
    return "This is a PKCS#1 key (BEGIN RSA PRIVATE KEY). It was converted here for signing; Java and Go need PKCS#8: openssl pkcs8 -topk8 -nocrypt -in rsa_private_key.pem -out private_key.pem";
  if (pem.kind === "pkcs1-public")
    return "This is a PKCS#1 public key (BEGIN RSA PUBLIC KEY). It was converted here; the merchant dashboard expects BEGIN PUBLIC KEY: openssl rsa -RSAPublicKey_in -in key.pem -pubout";
  return null;
}
