import React, { useRef } from "react";
import { CopyButton } from "../../CopyButton";
import * as styles from "./styles.module.css";

export interface CodeBlockProps extends React.HTMLAttributes<HTMLPreElement> {
  "data-language"?: string;
  "data-title"?: string;
  /** The highlighted lines as HTML (src/lib/code-html.ts), rendered inside `<code>` instead of `children`. */
  "data-html"?: string;
  children?: React.ReactNode;
}

/**
 * A highlighted code block (highlighted at build time) with an optional title and a copy button.
 * The button sits in the bar above the code, beside the title, so it never covers a line of code
 * on a narrow screen.
 */
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
    <figure className={title ? `${styles.figure} ${styles.titled}` : styles.figure}>
      {title && <figcaption className={styles.title}>{title}</figcaption>}
      <CopyButton
        text={() => pre.current?.querySelector("code")?.textContent ?? pre.current?.textContent ?? ""}
        name="Copy code"
        copiedMessage="Code copied to the clipboard."
        className={styles.copy}
      />
      <pre ref={pre} className={`${styles.pre} ${className ?? ""}`} data-language={language} tabIndex={0} {...rest}>
        {html === undefined ? (
          children
        ) : (
          <code className={`language-${language || "text"}`} dangerouslySetInnerHTML={{ __html: html }} />
        )}
      </pre>
    </figure>
  );
}
