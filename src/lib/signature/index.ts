/**
 * The signature rules of the authentication guide (content/guide/authentication.mdx): strings to
 * sign, body minification, PEM parsing, the checks a reader's input gets, the one cURL renderer
 * (pure functions, unit-tested without keys), the Web Crypto signing and verifying (`crypto.ts`)
 * and the signature playground's one-step computation (`playground.ts`).
 *
 * Every module here is imported only by code loaded on interaction (the playground, Try it and
 * the API mock chunks) or at build time; nothing of it is in a first visit.
 */
export {
  ACCESS_TOKEN_BODY,
  ACCESS_TOKEN_PATH,
  CUSTOMER_TOKEN_PATH,
  DEFAULT_CHANNEL_ID,
  EMPTY_BODY_SHA256,
  accessTokenStringToSign,
  asymmetricStringToSign,
  bareAccessToken,
  guideExample,
  notificationVector,
  httpMethods,
  signatureCases,
  symmetricStringToSign,
} from "./strings-to-sign";
export { BodyJsonError, minifyBody } from "./body";
export {
  PemError,
  base64ToBytes,
  bytesToBase64,
  bytesToHex,
  derToPem,
  parsePem,
  pemNote,
  toPkcs8,
  toSpki,
} from "./pem";
export { externalIdProblems, pathProblems, timestampFormatProblems, timestampGmt7, timestampProblems } from "./checks";
export { buildCurl, curlCommand, externalIdFrom, shellQuote } from "./curl";
export {
  generateKeyPairPem,
  importPrivateKey,
  importPublicKey,
  publicKeyPemOf,
  sha256Hex,
  signHmac,
  signRsa,
  verifyHmac,
  verifyRsa,
} from "./crypto";
export { fieldsFor, runPlayground } from "./playground";
export type { PlaygroundField, PlaygroundInput, PlaygroundMode, PlaygroundOutput } from "./playground";
export type {
  Bytes,
  CurlInput,
  CurlRequest,
  MinifiedBody,
  ParsedPem,
  ServiceRequestParts,
  SignatureCase,
} from "./types";
