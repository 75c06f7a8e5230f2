import React, { useEffect, useRef, useState } from "react";
import { usePrefixedId } from "../../../hooks/usePrefixedId";
import { signatureCases, timestampGmt7, type SignatureCase } from "../../../lib/signature";
import { generateKeyPairPem } from "../../../lib/signature";
import { fieldsFor, runPlayground, type PlaygroundMode, type PlaygroundOutput } from "../../../lib/signature";
import { RadioGroup } from "./Choices";
import { Field } from "./Field";
import { Results } from "./Results";
import { environments, usePlaygroundInput, type PlaygroundTextField } from "./usePlaygroundInput";
import * as styles from "./styles.module.css";

/** Signs or verifies a request as the authentication guide describes, with Web Crypto in the page. */
export function Playground() {
  const [input, dispatch] = usePlaygroundInput();
  const [output, setOutput] = useState<PlaygroundOutput | null>(null);
  const [busy, setBusy] = useState(true);
  const [failure, setFailure] = useState<string | null>(null);
  const [generating, setGenerating] = useState(false);
  const [keyMessage, setKeyMessage] = useState("");
  const run = useRef(0);
  const name = usePrefixedId("signature-playground");

  useEffect(() => {
    const current = ++run.current;
    setBusy(true);
    const subtle = globalThis.crypto?.subtle;
    if (!subtle) {
      setFailure("This browser offers no Web Crypto on this page. Open the page over https:// in a current browser.");
      setBusy(false);
      return;
    }
    runPlayground(input, subtle).then(
      (result) => {
        if (current !== run.current) return;
        setOutput(result);
        setFailure(null);
        setBusy(false);
      },
      (error: unknown) => {
        if (current !== run.current) return;
        setFailure(error instanceof Error ? error.message : String(error));
        setBusy(false);
      },
    );
  }, [input]);

  const set = (field: PlaygroundTextField, value: string) => dispatch({ type: "field", field, value });
  const generateKeys = async () => {
    setGenerating(true);
    try {
      const pair = await generateKeyPairPem();
      dispatch({ type: "key-pair", privateKeyPem: pair.privateKeyPem, publicKeyPem: pair.publicKeyPem });
      setKeyMessage(
        "A throwaway 2048-bit key pair was generated in this page. Its public key is also filled in for Verify.",
      );
    } catch (error) {
      setKeyMessage(`No key pair could be generated: ${error instanceof Error ? error.message : String(error)}`);
    } finally {
      setGenerating(false);
    }
  };

  const fields = fieldsFor(input.mode, input.signatureCase);
  const signing = input.mode === "sign";
  return (
    <section className={styles.playground} aria-label="Signature playground">
      <p className={styles.privacy}>
        <strong>Runs in your browser only.</strong> Everything on this panel is computed in this page with the Web
        Crypto API. Nothing you enter is sent anywhere or stored: reloading the page clears it. Still, use sandbox
        credentials or a throwaway key, never a production private key.
      </p>
      <div className={styles.choicesRow}>
        <RadioGroup<PlaygroundMode>
          legend="Mode"
          name={`${name}-mode`}
          value={input.mode}
          options={[
            { value: "sign", label: "Sign a request" },
            { value: "verify", label: "Verify a signature" },
          ]}
          onChange={(mode) => dispatch({ type: "mode", mode })}
        />
        <RadioGroup<SignatureCase>
          legend="Signature"
          name={`${name}-case`}
          value={input.signatureCase}
          options={signatureCases.map((c) => ({ value: c.value, label: c.label, detail: `(${c.algorithm})` }))}
          onChange={(signatureCase) => dispatch({ type: "signature-case", signatureCase })}
        />
      </div>

      <div className={styles.fields}>
        {fields.map((field) => (
          <Field
            key={field}
            field={field}
            input={input}
            output={output}
            onChange={set}
            action={
              field === "timestamp" ? (
                <button type="button" className="small-button" onClick={() => set("timestamp", timestampGmt7())}>
                  Use current time
                </button>
              ) : field === "privateKeyPem" ? (
                <button
                  type="button"
                  className="small-button"
                  onClick={() => void generateKeys()}
                  disabled={generating}
                >
                  {generating ? "Generating…" : "Generate a throwaway key pair"}
                </button>
              ) : undefined
            }
          />
        ))}
        {signing && (
          <div className={styles.field}>
            <label htmlFor={`${name}-env`} className={styles.label}>
              Environment for the cURL command
            </label>
            <select
              id={`${name}-env`}
              className={styles.control}
              value={input.baseUrl}
              onChange={(e) => set("baseUrl", e.currentTarget.value)}
            >
              {environments.map((env) => (
                <option key={env.url} value={env.url}>
                  {env.label} ({env.url})
                </option>
              ))}
            </select>
          </div>
        )}
        <p className={styles.hint} role="status">
          {keyMessage}
        </p>
      </div>

      <Results input={input} output={output} failure={failure} busy={busy} />
    </section>
  );
}
