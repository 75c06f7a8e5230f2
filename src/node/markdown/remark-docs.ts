import path from "node:path";
import GithubSlugger from "github-slugger";
import type { Root, Content, Parent } from "mdast";
import { docIdToRoute, replaceProductTokens, type ProductNames } from "../../lib/routes";
import { parseSequence } from "../../lib/sequence";
import { linkCallMentions, tokenCallRoute } from "./call-links";

/**
 * The one remark transform every doc goes through, at render time (gatsby-plugin-mdx) and when
 * headings and links are extracted for the TOC, search and link checks, so ids always agree:
 * - %PRODUCT% / %PRODUCT_SLUG% replaced in text, code, links and JSX string attributes;
 * - heading ids (GitHub-style slugs, unique per page);
 * - `./other.mdx` file links rewritten to routes;
 * - ```sequence blocks turned into <SequenceDiagram> elements (parsed here, drawn by React).
 */
export interface RemarkDocsOptions {
  product: ProductNames;
  /** Absolute path of content/, to turn file links into doc ids. */
  contentDir: string;
}

interface JsxAttribute {
  type: "mdxJsxAttribute";
  name: string;
  value?: string | null | { type: string; value: string };
}

export type AnyNode = Content & {
  children?: AnyNode[];
  value?: string;
  url?: string;
  lang?: string | null;
  meta?: string | null;
  depth?: number;
  name?: string | null;
  attributes?: JsxAttribute[];
  data?: Record<string, unknown>;
};

export function walk(
  node: AnyNode | Root,
  visit: (node: AnyNode, parent: Parent | null, index: number) => void,
  parent: Parent | null = null,
  index = 0,
): void {
  if (node.type !== "root") visit(node, parent, index);
  const children = (node as Parent).children as AnyNode[] | undefined;
  if (children) for (let i = 0; i < children.length; i++) walk(children[i], visit, node as Parent, i);
}

export function plainText(node: AnyNode): string {
  if (typeof node.value === "string" && node.type !== "mdxFlowExpression" && node.type !== "mdxTextExpression")
    return node.value;
  return (node.children ?? []).map(plainText).join("");
}

/** A link to another doc by file (`./x.mdx`, `../api/y.mdx#anchor`), resolved to its route. */
export function resolveFileLink(
  url: string,
  fromFile: string,
  options: RemarkDocsOptions,
): { route: string; docId: string } | null {
  const match = /^([^#?]+\.mdx?)(#.*)?$/.exec(url);
  if (!match || /^[a-z]+:/i.test(url) || url.startsWith("/")) return null;
  const target = path.resolve(path.dirname(fromFile), match[1]);
  const docId = path
    .relative(options.contentDir, target)
    .replace(/\\/g, "/")
    .replace(/\.mdx?$/, "");
  return { route: docIdToRoute(docId, options.product) + (match[2] ?? ""), docId };
}

/** The text a heading's id is made from: its text without a leading step number (`8. `, `Step 8:`). */
export function headingSlugText(text: string): string {
  return text.replace(/^\s*(?:step\s+)?\d+[.):]\s+/i, "");
}

export function transformDocTree(tree: Root, filePath: string | undefined, options: RemarkDocsOptions): void {
  // The token call's own page does not link to itself.
  if (!filePath?.endsWith(`${tokenCallRoute.slice(1)}.mdx`)) linkCallMentions(tree);
  const slugger = new GithubSlugger();
  const tokens = (s: string) => replaceProductTokens(s, options.product);
  walk(tree, (node, parent, index) => {
    if (typeof node.value === "string" && ["text", "inlineCode", "code", "html"].includes(node.type))
      node.value = tokens(node.value);
    if (node.type === "code" && node.meta) node.meta = tokens(node.meta);
    if ((node.type === "link" || node.type === "definition" || node.type === "image") && node.url) {
      node.url = tokens(node.url);
      if (filePath) {
        const resolved = resolveFileLink(node.url, filePath, options);
        if (resolved) {
          node.data = { ...node.data, fileLink: node.url };
          node.url = resolved.route;
        }
      }
    }
    if (node.attributes) {
      for (const attr of node.attributes) if (typeof attr.value === "string") attr.value = tokens(attr.value);
    }
    if (node.type === "heading") {
      // The heading's children are visited after it, so tokens are replaced here first: a slug must
      // not leak `%PRODUCT%` ("what-product-signs"). Step numbers ("8. Cancel an order") stay out
      // of the slug, so renumbering steps does not break links to them.
      const id = slugger.slug(headingSlugText(tokens(plainText(node))));
      node.data = { ...node.data, id, hProperties: { ...(node.data?.hProperties as object), id } };
    }
    if (node.type === "code" && node.lang === "sequence" && parent) {
      const title = /title="([^"]*)"/.exec(node.meta ?? "")?.[1] ?? "";
      const diagram = parseSequence(node.value ?? "", title);
      parent.children[index] = {
        type: "mdxJsxFlowElement",
        name: "SequenceDiagram",
        attributes: [{ type: "mdxJsxAttribute", name: "source", value: JSON.stringify(diagram) }],
        children: [],
      } as unknown as Content;
    }
  });
}

/** remark plugin form of `transformDocTree`. */
export default function remarkDocs(options: RemarkDocsOptions) {
  return (tree: Root, file: { path?: string; history?: string[] }) => {
    transformDocTree(tree, file.path ?? file.history?.[0], options);
  };
}
