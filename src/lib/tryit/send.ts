import { ACCESS_TOKEN_BODY, bareAccessToken, curlCommand } from "../signature";
import {
  TryItError,
  accessTokenFields,
  accessTokenTarget,
  customerTokenBody,
  customerTokenTarget,
  prepareRequest,
  type Credentials,
  type HeaderField,
  type PreparedRequest,
  type RequestTarget,
} from "./request";
import { TransportError, type Transport, type TryItResponse } from "./transport";

/**
 * One send of the Try it console, as the guides describe a call: for a service call, a B2B access
 * token first (authentication guide: cached, renewed before it expires); for a call made for a
 * bound user, a customer token from Apply Token (widget binding guide); then the request itself.
 * Each call is an exchange the console shows: what was signed and sent, its cURL, and its answer.
 */

/** One call the console made: what was signed and sent, its cURL, and what came back (if anything). */
export interface Exchange {
  label: string;
  request: PreparedRequest;
  curl: string;
  response: TryItResponse | null;
}

export type TokenKind = "b2b" | "customer";

/** Tokens of one environment for the visit (src/lib/tryit/session.ts keeps them in memory). */
export interface TokenCache {
  /** A token still valid for another 30 seconds, else null. */
  get(kind: TokenKind): string | null;
  /** Remembers a token until `expiresAt` (milliseconds since the epoch). */
  set(kind: TokenKind, token: string, expiresAt: number): void;
  clear(): void;
}

export function memoryTokenCache(clock: () => number = Date.now): TokenCache {
  const tokens = new Map<TokenKind, { token: string; expiresAt: number }>();
  return {
    get(kind) {
      const entry = tokens.get(kind);
      return entry && entry.expiresAt - 30_000 > clock() ? entry.token : null;
    },
    set(kind, token, expiresAt) {
      tokens.set(kind, { token, expiresAt });
    },
    clear() {
      tokens.clear();
    },
  };
}

export interface SendInput {
  target: RequestTarget;
  label: string;
  fields: HeaderField[];
  headerValues: Record<string, string>;
  pathParams: Record<string, string>;
  query: Record<string, string>;
  leftOut: string[];
  /** The body to send, already renewed or kept as the reader chose. */
  body: string;
  credentials: Credentials;
  transport: Transport;
  /** Base URL of the cURL commands. */
  baseUrl: string;
  tokens: TokenCache;
  /**
   * Whether the console may get a customer token itself with Apply Token: only in the simulated
   * sandbox, which has no consent page to approve; a real sandbox needs a real binding.
   */
  bindsCustomer: boolean;
  now: Date;
  random: (length: number) => Uint8Array;
}

export interface SendOutcome {
  exchanges: Exchange[];
  /** Why the request got no answer (or was not sent), for the reader; null when it was answered. */
  error: string | null;
}

/** What a token call gives: the token and when it expires, or null when it was refused. */
type TokenAnswer = { token: string; expiresAt: number } | null;

function b2bTokenOf(response: TryItResponse, now: Date): TokenAnswer {
  const answer = jsonOf(response);
  if (response.status !== 200 || typeof answer?.accessToken !== "string") return null;
  return { token: answer.accessToken, expiresAt: now.getTime() + (Number(answer.expiresIn) || 900) * 1000 };
}

function customerTokenOf(response: TryItResponse, now: Date): TokenAnswer {
  const answer = jsonOf(response);
  if (response.status !== 200 || typeof answer?.accessToken !== "string") return null;
  // Valid until accessTokenExpiryTime, documented as 30 minutes after issue.
  const expiry = typeof answer.accessTokenExpiryTime === "string" ? Date.parse(answer.accessTokenExpiryTime) : NaN;
  const expiresAt = expiry > now.getTime() ? expiry : now.getTime() + 30 * 60_000;
  return { token: answer.accessToken, expiresAt };
}

function jsonOf(response: TryItResponse): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(response.body);
    return value && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** Stands in the cURL of a request whose token call got no answer, for the reader to replace. */
export const tokenPlaceholders: Record<TokenKind, string> = {
  b2b: "<accessToken from Get B2B Access Token>",
  customer: "<accessToken from Apply Token>",
};

const tokenSteps: Record<TokenKind, { label: string; target: () => RequestTarget; body: (i: SendInput) => string }> = {
  b2b: { label: "Get B2B Access Token", target: accessTokenTarget, body: () => ACCESS_TOKEN_BODY },
  customer: {
    label: "Apply Token (customer token)",
    target: customerTokenTarget,
    body: (i) => customerTokenBody(i.now, i.random),
  },
};

/** Signs and sends the operation's request, with the token calls it needs first. Never throws. */
export async function sendRequest(input: SendInput): Promise<SendOutcome> {
  const exchanges: Exchange[] = [];
  const typed = (field: HeaderField | undefined) => (field ? (input.headerValues[field.name]?.trim() ?? "") : "");
  const included = (auto: HeaderField["auto"]) =>
    input.fields.find((f) => f.auto === auto && (f.required || !input.leftOut.includes(f.name)));
  const tokens: Record<TokenKind, string> = { b2b: "", customer: "" };
  /** Set when a token call got no answer: the request is then only prepared, with placeholders. */
  let unanswered: TransportError | null = null;

  const tokenCall = async (kind: TokenKind): Promise<"ok" | "refused"> => {
    const cached = input.tokens.get(kind);
    if (cached) {
      tokens[kind] = cached;
      return "ok";
    }
    const step = tokenSteps[kind];
    const request = await prepareRequest({
      target: step.target(),
      fields: accessTokenFields,
      headerValues: {},
      query: {},
      body: step.body(input),
      credentials: input.credentials,
      accessToken: "",
      now: input.now,
      random: input.random,
    });
    const exchange: Exchange = {
      label: step.label,
      request,
      curl: curlCommand(input.baseUrl, request),
      response: null,
    };
    exchanges.push(exchange);
    exchange.response = await input.transport.send(request);
    const got = (kind === "b2b" ? b2bTokenOf : customerTokenOf)(exchange.response, input.now);
    if (!got) return "refused";
    input.tokens.set(kind, got.token, got.expiresAt);
    tokens[kind] = got.token;
    return "ok";
  };

  try {
    const authorization = input.target.apiType === "service" ? included("authorization") : undefined;
    const customer = input.target.apiType === "service" ? included("customer-token") : undefined;
    // A token the reader typed is sent (and signed) as typed: no token call.
    if (authorization) tokens.b2b = bareAccessToken(typed(authorization));
    if (customer) tokens.customer = bareAccessToken(typed(customer));
    if (customer && !tokens.customer && !input.bindsCustomer)
      throw new TryItError(
        `Enter the user's customer token in ${customer.name} as "Bearer <accessToken>": in this environment it comes from a real binding (Get OAuth or Deeplink Binding, approved by the test user, then Apply Token).`,
      );
    for (const [kind, needed] of [
      ["b2b", authorization && !tokens.b2b],
      ["customer", customer && !tokens.customer],
    ] as [TokenKind, boolean][]) {
      if (!needed || unanswered) continue;
      try {
        if ((await tokenCall(kind)) === "refused")
          return {
            exchanges,
            error: `The ${tokenSteps[kind].label} call was refused, so the request was not sent. Its answer is below${kind === "b2b" ? ": check the client id and private key" : ""}.`,
          };
      } catch (error) {
        if (!(error instanceof TransportError)) throw error;
        unanswered = error;
        for (const k of ["b2b", "customer"] as TokenKind[]) tokens[k] ||= tokenPlaceholders[k];
      }
    }

    const request = await prepareRequest({
      target: input.target,
      fields: input.fields,
      headerValues: input.headerValues,
      pathParams: input.pathParams,
      query: input.query,
      leftOut: input.leftOut,
      body: input.body,
      credentials: input.credentials,
      accessToken: tokens.b2b,
      customerToken: tokens.customer,
      now: input.now,
      random: input.random,
    });
    const exchange: Exchange = {
      label: input.label,
      request,
      curl: curlCommand(input.baseUrl, request),
      response: null,
    };
    exchanges.push(exchange);
    if (unanswered) return { exchanges, error: `${unanswered.message} ${unsentNote(request, input.credentials)}` };
    exchange.response = await input.transport.send(request);
    return { exchanges, error: null };
  } catch (error) {
    const message =
      error instanceof TryItError || error instanceof TransportError
        ? error.message
        : `The request could not be made: ${error instanceof Error ? error.message : String(error)}`;
    return { exchanges, error: message };
  }
}

/** How to run the prepared request by hand after its token call got no answer. */
function unsentNote(request: PreparedRequest, credentials: Credentials): string {
  const placeholders = Object.values(tokenPlaceholders).filter((p) => request.headers.some(([, v]) => v.includes(p)));
  if (!placeholders.length) return "";
  const symmetric = request.algorithm.startsWith("HMAC");
  return [
    `The request itself was not sent: its cURL below has ${placeholders.join(" and ")} where the token call's answer goes.`,
    symmetric && credentials.signing === "symmetric"
      ? "Its symmetric signature covers the access token, so sign it again with the real token (Signature Playground) before you run it."
      : "Replace the placeholder and run it within 5 minutes of its X-TIMESTAMP.",
  ].join(" ");
}
