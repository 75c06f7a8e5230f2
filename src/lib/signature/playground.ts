import { BodyJsonError, minifyBody } from "./body";
import { pathProblems, timestampProblems } from "./checks";
import { buildCurl } from "./curl";
import { parsePem, PemError, pemNote } from "./pem";
import { accessTokenStringToSign, asymmetricStringToSign, symmetricStringToSign } from "./strings-to-sign";
import type { SignatureCase } from "./types";
import {
  importPrivateKey,
  importPublicKey,
  publicKeyPemOf,
  sha256Hex,
  signHmac,
  signRsa,
  verifyHmac,
  verifyRsa,
} from "./crypto";

/**
 * What the signature playground computes from what the reader entered, in one step, so every
 * value shown belongs to the same input. Runs on Web Crypto (`subtle`), so unit tests run it
 * on Node and check the signatures with node:crypto.
 */

export type PlaygroundMode = "sign" | "verify";

export interface PlaygroundInput {
  mode: PlaygroundMode;
  signatureCase: SignatureCase;
  clientId: string;
  timestamp: string;
  method: string;
  path: string;
  body: string;
  accessToken: string;
  privateKeyPem: string;
  clientSecret: string;
  publicKeyPem: string;
  signatureToVerify: string;
  baseUrl: string;
  externalId: string;
  channelId: string;
}

export type PlaygroundField = Exclude<
  keyof PlaygroundInput,
  "mode" | "signatureCase" | "baseUrl" | "externalId" | "channelId"
>;

export interface PlaygroundOutput {
  /** One blocking message per field: the signature cannot be computed until it is fixed. */
  errors: Partial<Record<PlaygroundField, string>>;
  /** Advice that does not stop the computation (format, path, serialiser pitfalls). */
  warnings: Partial<Record<PlaygroundField, string[]>>;
  minifiedBody: string | null;
  bodyHash: string | null;
  stringToSign: string | null;
  signature: string | null;
  curl: string | null;
  /** The public key of the private key entered (sign mode, RSA cases). */
  derivedPublicKeyPem: string | null;
  verification: { valid: boolean } | null;
}

/** Which fields a case and mode use, in the order the form shows them. */
export function fieldsFor(mode: PlaygroundMode, signatureCase: SignatureCase): PlaygroundField[] {
  const rsa = signatureCase !== "symmetric";
  const fields: PlaygroundField[] = [];
  if (signatureCase === "access-token" || mode === "sign") fields.push("clientId");
  fields.push("timestamp");
  if (signatureCase !== "access-token") {
    fields.push("method", "path", "body");
    if (signatureCase === "symmetric" || mode === "sign") fields.push("accessToken");
  }
  if (rsa) fields.push(mode === "sign" ? "privateKeyPem" : "publicKeyPem");
  else fields.push("clientSecret");
  if (mode === "verify") fields.push("signatureToVerify");
  return fields;
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

export async function runPlayground(
  input: PlaygroundInput,
  subtle: SubtleCrypto,
  now: Date = new Date(),
): Promise<PlaygroundOutput> {
  const out: PlaygroundOutput = {
    errors: {},
    warnings: {},
    minifiedBody: null,
    bodyHash: null,
    stringToSign: null,
    signature: null,
    curl: null,
    derivedPublicKeyPem: null,
    verification: null,
  };
  const warn = (field: PlaygroundField, messages: string[]) => {
    if (messages.length) out.warnings[field] = [...(out.warnings[field] ?? []), ...messages];
  };
  const fields = new Set(fieldsFor(input.mode, input.signatureCase));
  const service = input.signatureCase !== "access-token";
  const method = input.method.toUpperCase();
  const accessToken = input.accessToken.trim();

  warn("timestamp", timestampProblems(input.timestamp, now));
  if (fields.has("clientId") && !input.clientId.trim()) {
    if (input.signatureCase === "access-token")
      out.errors.clientId = "Enter your client id, as you send it in X-CLIENT-KEY.";
    else warn("clientId", ["The cURL command sends your client id in X-PARTNER-ID."]);
  }
  if (service) {
    warn("path", pathProblems(input.path, method));
    if (method === "GET" && input.body.trim())
      warn("body", ["A GET has no body: clear the request body, so the empty string is hashed."]);
    try {
      const { minified, notes } = minifyBody(input.body);
      out.minifiedBody = minified;
      out.bodyHash = await sha256Hex(minified, subtle);
      warn("body", notes);
    } catch (error) {
      if (!(error instanceof BodyJsonError)) throw error;
      out.errors.body = error.message;
    }
    if (input.signatureCase === "symmetric" && !accessToken)
      out.errors.accessToken = "Enter the B2B access token: the symmetric string to sign contains it.";
    else if (/^Bearer\s/i.test(accessToken) && input.signatureCase === "symmetric")
      warn("accessToken", ["The word Bearer is not part of the string to sign: it was left out."]);
    else if (!accessToken && input.mode === "sign")
      warn("accessToken", ["The cURL command sends the B2B access token in Authorization: Bearer."]);
  }

  if (input.signatureCase === "access-token") {
    if (!out.errors.clientId) out.stringToSign = accessTokenStringToSign(input.clientId.trim(), input.timestamp);
  } else if (out.bodyHash !== null) {
    const parts = { method, path: input.path, bodyHash: out.bodyHash, timestamp: input.timestamp };
    if (input.signatureCase === "asymmetric") out.stringToSign = asymmetricStringToSign(parts);
    else if (!out.errors.accessToken) out.stringToSign = symmetricStringToSign({ ...parts, accessToken });
  }

  const keyField: PlaygroundField =
    input.signatureCase === "symmetric" ? "clientSecret" : input.mode === "sign" ? "privateKeyPem" : "publicKeyPem";
  let rsaKey: CryptoKey | null = null;
  if (keyField === "clientSecret") {
    if (!input.clientSecret) out.errors.clientSecret = "Enter the client secret of the environment you call.";
  } else {
    const pem = keyField === "privateKeyPem" ? input.privateKeyPem : input.publicKeyPem;
    try {
      rsaKey = keyField === "privateKeyPem" ? await importPrivateKey(pem, subtle) : await importPublicKey(pem, subtle);
      const note = pemNote(parsePem(pem));
      if (note) warn(keyField, [note]);
    } catch (error) {
      if (!(error instanceof PemError)) throw error;
      out.errors[keyField] = error.message;
    }
  }

  if (input.mode === "verify") {
    if (!input.signatureToVerify.trim()) out.errors.signatureToVerify = "Paste the X-SIGNATURE value to check.";
    else if (out.stringToSign !== null && !out.errors[keyField]) {
      const valid = rsaKey
        ? await verifyRsa(out.stringToSign, input.signatureToVerify.trim(), rsaKey, subtle)
        : await verifyHmac(out.stringToSign, input.signatureToVerify.trim(), input.clientSecret, subtle);
      out.verification = { valid };
    }
    return out;
  }

  if (rsaKey) {
    try {
      out.derivedPublicKeyPem = await publicKeyPemOf(rsaKey, subtle);
    } catch (error) {
      out.errors.privateKeyPem = `The public key cannot be derived from this private key: ${messageOf(error)}`;
    }
  }
  if (out.stringToSign !== null && !out.errors[keyField]) {
    out.signature = rsaKey
      ? await signRsa(out.stringToSign, rsaKey, subtle)
      : await signHmac(out.stringToSign, input.clientSecret, subtle);
    out.curl = buildCurl({
      signatureCase: input.signatureCase,
      baseUrl: input.baseUrl,
      method,
      path: input.path,
      body: out.minifiedBody ?? "",
      timestamp: input.timestamp,
      signature: out.signature,
      clientId: input.clientId.trim(),
      accessToken,
      externalId: input.externalId,
      channelId: input.channelId,
    });
  }
  return out;
}
