/**
 * How `read_page` cuts a page's Markdown: into parts that end at a heading, or else between two
 * blocks (never inside a code fence, a table or a paragraph), and into sections by heading. Only a
 * block longer than a whole part is cut inside; then the part closes the code fence it cuts, and
 * the next part opens it again (or repeats the table's header rows), so every part is valid Markdown.
 */
// eslint-disable-next-line import-x/no-extraneous-dependencies -- bundled into dist/server.mjs by build:mcp (mcp/package.json has no dependencies)
import GithubSlugger from "github-slugger";
import type { TocEntry } from "./docs-data";

interface Line {
  start: number;
  /** Offset just after the line's newline (or the end of the text). */
  end: number;
  text: string;
  /** The opening line of the code fence this line is inside (the fence lines included), or null. */
  fence: string | null;
  /** Closes the fence `fence` names. */
  closesFence: boolean;
}

export interface Heading {
  depth: number;
  title: string;
  /** The heading's anchor on the site (its table of contents), else its GitHub-style slug. */
  id: string;
  /** Offset of the heading line. */
  offset: number;
  /** Offset where its section ends: the next heading of the same or a higher level, or the end. */
  end: number;
}

/** The page's lines, each knowing whether it is inside a code fence. */
function linesOf(text: string): Line[] {
  const lines: Line[] = [];
  let fence: string | null = null;
  let marker = "";
  for (let start = 0; start < text.length;) {
    const newline = text.indexOf("\n", start);
    const end = newline === -1 ? text.length : newline + 1;
    const line = text.slice(start, newline === -1 ? text.length : newline);
    const open = /^ {0,3}(`{3,}|~{3,})/.exec(line);
    let closesFence = false;
    let inside = fence;
    if (fence === null && open) {
      fence = line;
      marker = open[1];
      inside = fence;
    } else if (
      fence !== null &&
      new RegExp(`^ {0,3}${marker[0] === "`" ? "`" : "~"}{${marker.length},}\\s*$`).test(line)
    ) {
      closesFence = true;
      fence = null;
    }
    lines.push({ start, end, text: line, fence: inside, closesFence });
    start = end;
  }
  return lines;
}

const isTableRow = (line: Line | undefined) => !!line && line.fence === null && /^\s*\|/.test(line.text);
const plainHeading = (title: string) =>
  title
    .replace(/\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/[`*_]/g, "")
    .replace(/\s+/g, " ")
    .trim()
    .toLowerCase();

/** The page's headings below its title (levels 2 to 6), with the site's anchors where the page's table of contents has them. */
export function headingsOf(text: string, toc: TocEntry[]): Heading[] {
  const lines = linesOf(text);
  const slugger = new GithubSlugger();
  const found: Heading[] = [];
  let next = 0;
  for (const line of lines) {
    const match = line.fence === null ? /^(#{2,6})\s+(.+?)\s*#*\s*$/.exec(line.text) : null;
    if (!match) continue;
    const title = match[2];
    const plain = plainHeading(title);
    const slug = slugger.slug(plain);
    // The table of contents lists the same headings in the same order (a changelog heading adds its date).
    let id = slug;
    for (let i = next; i < toc.length; i++) {
      const value = plainHeading(toc[i].value);
      if (plain === value || plain.endsWith(`: ${value}`)) {
        id = toc[i].id;
        next = i + 1;
        break;
      }
    }
    found.push({ depth: match[1].length, title, id, offset: line.start, end: text.length });
  }
  for (let i = 0; i < found.length; i++) {
    const after = found.slice(i + 1).find((h) => h.depth <= found[i].depth);
    if (after) found[i].end = after.offset;
  }
  return found;
}

/** The heading a site anchor belongs to: a heading's own id, or the section holding a row, example or code of an API page. */
export function headingForAnchor(anchor: string, headings: Heading[]): Heading | undefined {
  const byId = (id: string) => headings.find((h) => h.id === id);
  const row = anchor.split(".")[0];
  return (
    byId(anchor) ??
    (anchor.includes(".") ? byId(row) : undefined) ??
    (/^(?:response-body-\d+|error-body)(?:\.|$)/.test(anchor) ? byId("response-body") : undefined) ??
    (/^response-code-\d+$/.test(anchor) ? byId("response-codes") : undefined) ??
    (/^request-example-/.test(anchor) ? byId("request-examples") : undefined) ??
    (/^response-example-/.test(anchor) ? byId("response-examples") : undefined) ??
    (/^code-(\d{3})\d{4}$/.test(anchor) ? byId(`http-${anchor.slice(5, 8)}`) : undefined)
  );
}

/** The heading `section` names: its anchor (or a row's anchor under it), its title, or its title's slug. */
export function findSection(section: string, headings: Heading[]): Heading | undefined {
  const wanted = section.trim().replace(/^#/, "");
  const plain = plainHeading(wanted);
  return (
    headingForAnchor(wanted, headings) ??
    headings.find((h) => plainHeading(h.title) === plain) ??
    headings.find((h) => h.id === new GithubSlugger().slug(plain)) ??
    headings.find((h) => plainHeading(h.title).endsWith(`: ${plain}`))
  );
}

export interface Part {
  /** The part's Markdown: `text.slice(offset, next)`, plus the fence or table lines a cut inside a block needs. */
  text: string;
  /** Where the next part starts, or null when this is the last of the range. */
  next: number | null;
}

/**
 * The part of `text` from `offset` (inside `[offset, limit)`) of at most about `max` characters:
 * up to the last heading in its second half, else the last block boundary, else (one block longer
 * than `max`) the last line end, with the cut code fence closed and reopened, or the table's header
 * repeated, so that both parts read as Markdown.
 */
export function pagePart(text: string, offset: number, max: number, limit = text.length): Part {
  const lines = linesOf(text);
  const at = lines.findIndex((l) => l.start >= offset);
  const first = at === -1 ? lines.length : at;
  let prefix = "";
  const opening = lines[first];
  if (opening && opening.fence !== null && opening.text !== opening.fence && !opening.closesFence)
    prefix = `${opening.fence}\n`;
  else if (isTableRow(opening) && isTableRow(lines[first - 1])) {
    let head = first - 1;
    while (isTableRow(lines[head - 1])) head -= 1;
    prefix = `${lines[head].text}\n${lines[head + 1].text}\n`;
  }
  if (limit - offset <= max) return { text: prefix + text.slice(offset, limit), next: null };

  const budget = offset + max - prefix.length;
  let heading = -1;
  let block = -1;
  let lineEnd = -1;
  for (let i = first + 1; i < lines.length && lines[i].start <= budget; i++) {
    const line = lines[i];
    const previous = lines[i - 1];
    lineEnd = line.start;
    const outside = line.fence === null || line.text === line.fence;
    if (!outside || (previous.fence !== null && !previous.closesFence)) continue;
    if (/^#{1,6}\s/.test(line.text)) heading = line.start;
    if (previous.text.trim() === "" || /^#{1,6}\s/.test(line.text)) block = line.start;
  }
  let end = heading > offset + max / 2 ? heading : block > offset ? block : lineEnd > offset ? lineEnd : budget;
  end = Math.min(end, limit);
  let body = prefix + text.slice(offset, end);
  const last = lines.find((l) => l.start < end && l.end >= end);
  if (last && last.fence !== null && !last.closesFence && end < limit) {
    const marker = /^ {0,3}(`{3,}|~{3,})/.exec(last.fence)?.[1] ?? "```";
    body += `${body.endsWith("\n") ? "" : "\n"}${marker}\n`;
  }
  return { text: body, next: end < limit ? end : null };
}
