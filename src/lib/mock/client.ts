import {
  ACCESS_TOKEN_BODY,
  ACCESS_TOKEN_PATH,
  DEFAULT_CHANNEL_ID,
  accessTokenStringToSign,
  asymmetricStringToSign,
  timestampGmt7,
  importPrivateKey,
  sha256Hex,
  signRsa,
} from "../signature";
import type { MockApi, MockOperation, MockRequest, MockResponse } from "./types";

/**
 * A merchant's client of the API mock, signing as the Authentication guide says (SHA256withRSA):
 * what the mock's own tests, and the sample and guide-program tests setting up what a follow-up
 * needs, call it with. It gets a B2B access token first and reuses it.
 */

export interface CallOptions {
  headers?: Record<string, string>;
  query?: Record<string, string>;
  /** Authorization-Customer: `Bearer <customerToken>`. */
  customerToken?: string;
  /** Authorization: `Bearer <token>` instead of the client's own B2B token. */
  accessToken?: string;
  externalId?: string;
}

export interface CallResult {
  status: number;
  /** The parsed answer. */
  body: Record<string, unknown>;
  request: MockRequest;
  response: MockResponse;
}

export interface MockClient {
  clientId: string;
  /** Signs and sends a call of the operation; the body is sent minified. */
  call(operationId: string, body?: unknown, options?: CallOptions): Promise<CallResult>;
  /** A GET of a sandbox page (a `webRedirectUrl` the mock answered), as the user's browser would. */
  open(url: string): Promise<MockResponse>;
  accessToken(): Promise<string>;
}

let externalIds = 0;

export function mockClient(
  api: MockApi,
  operations: MockOperation[],
  credentials: { clientId: string; privateKeyPem: string },
  now: () => Date = () => new Date(),
): MockClient {
  const key = importPrivateKey(credentials.privateKeyPem);
  let token: { value: string; renewAt: number } | null = null;
  const newExternalId = () => `${Date.now()}${String(++externalIds).padStart(9, "0")}`;
  const parse = (response: MockResponse): Record<string, unknown> => {
    try {
      return JSON.parse(response.body) as Record<string, unknown>;
    } catch {
      return {};
    }
  };

  async function sendToken(path: string, body: string): Promise<MockResponse> {
    const timestamp = timestampGmt7(now());
    return api.handle({
      method: "POST",
      url: path,
      headers: {
        "Content-Type": "application/json",
        "X-TIMESTAMP": timestamp,
        "X-CLIENT-KEY": credentials.clientId,
        "X-SIGNATURE": await signRsa(accessTokenStringToSign(credentials.clientId, timestamp), await key),
      },
      body,
    });
  }

  /** The cached B2B token, renewed 60 seconds before it expires (Authentication guide). */
  async function accessToken(): Promise<string> {
    if (token && now().getTime() < token.renewAt) return token.value;
    const response = await sendToken(ACCESS_TOKEN_PATH, ACCESS_TOKEN_BODY);
    const answer = parse(response);
    if (typeof answer.accessToken !== "string") throw new Error(`no B2B access token: ${response.body}`);
    token = { value: answer.accessToken, renewAt: now().getTime() + (Number(answer.expiresIn) - 60) * 1000 };
    return token.value;
  }

  async function call(operationId: string, body?: unknown, options: CallOptions = {}): Promise<CallResult> {
    const op = operations.find((o) => o.operationId === operationId);
    if (!op) throw new Error(`no operation ${operationId}`);
    const text = body === undefined || op.method.toUpperCase() === "GET" ? "" : JSON.stringify(body);
    const query = new URLSearchParams(options.query ?? {}).toString();
    const path = query ? `${op.path}?${query}` : op.path;
    let response: MockResponse;
    let request: MockRequest;
    if (op.kind === "access-token") {
      response = await sendToken(path, text);
      request = api.log[api.log.length - 1].request;
    } else {
      const timestamp = timestampGmt7(now());
      const stringToSign = asymmetricStringToSign({
        method: op.method.toUpperCase(),
        path,
        bodyHash: await sha256Hex(text),
        timestamp,
      });
      request = {
        method: op.method.toUpperCase(),
        url: path,
        headers: {
          "Content-Type": "application/json",
          Authorization: `Bearer ${options.accessToken ?? (await accessToken())}`,
          "X-TIMESTAMP": timestamp,
          "X-SIGNATURE": await signRsa(stringToSign, await key),
          "X-PARTNER-ID": credentials.clientId,
          "X-EXTERNAL-ID": options.externalId ?? newExternalId(),
          "CHANNEL-ID": DEFAULT_CHANNEL_ID,
          ...(options.customerToken ? { "Authorization-Customer": `Bearer ${options.customerToken}` } : {}),
          ...options.headers,
        },
        body: text,
      };
      response = await api.handle(request);
    }
    return { status: response.status, body: parse(response), request, response };
  }

  const open = (url: string) => {
    const u = new URL(url);
    return api.handle({ method: "GET", url: u.pathname + u.search, headers: {}, body: "" });
  };

  return { clientId: credentials.clientId, call, open, accessToken };
}
