import React from "react";
import { CopyButton } from "../../../CopyButton";
import type { Exchange, TryItResponse } from "../../../../lib/tryit";
import * as styles from "../styles.module.css";

export type { Exchange };

/** Preformatted text that may scroll: focusable and named, so keyboard readers can scroll it. */
export function ScrollText({ label, testId, children }: { label: string; testId?: string; children: string }) {
  return (
    <pre className={styles.pre} tabIndex={0} role="region" aria-label={label} data-testid={testId}>
      {children}
    </pre>
  );
}

/** The response code in a SNAP-style body, if it has one. */
export function responseCodeOf(body: string): string | null {
  try {
    const value: unknown = JSON.parse(body);
    if (value && typeof value === "object" && "responseCode" in value) {
      const code = value.responseCode;
      return typeof code === "string" ? code : null;
    }
  } catch {
    // Not JSON: shown as text.
  }
  return null;
}

function pretty(body: string): string {
  try {
    return JSON.stringify(JSON.parse(body), null, 2);
  } catch {
    return body;
  }
}

/** What was signed and the cURL of what was sent. */
export function SignedRequest({ exchange, sent = true }: { exchange: Exchange; sent?: boolean }) {
  const { request } = exchange;
  const curlLabel = sent ? "cURL of what was sent" : "cURL to run from a terminal";
  return (
    <>
      <dl className={styles.signed}>
        <dt>String to sign</dt>
        <dd>
          <code className={styles.wrap} data-testid="try-it-string-to-sign">
            {request.stringToSign}
          </code>
        </dd>
        <dt>X-SIGNATURE</dt>
        <dd>
          <code className={styles.wrap} data-testid="try-it-signature">
            {request.signature}
          </code>{" "}
          <span className={styles.muted}>({request.algorithm})</span>
        </dd>
      </dl>
      <div className={styles.curlHead}>
        <span className={styles.label}>{curlLabel}</span>
        <CopyButton
          text={exchange.curl}
          label="Copy cURL"
          copiedMessage="cURL copied to the clipboard."
          className={styles.button}
        />
      </div>
      <ScrollText label={curlLabel} testId="try-it-curl">
        {exchange.curl}
      </ScrollText>
    </>
  );
}

/** The answer of one exchange: status, response code, time, headers and body. */
export function Response({ response }: { response: TryItResponse }) {
  const code = responseCodeOf(response.body);
  const ok = response.status >= 200 && response.status < 300;
  return (
    <>
      <p className={styles.status}>
        <span className={ok ? styles.ok : styles.bad} data-testid="try-it-status">
          HTTP {response.status}
        </span>
        {code && (
          <>
            {" · "}
            <code data-testid="try-it-response-code">{code}</code>
          </>
        )}
        <span className={styles.muted}> · {Math.round(response.ms)} ms</span>
      </p>
      {response.hint && (
        <p className={styles.hint} data-testid="try-it-hint">
          {response.hint}
        </p>
      )}
      <details className={styles.headers}>
        <summary>Response headers ({response.headers.length})</summary>
        <ScrollText label="Response headers">{response.headers.map(([n, v]) => `${n}: ${v}`).join("\n")}</ScrollText>
      </details>
      <ScrollText label="Response body" testId="try-it-response-body">
        {pretty(response.body)}
      </ScrollText>
    </>
  );
}

/** The one line a screen reader hears when an answer arrives: "Create Order: HTTP 200, 2006000, 3 ms." */
export function resultSummary(exchanges: Exchange[]): string {
  const last = exchanges[exchanges.length - 1];
  if (!last?.response) return "";
  const code = responseCodeOf(last.response.body);
  return `${last.label}: HTTP ${last.response.status}${code ? `, ${code}` : ""}, ${Math.round(last.response.ms)} ms.`;
}

/** The result area: the token steps when there were any, then the request itself. */
export function Result({ exchanges }: { exchanges: Exchange[] }) {
  const last = exchanges[exchanges.length - 1];
  const earlier = exchanges.slice(0, -1);
  return (
    <section className={styles.result} aria-label="Result">
      {earlier.map((e) => (
        <details key={e.label} className={styles.step}>
          <summary>
            {e.label}: {e.response ? `HTTP ${e.response.status}` : "not answered"}
          </summary>
          {e.response && <Response response={e.response} />}
          <SignedRequest exchange={e} sent={e.response !== null} />
        </details>
      ))}
      <h4 className={styles.resultTitle}>{last.label}</h4>
      {last.response && <Response response={last.response} />}
      <SignedRequest exchange={last} sent={last.response !== null} />
    </section>
  );
}
