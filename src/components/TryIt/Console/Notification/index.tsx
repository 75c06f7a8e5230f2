import React, { useMemo, useState } from "react";
import { codeText } from "../../../../lib/openapi/sections";
import type { OperationView } from "../../../../lib/openapi/types";
import { checkJson, formatPath, parseJsonText } from "../../../../lib/json-schema-check";
import { TryItError, curlOf, headerFields, prepareRequest, refreshBody } from "../../../../lib/tryit/request";
import { currentCredentials, simulatedSakuKeyPair } from "../../../../lib/tryit/session";
import type { OperationSchemas } from "../..";
import { ScrollText, SignedRequest, responseCodeOf, type Exchange } from "../Result";
import * as styles from "../styles.module.css";

export interface NotificationConsoleProps {
  id: string;
  operation: OperationView;
  schemas: OperationSchemas;
}

const random = (length: number) => crypto.getRandomValues(new Uint8Array(length));

type Verdict = { ok: boolean; lines: string[] };

/** Checks an endpoint's answer to a notification against the documented answer. */
export function checkAnswer(text: string, operation: OperationView, schemas: OperationSchemas): Verdict {
  const parsed = parseJsonText(text);
  if ("problem" in parsed)
    return {
      ok: false,
      lines: [
        `Not valid JSON: line ${parsed.problem.line}, column ${parsed.problem.column}: ${parsed.problem.message}.`,
      ],
    };
  const lines: string[] = [];
  const schema = schemas.responses["200"];
  if (schema) for (const v of checkJson(schema, parsed.value)) lines.push(`${formatPath(v.path)} ${v.message}`);
  const code = responseCodeOf(JSON.stringify(parsed.value));
  const documented = operation.responseCodes.map((c) => c.code);
  if (code && !documented.includes(code))
    lines.push(`responseCode ${code} is not one this notification documents (${documented.join(", ")}).`);
  return { ok: lines.length === 0, lines };
}

/**
 * A notification (webhook) page's console: the notification Saku would send, signed with a
 * simulated Saku key, as cURL to fire at the reader's own endpoint; and a check of the answer.
 */
export function NotificationConsole({ id, operation, schemas }: NotificationConsoleProps) {
  const [endpoint, setEndpoint] = useState(`https://api.merchant.example${operation.path}`);
  const [exchange, setExchange] = useState<Exchange | null>(null);
  const [publicKey, setPublicKey] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [answer, setAnswer] = useState("");
  const fields = useMemo(() => headerFields(operation.headers, true), [operation]);

  const build = async () => {
    setError(null);
    let url: URL;
    try {
      url = new URL(endpoint);
    } catch {
      setError("Enter your endpoint as an absolute URL, for example https://api.merchant.example/notify.");
      return;
    }
    try {
      const keys = await simulatedSakuKeyPair();
      const example = operation.requestExamples[0] ? codeText(operation.requestExamples[0].code) : "";
      const now = new Date();
      const credentials = currentCredentials();
      const request = await prepareRequest({
        target: { ...operation, path: url.pathname + url.search },
        fields,
        headerValues: {},
        query: {},
        body: refreshBody(example, now, random),
        credentials: {
          ...credentials,
          clientId: credentials.clientId || "2025031400000001",
          privateKeyPem: keys.privateKeyPem,
        },
        accessToken: "",
        now,
        random,
      });
      setPublicKey(keys.publicKeyPem);
      setExchange({ label: operation.summary, request, curl: curlOf(url.origin, request), response: null });
    } catch (e) {
      setError(e instanceof TryItError ? e.message : `The notification could not be built: ${String(e)}`);
    }
  };

  const verdict = answer.trim() ? checkAnswer(answer, operation, schemas) : null;
  return (
    <>
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>Test notification</legend>
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
        <div className={styles.sendRow}>
          <button type="button" className={`${styles.button} ${styles.primary}`} onClick={() => void build()}>
            Build the signed notification
          </button>
        </div>
        {error && (
          <p className={styles.failed} role="alert">
            {error}
          </p>
        )}
      </fieldset>
      {exchange && (
        <section className={styles.result} aria-label="Signed notification">
          <p className={styles.hint}>
            Run this from a terminal to send the notification to your endpoint. It is signed like Saku&rsquo;s, with a
            test key made in this page: verify it with the public key below, the way your code verifies Saku&rsquo;s.
          </p>
          <SignedRequest exchange={exchange} />
          <details className={styles.publicKey}>
            <summary>Public key to verify this test notification</summary>
            <ScrollText label="Public key of the test notification" testId="try-it-saku-public-key">
              {publicKey}
            </ScrollText>
          </details>
        </section>
      )}
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>Check your endpoint&rsquo;s answer</legend>
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
        <div id={`${id}-answer-check`} role="status" className={styles.check}>
          {verdict &&
            (verdict.ok ? (
              <p className={styles.ok}>This answer matches the documented response.</p>
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
