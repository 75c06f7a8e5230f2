import React, { createElement, Fragment } from "react";
import type { ContentComponentName, ContentNode } from "../../lib/content-tree";
import { StaticHtml } from "../StaticHtml";
import { groupRuns } from "../../lib/runs";

/** What each component name in the tree renders with (src/components/mdx). */
export type ContentComponents = Record<ContentComponentName, React.ElementType>;

/**
 * Whether a node renders the same HTML whatever happens in the browser: text, HTML strings,
 * elements, and components marked `keepsHtml` (no state, effects or handlers but links), all the
 * way down.
 */
function isStatic(node: ContentNode, components: ContentComponents): boolean {
  if (typeof node === "string") return true;
  if (node.x && !(components[node.t as ContentComponentName] as { keepsHtml?: true } | undefined)?.keepsHtml)
    return false;
  return (node.c ?? []).every((child) => isStatic(child, components));
}

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

/**
 * One run of static nodes, rendered only when StaticHtml renders its children (not while it keeps
 * the server's HTML), so hydration builds no elements for the HTML it keeps.
 */
function Run({ nodes, components }: { nodes: { node: ContentNode; place: string }[]; components: ContentComponents }) {
  return createElement(Fragment, null, ...nodes.map(({ node, place }) => render(node, components, place)));
}

export function MdxContent({ nodes, components, name = "body" }: MdxContentProps) {
  // Runs of static nodes keep their server HTML through the first hydration (StaticHtml); the
  // rest (code blocks, tabs, flows) hydrate as parts of their own.
  const out = groupRuns(nodes, (node) => isStatic(node, components)).map((piece) =>
    "run" in piece
      ? createElement(StaticHtml, {
          key: `html-${piece.start}`,
          name: `${name}-html-${piece.start}`,
          children: createElement(Run, {
            nodes: piece.run.map((node, i) => ({ node, place: `${name}-${piece.start + i}` })),
            components,
          }),
        })
      : render(piece.item, components, `${name}-${piece.index}`),
  );
  return createElement(Fragment, null, ...out);
}
