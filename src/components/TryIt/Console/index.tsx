import React, { useEffect, useMemo, useState } from "react";
import { siteConfig } from "../../../config";
import { usePrefixedId } from "../../../hooks/usePrefixedId";
import { codeText } from "../../../lib/openapi/sections";
import type { OperationView } from "../../../lib/openapi/types";
import { checkJson, formatPath, parseJsonText, type Violation } from "../../../lib/json-schema-check";
import {
  ACCESS_TOKEN_BODY,
  TryItError,
  accessTokenFields,
  accessTokenTarget,
  curlOf,
  headerFields,
  prepareRequest,
  refreshBody,
  type Credentials as CredentialValues,
  type PreparedRequest,
} from "../../../lib/tryit/request";
import {
  cachedToken,
  currentCredentials,
  rememberToken,
  storeEnvironment,
  storedEnvironment,
  updateCredentials,
  type Environment,
} from "../../../lib/tryit/session";
import { TransportError, networkTransport, type Transport } from "../../../lib/tryit/transport";
import type { OperationSchemas } from "..";
import { Credentials } from "./Credentials";
import { NotificationConsole } from "./Notification";
import { Result, type Exchange } from "./Result";
import * as styles from "./styles.module.css";

export interface ConsoleProps {
  operation: OperationView;
  schemas: OperationSchemas;
}

const sandboxUrl = siteConfig.tryIt.sandboxUrl;
const random = (length: number) => crypto.getRandomValues(new Uint8Array(length));

/** The base URL a cURL command of an environment targets. */
function baseUrlOf(environment: Environment, operation: OperationView): string {
  return environment === "sandbox" && sandboxUrl ? sandboxUrl : operation.sandboxBaseUrl;
}

async function transportFor(environment: Environment, credentials: CredentialValues): Promise<Transport> {
  if (environment === "sandbox" && sandboxUrl) return networkTransport(sandboxUrl);
  const { simulatedTransport } = await import(
    /* webpackChunkName: "simulated-sandbox" */ "../../../lib/tryit/simulated"
  );
  return simulatedTransport(credentials);
}

function exampleBody(operation: OperationView): string {
  return operation.requestExamples[0] ? codeText(operation.requestExamples[0].code) : "";
}

function exampleQuery(operation: OperationView): Record<string, string> {
  return Object.fromEntries(operation.query.filter((r) => r.depth === 0).map((r) => [r.name, r.example ?? ""]));
}

/** The console of one operation: environment, credentials, the request, and the result. */
export function Console({ operation, schemas }: ConsoleProps) {
  const id = usePrefixedId("try-it");
  const [environment, setEnvironment] = useState<Environment>(() => storedEnvironment(Boolean(sandboxUrl)));
  const [credentials, setCredentials] = useState<CredentialValues>(currentCredentials);
  const changeCredentials = (next: CredentialValues) => {
    updateCredentials(next);
    setCredentials(next);
  };
  const changeEnvironment = (next: Environment) => {
    storeEnvironment(next);
    setEnvironment(next);
  };

  return (
    <div className={styles.console}>
      <div className={styles.row}>
        <label className={styles.label} htmlFor={`${id}-environment`}>
          Environment
        </label>
        <select
          id={`${id}-environment`}
          className={styles.input}
          value={environment}
          onChange={(e) => changeEnvironment(e.currentTarget.value === "sandbox" ? "sandbox" : "simulated")}
        >
          <option value="simulated">Simulated sandbox (in this page)</option>
          {sandboxUrl && <option value="sandbox">Sandbox ({sandboxUrl})</option>}
        </select>
        <p className={styles.hint}>
          {environment === "simulated"
            ? "Runs in this page: it checks your request as the API does (headers, timestamp, schema, signature) and answers with the documented examples. Nothing leaves your browser. Amounts, accounts and users from the Scenario Testing guide select their outcomes."
            : `Requests go from your browser to ${sandboxUrl ?? ""}. Your keys still never leave this page: only the signed request does.`}
        </p>
      </div>
      <Credentials
        id={id}
        value={credentials}
        onChange={changeCredentials}
        environment={environment}
        chooseSigning={operation.apiType === "service"}
      />
      {operation.apiType === "notification" ? (
        <NotificationConsole id={id} operation={operation} schemas={schemas} />
      ) : (
        <RequestConsole
          id={id}
          operation={operation}
          schemas={schemas}
          environment={environment}
          credentials={credentials}
        />
      )}
    </div>
  );
}

interface RequestConsoleProps extends ConsoleProps {
  id: string;
  environment: Environment;
  credentials: CredentialValues;
}

type Outcome = { kind: "exchanges"; exchanges: Exchange[] } | { kind: "error"; message: string; exchanges: Exchange[] };

/** The B2B access token for service calls: cached for the visit, else fetched like the guide says. */
async function accessToken(
  environment: Environment,
  transport: Transport,
  credentials: CredentialValues,
  baseUrl: string,
  exchanges: Exchange[],
): Promise<string | null> {
  const cached = cachedToken(environment);
  if (cached) return cached;
  const request = await prepareRequest({
    target: accessTokenTarget(),
    fields: accessTokenFields,
    headerValues: {},
    query: {},
    body: ACCESS_TOKEN_BODY,
    credentials,
    accessToken: "",
    now: new Date(),
    random,
  });
  const exchange: Exchange = { label: "Get B2B Access Token", request, curl: curlOf(baseUrl, request), response: null };
  exchanges.push(exchange);
  exchange.response = await transport.send(request);
  if (exchange.response.status !== 200) return null;
  try {
    const answer = JSON.parse(exchange.response.body) as { accessToken?: unknown; expiresIn?: unknown };
    if (typeof answer.accessToken !== "string") return null;
    rememberToken(environment, answer.accessToken, Number(answer.expiresIn) || 900);
    return answer.accessToken;
  } catch {
    return null;
  }
}

function RequestConsole({ id, operation, schemas, environment, credentials }: RequestConsoleProps) {
  const fields = useMemo(() => headerFields(operation.headers, Boolean(operation.requestBody)), [operation]);
  const [headerValues, setHeaderValues] = useState<Record<string, string>>(() =>
    Object.fromEntries(fields.filter((f) => !f.auto).map((f) => [f.name, f.example])),
  );
  const [query, setQuery] = useState(() => exampleQuery(operation));
  const [body, setBody] = useState(() => exampleBody(operation));
  const [checkedBody, setCheckedBody] = useState(body);
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  useEffect(() => {
    const timer = window.setTimeout(() => setCheckedBody(body), 150);
    return () => window.clearTimeout(timer);
  }, [body]);
  const problems = useMemo((): { syntax: string | null; violations: Violation[] } => {
    if (!operation.requestBody || !schemas.body || !checkedBody.trim()) return { syntax: null, violations: [] };
    const parsed = parseJsonText(checkedBody);
    if ("problem" in parsed)
      return {
        syntax: `Line ${parsed.problem.line}, column ${parsed.problem.column}: ${parsed.problem.message}.`,
        violations: [],
      };
    return { syntax: null, violations: checkJson(schemas.body, parsed.value) };
  }, [checkedBody, schemas.body, operation.requestBody]);
  const hasProblems = problems.violations.length > 0;

  const send = async () => {
    setSending(true);
    const exchanges: Exchange[] = [];
    const baseUrl = baseUrlOf(environment, operation);
    try {
      const now = new Date();
      const fresh = operation.requestBody ? refreshBody(body, now, random) : "";
      if (fresh !== body) {
        setBody(fresh);
        setCheckedBody(fresh);
      }
      const transport = await transportFor(environment, credentials);
      let token = "";
      if (operation.apiType === "service") {
        const got = await accessToken(environment, transport, credentials, baseUrl, exchanges);
        if (!got) {
          setOutcome({
            kind: "error",
            message:
              "The access-token call was refused, so the request was not sent. Its answer is below: check the client id and private key.",
            exchanges,
          });
          return;
        }
        token = got;
      }
      const request: PreparedRequest = await prepareRequest({
        target: operation,
        fields,
        headerValues,
        query,
        body: fresh,
        credentials,
        accessToken: token,
        now,
        random,
      });
      const exchange: Exchange = { label: operation.summary, request, curl: curlOf(baseUrl, request), response: null };
      exchanges.push(exchange);
      exchange.response = await transport.send(request);
      setOutcome({ kind: "exchanges", exchanges });
    } catch (error) {
      const message =
        error instanceof TryItError || error instanceof TransportError
          ? error.message
          : `The request could not be made: ${error instanceof Error ? error.message : String(error)}`;
      setOutcome({ kind: "error", message, exchanges });
    } finally {
      setSending(false);
    }
  };

  const queryRows = operation.query.filter((r) => r.depth === 0);
  return (
    <>
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>Request</legend>
        <p className={styles.endpoint}>
          <code>
            {operation.method} {baseUrlOf(environment, operation)}
            {operation.path}
          </code>
        </p>
        {queryRows.length > 0 && (
          <div className={styles.group}>
            <h4 className={styles.groupTitle}>Query parameters</h4>
            {queryRows.map((r) => (
              <div key={r.name} className={styles.row}>
                <label className={styles.label} htmlFor={`${id}-q-${r.name}`}>
                  <code>{r.name}</code> <span className={styles.muted}>{r.required}</span>
                </label>
                <input
                  id={`${id}-q-${r.name}`}
                  className={styles.input}
                  value={query[r.name] ?? ""}
                  spellCheck={false}
                  onChange={(e) => {
                    const value = e.currentTarget.value;
                    setQuery((q) => ({ ...q, [r.name]: value }));
                  }}
                />
              </div>
            ))}
          </div>
        )}
        <div className={styles.group}>
          <h4 className={styles.groupTitle}>Headers</h4>
          <p className={styles.hint}>
            Empty fields marked automatic are filled in on every send: a new X-TIMESTAMP and X-EXTERNAL-ID, the access
            token, and the signature. Type a value to send it instead (for example an old X-TIMESTAMP to see the sandbox
            refuse it).
          </p>
          {fields.map((f) => (
            <div key={f.name} className={styles.row}>
              <label className={styles.label} htmlFor={`${id}-h-${f.name}`}>
                <code>{f.name}</code>{" "}
                <span className={styles.muted}>{f.auto ? "automatic" : f.required ? "required" : "optional"}</span>
              </label>
              <input
                id={`${id}-h-${f.name}`}
                className={styles.input}
                value={headerValues[f.name] ?? ""}
                placeholder={f.auto ? "Automatic" : ""}
                spellCheck={false}
                autoComplete="off"
                onChange={(e) => {
                  const value = e.currentTarget.value;
                  setHeaderValues((h) => ({ ...h, [f.name]: value }));
                }}
              />
            </div>
          ))}
        </div>
        {operation.requestBody && (
          <div className={styles.group}>
            <div className={styles.curlHead}>
              <label className={styles.groupTitle} htmlFor={`${id}-body`}>
                Body (JSON)
              </label>
              <button type="button" className={styles.button} onClick={() => setBody(exampleBody(operation))}>
                Reset to the example
              </button>
            </div>
            <textarea
              id={`${id}-body`}
              className={`${styles.input} ${styles.editor}`}
              value={body}
              rows={12}
              spellCheck={false}
              autoComplete="off"
              aria-describedby={`${id}-body-check`}
              aria-invalid={Boolean(problems.syntax) || hasProblems}
              onChange={(e) => setBody(e.currentTarget.value)}
            />
            <div id={`${id}-body-check`} role="status" className={styles.check}>
              {problems.syntax ? (
                <p className={styles.bad}>This is not valid JSON: {problems.syntax}</p>
              ) : hasProblems ? (
                <>
                  <p className={styles.bad}>
                    {problems.violations.length} problem{problems.violations.length > 1 ? "s" : ""} with the request
                    schema. You can still send it, to see how the API answers.
                  </p>
                  <ul className={styles.violations}>
                    {problems.violations.map((v, i) => (
                      <li key={`${formatPath(v.path)}-${i}`}>
                        <code>{formatPath(v.path)}</code> {v.message}
                      </li>
                    ))}
                  </ul>
                </>
              ) : (
                <p className={styles.muted}>
                  Matches the request schema. The reference number and deadlines are renewed on every send.
                </p>
              )}
            </div>
          </div>
        )}
        <div className={styles.sendRow}>
          <button
            type="button"
            className={`${styles.button} ${styles.primary}`}
            onClick={() => void send()}
            disabled={sending || Boolean(problems.syntax)}
          >
            {sending ? "Sending…" : hasProblems ? "Send anyway" : "Send request"}
          </button>
        </div>
      </fieldset>
      <div aria-live="polite">
        {outcome?.kind === "error" && (
          <p className={styles.failed} role="alert">
            {outcome.message}
          </p>
        )}
        {outcome && outcome.exchanges.length > 0 && <Result exchanges={outcome.exchanges} />}
      </div>
    </>
  );
}
