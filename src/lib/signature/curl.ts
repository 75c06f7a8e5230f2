import { ACCESS_TOKEN_BODY, ACCESS_TOKEN_PATH, bareAccessToken } from "./strings-to-sign";
import type { CurlInput, CurlRequest } from "./types";

/** Quotes a value for a POSIX shell (single quotes, with `'` written as `'\''`). */
export function shellQuote(value: string): string {
  return `'${value.replace(/'/g, `'\\''`)}'`;
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
