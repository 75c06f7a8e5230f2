import { unified } from "unified";
import remarkParse from "remark-parse";
import remarkGfm from "remark-gfm";
import remarkRehype from "remark-rehype";
import type { Element, ElementContent, Root } from "hast";
import type { CodeToken, CodeView, RichAttributes, RichNode } from "../../lib/openapi/types";
import { richTags } from "../../lib/openapi";
import { highlightCode, linkCallMentions } from "../markdown";

/**
 * Markdown of the OpenAPI document (descriptions, rules, response code advice) turned at build
 * time into the compact `RichNode` form the API templates render, and code into highlighted tokens.
 */

const processor = unified().use(remarkParse).use(remarkGfm).use(remarkRehype);

export class RichTextError extends Error {}

function attributesOf(element: Element): RichAttributes | 0 {
  const attrs: RichAttributes = {};
  const { className, href, id, title } = element.properties ?? {};
  if (Array.isArray(className) && className.length) attrs.class = className.join(" ");
  if (typeof href === "string") attrs.href = href;
  if (typeof id === "string") attrs.id = id;
  if (typeof title === "string") attrs.title = title;
  return Object.keys(attrs).length ? attrs : 0;
}

/** Converts hast children to RichNodes, merging adjacent text and dropping inter-block newlines. */
export function toRich(nodes: (ElementContent | Root["children"][number])[]): RichNode[] {
  const out: RichNode[] = [];
  const pushText = (text: string) => {
    if (!text) return;
    const last = out[out.length - 1];
    if (typeof last === "string") out[out.length - 1] = last + text;
    else out.push(text);
  };
  for (const node of nodes) {
    if (node.type === "text") pushText(node.value);
    else if (node.type === "element") {
      if (!richTags.has(node.tagName)) throw new RichTextError(`unsupported markup <${node.tagName}>`);
      out.push([node.tagName, attributesOf(node), ...toRich(node.children)]);
    }
  }
  return out;
}

const blockElements = new Set([
  "p",
  "ul",
  "ol",
  "li",
  "blockquote",
  "pre",
  "table",
  "thead",
  "tbody",
  "tr",
  "th",
  "td",
]);
const isBlock = (n: RichNode | undefined) => n === undefined || (typeof n !== "string" && blockElements.has(n[0]));

/**
 * Drops the whitespace-only text that markdown leaves between block elements (and at the edges of
 * a block). Whitespace between two inline elements is a word space ("`feeType` **OUR**") and stays,
 * as one space.
 */
function trimBlocks(nodes: RichNode[]): RichNode[] {
  return nodes
    .flatMap((n, i): RichNode[] => {
      if (typeof n !== "string" || n.trim() !== "") return [n];
      return isBlock(nodes[i - 1]) || isBlock(nodes[i + 1]) ? [] : [" "];
    })
    .map((n) => (typeof n === "string" ? n : ([n[0], n[1], ...trimBlocks(n.slice(2) as RichNode[])] as RichNode)));
}

const converted = new Map<string, RichNode[]>();

/** Markdown (block) → RichNodes: paragraphs, lists, code, links. Shared schemas repeat text, so results are cached. */
export function markdownToRich(markdown: string): RichNode[] {
  const text = markdown.trim();
  let nodes = converted.get(text);
  if (!nodes) {
    const tree = processor.parse(text);
    linkCallMentions(tree);
    nodes = trimBlocks(toRich((processor.runSync(tree) as Root).children));
    converted.set(text, nodes);
  }
  return nodes;
}

/** Markdown of one short line (a table cell): the paragraph wrapper is removed. */
export function inlineMarkdownToRich(markdown: string): RichNode[] {
  const blocks = markdownToRich(markdown);
  if (blocks.length === 1 && typeof blocks[0] !== "string" && blocks[0][0] === "p")
    return blocks[0].slice(2) as RichNode[];
  return blocks;
}

/**
 * Syntax-highlighted code at build time (the same highlighter as MDX code blocks, with its short
 * colour classes: src/node/markdown/token-classes.ts), as tokens; neighbours of one colour merge.
 */
export function highlightToTokens(code: string, language: string): Pick<CodeView, "classes" | "tokens"> {
  const classes: string[] = [];
  const tokens: CodeToken[] = [];
  const push = (text: string, type: string | undefined) => {
    if (!text) return;
    const last = tokens[tokens.length - 1];
    if (!type) {
      if (typeof last === "string") tokens[tokens.length - 1] = last + text;
      else tokens.push(text);
      return;
    }
    let index = classes.indexOf(type);
    if (index === -1) index = classes.push(type) - 1;
    if (Array.isArray(last) && last[0] === index) last[1] += text;
    else tokens.push([index, text]);
  };
  const walk = (nodes: ElementContent[]) => {
    for (const node of nodes) {
      if (node.type === "text") push(node.value, undefined);
      else if (node.type === "element") {
        const own = Array.isArray(node.properties?.className) ? node.properties.className.map(String) : [];
        // A line's span is walked into; a run's span has one class, its colour's.
        const type = own.includes("line") ? undefined : own[0];
        if (type && node.children.every((c) => c.type === "text"))
          push(node.children.map((c) => (c.type === "text" ? c.value : "")).join(""), type);
        else walk(node.children);
      }
    }
  };
  const codeElement = highlightCode(code, language).children[0];
  if (codeElement?.type === "element") walk(codeElement.children);
  // Whitespace-only tokens carry no colour.
  return {
    classes,
    tokens: tokens
      .map((t) => (Array.isArray(t) && !t[1].trim() ? t[1] : t))
      .reduce<CodeToken[]>((out, t) => {
        const last = out[out.length - 1];
        if (typeof t === "string" && typeof last === "string") out[out.length - 1] = last + t;
        else out.push(t);
        return out;
      }, []),
  };
}

/** Every link target in rich text, for the build's link check. */
export function linksIn(nodes: RichNode[], out: string[] = []): string[] {
  for (const node of nodes) {
    if (typeof node === "string") continue;
    const [tag, attrs, ...children] = node;
    if (tag === "a" && attrs && attrs.href) out.push(attrs.href);
    linksIn(children, out);
  }
  return out;
}

const blockTags = new Set(["p", "li", "ul", "ol", "blockquote", "pre", "tr", "br", "table"]);

/** Plain text of rich nodes (search, titles); blocks are separated by a space. */
export function richText(nodes: RichNode[]): string {
  return nodes
    .map((n) => (typeof n === "string" ? n : richText(n.slice(2) as RichNode[]) + (blockTags.has(n[0]) ? " " : "")))
    .join("")
    .replace(/\s+/g, " ")
    .trim();
}
