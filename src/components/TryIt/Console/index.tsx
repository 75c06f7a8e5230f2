import React, { useEffect, useMemo, useRef, useState } from "react";
import { siteConfig } from "../../../config";
import { usePrefixedId } from "../../../hooks/usePrefixedId";
import { useLazyModule } from "../../../hooks/useLazyModule";
import type { OperationView } from "../../../lib/openapi/types";
import { checkBodyText } from "../../../lib/json-schema-check";
import {
  headerFields,
  pathParameterNames,
  refreshBody,
  startingValues,
  type Credentials as CredentialValues,
  type HeaderField,
} from "../../../lib/tryit/request";
import { sendRequest, type SendOutcome } from "../../../lib/tryit/send";
import {
  currentCredentials,
  storeEnvironment,
  storedEnvironment,
  tokenCache,
  updateCredentials,
  type Environment,
} from "../../../lib/tryit/session";
import { networkTransport, type Transport } from "../../../lib/tryit/transport";
import { JsonBodyEditor, useSettledText } from "../../JsonBodyEditor";
import { LazyFallback } from "../../LoadingPlaceholder";
import type { OperationSchemas } from "../types";
import { BodyCheck } from "./BodyCheck";
import { Credentials } from "./Credentials";
import { NotificationConsole } from "./Notification";
import { Result, resultSummary } from "./Result";
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

/** The simulated sandbox's chunk and data, loaded on the first send (docs/try-it.md). */
const loadSimulatedSandbox = () =>
  import(/* webpackChunkName: "simulated-sandbox" */ "../../../lib/tryit/simulated").then(async (module) => {
    await module.loadSimulatedSandbox();
    return module;
  });
type SimulatedSandbox = Awaited<ReturnType<typeof loadSimulatedSandbox>>;

/**
 * The console of one operation: environment, credentials, the request, and the result. A
 * notification page gets the notification console instead: it signs with the page's simulated
 * Saku key and sends nothing, so neither environment nor credentials apply.
 */
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

  if (operation.apiType === "notification")
    return (
      <div className={styles.console}>
        <NotificationConsole id={id} operation={operation} schemas={schemas} />
      </div>
    );
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
      <RequestConsole
        id={id}
        operation={operation}
        schemas={schemas}
        environment={environment}
        credentials={credentials}
      />
    </div>
  );
}

interface RequestConsoleProps extends ConsoleProps {
  id: string;
  environment: Environment;
  credentials: CredentialValues;
}

/** What the console says under an automatic header the reader may want to override. */
function headerHint(field: HeaderField, environment: Environment): string | null {
  if (field.auto === "authorization")
    return "A B2B access token from Get B2B Access Token, kept for this visit and renewed 30 seconds before its 900 seconds run out. Scenario C-03 (expired token): type Bearer EXPIRED, which the sandbox answers as an expired token (401xx01 Invalid Token (B2B)); then empty the field and send again with Keep my references, as the scenario asks.";
  if (field.auto === "customer-token")
    return environment === "simulated"
      ? "The simulated sandbox has no consent page to bind a user on, so it takes the customer token Apply Token documents in its answer as the binding of the test user 6281234567890, and the console sends that token. Type a token to send it instead: Bearer EXPIRED gets 401xx01 Invalid Token (B2B2C), as an expired token does (scenario WB-11)."
      : "In this environment the customer token comes from a real binding: bind the test user 6281234567890 (Get OAuth or Deeplink Binding), exchange the authCode with Apply Token, and enter Bearer followed by its accessToken.";
  return null;
}

function RequestConsole({ id, operation, schemas, environment, credentials }: RequestConsoleProps) {
  const fields = useMemo(() => headerFields(operation.headers, Boolean(operation.requestBody)), [operation]);
  const start = useMemo(() => startingValues(operation, fields), [operation, fields]);
  const [headerValues, setHeaderValues] = useState(start.headerValues);
  const [pathParams, setPathParams] = useState(start.pathParams);
  const [query, setQuery] = useState(start.query);
  const [leftOut, setLeftOut] = useState<string[]>([]);
  const [body, setBody] = useState(start.body);
  const [keepReferences, setKeepReferences] = useState(false);
  const [checkedBody, setCheckedBody] = useSettledText(body);
  const [sending, setSending] = useState(false);
  const [queued, setQueued] = useState(false);
  const [outcome, setOutcome] = useState<SendOutcome | null>(null);
  const sandbox = useLazyModule(loadSimulatedSandbox);
  const check = useMemo(
    () => (operation.requestBody && schemas.body ? checkBodyText(checkedBody, schemas.body) : null),
    [checkedBody, schemas.body, operation.requestBody],
  );
  const violations = check?.kind === "checked" ? check.violations : [];

  const send = async (simulated: SimulatedSandbox | null) => {
    setSending(true);
    try {
      const now = new Date();
      const sent = operation.requestBody ? refreshBody(body, now, random, { keepReferences }) : body;
      if (sent !== body) {
        setBody(sent);
        setCheckedBody(sent);
      }
      let target: { transport: Transport; customerToken: string | null };
      try {
        target = simulated
          ? await simulated.simulatedSandbox(credentials)
          : { transport: networkTransport(sandboxUrl ?? ""), customerToken: null };
      } catch (error) {
        setOutcome({ exchanges: [], error: `The simulated sandbox could not start: ${String(error)}` });
        return;
      }
      setOutcome(
        await sendRequest({
          target: operation,
          label: operation.summary,
          fields,
          headerValues,
          pathParams,
          query,
          leftOut,
          body: operation.requestBody ? sent : "",
          credentials,
          transport: target.transport,
          baseUrl: baseUrlOf(environment, operation),
          tokens: tokenCache(environment),
          testCustomerToken: target.customerToken,
          now,
          random,
        }),
      );
    } finally {
      setSending(false);
    }
  };
  // The simulated sandbox loads on the first send (useLazyModule: delayed placeholder, failure
  // message with retry); the send waits for it, and goes ahead once a retry loaded it.
  const latestSend = useRef(send);
  useEffect(() => {
    latestSend.current = send;
  });
  useEffect(() => {
    if (queued && sandbox.module) {
      setQueued(false);
      void latestSend.current(sandbox.module);
    }
  }, [queued, sandbox.module]);
  const onSend = () => {
    if (environment === "sandbox") {
      setQueued(false);
      void send(null);
    } else if (sandbox.module) void send(sandbox.module);
    else {
      setQueued(true);
      sandbox.load();
    }
  };
  const busy = sending || (queued && sandbox.state.status === "loading");

  const queryRows = operation.query.filter((r) => r.depth === 0);
  const pathNames = pathParameterNames(operation.path);
  const summary = outcome && !outcome.error ? resultSummary(outcome.exchanges) : "";
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
        {pathNames.length > 0 && (
          <div className={styles.group}>
            <h4 className={styles.groupTitle}>Path parameters</h4>
            {pathNames.map((name) => (
              <div key={name} className={styles.row}>
                <label className={styles.label} htmlFor={`${id}-p-${name}`}>
                  <code>{name}</code> <span className={styles.muted}>required</span>
                </label>
                <input
                  id={`${id}-p-${name}`}
                  className={styles.input}
                  value={pathParams[name] ?? ""}
                  spellCheck={false}
                  autoComplete="off"
                  onChange={(e) => {
                    const value = e.currentTarget.value;
                    setPathParams((p) => ({ ...p, [name]: value }));
                  }}
                />
              </div>
            ))}
          </div>
        )}
        {queryRows.length > 0 && (
          <div className={styles.group}>
            <h4 className={styles.groupTitle}>Query parameters</h4>
            <p className={styles.hint}>Type values as they are: the console URL-encodes them once when it sends.</p>
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
                  autoComplete="off"
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
            Empty fields marked automatic are filled in on every send: a new X-TIMESTAMP and X-EXTERNAL-ID, the tokens,
            and the signature. Type a value to send it instead (for example an old X-TIMESTAMP to see the sandbox refuse
            it).
          </p>
          {fields.map((f) => {
            const omitted = !f.required && f.auto !== null && leftOut.includes(f.name);
            const hint = headerHint(f, environment);
            return (
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
                  disabled={omitted}
                  spellCheck={false}
                  autoComplete="off"
                  aria-describedby={hint || f.condition ? `${id}-h-${f.name}-hint` : undefined}
                  onChange={(e) => {
                    const value = e.currentTarget.value;
                    setHeaderValues((h) => ({ ...h, [f.name]: value }));
                  }}
                />
                {(hint || f.condition) && (
                  <p id={`${id}-h-${f.name}-hint`} className={styles.hint}>
                    {f.condition && <>{f.condition}. </>}
                    {hint}
                  </p>
                )}
                {!f.required && f.auto && (
                  <label className={styles.choice}>
                    <input
                      type="checkbox"
                      checked={omitted}
                      onChange={(e) => {
                        const leave = e.currentTarget.checked;
                        setLeftOut((l) => (leave ? [...l, f.name] : l.filter((n) => n !== f.name)));
                      }}
                    />{" "}
                    Leave {f.name} out
                  </label>
                )}
              </div>
            );
          })}
        </div>
        {operation.requestBody && (
          <div className={styles.group}>
            <JsonBodyEditor
              id={`${id}-body`}
              label="Body (JSON)"
              value={body}
              onChange={setBody}
              rows={12}
              describedBy={`${id}-body-check`}
              invalid={check?.kind === "syntax" || violations.length > 0}
              classNames={{
                head: styles.curlHead,
                label: styles.groupTitle,
                textarea: `${styles.input} ${styles.editor}`,
              }}
              actions={
                <button type="button" className={styles.button} onClick={() => setBody(start.body)}>
                  Reset to the example
                </button>
              }
            >
              <BodyCheck
                id={`${id}-body-check`}
                check={check}
                schema="request"
                matches={
                  keepReferences
                    ? "It is sent as it is; only a deadline that has passed is moved."
                    : "Its reference numbers and date-times are renewed on every send."
                }
                still="You can still send it, to see how the API answers."
              />
            </JsonBodyEditor>
            <div className={styles.row}>
              <label className={styles.choice}>
                <input
                  type="checkbox"
                  checked={keepReferences}
                  aria-describedby={`${id}-keep-hint`}
                  onChange={(e) => setKeepReferences(e.currentTarget.checked)}
                />{" "}
                Keep my references
              </label>
              <p id={`${id}-keep-hint`} className={styles.hint}>
                Sends the body as it is, with the same partnerReferenceNo, to retry a request (idempotency scenarios).
                X-TIMESTAMP and X-EXTERNAL-ID are still new on each send.
              </p>
            </div>
          </div>
        )}
        <div className={styles.sendRow}>
          <button
            type="button"
            className={`${styles.button} ${styles.primary}`}
            onClick={onSend}
            disabled={busy || check?.kind === "syntax"}
          >
            {busy ? "Sending…" : violations.length > 0 ? "Send anyway" : "Send request"}
          </button>
        </div>
        {queued && (
          <LazyFallback
            state={sandbox.state}
            label="Loading the simulated sandbox"
            what="The simulated sandbox"
            onRetry={sandbox.retry}
          />
        )}
      </fieldset>
      <p role="status" className="visually-hidden" data-testid="try-it-summary">
        {summary}
      </p>
      {outcome?.error && (
        <p className={styles.failed} role="alert">
          {outcome.error}
        </p>
      )}
      {outcome && outcome.exchanges.length > 0 && <Result exchanges={outcome.exchanges} />}
    </>
  );
}
