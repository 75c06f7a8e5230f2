/**
 * The `sign_request` tool: a signature's intermediate values, computed as the site's Signature
 * Playground computes them.
 */
import { webcrypto, randomBytes } from "node:crypto";
// eslint-disable-next-line import-x/no-extraneous-dependencies -- bundled into dist/server.mjs by build:mcp (mcp/package.json has no dependencies)
import { z } from "zod";
import {
  ACCESS_TOKEN_PATH,
  DEFAULT_CHANNEL_ID,
  externalIdFrom,
  generateKeyPairPem,
  runPlayground,
  shellQuote,
  timestampGmt7,
  type PlaygroundInput,
  type SignatureCase,
} from "../site";
import { findOperation } from "../operations";
import { text, type ToolContext } from "./shared";

const subtle = webcrypto.subtle as SubtleCrypto;

/** `/v1.0/x?y=1` from `https://host/v1.0/x?y=1`; anything else as given. */
function pathOfUrl(input: string): string {
  const trimmed = input.trim();
  if (!/^https?:\/\//i.test(trimmed)) return trimmed;
  try {
    const url = new URL(trimmed);
    return `${url.pathname}${url.search}`;
  } catch {
    return trimmed;
  }
}

/** The file the answer's cURL command sends as the body: `minifiedBody`, written byte for byte. */
export const CURL_BODY_FILE = "body.json";

/**
 * The playground's cURL command with the body read from `CURL_BODY_FILE` instead of written in
 * it: the answer carries the body once, as `minifiedBody`.
 */
function curlReadingBodyFile(curl: string, minifiedBody: string): string {
  return curl.replace(`--data-raw ${shellQuote(minifiedBody)}`, `--data-binary @${CURL_BODY_FILE}`);
}

/** Registers `sign_request`. */
export function registerSignRequest({ server, data }: ToolContext): void {
  const { build } = data;
  server.registerTool(
    "sign_request",
    {
      title: "Compute a request signature",
      description:
        "Computes the minified body, its SHA-256, the string to sign and X-SIGNATURE exactly as the Signature Playground does, and a cURL command that sends the request with the body read from body.json (write `minifiedBody` to it). Pass a sandbox test key, or none: a throwaway RSA key pair (or, for symmetric, a demonstration secret) is generated for the call and its public half returned. Keys are used for this call only and never stored; never pass a production key.",
      inputSchema: {
        kind: z.enum(["access-token", "asymmetric", "symmetric"]).describe("Which signature"),
        operationId: z.string().trim().min(1).optional().describe("Take method and path from this operation"),
        method: z.string().trim().min(1).max(16).optional().describe("HTTP method (service calls), default POST"),
        path: z
          .string()
          .trim()
          .min(1)
          .max(2048)
          .optional()
          .describe("Path without host, e.g. `/v1.0/debit/payment-host-to-host`"),
        body: z
          .unknown()
          .optional()
          .describe("Body: a JSON object, or the JSON text exactly as sent (its spacing is minified)"),
        timestamp: z
          .string()
          .trim()
          .max(64)
          .optional()
          .describe("X-TIMESTAMP, e.g. `2025-03-14T10:15:30+07:00`; default now in GMT+7"),
        clientId: z
          .string()
          .trim()
          .max(256)
          .optional()
          .describe("Client id (X-CLIENT-KEY / X-PARTNER-ID); required for access-token"),
        accessToken: z.string().trim().max(4096).optional().describe("B2B access token (symmetric signs it)"),
        privateKeyPem: z.string().optional().describe("Sandbox test RSA private key, PEM; generated when absent"),
        clientSecret: z.string().optional().describe("Sandbox test client secret (symmetric); generated when absent"),
      },
      outputSchema: {
        kind: z.string(),
        method: z.string(),
        path: z.string(),
        timestamp: z.string(),
        minifiedBody: z.string().nullable(),
        bodyHash: z.string().nullable(),
        stringToSign: z.string(),
        signature: z.string(),
        keySource: z.enum(["given", "generated"]),
        publicKeyPem: z.string().nullable(),
        generatedClientSecret: z.string().nullable(),
        warnings: z.array(z.string()),
        curl: z.string().nullable(),
      },
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    async (args) => {
      const kind: SignatureCase = args.kind;
      let method = (args.method ?? "POST").toUpperCase();
      // The path is signed as given, query string included (the playground's rule); only a host is dropped.
      let path = args.path ? pathOfUrl(args.path) : "";
      if (args.operationId) {
        const op = findOperation(data.operations, { operationId: args.operationId });
        method = op.method;
        path = op.path;
      }
      if (kind === "access-token") {
        method = "POST";
        path = ACCESS_TOKEN_PATH;
      } else if (!path) throw new TypeError("Give `path` (or `operationId`) for a service-call signature.");
      const body = args.body === undefined ? "" : typeof args.body === "string" ? args.body : JSON.stringify(args.body);
      let privateKeyPem = args.privateKeyPem ?? "";
      let clientSecret = args.clientSecret ?? "";
      let generated = false;
      let generatedClientSecret: string | null = null;
      if (kind !== "symmetric" && !privateKeyPem) {
        privateKeyPem = (await generateKeyPairPem(subtle)).privateKeyPem;
        generated = true;
      }
      if (kind === "symmetric" && !clientSecret) {
        clientSecret = generatedClientSecret = randomBytes(24).toString("base64url");
        generated = true;
      }
      const timestamp = args.timestamp || timestampGmt7();
      const input: PlaygroundInput = {
        mode: "sign",
        signatureCase: kind,
        clientId: args.clientId ?? "",
        timestamp,
        method,
        path,
        body,
        accessToken: args.accessToken ?? "",
        privateKeyPem,
        clientSecret,
        publicKeyPem: "",
        signatureToVerify: "",
        baseUrl: build.sandboxBaseUrl,
        externalId: externalIdFrom(randomBytes(18)),
        channelId: DEFAULT_CHANNEL_ID,
      };
      const out = await runPlayground(input, subtle);
      const problems = Object.entries(out.errors).map(([field, message]) => `${field}: ${message}`);
      if (problems.length || out.stringToSign === null || out.signature === null)
        throw new TypeError(`Cannot sign: ${problems.join(" ") || "the string to sign is incomplete."}`);
      const structuredContent = {
        kind,
        method,
        path,
        timestamp,
        minifiedBody: kind === "access-token" ? null : out.minifiedBody,
        bodyHash: kind === "access-token" ? null : out.bodyHash,
        stringToSign: out.stringToSign,
        signature: out.signature,
        keySource: generated ? ("generated" as const) : ("given" as const),
        publicKeyPem: out.derivedPublicKeyPem,
        generatedClientSecret,
        warnings: Object.entries(out.warnings).flatMap(([field, list]) => (list ?? []).map((w) => `${field}: ${w}`)),
        curl: out.curl && out.minifiedBody ? curlReadingBodyFile(out.curl, out.minifiedBody) : out.curl,
      };
      return { content: text(structuredContent), structuredContent };
    },
  );
}
