import { unified } from "unified";
import remarkParse from "remark-parse";
import remarkMdx from "remark-mdx";
import remarkGfm from "remark-gfm";
import { toMarkdown } from "mdast-util-to-markdown";
import { gfmToMarkdown } from "mdast-util-gfm";
import type { Content, PhrasingContent, Root } from "mdast";
import { transformDocTree, type RemarkDocsOptions } from "../markdown";
import type { SequenceDiagramData } from "../../lib/sequence";

/**
 * A doc's MDX as clean Markdown for readers that are programs (llms.txt, `.md` pages, Copy
 * page): the same remark transform as the site (product names, file links, sequence diagrams),
 * then every MDX construct turned into plain Markdown: admonitions into blockquotes, tabs and
 * steps into labelled sections, cards into a link list, sequence diagrams into their text,
 * comments and imports dropped, other JSX unwrapped. Links become absolute URLs.
 */

export interface MarkdownContext {
  /** Absolute URL of a site route or path (`/guide/x#y` → `https://…/api-docs-v2/guide/x/#y`). */
  absoluteUrl: (href: string) => string;
  /** Absolute URL of the page being converted. */
  pageUrl: string;
  /**
   * Only this language's code (`curl`): the one tab of a `lang` tab group that has it, and the
   * operation's code sample in it; every language when absent.
   */
  sampleLanguage?: string;
}

interface JsxAttribute {
  type: string;
  name?: string;
  value?: unknown;
}

type Node = Content & {
  children?: Node[];
  name?: string | null;
  attributes?: JsxAttribute[];
  url?: string;
  meta?: string | null;
};

export const text = (value: string): PhrasingContent => ({ type: "text", value });
export const strong = (value: string): PhrasingContent => ({ type: "strong", children: [text(value)] });
export const paragraph = (children: PhrasingContent[]): Content => ({ type: "paragraph", children });

const admonitionTitles: Record<string, string> = {
  Note: "Note",
  Tip: "Tip",
  Info: "Info",
  Warning: "Warning",
  Danger: "Danger",
};

function attribute(node: Node, name: string): string | undefined {
  const attr = node.attributes?.find((a) => a.type === "mdxJsxAttribute" && a.name === name);
  return typeof attr?.value === "string" ? attr.value : undefined;
}

/** An admonition as a blockquote whose first paragraph starts with its bold title. */
export function admonition(title: string, children: Content[]): Content {
  const [first, ...rest] = children;
  if (first?.type === "paragraph") {
    return {
      type: "blockquote",
      children: [{ ...first, children: [strong(`${title}:`), text(" "), ...first.children] }, ...rest],
    } as Content;
  }
  return { type: "blockquote", children: [paragraph([strong(title)]), ...children] } as Content;
}

/** A sequence diagram as the text it was written in, after its title. */
export function sequenceText(diagram: SequenceDiagramData): Content[] {
  const name = (i: number) => diagram.participants[i];
  const lines = [
    ...diagram.participants.map((p) => `participant ${p}`),
    ...diagram.steps.map((s) =>
      s.kind === "note"
        ? `Note over ${s.from === s.to ? name(s.from) : `${name(s.from)}, ${name(s.to)}`}: ${s.text}`
        : `${name(s.from)} ${s.response ? "-->" : "->"} ${name(s.to)}: ${s.text}`,
    ),
  ];
  return [
    paragraph([strong(`Sequence diagram: ${diagram.title}`)]),
    { type: "code", lang: "text", value: lines.join("\n") },
  ];
}

const phrasing = new Set([
  "text",
  "emphasis",
  "strong",
  "delete",
  "inlineCode",
  "break",
  "link",
  "linkReference",
  "image",
  "imageReference",
  "footnoteReference",
  "html",
]);

/** Block content: runs of inline nodes (a one-line `<Tip>text</Tip>`) are wrapped in paragraphs. */
function asBlocks(nodes: Content[]): Content[] {
  const out: Content[] = [];
  for (const node of nodes) {
    if (!phrasing.has(node.type)) out.push(node);
    else {
      const last = out[out.length - 1] as (Content & { data?: { wrapped?: boolean } }) | undefined;
      if (last?.type === "paragraph" && last.data?.wrapped) last.children.push(node as PhrasingContent);
      else out.push({ type: "paragraph", children: [node as PhrasingContent], data: { wrapped: true } });
    }
  }
  return out;
}

function children(node: Node, ctx: MarkdownContext): Content[] {
  return (node.children ?? []).flatMap((c) => convert(c, ctx));
}

/** Children as block content, for elements that become blocks (admonitions, tabs, steps…). */
function blockChildren(node: Node, ctx: MarkdownContext): Content[] {
  return asBlocks(children(node, ctx));
}

function jsx(node: Node, ctx: MarkdownContext): Content[] {
  const name = node.name ?? "";
  const inner = () => blockChildren(node, ctx);
  if (name in admonitionTitles || name === "Admonition") {
    const type = attribute(node, "type") ?? "note";
    const title =
      attribute(node, "title") ??
      admonitionTitles[name] ??
      admonitionTitles[type.charAt(0).toUpperCase() + type.slice(1)] ??
      "Note";
    return [admonition(title, inner())];
  }
  switch (name) {
    case "Tabs": {
      const isTab = (item: Node) => item.type === ("mdxJsxFlowElement" as string) && item.name === "TabItem";
      const items = node.children ?? [];
      const only =
        ctx.sampleLanguage &&
        attribute(node, "groupId") === "lang" &&
        items.some((item) => isTab(item) && attribute(item, "value") === ctx.sampleLanguage)
          ? ctx.sampleLanguage
          : null;
      return items.flatMap((item) => {
        if (!isTab(item)) return convert(item, ctx);
        if (only && attribute(item, "value") !== only) return [];
        const label = attribute(item, "label") ?? attribute(item, "value") ?? "";
        return [paragraph([strong(label)]), ...blockChildren(item, ctx)];
      });
    }
    case "Steps": {
      let n = 0;
      return (node.children ?? []).flatMap((step) => {
        if (step.name !== "Step") return convert(step, ctx);
        n++;
        const title = attribute(step, "title");
        return [paragraph([strong(`Step ${n}${title ? `: ${title}` : ""}`)]), ...blockChildren(step, ctx)];
      });
    }
    case "Step": {
      const title = attribute(node, "title");
      return [...(title ? [paragraph([strong(title)])] : []), ...inner()];
    }
    case "CardGroup":
      return [
        {
          type: "list",
          ordered: false,
          spread: false,
          children: (node.children ?? []).flatMap((c) => card(c, ctx)),
        } as Content,
      ];
    case "Card":
      return [{ type: "list", ordered: false, spread: false, children: card(node, ctx) } as Content];
    case "Details": {
      const summary = attribute(node, "summary");
      return [...(summary ? [paragraph([strong(summary)])] : []), ...inner()];
    }
    case "SequenceDiagram": {
      const source = attribute(node, "source");
      return source ? sequenceText(JSON.parse(source) as SequenceDiagramData) : [];
    }
    case "SignaturePlayground":
    case "GuideFlow":
      return [
        paragraph([
          text(
            node.name === "GuideFlow"
              ? "This page runs these calls step by step in the browser, in a simulated sandbox: "
              : "This page has an interactive signature playground that runs in the browser: ",
          ),
          { type: "link", url: ctx.pageUrl, children: [text(ctx.pageUrl)] } as PhrasingContent,
          text("."),
        ]),
      ];
    default:
      return children(node, ctx);
  }
}

function card(node: Node, ctx: MarkdownContext): Content[] {
  if (node.name !== "Card") return [];
  const title = attribute(node, "title") ?? "";
  const href = attribute(node, "href");
  const label: PhrasingContent = href
    ? ({ type: "link", url: ctx.absoluteUrl(href), children: [text(title)] } as PhrasingContent)
    : strong(title);
  const [first, ...rest] = blockChildren(node, ctx);
  const lead: PhrasingContent[] = first?.type === "paragraph" ? [label, text(": "), ...first.children] : [label];
  return [
    {
      type: "listItem",
      spread: false,
      children: [paragraph(lead), ...(first?.type === "paragraph" ? rest : first ? [first, ...rest] : [])],
    } as Content,
  ];
}

function convert(node: Node, ctx: MarkdownContext): Content[] {
  switch (node.type as string) {
    case "mdxjsEsm":
    case "mdxFlowExpression":
    case "mdxTextExpression":
      return [];
    case "mdxJsxFlowElement":
    case "mdxJsxTextElement":
      return jsx(node, ctx);
  }
  if ((node.type === "link" || node.type === "definition" || node.type === "image") && node.url)
    node.url = ctx.absoluteUrl(node.url);
  if (node.type === "code") {
    // Keep the title (a file name says what the code is); line highlights mean nothing here.
    const title = /title="([^"]*)"/.exec(node.meta ?? "")?.[1];
    node.meta = title ? `title="${title}"` : null;
  }
  if (node.children) {
    const converted = children(node, ctx);
    // A JSX element alone in a paragraph may have become block content: lift it out.
    if (node.type === "paragraph" && converted.some((c) => !phrasing.has(c.type))) return asBlocks(converted);
    node.children = converted;
  }
  delete (node as { position?: unknown }).position;
  return [node];
}

const parser = unified().use(remarkParse).use(remarkMdx).use(remarkGfm);

/** Markdown options shared by every generated file, so all of it reads alike. */
export function stringify(nodes: Content[]): string {
  return toMarkdown(
    { type: "root", children: nodes },
    {
      extensions: [gfmToMarkdown()],
      bullet: "-",
      fences: true,
      listItemIndent: "one",
      rule: "-",
      emphasis: "_",
      strong: "*",
      resourceLink: true,
    },
  );
}

/** A doc's MDX body (without frontmatter) parsed and through the site's remark transform. */
export function mdxDocTree(body: string, filePath: string, options: RemarkDocsOptions): Root {
  const tree = parser.parse(body);
  transformDocTree(tree, filePath, options);
  return tree;
}

/**
 * A doc's tree (mdxDocTree) as mdast nodes of plain Markdown. The conversion rewrites the tree's
 * nodes in place, so it works on a copy: one parse serves every form of a page.
 */
export function docTreeToMarkdownNodes(tree: Root, ctx: MarkdownContext): Content[] {
  return structuredClone(tree).children.flatMap((c) => convert(c as Node, ctx));
}

/** Converts a doc's MDX body (without frontmatter) to mdast nodes of plain Markdown. */
export function mdxToMarkdownNodes(
  body: string,
  filePath: string,
  options: RemarkDocsOptions,
  ctx: MarkdownContext,
): Content[] {
  return docTreeToMarkdownNodes(mdxDocTree(body, filePath, options), ctx);
}

/** Whether `sampleLanguage: language` changes this tree's Markdown: a `lang` tab group has a tab in it. */
export function hasLanguageTab(tree: Root, language: string): boolean {
  const isJsx = (node: Node) => ["mdxJsxFlowElement", "mdxJsxTextElement"].includes(node.type);
  const isLanguageTabs = (node: Node) =>
    isJsx(node) &&
    node.name === "Tabs" &&
    attribute(node, "groupId") === "lang" &&
    (node.children ?? []).some((item) => item.name === "TabItem" && attribute(item, "value") === language);
  const walk = (nodes: Node[]): boolean => nodes.some((n) => isLanguageTabs(n) || walk(n.children ?? []));
  return walk(tree.children);
}
