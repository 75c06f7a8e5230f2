import React, { useRef, useState } from "react";
import * as styles from "./styles.module.css";

export interface CodeBlockProps extends React.HTMLAttributes<HTMLPreElement> {
  "data-language"?: string;
  "data-title"?: string;
  /** The highlighted lines as HTML (src/lib/code-html.ts), rendered inside `<code>` instead of `children`. */
  "data-html"?: string;
  children?: React.ReactNode;
}

/** Copies text to the clipboard, falling back to a hidden textarea where the API is missing. */
export async function copyText(text: string): Promise<void> {
  if (navigator.clipboard?.writeText) {
    try {
      await navigator.clipboard.writeText(text);
      return;
    } catch {
      // Fall through: permission denied or insecure context.
    }
  }
  const area = document.createElement("textarea");
  area.value = text;
  area.setAttribute("readonly", "");
  area.style.position = "fixed";
  area.style.opacity = "0";
  document.body.appendChild(area);
  area.select();
  document.execCommand("copy");
  area.remove();
}

export function CopyButton({ getText, label = "Copy code" }: { getText: () => string; label?: string }) {
  const [copied, setCopied] = useState(false);
  return (
    <button
      type="button"
      className={styles.copy}
      aria-label={copied ? "Copied" : label}
      onClick={async () => {
        await copyText(getText());
        setCopied(true);
        window.setTimeout(() => setCopied(false), 2000);
      }}
    >
      {copied ? "Copied" : "Copy"}
    </button>
  );
}

/** A highlighted code block (highlighted at build time) with an optional title and a copy button. */
export function CodeBlock({
  children,
  "data-language": language,
  "data-title": title,
  "data-html": html,
  className,
  ...rest
}: CodeBlockProps) {
  const pre = useRef<HTMLPreElement>(null);
  return (
    <figure className={styles.figure}>
      {title && <figcaption className={styles.title}>{title}</figcaption>}
      <div className={styles.frame}>
        <pre ref={pre} className={`${styles.pre} ${className ?? ""}`} data-language={language} tabIndex={0} {...rest}>
          {html === undefined ? (
            children
          ) : (
            <code className={`language-${language || "text"}`} dangerouslySetInnerHTML={{ __html: html }} />
          )}
        </pre>
        <CopyButton getText={() => pre.current?.querySelector("code")?.textContent ?? pre.current?.textContent ?? ""} />
      </div>
    </figure>
  );
}
