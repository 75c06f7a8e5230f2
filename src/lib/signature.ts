/**
 * The signature rules of the authentication guide (content/guide/authentication.mdx), as pure
 * functions: strings to sign, body minification, PEM parsing and the checks a reader's input
 * gets in the signature playground. No crypto here (see signature-crypto.ts), so every rule is
 * unit-tested without keys.
 */

/** The three signatures a merchant computes (CONTENT.md, "The API style"). */
export type SignatureCase = "access-token" | "asymmetric" | "symmetric";

export const signatureCases: { value: SignatureCase; label: string; algorithm: string }[] = [
  { value: "access-token", label: "Access token", algorithm: "SHA256withRSA" },
  { value: "asymmetric", label: "Asymmetric service call", algorithm: "SHA256withRSA" },
  { value: "symmetric", label: "Symmetric service call", algorithm: "HMAC-SHA512" },
];

export const httpMethods = ["GET", "POST", "PUT", "PATCH", "DELETE"] as const;

/** Relative path and fixed body of the B2B access-token call (authentication guide). */
export const ACCESS_TOKEN_PATH = "/v1.0/access-token/b2b";
export const ACCESS_TOKEN_BODY = '{"grantType":"client_credentials"}';
/** Relative path of Apply Token, the customer (B2B2C) token call, signed like the B2B one (widget binding guide). */
export const CUSTOMER_TOKEN_PATH = "/v1.0/access-token/b2b2c";

/** CHANNEL-ID of merchant host-to-host calls (authentication guide, "Credentials you hold"). */
export const DEFAULT_CHANNEL_ID = "95221";

/** SHA-256 of the empty string: the body hash of a request without a body. */
export const EMPTY_BODY_SHA256 = "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855";

/**
 * The worked example of the authentication guide ("Minify the body", "The symmetric string to
 * sign"): a Direct Debit Payment request whose minified body hashes to `9dc117a3…47f2a6`.
 */
export const guideExample = {
  clientId: "2025031400000001",
  timestamp: "2025-03-14T10:15:30+07:00",
  method: "POST",
  path: "/v1.0/debit/payment-host-to-host",
  accessToken: "eyJraWQiOiJiMmItMjAyNSIsImFsZyI6IlJTMjU2In0.eyJjbGllbnRJZCI6IjIwMjUwMzE0MDAwMDAwMDEifQ.Xq3v9Rk",
  body: JSON.stringify(
    {
      partnerReferenceNo: "ORD-20250314-100231",
      merchantId: "216620000000000001",
      amount: { value: "150000.00", currency: "IDR" },
      urlParams: [
        { url: "https://shop.merchant.example/orders/ORD-20250314-100231/return", type: "PAY_RETURN", isDeeplink: "N" },
        { url: "https://api.merchant.example/v1.0/debit/notify", type: "NOTIFICATION", isDeeplink: "N" },
      ],
      additionalInfo: {
        productCode: "51051000100000000001",
        order: { orderTitle: "Kopi Susu Gula Aren x3, Croissant x2" },
        envInfo: { terminalType: "APP", osType: "ANDROID" },
      },
    },
    null,
    2,
  ),
};

/** `<client id>|<X-TIMESTAMP>` */
export function accessTokenStringToSign(clientId: string, timestamp: string): string {
  return `${clientId}|${timestamp}`;
}

export interface ServiceRequestParts {
  method: string;
  path: string;
  /** Lowercase hex SHA-256 of the minified body. */
  bodyHash: string;
  timestamp: string;
}

/** `<HTTP method>:<relative path>:<lowercase hex SHA-256 of minified JSON body>:<X-TIMESTAMP>` */
export function asymmetricStringToSign({ method, path, bodyHash, timestamp }: ServiceRequestParts): string {
  return `${method.toUpperCase()}:${path}:${bodyHash}:${timestamp}`;
}

/** The access token alone: the value after `Bearer ` in the Authorization header. */
export function bareAccessToken(token: string): string {
  return token.trim().replace(/^Bearer\s+/i, "");
}

/** `<HTTP method>:<relative path>:<access token>:<lowercase hex SHA-256 of minified body>:<X-TIMESTAMP>` */
export function symmetricStringToSign({
  accessToken,
  ...parts
}: ServiceRequestParts & { accessToken: string }): string {
  return `${parts.method.toUpperCase()}:${parts.path}:${bareAccessToken(accessToken)}:${parts.bodyHash}:${parts.timestamp}`;
}

export class BodyJsonError extends Error {
  constructor(detail: string) {
    super(`The request body is not valid JSON: ${detail}`);
    this.name = "BodyJsonError";
  }
}

export interface MinifiedBody {
  /** The body without whitespace outside strings, every token kept as written. */
  minified: string;
  /** Ways the body as written differs from what common serialisers produce (see bodyNotes). */
  notes: string[];
}

const whitespace = new Set([" ", "\t", "\n", "\r"]);

/**
 * Minifies a JSON body the way `jq -c` or Go's `json.Compact` do: whitespace outside string values
 * is removed and every token is kept exactly as written (key order, string escapes, number
 * forms), so the result is the text to hash *and* to send. A blank body is the empty string.
 * Throws BodyJsonError for text that is not JSON.
 */
export function minifyBody(body: string): MinifiedBody {
  if (!body.trim()) return { minified: "", notes: [] };
  try {
    JSON.parse(body);
  } catch (error) {
    throw new BodyJsonError(error instanceof Error ? error.message : String(error));
  }
  let minified = "";
  const notes = new Set<string>();
  let i = 0;
  while (i < body.length) {
    const ch = body[i];
    if (whitespace.has(ch)) {
      i++;
    } else if (ch === '"') {
      let j = i + 1;
      while (body[j] !== '"') {
        if (body[j] === "\\") {
          const escape = body[j + 1];
          if (escape === "/") notes.add("escapedSlash");
          if (escape === "u") {
            const code = parseInt(body.slice(j + 2, j + 6), 16);
            if (code >= 0x20 && code !== 0x22 && code !== 0x5c) notes.add("unicodeEscape");
          }
          j += 2;
        } else j++;
      }
      minified += body.slice(i, j + 1);
      i = j + 1;
    } else if (ch === "-" || (ch >= "0" && ch <= "9")) {
      const number = /^-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?/.exec(body.slice(i))![0];
      if (JSON.stringify(Number(number)) !== number) notes.add("numberForm");
      minified += number;
      i += number.length;
    } else {
      minified += ch;
      i++;
    }
  }
  return { minified, notes: [...notes].map((n) => bodyNotes[n]) };
}

const bodyNotes: Record<string, string> = {
  escapedSlash:
    "The body escapes / as \\/. Serialisers such as JSON.stringify, PHP with JSON_UNESCAPED_SLASHES or Jackson write a plain /: send exactly the minified body shown here, or remove the escapes.",
  unicodeEscape:
    "The body writes characters as \\u escapes. The guide asks for UTF-8 characters: serialisers that decode and re-encode the body produce different bytes and a different hash.",
  numberForm:
    'A number is written in a form a serialiser would rewrite (for example 1.0, 1e3 or more digits than a double holds). Send numbers as written here, or write amounts as strings ("10000.00").',
};

/** Bytes backed by a plain ArrayBuffer, as Web Crypto takes them. */
export type Bytes = Uint8Array<ArrayBuffer>;

/** Parsed PEM: which structure it holds and its DER bytes. */
export interface ParsedPem {
  kind: "pkcs8" | "pkcs1-private" | "spki" | "pkcs1-public";
  der: Bytes;
}

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

const timestampPattern = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})([+-])(\d{2}):(\d{2})$/;

/** Problems with an X-TIMESTAMP value (ISO-8601 with seconds and offset, 25 characters). */
export function timestampProblems(timestamp: string, now: Date = new Date()): string[] {
  if (!timestamp) return ["Enter the X-TIMESTAMP you send, for example 2025-03-14T10:15:30+07:00."];
  if (timestamp !== timestamp.trim()) return ["The timestamp has spaces around it: sign and send it without them."];
  const m = timestampPattern.exec(timestamp);
  if (!m) {
    if (/Z$/i.test(timestamp)) return ["Use an offset such as +07:00 instead of Z: 2025-03-14T10:15:30+07:00."];
    if (/\.\d+/.test(timestamp)) return ["Leave out the milliseconds: 2025-03-14T10:15:30+07:00."];
    if (/T\d{2}:\d{2}:\d{2}$/.test(timestamp)) return ["Add the offset: 2025-03-14T10:15:30+07:00."];
    return ["X-TIMESTAMP must be ISO-8601 with seconds and offset, 25 characters: 2025-03-14T10:15:30+07:00."];
  }
  const [, y, mo, d, h, mi, s, sign, oh, om] = m;
  const utc = Date.UTC(+y, +mo - 1, +d, +h, +mi, +s) - (sign === "+" ? 1 : -1) * (+oh * 60 + +om) * 60_000;
  const date = new Date(utc);
  if (
    +mo < 1 ||
    +mo > 12 ||
    +d < 1 ||
    +d > 31 ||
    +h > 23 ||
    +mi > 59 ||
    +s > 59 ||
    new Date(Date.UTC(+y, +mo - 1, +d)).getUTCDate() !== +d
  ) {
    return ["This is not a real date and time."];
  }
  if (Math.abs(date.getTime() - now.getTime()) > 5 * 60_000) {
    return [
      "This timestamp is more than 5 minutes away from now: fine for checking values, but a request sent with it now is rejected.",
    ];
  }
  return [];
}

/** Problems with a relative path as the string to sign needs it. */
export function pathProblems(path: string, method: string): string[] {
  if (!path) return ["Enter the relative path, for example /v1.0/debit/payment-host-to-host."];
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(path))
    return ["Sign the path only, without scheme and host: for example /v1.0/debit/payment-host-to-host."];
  const problems: string[] = [];
  if (!path.startsWith("/")) problems.push("The relative path starts with /.");
  if (/\s/.test(path))
    problems.push("The path contains spaces or line breaks: sign it exactly as sent, percent-encoded.");
  const [pathname, query] = path.split("?");
  if (pathname.length > 1 && pathname.endsWith("/"))
    problems.push("Remove the trailing slash: sign the path exactly as the API page gives it.");
  if (query !== undefined && method.toUpperCase() !== "GET")
    problems.push("Only a GET carries a query string in its path.");
  return problems;
}

/** X-TIMESTAMP for a moment, in GMT+7 (`2025-03-14T10:15:30+07:00`). */
export function timestampGmt7(date: Date = new Date()): string {
  return new Date(date.getTime() + 7 * 3_600_000).toISOString().slice(0, 19) + "+07:00";
}

/** Quotes a value for a POSIX shell (single quotes, with `'` written as `'\''`). */
export function shellQuote(value: string): string {
  return `'${value.replace(/'/g, `'\\''`)}'`;
}

export interface CurlInput {
  signatureCase: SignatureCase;
  baseUrl: string;
  method: string;
  path: string;
  /** Minified body (sent exactly as hashed); "" for none. */
  body: string;
  timestamp: string;
  signature: string;
  clientId: string;
  accessToken: string;
  externalId: string;
  channelId: string;
}

/** A cURL command that sends the signed request, headers as the authentication guide lists them. */
export function buildCurl(input: CurlInput): string {
  const accessTokenCall = input.signatureCase === "access-token";
  const method = accessTokenCall ? "POST" : input.method.toUpperCase();
  const path = accessTokenCall ? ACCESS_TOKEN_PATH : input.path;
  const body = accessTokenCall ? ACCESS_TOKEN_BODY : input.body;
  const headers: [string, string][] = [["Content-Type", "application/json"]];
  if (!accessTokenCall) headers.push(["Authorization", `Bearer ${bareAccessToken(input.accessToken)}`]);
  headers.push(["X-TIMESTAMP", input.timestamp], ["X-SIGNATURE", input.signature]);
  if (accessTokenCall) headers.push(["X-CLIENT-KEY", input.clientId]);
  else
    headers.push(
      ["X-PARTNER-ID", input.clientId],
      ["X-EXTERNAL-ID", input.externalId],
      ["CHANNEL-ID", input.channelId],
    );
  return curlCommand(input.baseUrl, { method, path, headers, body });
}

/** A request as a cURL command sends it: a relative path (with its query), headers in order, the exact body. */
export interface CurlRequest {
  method: string;
  path: string;
  headers: [name: string, value: string][];
  /** Sent byte for byte ("" for none). */
  body: string;
}

/**
 * The one cURL renderer (signature playground, Try it): the base URL plus the path, every header
 * and the body quoted for a POSIX shell, one option per line.
 */
export function curlCommand(baseUrl: string, request: CurlRequest): string {
  const lines = [
    `curl -X ${request.method} ${shellQuote(baseUrl.replace(/\/$/, "") + request.path)}`,
    ...request.headers.map(([name, value]) => `  -H ${shellQuote(`${name}: ${value}`)}`),
  ];
  if (request.body) lines.push(`  --data-raw ${shellQuote(request.body)}`);
  return lines.join(" \\\n");
}

/** Digits for X-EXTERNAL-ID (unique per day), from a source of random bytes. */
export function externalIdFrom(random: Uint8Array): string {
  return Array.from(random, (b) => String(b % 10)).join("");
}
