import { ACCESS_TOKEN_BODY, bareAccessToken, curlCommand } from "../signature";
import {
  TryItError,
  accessTokenFields,
  accessTokenTarget,
  prepareRequest,
  type Credentials,
  type HeaderField,
  type PreparedRequest,
  type RequestTarget,
} from "./request";
import { TransportError, type Transport, type TryItResponse } from "./transport";

/**
 * One send of the Try it console, as the guides describe a call: for a service call, a B2B access
 * token first (authentication guide: cached, renewed before it expires), then the request itself,
 * with the bound user's customer token where the call is made for one. Each call is an exchange
 * the console shows: what was signed and sent, its cURL, and its answer.
 */

/** One call the console made: what was signed and sent, its cURL, and what came back (if anything). */
export interface Exchange {
  label: string;
  request: PreparedRequest;
  curl: string;
  response: TryItResponse | null;
}

/** The B2B access token of one environment for the visit (src/lib/tryit/session.ts keeps it in memory). */
export interface TokenCache {
  /** The token if it is still valid for another 30 seconds, else null. */
  get(): string | null;
  /** Remembers a token until `expiresAt` (milliseconds since the epoch). */
  set(token: string, expiresAt: number): void;
  clear(): void;
}

export function memoryTokenCache(clock: () => number = Date.now): TokenCache {
  let entry: { token: string; expiresAt: number } | null = null;
  return {
    get() {
      return entry && entry.expiresAt - 30_000 > clock() ? entry.token : null;
    },
    set(token, expiresAt) {
      entry = { token, expiresAt };
    },
    clear() {
      entry = null;
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
   * The customer token the environment accepts for its test user without a binding (the simulated
   * sandbox: Apply Token's documented answer); null where the reader must bind for real and enter it.
   */
  testCustomerToken: string | null;
  now: Date;
  random: (length: number) => Uint8Array;
}

export interface SendOutcome {
  exchanges: Exchange[];
  /** Why the request got no answer (or was not sent), for the reader; null when it was answered. */
  error: string | null;
}

function tokenOf(response: TryItResponse, now: Date): { token: string; expiresAt: number } | null {
  try {
    const answer = JSON.parse(response.body) as { accessToken?: unknown; expiresIn?: unknown };
    if (response.status !== 200 || typeof answer.accessToken !== "string") return null;
    return { token: answer.accessToken, expiresAt: now.getTime() + (Number(answer.expiresIn) || 900) * 1000 };
  } catch {
    return null;
  }
}

/** Stands in the cURL of a request whose token call got no answer, for the reader to replace. */
export const tokenPlaceholder = "<accessToken from Get B2B Access Token>";

/** Signs and sends the operation's request, after the token call it needs. Never throws. */
export async function sendRequest(input: SendInput): Promise<SendOutcome> {
  const exchanges: Exchange[] = [];
  const typed = (field: HeaderField | undefined) => (field ? (input.headerValues[field.name]?.trim() ?? "") : "");
  const included = (auto: HeaderField["auto"]) =>
    input.target.apiType === "service"
      ? input.fields.find((f) => f.auto === auto && (f.required || !input.leftOut.includes(f.name)))
      : undefined;
  /** Set when the token call got no answer: the request is then only prepared, with a placeholder. */
  let unanswered: TransportError | null = null;

  try {
    const authorization = included("authorization");
    const customer = included("customer-token");
    // Tokens the reader typed are sent (and signed) as typed: no token call.
    let accessToken = bareAccessToken(typed(authorization));
    const customerToken = bareAccessToken(typed(customer)) || input.testCustomerToken || "";
    if (customer && !customerToken)
      throw new TryItError(
        `Enter the user's customer token in ${customer.name} as "Bearer <accessToken>": in this environment it comes from a real binding (Get OAuth or Deeplink Binding, approved by the test user, then Apply Token).`,
      );
    if (authorization && !accessToken) accessToken = input.tokens.get() ?? "";
    if (authorization && !accessToken) {
      const request = await prepareRequest({
        target: accessTokenTarget(),
        fields: accessTokenFields,
        headerValues: {},
        query: {},
        body: ACCESS_TOKEN_BODY,
        credentials: input.credentials,
        accessToken: "",
        now: input.now,
        random: input.random,
      });
      const exchange: Exchange = {
        label: "Get B2B Access Token",
        request,
        curl: curlCommand(input.baseUrl, request),
        response: null,
      };
      exchanges.push(exchange);
      try {
        exchange.response = await input.transport.send(request);
        const got = tokenOf(exchange.response, input.now);
        if (!got)
          return {
            exchanges,
            error:
              "The access-token call was refused, so the request was not sent. Its answer is below: check the client id and private key.",
          };
        input.tokens.set(got.token, got.expiresAt);
        accessToken = got.token;
      } catch (error) {
        if (!(error instanceof TransportError)) throw error;
        unanswered = error;
        accessToken = tokenPlaceholder;
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
      accessToken,
      customerToken,
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
    if (unanswered) return { exchanges, error: `${unanswered.message} ${unsentNote(request)}` };
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
function unsentNote(request: PreparedRequest): string {
  return [
    `The request itself was not sent: its cURL below has ${tokenPlaceholder} where the token call's answer goes.`,
    request.algorithm.startsWith("HMAC")
      ? "Its symmetric signature covers the access token, so sign it again with the real token (Signature Playground) before you run it."
      : "Replace the placeholder and run it within 5 minutes of its X-TIMESTAMP.",
  ].join(" ");
}
