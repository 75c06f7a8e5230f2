/**
 * Highlighted code as an HTML string. Code blocks reach the page as markup, not as one element
 * per token: the browser parses it once and hydration skips it (a long guide has thousands of
 * token spans), and the page's JavaScript carries a string instead of an element tree.
 */

/** Escapes text for HTML element content and double-quoted attribute values. */
export function escapeHtml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

/** A node of highlighted code: text, or a span with classes around more of them. */
export type CodeNode =
  | { type: "text"; value: string }
  | { type: "element"; tagName: string; properties?: { className?: unknown }; children: CodeNode[] }
  | { type: string };

/** The HTML of highlighted code nodes (hast text and span elements; anything else is skipped). */
export function codeNodesToHtml(nodes: readonly CodeNode[]): string {
  let html = "";
  for (const node of nodes) {
    if (node.type === "text" && "value" in node) html += escapeHtml(node.value);
    else if (node.type === "element" && "tagName" in node) {
      const classes = Array.isArray(node.properties?.className) ? node.properties.className.map(String).join(" ") : "";
      html += `<${node.tagName}${classes ? ` class="${escapeHtml(classes)}"` : ""}>${codeNodesToHtml(node.children)}</${node.tagName}>`;
    }
  }
  return html;
}

/** The HTML of compact tokens (CodeView in src/lib/openapi/types.ts): text, or [class index, text]. */
export function codeTokensToHtml(
  tokens: readonly (string | readonly [number, string])[],
  classes: readonly string[],
): string {
  return tokens
    .map((t) =>
      typeof t === "string"
        ? escapeHtml(t)
        : `<span class="${escapeHtml(classes[t[0]] ?? "")}">${escapeHtml(t[1])}</span>`,
    )
    .join("");
}
