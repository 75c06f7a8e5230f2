import React from "react";
import { usePrefixedId } from "../../../../hooks/usePrefixedId";
import { siteConfig } from "../../../../config";
import { httpMethods, type SignatureCase } from "../../../../lib/signature";
import type { PlaygroundField, PlaygroundInput, PlaygroundMode, PlaygroundOutput } from "../../../../lib/signature";
import * as styles from "../styles.module.css";

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

export interface FieldProps {
  field: PlaygroundField;
  input: PlaygroundInput;
  output: PlaygroundOutput | null;
  onChange: (field: PlaygroundField, value: string) => void;
  /** A button shown beside the label (current time, generate keys). */
  action?: React.ReactNode;
}

export function Field({ field, input, output, onChange, action }: FieldProps) {
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
