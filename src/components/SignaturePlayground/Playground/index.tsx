import React, { useEffect, useRef, useState } from "react";
import { usePrefixedId } from "../../../hooks/usePrefixedId";
import { siteConfig } from "../../../config";
import { CopyButton } from "../../CopyButton";
import {
  DEFAULT_CHANNEL_ID,
  externalIdFrom,
  guideExample,
  httpMethods,
  signatureCases,
  timestampGmt7,
  type SignatureCase,
  generateKeyPairPem,
  fieldsFor,
  runPlayground,
  type PlaygroundField,
  type PlaygroundInput,
  type PlaygroundMode,
  type PlaygroundOutput,
} from "../../../lib/signature";
import * as styles from "./styles.module.css";

const environments = [
  { label: "Sandbox", url: siteConfig.api.sandboxBaseUrl },
  { label: "Production", url: siteConfig.api.productionBaseUrl },
];

function initialInput(): PlaygroundInput {
  return {
    mode: "sign",
    signatureCase: "asymmetric",
    // The first values shown are the guide's worked example, so they can be checked against it.
    ...guideExample,
    privateKeyPem: "",
    clientSecret: "",
    publicKeyPem: "",
    signatureToVerify: "",
    baseUrl: environments[0].url,
    externalId: externalIdFrom(crypto.getRandomValues(new Uint8Array(32))),
    channelId: DEFAULT_CHANNEL_ID,
  };
}

const labels: Record<PlaygroundField, string> = {
  clientId: "Client id",
  timestamp: "X-TIMESTAMP",
  method: "HTTP method",
  path: "Relative path",
  body: "Request body",
  accessToken: "Access token",
  privateKeyPem: "Private key (PEM)",
  clientSecret: "Client secret",
  publicKeyPem: "Public key (PEM)",
  signatureToVerify: "Signature to verify",
};

function hintFor(field: PlaygroundField, mode: PlaygroundMode, signatureCase: SignatureCase): string {
  const product = siteConfig.product.name;
  switch (field) {
    case "clientId":
      return signatureCase === "access-token"
        ? "Your client id, exactly as you send it in X-CLIENT-KEY."
        : "Sent in X-PARTNER-ID by the cURL command; not part of the string to sign.";
    case "timestamp":
      return "The exact X-TIMESTAMP header value: ISO-8601 with seconds and offset.";
    case "method":
      return "Upper case in the string to sign.";
    case "path":
      return "As sent: no host, no trailing slash. A GET includes its query string exactly as sent.";
    case "body":
      return mode === "sign"
        ? "Paste it in any layout: it is minified here. Send the minified body exactly as shown."
        : "The body as received, byte for byte.";
    case "accessToken":
      return signatureCase === "symmetric"
        ? "The B2B access token alone, without Bearer: the symmetric string to sign contains it."
        : "The B2B access token for the cURL command's Authorization header; it is not signed.";
    case "privateKeyPem":
      return "PKCS#8 (BEGIN PRIVATE KEY); a PKCS#1 key is converted. Use a sandbox or throwaway key.";
    case "clientSecret":
      return "The key of the HMAC-SHA512, from the merchant dashboard.";
    case "publicKeyPem":
      return `Your public key to check your own signature, or ${product}'s public key to check a notification.`;
    case "signatureToVerify":
      return "The X-SIGNATURE header value (base64).";
  }
}

const multiline = new Set<PlaygroundField>(["body", "privateKeyPem", "publicKeyPem", "signatureToVerify"]);

interface FieldProps {
  field: PlaygroundField;
  input: PlaygroundInput;
  output: PlaygroundOutput | null;
  onChange: (field: PlaygroundField, value: string) => void;
  /** A button shown beside the label (current time, generate keys). */
  action?: React.ReactNode;
}

function Field({ field, input, output, onChange, action }: FieldProps) {
  const id = usePrefixedId("signature-field");
  const error = output?.errors[field];
  // An empty field is a prompt, not a mistake: its message is shown without the error styling.
  const missing = Boolean(error) && !input[field].trim();
  const warnings = output?.warnings[field] ?? [];
  const describedBy = [`${id}-hint`, error || warnings.length ? `${id}-messages` : ""].filter(Boolean).join(" ");
  const common = {
    id,
    value: input[field],
    "aria-describedby": describedBy,
    "aria-invalid": error && !missing ? true : undefined,
    spellCheck: false,
    autoComplete: "off",
    autoCapitalize: "off",
    className: styles.control,
  } as const;
  const change = (e: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) =>
    onChange(field, e.currentTarget.value);
  let control: React.ReactNode;
  if (field === "method") {
    control = (
      <select {...common} onChange={change}>
        {httpMethods.map((m) => (
          <option key={m} value={m}>
            {m}
          </option>
        ))}
      </select>
    );
  } else if (multiline.has(field)) {
    control = (
      <textarea
        {...common}
        rows={field === "body" ? 12 : field === "signatureToVerify" ? 3 : 8}
        className={`${styles.control} ${styles.code}`}
        onChange={change}
      />
    );
  } else {
    control = (
      <input
        {...common}
        type={field === "clientSecret" ? "password" : "text"}
        className={`${styles.control} ${styles.code}`}
        onChange={change}
      />
    );
  }
  return (
    <div className={`${styles.field} ${styles[field] ?? ""}`}>
      <div className={styles.fieldHead}>
        <label htmlFor={id} className={styles.label}>
          {labels[field]}
        </label>
        {action}
      </div>
      {control}
      <p id={`${id}-hint`} className={styles.hint}>
        {hintFor(field, input.mode, input.signatureCase)}
      </p>
      {(error || warnings.length > 0) && (
        <ul id={`${id}-messages`} className={styles.messages}>
          {error && <li className={missing ? styles.prompt : styles.error}>{error}</li>}
          {warnings.map((w) => (
            <li key={w} className={styles.warning}>
              {w}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

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

function RadioGroup<T extends string>({
  legend,
  name,
  value,
  options,
  onChange,
}: {
  legend: string;
  name: string;
  value: T;
  options: { value: T; label: string; detail?: string }[];
  onChange: (value: T) => void;
}) {
  return (
    <fieldset className={styles.choices}>
      <legend className={styles.label}>{legend}</legend>
      {options.map((o) => (
        <label key={o.value} className={styles.choice}>
          <input
            type="radio"
            name={name}
            value={o.value}
            checked={value === o.value}
            onChange={() => onChange(o.value)}
          />
          <span>
            {o.label}
            {o.detail && <span className={styles.detail}> {o.detail}</span>}
          </span>
        </label>
      ))}
    </fieldset>
  );
}

/** Signs or verifies a request as the authentication guide describes, with Web Crypto in the page. */
export function Playground() {
  const [input, setInput] = useState<PlaygroundInput>(initialInput);
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

  const set = (field: keyof PlaygroundInput, value: string) => setInput((prev) => ({ ...prev, [field]: value }));
  const generateKeys = async () => {
    setGenerating(true);
    try {
      const pair = await generateKeyPairPem();
      setInput((prev) => ({ ...prev, privateKeyPem: pair.privateKeyPem, publicKeyPem: pair.publicKeyPem }));
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
          onChange={(mode) => setInput((prev) => ({ ...prev, mode }))}
        />
        <RadioGroup<SignatureCase>
          legend="Signature"
          name={`${name}-case`}
          value={input.signatureCase}
          options={signatureCases.map((c) => ({ value: c.value, label: c.label, detail: `(${c.algorithm})` }))}
          onChange={(signatureCase) => setInput((prev) => ({ ...prev, signatureCase }))}
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
    </section>
  );
}
