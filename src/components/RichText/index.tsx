import React from "react";
import type { RichNode } from "../../lib/openapi/types";
import { richTags } from "../../lib/openapi";
import { MdxLink } from "../mdx/MdxLink";
import { Breakable, inlineCodeProps } from "../Breakable";

export interface RichTextProps {
  nodes: RichNode[];
}

/** Where text sits: in a code block (left as it is), in inline code, or in prose. */
type Context = "pre" | "code" | "prose";

function render(node: RichNode, key: number, context: Context = "prose"): React.ReactNode {
  // Text wraps at identifier break points: all of them in inline code, identifier-like words in
  // prose (the document's advice often names fields without backticks), as docs' Markdown does
  // (src/node/markdown/rehype-narrow.ts). Code blocks keep their lines.
  if (typeof node === "string")
    return context === "pre" ? node : <Breakable key={key} text={node} prose={context === "prose"} />;
  const [tag, attributes, ...children] = node;
  const inner: Context = context === "pre" || tag === "pre" ? "pre" : tag === "code" ? "code" : context;
  const content = children.map((child, i) => render(child, i, inner));
  const attrs = attributes || {};
  if (tag === "a") {
    return (
      <MdxLink key={key} href={attrs.href} title={attrs.title}>
        {content}
      </MdxLink>
    );
  }
  if (!richTags.has(tag)) return <React.Fragment key={key}>{content}</React.Fragment>;
  // Inline code (not a block's) is measured by its text for wrapping on wide screens.
  const codeProps =
    tag === "code" && inner === "code" ? inlineCodeProps(children.filter((c) => typeof c === "string").join("")) : {};
  const props = { key, className: attrs.class, id: attrs.id, title: attrs.title, ...codeProps };
  return content.length ? React.createElement(tag, props, ...content) : React.createElement(tag, props);
}

/** Build-time markdown of the OpenAPI document, rendered without raw HTML; internal links navigate client-side. */
export function RichText({ nodes }: RichTextProps) {
  return <>{nodes.map((node, i) => render(node, i))}</>;
}
