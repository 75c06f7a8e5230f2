import { checkJson, parseJsonText } from "../schema-check";
import {
  ACCESS_TOKEN_PATH,
  BodyJsonError,
  accessTokenStringToSign,
  asymmetricStringToSign,
  minifyBody,
  externalIdProblems,
  symmetricStringToSign,
  timestampFormatProblems,
  timestampProblems,
  timestampGmt7,
  importPublicKey,
  sha256Hex,
  verifyHmac,
  verifyRsa,
} from "../signature";
import { isObject as isRecord } from "./answer";
import { exampleRecordAnswer, exampleRecordOf, seedExampleRecords } from "./example-records";
import { createLedgerState, replyWith, type Answer, type Binding, type RuleContext } from "./ledger";
import { ledgerFromJson, ledgerToJson } from "./ledger-json";
import { ruleOf } from "./rules";
import { openPage } from "./rules/pages";
import { EXPIRED_TOKEN } from "./scenarios";
import {
  dayGmt7,
  fail,
  headerSchemaNames,
  isObject,
  parseTimestamp,
  randomToken,
  schemaFailure,
  type Failure,
} from "./checks";
import type {
  MockCredential,
  MockOperation,
  MockOptions,
  MockRequest,
  MockTrace,
  MockResponse,
  MockApi,
} from "./types";

/**
 * A mock of the merchant API, checking each request the way the real one does: known path and method, required headers present and well formed, `X-TIMESTAMP`
 * within 5 minutes, a known client, a B2B token issued by the token call, `X-SIGNATURE` verified
 * with the client's public key (SHA256withRSA) or client secret (HMAC-SHA512), the body valid
 * against the operation's schema and `X-EXTERNAL-ID` unique per day. Then the business rules of
 * the operation, on a transaction store of its own (ledger.ts, rules/*.ts): deadlines such as
 * `validUpTo`, idempotency keys, what a follow-up refers to, statuses that move with the clock,
 * the Scenario Testing guide's triggers. Failures answer with the operation's documented response
 * code; success with the document's example, carrying this request's values (answer.ts).
 *
 * Pure TypeScript on Web Crypto, so it runs in Node (the sample tests, src/node/samples/mock-server.ts)
 * and in the browser (the "Try it" console's simulated sandbox). Operations are the build's
 * per-operation data (src/node/openapi/mock-operations.ts).
 */
export function createMockApi(options: MockOptions): MockApi {
  const now = options.now ?? (() => new Date());
  const tokenSeconds = options.tokenSeconds ?? 900;
  const b2bTokens = new Map<string, { clientId: string; expires: number }>();
  // The transaction store: this mock's own, or the one `options.ledger` keeps between requests.
  let state = createLedgerState();
  seedExampleRecords(state, options);
  let savedText: string | null = null;
  const load = () => {
    const text = options.ledger?.read();
    if (text === undefined) return;
    state = text === null ? createLedgerState() : ledgerFromJson(text);
    seedExampleRecords(state, options);
    savedText = text;
  };
  const save = () => {
    if (!options.ledger) return;
    const text = ledgerToJson(state);
    if (text !== savedText) options.ledger.write(text);
    savedText = text;
  };
  const random = (length: number) => globalThis.crypto.getRandomValues(new Uint8Array(length));
  const externalIds = new Set<string>();
  const publicKeys = new Map<string, Promise<CryptoKey>>();
  const log: MockApi["log"] = [];

  const publicKeyOf = (clientId: string, pem: string) => {
    let key = publicKeys.get(clientId);
    if (!key) {
      key = importPublicKey(pem);
      publicKeys.set(clientId, key);
    }
    return key;
  };

  function answer(
    trace: MockTrace,
    op: MockOperation | null,
    status: number,
    caseCode: string,
    message: string,
  ): MockResponse {
    const code = `${status}${op?.serviceCode ?? "00"}${caseCode}`;
    // The token call answers with its example; a failed check says which field failed, as the
    // real API's message does.
    const documented = status === 200 ? op?.examples["200"]?.[0] : undefined;
    const body = documented ? documented.value : { responseCode: code, responseMessage: message };
    trace.outcome = `${code} ${isObject(body) && typeof body.responseMessage === "string" ? body.responseMessage : message}`;
    return {
      status,
      headers: { "Content-Type": "application/json", "X-TIMESTAMP": timestampGmt7(now()) },
      body: JSON.stringify(body),
      trace,
    };
  }

  async function handle(request: MockRequest): Promise<MockResponse> {
    const trace: MockTrace = { operationId: null, clientId: null, checks: [], outcome: "" };
    const check = (name: string, ok: boolean, detail?: string) => {
      trace.checks.push(detail === undefined ? { check: name, ok } : { check: name, ok, detail });
      return ok;
    };
    const url = new URL(request.url, "http://mock.invalid");
    const relativePath = url.pathname + url.search;
    const method = request.method.toUpperCase();
    const page = method === "GET" ? state.pages.get(url.pathname + url.search) : undefined;
    const opened = page ? openPage(state, page, now().getTime(), random) : null;
    if (opened) {
      check("sandbox page", true, url.pathname);
      return respond(trace, opened);
    }
    const candidates = options.operations.filter((o) => o.path === url.pathname && o.kind !== "notification");
    const op = candidates.find((o) => o.method.toUpperCase() === method) ?? null;
    if (!op) {
      check("path and method", false, `${method} ${url.pathname}`);
      return candidates.length
        ? answer(trace, null, 405, "00", `Method Not Allowed. ${method} ${url.pathname}`)
        : answer(trace, null, 404, "00", `Not Found. No operation at ${method} ${url.pathname}`);
    }
    trace.operationId = op.operationId;
    check("path and method", true, `${method} ${url.pathname}: ${op.operationId}`);
    // A refused request answers with its code and a message naming what was wrong with it.
    const failWith = (f: Failure) => answer(trace, op, f.status, f.caseCode, f.message);

    // Headers, compared case-insensitively, under their documented names.
    const received = new Map<string, string>();
    for (const [name, value] of Object.entries(request.headers))
      if (value !== undefined) received.set(name.toLowerCase(), Array.isArray(value) ? value.join(", ") : value);
    const header = (name: string) => received.get(name.toLowerCase());
    const { names, required } = headerSchemaNames(op.headers);
    const headers: Record<string, string> = {};
    for (const name of names) {
      const value = header(name);
      if (value !== undefined) headers[name] = value;
    }
    const contentType = header("content-type");
    if (!check("Content-Type", contentType !== undefined && /^application\/json\b/i.test(contentType), contentType))
      return failWith(
        contentType === undefined
          ? fail(400, "02", "Invalid Mandatory Field Content-Type")
          : fail(400, "01", "Invalid Field Format Content-Type"),
      );
    const missing = required.find((name) => headers[name] === undefined || headers[name] === "");
    if (!check("required headers", !missing, missing ? `${missing} is missing` : required.join(", ")))
      return failWith(fail(400, "02", `Invalid Mandatory Field ${missing}`));
    const headerFailure = schemaFailure(checkJson(op.headers, headers));
    if (!check("header formats", !headerFailure, headerFailure?.message)) return failWith(headerFailure as Failure);

    const timestamp = headers["X-TIMESTAMP"] ?? "";
    const timeProblems = timestampProblems(timestamp, now());
    if (!check("X-TIMESTAMP", !timeProblems.length, timeProblems.join(" ") || timestamp))
      // Well formed but more than 5 minutes off: the documented `401xx00` (a signature that can no
      // longer be trusted); not ISO-8601 with offset: `400xx01`.
      return failWith(
        timestampFormatProblems(timestamp).length
          ? fail(400, "01", "Invalid Field Format X-TIMESTAMP")
          : fail(401, "00", "Unauthorized. Signature"),
      );
    const externalId = headers["X-EXTERNAL-ID"];
    if (externalId !== undefined && !check("X-EXTERNAL-ID format", !externalIdProblems(externalId).length, externalId))
      return failWith(fail(400, "01", "Invalid Field Format X-EXTERNAL-ID"));

    // The client: X-CLIENT-KEY on access-token calls, X-PARTNER-ID on service calls.
    const clientId = op.kind === "access-token" ? headers["X-CLIENT-KEY"] : headers["X-PARTNER-ID"];
    trace.clientId = clientId ?? null;
    const credential = clientId !== undefined ? options.credentials[clientId] : undefined;
    if (!check("client", credential !== undefined, clientId ? `client id ${clientId}` : "no client id"))
      return failWith(fail(401, "00", "Unauthorized. Unknown client"));
    const client = credential as MockCredential;

    // The B2B token (Authorization) and the customer token (Authorization-Customer).
    let accessToken = "";
    if (names.includes("Authorization") && op.kind === "service") {
      const value = headers.Authorization ?? "";
      accessToken = /^Bearer\s+(\S+)$/i.exec(value)?.[1] ?? "";
      const issued = b2bTokens.get(accessToken);
      const valid = issued !== undefined && issued.clientId === clientId && issued.expires > now().getTime();
      const detail = !accessToken
        ? "not `Bearer <token>`"
        : accessToken === EXPIRED_TOKEN
          ? "expired (the sandbox's expired token)"
          : !issued
            ? "not a token this API issued"
            : issued.clientId !== clientId
              ? "issued to another client"
              : issued.expires <= now().getTime()
                ? "expired"
                : "valid";
      if (!check("Authorization (B2B token)", valid, detail)) return failWith(fail(401, "01", "Invalid Token (B2B)"));
    }
    const customerHeader = headers["Authorization-Customer"];
    let customer: Binding | null = null;
    if (customerHeader !== undefined) {
      const token = /^Bearer\s+(\S+)$/i.exec(customerHeader)?.[1] ?? "";
      const binding = state.bindings.get(token);
      // Account Unbinding repeated after a timeout finds its first answer, although that revoked the token.
      const revokedRetry = binding?.active === false && op.operationId === "accountUnbinding";
      const problem = !token
        ? "malformed"
        : token === EXPIRED_TOKEN
          ? "expired (the sandbox's expired token)"
          : !binding
            ? "not a customer token this API issued"
            : binding.clientId !== null && binding.clientId !== clientId
              ? "issued to another client"
              : binding.expires <= now().getTime()
                ? "expired"
                : !binding.active && !revokedRetry
                  ? "revoked by Account Unbinding"
                  : null;
      if (!check("Authorization-Customer", !problem, problem ?? `valid, user ${binding?.user ?? ""}`)) {
        if (!binding && token && token !== EXPIRED_TOKEN)
          trace.hint = "This customer token was not issued in this visit's simulated sandbox: run Apply Token first.";
        return failWith(fail(401, "01", "Invalid Token (B2B2C)"));
      }
      customer = binding ?? null;
    }

    // The body: JSON, minified as sent (the hash covers exactly the tokens received).
    let minified = "";
    let value: unknown = undefined;
    if (request.body.trim()) {
      const parsed = parseJsonText(request.body);
      if ("problem" in parsed) {
        check(
          "body is JSON",
          false,
          `line ${parsed.problem.line}, column ${parsed.problem.column}: ${parsed.problem.message}`,
        );
        return failWith(fail(400, "01", "Invalid Field Format. The body is not JSON"));
      }
      value = parsed.value;
      try {
        minified = minifyBody(request.body).minified;
      } catch (error) {
        if (!(error instanceof BodyJsonError)) throw error;
        return failWith(fail(400, "01", "Invalid Field Format. The body is not JSON"));
      }
    }

    // The signature.
    const signature = headers["X-SIGNATURE"] ?? "";
    let verified: "asymmetric" | "symmetric" | null = null;
    if (op.kind === "access-token") {
      trace.stringToSign = accessTokenStringToSign(clientId, timestamp);
      if (
        client.publicKeyPem &&
        (await verifyRsa(trace.stringToSign, signature, await publicKeyOf(clientId, client.publicKeyPem)))
      )
        verified = "asymmetric";
    } else {
      const parts = { method, path: relativePath, bodyHash: await sha256Hex(minified), timestamp };
      trace.stringToSign = asymmetricStringToSign(parts);
      if (
        client.publicKeyPem &&
        (await verifyRsa(trace.stringToSign, signature, await publicKeyOf(clientId, client.publicKeyPem)))
      )
        verified = "asymmetric";
      if (!verified && client.clientSecret && accessToken) {
        trace.symmetricStringToSign = symmetricStringToSign({ ...parts, accessToken });
        if (await verifyHmac(trace.symmetricStringToSign, signature, client.clientSecret)) verified = "symmetric";
      }
    }
    if (verified) trace.signature = verified;
    const expected = [trace.stringToSign, trace.symmetricStringToSign].filter(Boolean).join(" or ");
    if (
      !check(
        "X-SIGNATURE",
        verified !== null,
        verified ? `${verified}, signed ${expected}` : `expected a signature of ${expected}`,
      )
    )
      return failWith(fail(401, "00", "Unauthorized. Signature"));

    // Query and body against the operation's schemas.
    const query: Record<string, string> = {};
    url.searchParams.forEach((v, k) => (query[k] = v));
    if (op.query) {
      const queryFailure = schemaFailure(checkJson(op.query, query));
      if (!check("query", !queryFailure, queryFailure?.message)) return failWith(queryFailure as Failure);
    }
    if (op.body) {
      if (!check("body present", value !== undefined))
        return failWith(fail(400, "02", "Invalid Mandatory Field. No body"));
      const bodyFailure = schemaFailure(checkJson(op.body, value));
      if (!check("body schema", !bodyFailure, bodyFailure?.message)) return failWith(bodyFailure as Failure);
    }

    if (externalId !== undefined) {
      const key = `${clientId}\u0000${dayGmt7(now())}\u0000${externalId}`;
      const repeated = externalIds.has(key);
      externalIds.add(key);
      if (!check("X-EXTERNAL-ID unique today", !repeated, externalId)) return failWith(fail(409, "00", "Conflict"));
    }

    // The business rules of the operation, on this mock's transaction store.
    if (op.kind === "access-token" && url.pathname === ACCESS_TOKEN_PATH) {
      const response = answer(trace, op, 200, "00", "Successful");
      const token = randomToken();
      const body = JSON.parse(response.body) as Record<string, unknown>;
      body.accessToken = token;
      b2bTokens.set(token, { clientId: clientId, expires: now().getTime() + tokenSeconds * 1000 });
      body.expiresIn = String(tokenSeconds);
      response.body = JSON.stringify(body);
      return response;
    }
    const at = now().getTime();
    const ctx: RuleContext = {
      op,
      operations: options.operations,
      clientId,
      body: isRecord(value) ? value : {},
      query,
      headers,
      now: at,
      sentAt: parseTimestamp(timestamp)?.getTime() ?? at,
      externalId,
      customer,
      state,
      random,
      trigger() {
        const outcome = options.scenarios?.({ operation: op, body: value, headers, query }) ?? null;
        if (outcome) check("scenario", true, outcome.reason);
        return outcome;
      },
      reply: (status, caseCode, replyOptions) => replyWith(ctx, status, caseCode, replyOptions),
      check,
      hint: (text) => (trace.hint = text),
    };
    const ruled = ruleOf(op.operationId)(ctx);
    const example = options.exampleRecords && ruled.status === 404 ? exampleRecordOf(op, ctx.body) : undefined;
    if (example && check("the documentation's example record", true, example.name)) {
      trace.hint = `This is the documentation's example request "${example.summary}": the simulated sandbox answers it as documented. References you change are looked up in what you created in this visit.`;
      return respond(trace, exampleRecordAnswer(ctx, example));
    }
    return respond(trace, ruled);
  }

  /** The HTTP answer of a rule's or a page's answer. */
  function respond(trace: MockTrace, a: Answer): MockResponse {
    const body = isRecord(a.body) ? a.body : {};
    trace.outcome =
      typeof body.responseCode === "string"
        ? `${body.responseCode} ${typeof body.responseMessage === "string" ? body.responseMessage : ""}`.trim()
        : `${a.status} sandbox page`;
    return {
      status: a.status,
      headers: { "Content-Type": "application/json", "X-TIMESTAMP": timestampGmt7(now()), ...a.headers },
      body: JSON.stringify(a.body),
      trace,
    };
  }

  return {
    log,
    async handle(request) {
      load();
      const response = await handle(request);
      save();
      log.push({ request, response });
      return response;
    },
  };
}
