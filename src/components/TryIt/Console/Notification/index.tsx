import React, { useEffect, useMemo, useRef, useState } from "react";
import { useLazyModule } from "../../../../hooks/useLazyModule";
import { codeText } from "../../../../lib/openapi";
import type { OperationView } from "../../../../lib/openapi/types";
import { checkBodyText } from "../../../../lib/schema-check";
import { curlCommand } from "../../../../lib/signature";
import { TryItError, headerFields, prepareRequest } from "../../../../lib/tryit";
import {
  alteredSignature,
  checkAnswer,
  expectedAnswer,
  statusNames,
  withSignature,
  withStatus,
  type ExpectedAnswer,
} from "../../../../lib/tryit";
import type { Exchange } from "../../../../lib/tryit";
import { currentCredentials, simulatedSakuKeyPair } from "../../../../lib/tryit";
import { JsonBodyEditor } from "../../../JsonBodyEditor";
import { LazyFallback } from "../../../LoadingPlaceholder";
import type { OperationSchemas } from "../../types";
import { BodyCheck } from "../BodyCheck";
import { ScrollText, SignedRequest } from "../Result";
import * as styles from "../styles.module.css";

export interface NotificationConsoleProps {
  id: string;
  operation: OperationView;
  schemas: OperationSchemas;
}

const random = (length: number) => crypto.getRandomValues(new Uint8Array(length));

type SakuKeys = Awaited<ReturnType<typeof simulatedSakuKeyPair>>;

interface Built {
  exchange: Exchange;
  publicKey: string;
  expected: ExpectedAnswer;
  signatureValid: boolean;
}

/**
 * A notification (webhook) page's console: the notification Saku would send, its body and status
 * editable, signed with a simulated Saku key (or with a signature that does not verify), as cURL to
 * fire at the reader's own endpoint; then a check of the endpoint's HTTP status and body against
 * the answer the documented rules expect for what was built.
 */
export function NotificationConsole({ id, operation, schemas }: NotificationConsoleProps) {
  const fields = useMemo(() => headerFields(operation.headers, true), [operation]);
  const examples = operation.requestExamples;
  const names = useMemo(() => statusNames(operation), [operation]);
  const statusRow = operation.requestBody?.rows.find((r) => r.depth === 0 && r.name === "latestTransactionStatus");
  const [endpoint, setEndpoint] = useState(`https://api.merchant.example${operation.path}`);
  const [clientId, setClientId] = useState(
    () => currentCredentials().clientId || fields.find((f) => f.auto === "partner-id")?.example || "",
  );
  const [exampleIndex, setExampleIndex] = useState(0);
  const [body, setBody] = useState(() => (examples[0] ? codeText(examples[0].code) : ""));
  const [invalidSignature, setInvalidSignature] = useState(false);
  const [built, setBuilt] = useState<Built | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [answerStatus, setAnswerStatus] = useState("");
  const [answer, setAnswer] = useState("");
  const [queued, setQueued] = useState(false);
  const keys = useLazyModule(simulatedSakuKeyPair);
  const check = schemas.body ? checkBodyText(body, schemas.body) : null;
  const violations = check?.kind === "checked" ? check.violations : [];
  const status = (() => {
    const parsed = check?.kind === "checked" ? (JSON.parse(body) as unknown) : null;
    return parsed && typeof parsed === "object" && "latestTransactionStatus" in parsed
      ? String(parsed.latestTransactionStatus)
      : "";
  })();

  const build = async (saku: SakuKeys) => {
    setError(null);
    let url: URL;
    try {
      url = new URL(endpoint);
    } catch {
      setError("Enter your endpoint as an absolute URL, for example https://api.merchant.example/notify.");
      return;
    }
    if (!clientId.trim()) {
      setError("Enter your client id: the notification carries it in X-PARTNER-ID.");
      return;
    }
    if (check?.kind === "syntax") {
      setError(`The body is not valid JSON: line ${check.line}, column ${check.column}: ${check.message}.`);
      return;
    }
    try {
      const signed = await prepareRequest({
        target: { ...operation, path: url.pathname + url.search },
        fields,
        headerValues: {},
        query: {},
        body,
        credentials: { clientId, privateKeyPem: saku.privateKeyPem, clientSecret: "", signing: "asymmetric" },
        accessToken: "",
        now: new Date(),
        random,
      });
      const request = invalidSignature ? withSignature(signed, alteredSignature(signed.signature)) : signed;
      setBuilt({
        exchange: { label: operation.summary, request, curl: curlCommand(url.origin, request), response: null },
        publicKey: saku.publicKeyPem,
        expected: expectedAnswer(operation, { signatureValid: !invalidSignature, violations }),
        signatureValid: !invalidSignature,
      });
    } catch (e) {
      setError(e instanceof TryItError ? e.message : `The notification could not be built: ${String(e)}`);
    }
  };
  // The test Saku key is made on the first build (useLazyModule: delayed placeholder, failure
  // message with retry); the build waits for it.
  const latestBuild = useRef(build);
  useEffect(() => {
    latestBuild.current = build;
  });
  useEffect(() => {
    if (queued && keys.module) {
      setQueued(false);
      void latestBuild.current(keys.module);
    }
  }, [queued, keys.module]);
  const onBuild = () => {
    if (keys.module) void build(keys.module);
    else {
      setQueued(true);
      keys.load();
    }
  };

  const expected = built?.expected ?? expectedAnswer(operation, { signatureValid: true, violations: [] });
  const verdict = answer.trim() ? checkAnswer(expected, answerStatus, answer, schemas.responses) : null;
  return (
    <>
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>Test notification</legend>
        <p className={styles.hint}>
          Signed in this page with a test key standing in for Saku&rsquo;s (its public key is shown with the result).
          Nothing is sent from here: you run the cURL command against your endpoint.
        </p>
        <div className={styles.row}>
          <label className={styles.label} htmlFor={`${id}-endpoint`}>
            Your notification URL
          </label>
          <input
            id={`${id}-endpoint`}
            className={styles.input}
            type="url"
            value={endpoint}
            spellCheck={false}
            onChange={(e) => setEndpoint(e.currentTarget.value)}
          />
        </div>
        <div className={styles.row}>
          <label className={styles.label} htmlFor={`${id}-partner`}>
            Your client id <span className={styles.muted}>(X-PARTNER-ID)</span>
          </label>
          <input
            id={`${id}-partner`}
            className={styles.input}
            value={clientId}
            spellCheck={false}
            autoComplete="off"
            onChange={(e) => setClientId(e.currentTarget.value)}
          />
        </div>
        {examples.length > 1 && (
          <div className={styles.row}>
            <label className={styles.label} htmlFor={`${id}-example`}>
              Start from the example
            </label>
            <select
              id={`${id}-example`}
              className={styles.input}
              value={exampleIndex}
              onChange={(e) => {
                const index = Number(e.currentTarget.value);
                setExampleIndex(index);
                setBody(codeText(examples[index].code));
              }}
            >
              {examples.map((example, i) => (
                <option key={example.id} value={i}>
                  {example.summary}
                </option>
              ))}
            </select>
          </div>
        )}
        {statusRow?.values && (
          <div className={styles.row}>
            <label className={styles.label} htmlFor={`${id}-status`}>
              Status <span className={styles.muted}>(latestTransactionStatus)</span>
            </label>
            <select
              id={`${id}-status`}
              className={styles.input}
              value={status}
              disabled={check?.kind !== "checked"}
              onChange={(e) => setBody(withStatus(body, e.currentTarget.value, names))}
            >
              {!statusRow.values.includes(status) && <option value={status}>{status || "(none)"}</option>}
              {statusRow.values.map((value) => (
                <option key={value} value={value}>
                  {value}
                  {names.get(value) ? ` (${names.get(value)})` : ""}
                </option>
              ))}
            </select>
            <p className={styles.hint}>
              Sets latestTransactionStatus and its name in the body; the check below says which fields that status
              needs.
            </p>
          </div>
        )}
        <div className={styles.row}>
          <JsonBodyEditor
            id={`${id}-notification-body`}
            label="Body (JSON)"
            value={body}
            onChange={setBody}
            rows={12}
            describedBy={`${id}-notification-check`}
            invalid={check?.kind === "syntax" || violations.length > 0}
            classNames={{ label: styles.label, textarea: `${styles.input} ${styles.editor}` }}
          >
            <BodyCheck
              id={`${id}-notification-check`}
              check={check}
              schema="notification"
              matches="It is signed exactly as it is."
              still="You can still build it, to test how your endpoint refuses it."
            />
          </JsonBodyEditor>
        </div>
        <div className={styles.row}>
          <label className={styles.choice}>
            <input
              type="checkbox"
              checked={invalidSignature}
              aria-describedby={`${id}-invalid-hint`}
              onChange={(e) => setInvalidSignature(e.currentTarget.checked)}
            />{" "}
            Send it with an invalid signature
          </label>
          <p id={`${id}-invalid-hint`} className={styles.hint}>
            Scenario C-07: your endpoint must answer HTTP 401 and change nothing.
          </p>
        </div>
        <div className={styles.sendRow}>
          <button
            type="button"
            className={`${styles.button} ${styles.primary}`}
            onClick={onBuild}
            disabled={queued && keys.state.status === "loading"}
          >
            Build the signed notification
          </button>
        </div>
        {queued && (
          <LazyFallback
            state={keys.state}
            label="Making the test Saku key"
            what="The test Saku key"
            onRetry={keys.retry}
          />
        )}
        {error && (
          <p className={styles.failed} role="alert">
            {error}
          </p>
        )}
      </fieldset>
      {built && (
        <section className={styles.result} aria-label="Signed notification">
          <p className={styles.hint}>
            Run this from a terminal to send the notification to your endpoint.{" "}
            {built.signatureValid
              ? "It is signed like Saku’s: verify it with the public key below, the way your code verifies Saku’s."
              : "Its X-SIGNATURE was altered after signing, so it does not verify with the public key below: your endpoint must reject it."}
          </p>
          <SignedRequest exchange={built.exchange} sent={false} />
          <details className={styles.publicKey}>
            <summary>Public key to verify this test notification</summary>
            <ScrollText label="Public key of the test notification" testId="try-it-saku-public-key">
              {built.publicKey}
            </ScrollText>
          </details>
        </section>
      )}
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>Check your endpoint&rsquo;s answer</legend>
        <p className={styles.hint} data-testid="try-it-expected">
          For {expected.sent}
          {built ? "" : " (build one first to check another case)"}, the documented answer is HTTP {expected.status}{" "}
          with responseCode {expected.code}.
        </p>
        <div className={styles.row}>
          <label className={styles.label} htmlFor={`${id}-answer-status`}>
            HTTP status your endpoint answered
          </label>
          <input
            id={`${id}-answer-status`}
            className={styles.input}
            inputMode="numeric"
            value={answerStatus}
            spellCheck={false}
            autoComplete="off"
            onChange={(e) => setAnswerStatus(e.currentTarget.value)}
          />
        </div>
        <div className={styles.row}>
          <label className={styles.label} htmlFor={`${id}-answer`}>
            Paste the body your endpoint answered
          </label>
          <textarea
            id={`${id}-answer`}
            className={`${styles.input} ${styles.editor}`}
            rows={5}
            value={answer}
            spellCheck={false}
            aria-describedby={`${id}-answer-check`}
            onChange={(e) => setAnswer(e.currentTarget.value)}
          />
        </div>
        <div id={`${id}-answer-check`} role="status" className={styles.check}>
          {verdict &&
            (verdict.ok ? (
              <p className={styles.ok}>
                This is the documented answer to {expected.sent}: HTTP {expected.status} with {expected.code}.
              </p>
            ) : (
              <ul className={styles.violations}>
                {verdict.lines.map((line) => (
                  <li key={line} className={styles.bad}>
                    {line}
                  </li>
                ))}
              </ul>
            ))}
        </div>
      </fieldset>
    </>
  );
}
