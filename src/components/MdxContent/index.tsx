import React, { createElement, Fragment } from "react";
import type { ContentComponentName, ContentNode } from "../../lib/content-tree";

/** What each component name in the tree renders with (src/components/mdx). */
export type ContentComponents = Record<ContentComponentName, React.ElementType>;

function render(node: ContentNode, components: ContentComponents): React.ReactNode {
  if (typeof node === "string") return node;
  const type = node.x ? components[node.t as ContentComponentName] : node.t;
  if (!type) throw new Error(`The page uses a component this site does not have: ${node.t}`);
  const props: Record<string, unknown> =
    node.h === undefined ? { ...node.p } : { ...node.p, dangerouslySetInnerHTML: { __html: node.h } };
  return createElement(type, props, ...(node.c ?? []).map((child) => render(child, components)));
}

/**
 * A doc's MDX body from page data (src/lib/content-tree.ts). HTML-string subtrees render through
 * `dangerouslySetInnerHTML`: they are the build's own output from the writers' Markdown, never
 * remote input, and hydration leaves them as the server sent them.
 */
export function MdxContent({ nodes, components }: { nodes: readonly ContentNode[]; components: ContentComponents }) {
  return createElement(Fragment, null, ...nodes.map((node) => render(node, components)));
}
