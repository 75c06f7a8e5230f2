import type { Element, ElementContent, Root } from "hast";
import { identifierPieces, isLongCode, prosePieces } from "../../lib/identifier-breaks";
import { textOf } from "./rehype-code";

/**
 * What docs need to read on a phone, added at build time to the Markdown of every doc:
 *
 * - Inline code gets a `<wbr>` wherever an identifier may wrap (src/lib/identifier-breaks.ts, the
 *   rules `<Breakable>` applies in components): `additionalInfo.payOptionDetails` wraps after the
 *   dot, never mid-word. So do identifier-like words of prose (a field named without backticks);
 *   other words stay whole. The text, a copy of it and its accessible name are unchanged. Code
 *   that is no name, or longer than `nowrapMaxChars`, is marked `data-long`: only it may wrap on
 *   wide screens.
 * - A table of two or more columns is marked `data-stack`, and each body cell after the first
 *   gets its column's heading as `data-label`: where its container is narrow for its columns,
 *   global.css shows each row as a block, each cell named by its column (the first one is the
 *   row's title).
 *
 * Code blocks (`<pre>`) are left alone: they keep their lines and scroll sideways.
 */

/** Columns from which a table stacks on narrow screens: a name beside its value leaves either too little room on a phone. */
export const stackFromColumns = 2;

type Parent = { children?: unknown[] };

function isElement(node: unknown, tagName?: string): node is Element {
  const n = node as Element | undefined;
  return n?.type === "element" && (tagName === undefined || n.tagName === tagName);
}

/** `text` as text nodes with a `<wbr>` before every piece but the first (`prose`: only in identifier-like words). */
export function breakableNodes(text: string, prose: boolean): ElementContent[] {
  return (prose ? prosePieces(text) : identifierPieces(text)).flatMap((piece, i): ElementContent[] => [
    ...(i > 0 ? [{ type: "element", tagName: "wbr", properties: {}, children: [] } as Element] : []),
    { type: "text", value: piece },
  ]);
}

/** Splits the text children of `parent` (inline code: every identifier break point; prose: identifier-like words). */
function breakText(parent: Parent, prose: boolean) {
  parent.children = parent.children?.flatMap((child) => {
    const node = child as ElementContent;
    return node.type === "text" ? breakableNodes(node.value, prose) : [child];
  });
}

function rowsOf(section: Element | undefined): Element[] {
  return (section?.children ?? []).filter((c): c is Element => isElement(c, "tr"));
}

function cellsOf(row: Element): Element[] {
  return row.children.filter((c): c is Element => isElement(c, "th") || isElement(c, "td"));
}

function labelTable(table: Element) {
  const sections = table.children.filter((c): c is Element => isElement(c));
  const head = rowsOf(sections.find((s) => s.tagName === "thead"))[0];
  if (!head) return;
  const labels = cellsOf(head).map((cell) => textOf(cell).trim());
  if (labels.length < stackFromColumns) return;
  table.properties = { ...table.properties, dataStack: "" };
  for (const row of sections.filter((s) => s.tagName === "tbody").flatMap(rowsOf)) {
    cellsOf(row).forEach((cell, i) => {
      if (i > 0 && labels[i]) cell.properties = { ...cell.properties, dataLabel: labels[i] };
    });
  }
}

export default function rehypeNarrow() {
  return (tree: Root) => {
    // Every node with children, MDX JSX elements (<Tabs>, <Details>…) included.
    const visit = (node: Parent) => {
      breakText(node, true);
      for (const child of node.children ?? []) {
        if (isElement(child, "pre")) continue;
        if (isElement(child, "code")) {
          if (isLongCode(textOf(child))) child.properties = { ...child.properties, dataLong: "" };
          breakText(child, false);
        } else {
          if (isElement(child, "table")) labelTable(child);
          visit(child as Parent);
        }
      }
    };
    visit(tree);
  };
}
