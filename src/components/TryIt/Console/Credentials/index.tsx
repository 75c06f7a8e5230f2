import React, { useState } from "react";
import { generateKeyPairPem } from "../../../../lib/signature";
import type { Credentials as CredentialValues, ServiceSigning, Environment } from "../../../../lib/tryit";
import { TEST_CLIENT_ID } from "../../../../lib/tryit";
import { ScrollText } from "../Result";
import { credentialsHint } from "../text";
import * as styles from "../styles.module.css";

export interface CredentialsProps {
  id: string;
  value: CredentialValues;
  onChange: (next: CredentialValues) => void;
  environment: Environment;
  /** Service calls let the reader choose the signature; access-token calls are always RSA. */
  chooseSigning: boolean;
}

/**
 * Client id, private key and client secret, entered once per visit: they stay in the page's memory
 * (src/lib/tryit/session.ts), never in storage or a URL. "Generate a test key pair" makes a
 * throw-away RSA pair with Web Crypto for the simulated sandbox.
 */
export function Credentials({ id, value, onChange, environment, chooseSigning }: CredentialsProps) {
  const [publicKey, setPublicKey] = useState<string | null>(null);
  const [generating, setGenerating] = useState(false);
  const set = (patch: Partial<CredentialValues>) => onChange({ ...value, ...patch });
  const generate = async () => {
    setGenerating(true);
    try {
      const pair = await generateKeyPairPem();
      setPublicKey(pair.publicKeyPem);
      onChange({ ...value, clientId: value.clientId || TEST_CLIENT_ID, privateKeyPem: pair.privateKeyPem });
    } finally {
      setGenerating(false);
    }
  };
  const symmetric = chooseSigning && value.signing === "symmetric";
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>Credentials</legend>
      <p className={styles.hint}>
        Kept in this page&rsquo;s memory for this visit only: never stored, never put in a link.{" "}
        {credentialsHint(environment, chooseSigning)}
      </p>
      <div className={styles.row}>
        <label className={styles.label} htmlFor={`${id}-client-id`}>
          Client id <span className={styles.muted}>(X-PARTNER-ID, X-CLIENT-KEY)</span>
        </label>
        <input
          id={`${id}-client-id`}
          className={styles.input}
          value={value.clientId}
          autoComplete="off"
          spellCheck={false}
          placeholder="2025031400000001"
          onChange={(e) => set({ clientId: e.currentTarget.value })}
        />
      </div>
      {chooseSigning && (
        <div className={styles.row} role="radiogroup" aria-labelledby={`${id}-signing`}>
          <span className={styles.label} id={`${id}-signing`}>
            Service signature
          </span>
          <span className={styles.choices}>
            {(
              [
                ["asymmetric", "Asymmetric (SHA256withRSA, private key)"],
                ["symmetric", "Symmetric (HMAC-SHA512, client secret)"],
              ] as [ServiceSigning, string][]
            ).map(([signing, label]) => (
              <label key={signing} className={styles.choice}>
                <input
                  type="radio"
                  name={`${id}-signing`}
                  value={signing}
                  checked={value.signing === signing}
                  onChange={() => set({ signing })}
                />{" "}
                {label}
              </label>
            ))}
          </span>
        </div>
      )}
      <div className={styles.row}>
        <label className={styles.label} htmlFor={`${id}-private-key`}>
          Private key (PEM){" "}
          <span className={styles.muted}>{symmetric ? "for the access-token call" : "signs the request"}</span>
        </label>
        <textarea
          id={`${id}-private-key`}
          className={`${styles.input} ${styles.pem}`}
          value={value.privateKeyPem}
          rows={4}
          spellCheck={false}
          autoComplete="off"
          placeholder="-----BEGIN PRIVATE KEY-----"
          onChange={(e) => {
            setPublicKey(null);
            set({ privateKeyPem: e.currentTarget.value });
          }}
        />
        <div className={styles.buttons}>
          <button type="button" className={styles.button} onClick={() => void generate()} disabled={generating}>
            {generating ? "Generating…" : "Generate a test key pair"}
          </button>
        </div>
        {publicKey && (
          <details className={styles.publicKey}>
            <summary>Public key of the generated pair</summary>
            <ScrollText label="Public key of the generated pair">{publicKey}</ScrollText>
            <p className={styles.hint}>
              The simulated sandbox trusts it already. For the real sandbox, upload it in the merchant dashboard first.
            </p>
          </details>
        )}
      </div>
      {symmetric && (
        <div className={styles.row}>
          <label className={styles.label} htmlFor={`${id}-client-secret`}>
            Client secret
          </label>
          <input
            id={`${id}-client-secret`}
            className={styles.input}
            type="password"
            value={value.clientSecret}
            autoComplete="off"
            spellCheck={false}
            onChange={(e) => set({ clientSecret: e.currentTarget.value })}
          />
        </div>
      )}
    </fieldset>
  );
}
