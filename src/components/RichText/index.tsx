import React from "react";
import type { RichNode } from "../../lib/openapi/types";
import { MdxLink } from "../mdx/MdxLink";

export interface RichTextProps {
  nodes: RichNode[];
}

/** Elements build-time markdown may produce (src/node/openapi/rich.ts); anything else renders its text. */
const elements = new Set([
  "p",
  "code",
  "strong",
  "em",
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

function render(node: RichNode, key: number): React.ReactNode {
  if (typeof node === "string") return node;
  const [tag, attributes, ...children] = node;
  const content = children.map(render);
  const attrs = attributes || {};
  if (tag === "a") {
    return (
      <MdxLink key={key} href={attrs.href} title={attrs.title}>
        {content}
      </MdxLink>
    );
  }
  if (!elements.has(tag)) return <React.Fragment key={key}>{content}</React.Fragment>;
  const props = { key, className: attrs.class, id: attrs.id, title: attrs.title };
  return content.length ? React.createElement(tag, props, ...content) : React.createElement(tag, props);
}

/** Build-time markdown of the OpenAPI document, rendered without raw HTML; internal links navigate client-side. */
export function RichText({ nodes }: RichTextProps) {
  return <>{nodes.map(render)}</>;
}
