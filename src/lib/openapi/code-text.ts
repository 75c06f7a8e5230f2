import type { CodeView } from "./types";

// On its own: the request checker's shell, part of an operation page's first visit, needs it and
// nothing else of sections.ts (webpack puts a module where its first importer is, with every
// export some chunk uses).

/** The plain text of highlighted code (what the copy button copies). */
export function codeText(code: Pick<CodeView, "tokens">): string {
  return code.tokens.map((t) => (typeof t === "string" ? t : t[1])).join("");
}
