import React from "react";
import type { CodeView } from "../../lib/openapi/types";
import { CodeBlock } from "../mdx/CodeBlock";

export interface ApiCodeProps {
  code: CodeView;
  /** Replaces the code's own title (e.g. a file name) above the block. */
  title?: string;
}

/** A block of code highlighted at build time (compact tokens, see CodeView), with a copy button. */
export function ApiCode({ code, title }: ApiCodeProps) {
  return (
    <CodeBlock data-language={code.language} data-title={title ?? code.title}>
      <code className={`language-${code.language}`}>
        {code.tokens.map((token, i) =>
          typeof token === "string" ? (
            token
          ) : (
            <span key={i} className={code.classes[token[0]]}>
              {token[1]}
            </span>
          ),
        )}
      </code>
    </CodeBlock>
  );
}
