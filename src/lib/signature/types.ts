/** Types the signature rules share with their callers. */

/** The three signatures a merchant computes. */
export type SignatureCase = "access-token" | "asymmetric" | "symmetric";

export interface ServiceRequestParts {
  method: string;
  path: string;
  /** Lowercase hex SHA-256 of the minified body. */
  bodyHash: string;
  timestamp: string;
}

export interface MinifiedBody {
  /** The body without whitespace outside strings, every token kept as written. */
  minified: string;
  /** Ways the body as written differs from what common serialisers produce (see bodyNotes). */
  notes: string[];
}

/** Bytes backed by a plain ArrayBuffer, as Web Crypto takes them. */
export type Bytes = Uint8Array<ArrayBuffer>;

/** Parsed PEM: which structure it holds and its DER bytes. */
export interface ParsedPem {
  kind: "pkcs8" | "pkcs1-private" | "spki" | "pkcs1-public";
  der: Bytes;
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

/** A request as a cURL command sends it: a relative path (with its query), headers in order, the exact body. */
export interface CurlRequest {
  method: string;
  path: string;
  headers: [name: string, value: string][];
  /** Sent byte for byte ("" for none). */
  body: string;
}
