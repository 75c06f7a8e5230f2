import { refractor } from "refractor";
import type { Element, ElementContent, Root, Text } from "hast";
import { codeNodesToHtml } from "../../lib/code-html";
import { tokenClass } from "./token-classes";

/**
 * Build-time syntax highlighting (no highlighter ships to readers). Each fenced block becomes
 * `<pre data-language data-title>`: its runs of one colour a span each, with a short class
 * (token-classes.ts), and each line the meta highlights (`{1,3-4}`) a `<span class="line
 * line-highlighted">`; copying gives the exact text. In MDX the lines are handed to CodeBlock as
 * HTML (`data-html`), not as elements.
 */

const aliases: Record<string, string> = {
  js: "javascript",
  ts: "typescript",
  sh: "bash",
  shell: "bash",
  curl: "bash",
  py: "python",
  text: "",
  txt: "",
  plain: "",
  yml: "yaml",
};

function parseRanges(meta: string): Set<number> {
  const lines = new Set<number>();
  const braces = /\{([\d,\s-]+)\}/.exec(meta);
  if (!braces) return lines;
  for (const part of braces[1].split(",")) {
    const [a, b] = part.trim().split("-").map(Number);
    if (!Number.isFinite(a)) continue;
    for (let n = a; n <= (Number.isFinite(b) ? b : a); n++) lines.add(n);
  }
  return lines;
}

interface Segment {
  text: string;
  classes: string[];
}

function flatten(nodes: ElementContent[] | Root["children"], classes: string[], out: Segment[]): Segment[] {
  for (const node of nodes) {
    if (node.type === "text") out.push({ text: node.value, classes });
    else if (node.type === "element") {
      const own = (node.properties?.className as string[] | undefined) ?? [];
      flatten(node.children, [...classes, ...own], out);
    }
  }
  return out;
}

/**
 * The segments split into lines, each run of one colour one span with its short class
 * (token-classes.ts), and runs the theme does not colour (whitespace among them) plain text.
 */
function toLines(segments: Segment[]): ElementContent[][] {
  const lines: ElementContent[][] = [[]];
  for (const seg of segments) {
    const colour = tokenClass(seg.classes);
    seg.text.split("\n").forEach((piece, i) => {
      if (i > 0) lines.push([]);
      if (!piece) return;
      const line = lines[lines.length - 1];
      const cls = piece.trim() ? colour : undefined;
      const last = line[line.length - 1];
      if (cls && last?.type === "element" && (last.properties?.className as string[] | undefined)?.[0] === cls)
        (last.children[0] as Text).value += piece;
      else if (!cls && last?.type === "text") last.value += piece;
      else {
        const text: Text = { type: "text", value: piece };
        line.push(
          cls ? { type: "element", tagName: "span", properties: { className: [cls] }, children: [text] } : text,
        );
      }
    });
  }
  return lines;
}

export function textOf(node: Element): string {
  return node.children.map((c) => (c.type === "text" ? c.value : c.type === "element" ? textOf(c) : "")).join("");
}

export function highlightCode(code: string, language: string, meta = ""): Element {
  const lang = aliases[language] ?? language;
  const source = code.replace(/\n$/, "");
  let segments: Segment[];
  try {
    segments =
      lang && refractor.registered(lang)
        ? flatten(refractor.highlight(source, lang).children, [], [])
        : [{ text: source, classes: [] }];
  } catch {
    segments = [{ text: source, classes: [] }];
  }
  const marked = parseRanges(meta);
  const lines = toLines(segments);
  const children: ElementContent[] = [];
  // A line the meta marks is a span of its own (its background spans the block's width); the others
  // are their runs alone: a span per line was 826 boxes to lay out on the hosted checkout guide.
  lines.forEach((line, i) => {
    if (marked.has(i + 1))
      children.push({
        type: "element",
        tagName: "span",
        properties: { className: ["line", "line-highlighted"] },
        children: line,
      });
    else children.push(...line);
    if (i < lines.length - 1) children.push({ type: "text", value: "\n" });
  });
  const title = /title="([^"]*)"/.exec(meta)?.[1];
  return {
    type: "element",
    tagName: "pre",
    properties: { dataLanguage: language || "text", ...(title ? { dataTitle: title } : {}) },
    children: [
      { type: "element", tagName: "code", properties: { className: [`language-${language || "text"}`] }, children },
    ],
  };
}

export default function rehypeCode() {
  return (tree: Root) => {
    // Walks every node with children, MDX JSX elements (<Tabs>, <TabItem>…) included.
    const visit = (node: { children?: unknown[] }) => {
      node.children?.forEach((raw, i) => {
        const child = raw as Element | { type: string; children?: unknown[] };
        const code =
          child.type === "element" && (child as Element).tagName === "pre"
            ? (child as Element).children.find((c): c is Element => c.type === "element" && c.tagName === "code")
            : undefined;
        if (code) {
          const className = (code.properties?.className as string[] | undefined) ?? [];
          const language = className.find((c) => c.startsWith("language-"))?.slice(9) ?? "";
          const meta = (code.data as { meta?: string } | undefined)?.meta ?? "";
          const pre = highlightCode(textOf(code), language, meta);
          // The highlighted lines travel as one HTML string (CodeBlock renders it): see src/lib/code-html.ts.
          const inner = pre.children[0] as Element;
          pre.properties = { ...pre.properties, dataHtml: codeNodesToHtml(inner.children) };
          inner.children = [];
          (node.children as unknown[])[i] = pre;
        } else visit(child);
      });
    };
    visit(tree);
  };
}
