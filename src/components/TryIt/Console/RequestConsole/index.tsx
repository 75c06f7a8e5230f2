import React, { useEffect, useMemo, useRef, useState } from "react";
import { useLazyModule } from "../../../../hooks/useLazyModule";
import type { OperationView } from "../../../../lib/openapi/types";
import { checkBodyText } from "../../../../lib/schema-check";
import { headerFields, refreshBody, startingValues, type Credentials as CredentialValues } from "../../../../lib/tryit";
import { sendRequest, type SendOutcome } from "../../../../lib/tryit";
import { tokenCache, type Environment } from "../../../../lib/tryit";
import { networkTransport, type Transport } from "../../../../lib/tryit";
import { useSettledText } from "../../../JsonBodyEditor";
import { LazyFallback } from "../../../LoadingPlaceholder";
import type { OperationSchemas } from "../../types";
import { baseUrlOf, sandboxUrl } from "../environment";
import { RequestBody } from "../RequestBody";
import { RequestFields } from "../RequestFields";
import { Result, resultSummary } from "../Result";
import { useRequestDraft } from "../useRequestDraft";
import * as styles from "../styles.module.css";

export interface RequestConsoleProps {
  id: string;
  operation: OperationView;
  schemas: OperationSchemas;
  environment: Environment;
  credentials: CredentialValues;
}

const random = (length: number) => crypto.getRandomValues(new Uint8Array(length));

/** The simulated sandbox's chunk and data, loaded on the first send (docs/try-it.md). */
const loadSimulatedSandbox = () =>
  import(/* webpackChunkName: "simulated-sandbox" */ "../../../../lib/tryit/lazy").then(async (module) => {
    await module.loadSimulatedSandbox();
    return module;
  });
type SimulatedSandbox = Awaited<ReturnType<typeof loadSimulatedSandbox>>;

/**
 * The request of a service or access-token operation: its draft (useRequestDraft), the body's
 * check, the send to the chosen environment, and the result.
 */
export function RequestConsole({ id, operation, schemas, environment, credentials }: RequestConsoleProps) {
  const fields = useMemo(() => headerFields(operation.headers, Boolean(operation.requestBody)), [operation]);
  const start = useMemo(() => startingValues(operation, fields), [operation, fields]);
  const [draft, dispatch] = useRequestDraft(start);
  const { body, keepReferences } = draft;
  const [checkedBody, setCheckedBody] = useSettledText(body);
  const [sending, setSending] = useState(false);
  const [queued, setQueued] = useState(false);
  const [outcome, setOutcome] = useState<SendOutcome | null>(null);
  const sandbox = useLazyModule(loadSimulatedSandbox);
  // The last body the console renewed: with Keep my references, a value that is neither the
  // example's nor this one's is the reader's, and is sent as typed.
  const lastWritten = useRef(start.body);
  const check = useMemo(
    () => (operation.requestBody && schemas.body ? checkBodyText(checkedBody, schemas.body) : null),
    [checkedBody, schemas.body, operation.requestBody],
  );
  const violations = check?.kind === "checked" ? check.violations : [];

  const send = async (simulated: SimulatedSandbox | null) => {
    setSending(true);
    try {
      const now = new Date();
      const sent = operation.requestBody
        ? refreshBody(body, now, random, { keepReferences, written: [start.body, lastWritten.current] })
        : body;
      if (sent !== body) {
        lastWritten.current = sent;
        dispatch({ type: "body", body: sent });
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
          headerValues: draft.headerValues,
          pathParams: draft.pathParams,
          query: draft.query,
          leftOut: draft.leftOut,
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
        <RequestFields
          id={id}
          operation={operation}
          fields={fields}
          environment={environment}
          draft={draft}
          dispatch={dispatch}
        />
        {operation.requestBody && (
          <RequestBody id={id} draft={draft} dispatch={dispatch} example={start.body} check={check} fields={fields} />
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
