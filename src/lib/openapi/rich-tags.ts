/**
 * The elements the OpenAPI document's markdown may become (src/node/openapi/rich.ts refuses any
 * other at build time) and the RichText component renders (links as site links). One list, so the
 * build and the page cannot disagree about what prose may contain.
 */
export const richTags: ReadonlySet<string> = new Set([
  "p",
  "code",
  "strong",
  "em",
  "a",
  "ul",
  "ol",
  "li",
  "br",
  "blockquote",
  "pre",
  "span",
  "del",
  "table",
  "thead",
  "tbody",
  "tr",
  "th",
  "td",
]);
