import type { MockOperation } from "../mock";
import { namedHeaderFields, refreshBody, type Credentials, type HeaderField, type RequestTarget } from "./request";
import { sendRequest, type Exchange, type TokenCache } from "./send";
import type { Transport, TryItResponse } from "./transport";
import { resolveFills, setAt, type FilledValue, type FlowStep, type StepRecord } from "./flows";

/**
 * One step of a guide's flow (flows.ts), run as the Try it console runs a call: the operation's
 * first documented request with new references, then the values the earlier steps gave, signed
 * and sent through the environment's transport. Never throws: a step that fails says what to do.
 */

export interface FlowEnvironment {
  /** The operations the build publishes for the simulated sandbox (their schemas and examples). */
  operations: MockOperation[];
  credentials: Credentials;
  transport: Transport;
  /** Base URL of the cURL commands. */
  baseUrl: string;
  tokens: TokenCache;
  testCustomerToken: string | null;
  /** The simulated sandbox: visits are made by its test user; elsewhere the reader makes them. */
  simulated: boolean;
  now: Date;
  random: (length: number) => Uint8Array;
}

export interface StepOutcome {
  /** The calls made: a token call first where one was needed, then the step's own. */
  exchanges: Exchange[];
  filled: FilledValue[];
  /** For a visit or a notification: what was opened or what Saku sends, and its answer. */
  shown: { request: string; answer: string } | null;
  /** What the step's answer lets the later steps read; null when the step failed. */
  record: StepRecord | null;
  /** Why the step failed and what to do, or null. */
  error: string | null;
}

const json = (value: unknown) => JSON.stringify(value, null, 2);

/** Header fields of a published operation (its header schema, names as documented). */
function fieldsOf(operation: MockOperation): HeaderField[] {
  const schema = (typeof operation.headers === "object" ? operation.headers : {}) as {
    properties?: Record<string, unknown>;
    required?: string[];
  };
  const required = new Set(schema.required ?? []);
  const headers = Object.keys(schema.properties ?? {}).map((name) => ({
    name,
    required: required.has(name),
    example: "",
  }));
  // Content-Type on every call, GET included: the API checks it on each (the documented header rows list it).
  return namedHeaderFields(headers, true);
}

/** The operation's first request example with new references and the filled values set. */
function stepBody(operation: MockOperation, filled: FilledValue[], env: FlowEnvironment): Record<string, unknown> {
  const example = json(operation.requestExamples?.[0]?.value ?? {});
  const body = JSON.parse(refreshBody(example, env.now, env.random)) as Record<string, unknown>;
  for (const f of filled) if (f.target.startsWith("body.")) setAt(body, f.target.slice(5), f.value);
  return body;
}

const parse = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
};

/** The answer's response code and message, for a failing step's note. */
function refusal(response: TryItResponse): string {
  const answer = parse(response.body) as { responseCode?: unknown; responseMessage?: unknown };
  const code = typeof answer?.responseCode === "string" ? `${answer.responseCode} ` : "";
  const message = typeof answer?.responseMessage === "string" ? `(${answer.responseMessage})` : "";
  return `HTTP ${response.status} ${code}${message}`.trim();
}

const failed = (error: string, filled: FilledValue[] = [], exchanges: Exchange[] = []): StepOutcome => ({
  exchanges,
  filled,
  shown: null,
  record: null,
  error,
});

async function runCall(
  step: Extract<FlowStep, { kind: "call" }>,
  operation: MockOperation,
  filled: FilledValue[],
  env: FlowEnvironment,
): Promise<StepOutcome> {
  const fields = fieldsOf(operation);
  const body = operation.body ? stepBody(operation, filled, env) : null;
  const query: Record<string, string> = { ...step.query };
  const headerValues: Record<string, string> = {};
  for (const f of filled) {
    if (f.target.startsWith("query.")) query[f.target.slice(6)] = String(f.value);
    if (!f.target.startsWith("header.")) continue;
    const name = f.target.slice(7);
    // A token goes in its header as the API takes it: `Bearer <token>`.
    const token = fields.find((h) => h.name === name && (h.auto === "customer-token" || h.auto === "authorization"));
    headerValues[name] = token ? `Bearer ${String(f.value)}` : String(f.value);
  }
  const target: RequestTarget = {
    operationId: operation.operationId,
    method: operation.method as RequestTarget["method"],
    path: operation.path,
    apiType: operation.kind,
  };
  const outcome = await sendRequest({
    target,
    label: operation.summary ?? operation.operationId,
    fields,
    headerValues,
    pathParams: {},
    query,
    leftOut: fields.filter((f) => !f.required && !headerValues[f.name]).map((f) => f.name),
    body: body ? json(body) : "",
    credentials: env.credentials,
    transport: env.transport,
    baseUrl: env.baseUrl,
    tokens: env.tokens,
    testCustomerToken: env.testCustomerToken,
    now: env.now,
    random: env.random,
  });
  const last = outcome.exchanges.at(-1);
  if (outcome.error) return failed(outcome.error, filled, outcome.exchanges);
  const response = last?.response;
  if (!last || !response) return failed("The step got no answer. Run it again.", filled, outcome.exchanges);
  if (response.status >= 300)
    return failed(
      `${operation.summary ?? operation.operationId} was refused: ${refusal(response)}. ${
        response.hint ? `${response.hint} ` : ""
      }Its request and answer are below; start the flow over to run every step again with new references.`,
      filled,
      outcome.exchanges,
    );
  return {
    exchanges: outcome.exchanges,
    filled,
    shown: null,
    record: {
      request: body ?? query,
      headers: Object.fromEntries(last.request.headers),
      answer: parse(response.body),
      redirect: {},
    },
    error: null,
  };
}

async function runVisit(
  step: Extract<FlowStep, { kind: "visit" }>,
  filled: FilledValue[],
  env: FlowEnvironment,
): Promise<StepOutcome> {
  const url = String(filled[0].value);
  if (!env.simulated)
    return failed(
      `Open ${url} in a new tab and ${step.title.replace(/^The (customer|user) /, "")} as the sandbox's test user; then continue from the guide's next step in the Try it console of its API page.`,
      filled,
    );
  const address = new URL(url);
  const response = await env.transport.send({
    method: "GET",
    path: address.pathname + address.search,
    headers: [],
    body: "",
    stringToSign: "",
    signature: "",
    algorithm: "",
  });
  const location = response.headers.find(([name]) => name.toLowerCase() === "location")?.[1] ?? "";
  const back = location ? new URL(location, url) : null;
  const shown = {
    request: `GET ${url}`,
    answer: `HTTP ${response.status}${location ? `\nLocation: ${location}` : ""}`,
  };
  const error = back?.searchParams.get("error");
  if (response.status !== 302 || !back || error)
    return {
      ...failed(
        `The page did not complete${error ? ` (error=${error})` : ""}: ${refusal(response)}. Start the flow over: the page's address lasts 15 minutes.`,
        filled,
      ),
      shown,
    };
  return {
    exchanges: [],
    filled,
    shown,
    record: { request: null, headers: {}, answer: null, redirect: Object.fromEntries(back.searchParams) },
    error: null,
  };
}

function showNotification(operation: MockOperation, filled: FilledValue[], env: FlowEnvironment): StepOutcome {
  const body = stepBody(operation, filled, env);
  const success = operation.examples["200"]?.[0]?.value ?? {};
  return {
    exchanges: [],
    filled,
    shown: { request: `POST <your notification URL>\n\n${json(body)}`, answer: `HTTP 200\n\n${json(success)}` },
    record: { request: body, headers: {}, answer: success, redirect: {} },
    error: null,
  };
}

/** Runs step `index` of `steps` after the records of the steps before it. */
export async function runFlowStep(
  steps: FlowStep[],
  index: number,
  records: StepRecord[],
  env: FlowEnvironment,
): Promise<StepOutcome> {
  const step = steps[index];
  const fill = step.kind === "visit" ? { url: step.url } : step.fill;
  const { filled, missing } = resolveFills(fill, records.slice(0, index), env.credentials.clientId.trim());
  if (missing)
    return failed(
      `This step needs ${missing.replace(/^(\d+)\.(\w+)\./, "step $1's $2 field ")}, which step ${missing.split(".")[0]} did not give. Start the flow over and run the steps in order.`,
    );
  if (step.kind === "visit") return runVisit(step, filled, env);
  const operation = env.operations.find((o) => o.operationId === step.operationId);
  if (!operation) return failed(`The operation ${step.operationId} is not in this site's API reference.`);
  if (step.kind === "notification") return showNotification(operation, filled, env);
  try {
    return await runCall(step, operation, filled, env);
  } catch (error) {
    return failed(`The step could not run: ${error instanceof Error ? error.message : String(error)}`, filled);
  }
}
