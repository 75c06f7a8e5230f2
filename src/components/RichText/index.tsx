import React from "react";
import type { RichNode } from "../../lib/openapi/types";
import { richTags } from "../../lib/openapi/rich-tags";
import { MdxLink } from "../mdx/MdxLink";

export interface RichTextProps {
  nodes: RichNode[];
}

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
  if (!richTags.has(tag)) return <React.Fragment key={key}>{content}</React.Fragment>;
  const props = { key, className: attrs.class, id: attrs.id, title: attrs.title };
  return content.length ? React.createElement(tag, props, ...content) : React.createElement(tag, props);
}

/** Build-time markdown of the OpenAPI document, rendered without raw HTML; internal links navigate client-side. */
export function RichText({ nodes }: RichTextProps) {
  return <>{nodes.map(render)}</>;
}
