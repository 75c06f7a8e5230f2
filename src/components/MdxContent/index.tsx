import React, { createElement, Fragment } from "react";
import type { ContentComponentName, ContentNode } from "../../lib/content-tree";

/** What each component name in the tree renders with (src/components/mdx). */
export type ContentComponents = Record<ContentComponentName, React.ElementType>;

function render(node: ContentNode, components: ContentComponents, place: string): React.ReactNode {
  if (typeof node === "string") return node;
  const type = node.x ? components[node.t as ContentComponentName] : node.t;
  if (!type) throw new Error(`The page uses a component this site does not have: ${node.t}`);
  const props: Record<string, unknown> =
    node.h === undefined ? { ...node.p } : { ...node.p, dangerouslySetInnerHTML: { __html: node.h } };
  // A part's name must be the same on the server and in the browser, and unique on the page: its
  // place in the body is both.
  if ((type as { placed?: true }).placed) props.part = place;
  return createElement(type, props, ...(node.c ?? []).map((child, i) => render(child, components, `${place}-${i}`)));
}

/**
 * A doc's MDX body from page data (src/lib/content-tree.ts). HTML-string subtrees render through
 * `dangerouslySetInnerHTML`: they are the build's own output from the writers' Markdown, never
 * remote input, and hydration leaves them as the server sent them. Components marked `placed`
 * (deferred ones) get `part`, their place in the body.
 */
export interface MdxContentProps {
  nodes: readonly ContentNode[];
  components: ContentComponents;
  /**
   * Names the deferred components' parts (src/components/mdx/deferred.tsx) by their place in the
   * body; a page that renders several bodies gives each its own.
   */
  name?: string;
}

export function MdxContent({ nodes, components, name = "body" }: MdxContentProps) {
  return createElement(Fragment, null, ...nodes.map((node, i) => render(node, components, `${name}-${i}`)));
}
