import React from "react";
import { usePrefixedId } from "../../../../hooks/usePrefixedId";
import { CopyButton } from "../../../CopyButton";
import { signatureCases } from "../../../../lib/signature";
import type { PlaygroundInput, PlaygroundOutput } from "../../../../lib/signature";
import * as styles from "../styles.module.css";

interface ResultProps {
  label: string;
  value: string | null;
  /** Why the value is missing, shown in its place. */
  pending: string;
  rows?: number;
}

/** One computed value: a labelled read-only field with a copy button. */
function Result({ label, value, pending, rows = 2 }: ResultProps) {
  const id = usePrefixedId("signature-result");
  return (
    <div className={styles.result}>
      <div className={styles.fieldHead}>
        <label htmlFor={id} className={styles.label}>
          {label}
        </label>
        {value !== null && (
          <CopyButton text={value} name={`Copy ${label}`} copiedMessage={`${label} copied to the clipboard.`} />
        )}
      </div>
      <textarea
        id={id}
        readOnly
        value={value ?? ""}
        placeholder={value === null ? pending : undefined}
        rows={rows}
        spellCheck={false}
        className={`${styles.control} ${styles.code} ${styles.readonly}`}
      />
    </div>
  );
}

export interface ResultsProps {
  input: PlaygroundInput;
  output: PlaygroundOutput | null;
  /** Why nothing could be computed (no Web Crypto, a failed run), if so. */
  failure: string | null;
  busy: boolean;
}

/** The computed values, or the check of a signature, with what the reader still has to complete. */
export function Results({ input, output, failure, busy }: ResultsProps) {
  const service = input.signatureCase !== "access-token";
  const signing = input.mode === "sign";
  const blocked = output ? Object.keys(output.errors).length : 0;
  const pending = blocked
    ? `Appears when the field${blocked > 1 ? "s" : ""} above ${blocked > 1 ? "are" : "is"} complete.`
    : "Computing…";
  const caseInfo = signatureCases.find((c) => c.value === input.signatureCase)!;

  let status: React.ReactNode;
  if (failure) status = <p className={`${styles.status} ${styles.invalid}`}>{failure}</p>;
  else if (!signing && output?.verification) {
    status = output.verification.valid ? (
      <p className={`${styles.status} ${styles.valid}`}>
        <strong>Valid signature.</strong> It was made with{" "}
        {input.signatureCase === "symmetric" ? "this client secret" : "the private key of this public key"} over the
        string checked below.
      </p>
    ) : (
      <p className={`${styles.status} ${styles.invalid}`}>
        <strong>Invalid signature.</strong> It was not made over the string checked below with{" "}
        {input.signatureCase === "symmetric" ? "this client secret" : "the private key of this public key"}. Compare
        each value with the one that was signed: the first that differs is the cause.
      </p>
    );
  } else if (output && blocked)
    status = (
      <p
        className={styles.status}
      >{`Complete or correct ${blocked} field${blocked > 1 ? "s" : ""} above to ${signing ? "compute the signature" : "check the signature"}.`}</p>
    );
  else if (output && signing) status = <p className={styles.status}>{`Signed with ${caseInfo.algorithm}.`}</p>;
  else status = <p className={styles.status}>Computing…</p>;

  return (
    <div className={styles.results} aria-busy={busy}>
      <h3 className={styles.resultsTitle}>{signing ? "Result" : "Check"}</h3>
      <div aria-live="polite">{status}</div>
      {service && (
        <>
          <Result label="Minified body" value={output?.minifiedBody ?? null} pending={pending} rows={3} />
          <Result label="SHA-256 of the minified body" value={output?.bodyHash ?? null} pending={pending} rows={1} />
        </>
      )}
      <Result
        label={signing ? "String to sign" : "String checked"}
        value={output?.stringToSign ?? null}
        pending={pending}
        rows={2}
      />
      {signing && (
        <>
          <Result
            label="X-SIGNATURE"
            value={output?.signature ?? null}
            pending={pending}
            rows={input.signatureCase === "symmetric" ? 2 : 5}
          />
          <Result label="cURL" value={output?.curl ?? null} pending={pending} rows={service ? 10 : 7} />
          {input.signatureCase !== "symmetric" && (
            <Result
              label="Public key (PEM) of this private key"
              value={output?.derivedPublicKeyPem ?? null}
              pending="Appears when a private key is entered."
              rows={9}
            />
          )}
        </>
      )}
    </div>
  );
}
