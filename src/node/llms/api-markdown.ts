import type { BlockContent, Content, PhrasingContent, Table, TableCell, TableRow } from "mdast";
import type { CodeView, FieldChange, FieldRow, RichNode } from "../../lib/openapi/types";
import { apiSections, codeText, type ApiSection } from "../../lib/openapi";
import { paragraph, strong, text, type MarkdownContext } from "./mdx-markdown";
import { changelogRoute, formatEntryDate } from "../../lib/changelog";

/**
 * Rich text and field tables of the API views as Markdown nodes: inline and block rich text, a
 * field's dotted path, and a parameter table with its requirement and history badges. The API
 * pages' own parts (api-page-markdown.ts) and the MCP operation texts are built from these.
 */

const inlineTags: Record<string, "strong" | "emphasis" | "delete"> = {
  strong: "strong",
  em: "emphasis",
  del: "delete",
};

function plain(nodes: RichNode[]): string {
  return nodes.map((n) => (typeof n === "string" ? n : plain(n.slice(2) as RichNode[]))).join("");
}

/** Rich text as phrasing content; block structure is flattened (for table cells). */
export function richInline(nodes: RichNode[], ctx: MarkdownContext): PhrasingContent[] {
  const out: PhrasingContent[] = [];
  nodes.forEach((node, i) => {
    if (typeof node === "string") {
      out.push(text(node.replace(/\s*\n\s*/g, " ")));
      return;
    }
    const [tag, attrs, ...kids] = node;
    const inner = () => richInline(kids, ctx);
    if (tag === "code") out.push({ type: "inlineCode", value: plain(kids) });
    else if (tag === "a")
      out.push({
        type: "link",
        url: ctx.absoluteUrl((attrs && attrs.href) || ""),
        children: inner(),
      } as PhrasingContent);
    else if (tag in inlineTags) out.push({ type: inlineTags[tag], children: inner() });
    else if (tag === "br") out.push(text(" "));
    else if (tag === "li") out.push(...(i > 0 ? [text("; ")] : []), ...inner());
    else if (["p", "ul", "ol", "blockquote", "pre", "table"].includes(tag))
      out.push(...(out.length ? [text(" ")] : []), ...inner());
    else out.push(...inner());
  });
  return out;
}

/** Rich text as block content (paragraphs, lists, code, quotes, tables). */
export function richBlocks(nodes: RichNode[], ctx: MarkdownContext): Content[] {
  const out: Content[] = [];
  let run: RichNode[] = [];
  const flush = () => {
    const inline = richInline(run, ctx);
    if (run.some((n) => typeof n !== "string" || n.trim())) out.push(paragraph(inline));
    run = [];
  };
  for (const node of nodes) {
    const tag = typeof node === "string" ? null : node[0];
    if (tag === null || !["p", "ul", "ol", "blockquote", "pre", "table"].includes(tag)) {
      run.push(node);
      continue;
    }
    flush();
    const kids = (node as RichNode[]).slice(2);
    if (tag === "p") out.push(paragraph(richInline(kids, ctx)));
    else if (tag === "ul" || tag === "ol") {
      const items = kids.filter((k): k is Exclude<RichNode, string> => typeof k !== "string" && k[0] === "li");
      out.push({
        type: "list",
        ordered: tag === "ol",
        spread: false,
        children: items.map((li) => ({
          type: "listItem",
          spread: false,
          children: richBlocks(li.slice(2) as RichNode[], ctx) as BlockContent[],
        })),
      });
    } else if (tag === "blockquote")
      out.push({ type: "blockquote", children: richBlocks(kids, ctx) as BlockContent[] });
    else if (tag === "pre") out.push({ type: "code", lang: null, value: plain(kids).replace(/\n$/, "") });
    else out.push(paragraph(richInline(kids, ctx)));
  }
  flush();
  return out;
}

const cell = (children: PhrasingContent[]): TableCell => ({ type: "tableCell", children });
const row = (cells: PhrasingContent[][]): TableRow => ({ type: "tableRow", children: cells.map(cell) });
export const code = (value: string): PhrasingContent => ({ type: "inlineCode", value });

export function table(head: string[], rows: PhrasingContent[][][]): Table {
  return { type: "table", align: head.map(() => null), children: [row(head.map((h) => [text(h)])), ...rows.map(row)] };
}

export function heading(section: ApiSection): Content {
  const { depth, value } = apiSections[section];
  return { type: "heading", depth: depth, children: [text(value)] };
}

export function codeBlock(view: Pick<CodeView, "language" | "tokens" | "title">, withTitle = true): Content {
  return {
    type: "code",
    lang: view.language || null,
    meta: withTitle && view.title ? `title="${view.title.replace(/"/g, "'")}"` : null,
    value: codeText(view),
  };
}

/** `amount.value`, `urlParams[].url`: a row's full path, from its parents. */
export function fieldPath(rows: FieldRow[], index: number): string {
  const parts: string[] = [];
  for (let i = index; i >= 0; i = rows[i].parent)
    parts.unshift(rows[i].name + (i !== index && rows[i].type.startsWith("array") ? "[]" : ""));
  return parts.join(".");
}

const requirement: Record<FieldRow["required"], string> = {
  required: "Required",
  optional: "Optional",
  conditional: "Conditional",
};

/** "Added on 2 March 2026", linking the changelog entry when there is one (as the page's badge). */
function historyBadge(label: string, change: FieldChange | null, ctx: MarkdownContext): PhrasingContent {
  const words = change ? `${label} on ${formatEntryDate(change.date)}` : label;
  return change?.entry
    ? {
        type: "link",
        url: ctx.absoluteUrl(`${changelogRoute}#${change.entry}`),
        children: [{ type: "strong", children: [text(words)] }],
      }
    : strong(words);
}

/** The field's history as the page shows it: "Deprecated …" with its note, "Added on …". */
function fieldHistory(row: FieldRow, ctx: MarkdownContext): PhrasingContent[][] {
  const parts: PhrasingContent[][] = [];
  if (row.deprecated) {
    const note = richInline(row.deprecated.note, ctx);
    parts.push([
      historyBadge("Deprecated", row.deprecated.change, ctx),
      ...(note.length ? [text(": "), ...note] : [text(".")]),
    ]);
  }
  if (row.added) parts.push([historyBadge("Added", row.added, ctx), text(".")]);
  return parts;
}

/** A parameter table: every row, nested fields included, with all the page shows of each. */
export function fieldTable(rows: FieldRow[], ctx: MarkdownContext): Table {
  return table(
    ["Field", "Type", "Required", "Description"],
    rows.map((r, i) => {
      const description: PhrasingContent[] = [];
      const add = (parts: PhrasingContent[]) => {
        if (!parts.length) return;
        if (description.length) description.push(text(" "));
        description.push(...parts);
      };
      for (const part of fieldHistory(r, ctx)) add(part);
      if (r.condition) add([text(`${r.condition}.`)]);
      add(richInline(r.description, ctx));
      if (r.values)
        add([
          text(r.values.length === 1 ? "Value: " : "Values: "),
          ...r.values.flatMap((v, n) => [...(n ? [text(", ")] : []), code(v)]),
        ]);
      for (const c of r.constraints ?? []) add([text(`${c.label}: `), code(c.value)]);
      if (r.example !== undefined) add([text("Example: "), code(r.example)]);
      return [
        [code(fieldPath(rows, i))],
        [text(r.type + (r.length ? `, length ${r.length}` : ""))],
        [text(requirement[r.required])],
        description,
      ];
    }),
  );
}
