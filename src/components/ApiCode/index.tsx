import React from "react";
import type { CodeView } from "../../lib/openapi/types";
import { CodeBlock } from "../mdx/CodeBlock";
import { codeTokensToHtml } from "../../lib/code-html";

export interface ApiCodeProps {
  code: CodeView;
  /** Replaces the code's own title (e.g. a file name) above the block. */
  title?: string;
}

/** A block of code highlighted at build time (compact tokens, see CodeView), with a copy button. */
export function ApiCode({ code, title }: ApiCodeProps) {
  return (
    <CodeBlock
      data-language={code.language}
      data-title={title ?? code.title}
      data-html={codeTokensToHtml(code.tokens, code.classes)}
    />
  );
}
