import { unified } from "unified";
import remarkParse from "remark-parse";
import remarkMdx from "remark-mdx";
import remarkGfm from "remark-gfm";
import matter from "gray-matter";
import { extractCodeBlocks, plainText, walk, type AnyNode } from "../markdown";
import type { Root } from "mdast";
import { lintEnvNames } from "./env-names";

/**
 * Content lint: the checks a reviewer would otherwise make by hand. Each finding names
 * the file and line. Run by `npm run lint:content` and `npm test`.
 */

export interface LintFinding {
  file: string;
  line: number;
  rule:
    | "placeholder"
    | "empty-section"
    | "brand-literal"
    | "spelling"
    | "adjacent-code"
    | "missing-api-link"
    | "orphan-api-page"
    | "env-name"
    | "time-zone";
  message: string;
}

export interface LintDoc {
  file: string;
  docId: string;
  route: string;
  source: string;
}

const placeholder = /\b(TODO|TBD|FIXME|XXX|lorem ipsum|lorem|to fill|coming soon|placeholder text)\b/i;

/** Canonical spellings of headers and terms; prose (not code blocks) must use them exactly. */
export const canonicalTerms = [
  "application/json",
  "X-TIMESTAMP",
  "X-SIGNATURE",
  "X-PARTNER-ID",
  "X-EXTERNAL-ID",
  "X-CLIENT-KEY",
  "CHANNEL-ID",
  "Authorization-Customer",
  "partnerReferenceNo",
  "referenceNo",
  "responseCode",
  "responseMessage",
  "additionalInfo",
];
const misspellings: [RegExp, string][] = [
  [/\bpartnerReferenceNumber\b|\bpartnerRefNo\b|\bpartner_reference_no\b/g, "partnerReferenceNo"],
  [/\bweb hooks?\b/gi, "webhook"],
  [/\bsand box\b/gi, "sandbox"],
];

/**
 * Two code spans with only spaces between them ("`feeType` `OUR`") read as one identifier, and in
 * the Markdown copies they merge into one broken span: put words between them ("set to").
 * Returns the line (within the parsed text) and the two spans of each such pair.
 */
export function adjacentCodeSpans(tree: AnyNode | Root): { line: number; first: string; second: string }[] {
  const pairs: { line: number; first: string; second: string }[] = [];
  walk(tree, (node) => {
    const children = (node as { children?: AnyNode[] }).children;
    if (!children) return;
    children.forEach((child, i) => {
      const gap = children[i + 1];
      const next = children[i + 2];
      if (
        child.type === "inlineCode" &&
        gap?.type === "text" &&
        typeof gap.value === "string" &&
        !gap.value.trim() &&
        next?.type === "inlineCode"
      )
        pairs.push({ line: child.position?.start.line ?? 0, first: String(child.value), second: String(next.value) });
    });
  });
  return pairs;
}

const adjacentMessage = (first: string, second: string) =>
  `code spans \`${first}\` \`${second}\` with nothing between them: put words between them (for example "set to")`;

function lineOf(node: { position?: { start: { line: number } } }, offset: number): number {
  return (node.position?.start.line ?? 0) + offset;
}

/** Checks one doc: placeholders, empty sections, literal brand, spelling. */
export function lintDoc(doc: LintDoc, brand: { name: string; slug: string }): LintFinding[] {
  const findings: LintFinding[] = [];
  const { content, data } = matter(doc.source);
  const offset = doc.source.slice(0, doc.source.length - content.length).split("\n").length - 1;
  const add = (line: number, rule: LintFinding["rule"], message: string) =>
    findings.push({ file: doc.file, line, rule, message });

  const brandWord = new RegExp(`\\b(${brand.name}|${brand.slug})\\b`, "i");
  doc.source.split("\n").forEach((text, i) => {
    const p = placeholder.exec(text);
    if (p) add(i + 1, "placeholder", `placeholder text "${p[1]}"`);
    const b = brandWord.exec(text);
    if (b) add(i + 1, "brand-literal", `literal brand "${b[1]}": write %PRODUCT% or %PRODUCT_SLUG%`);
    // One way to get GMT+7 in a shell: a zone name such as Asia/Jakarta is silently UTC where the
    // tz database is missing, while the POSIX TZ=UTC-7 is GMT+7 everywhere.
    const tz = /\bTZ=(?!UTC-7(?![\w:+-]))([^\s;)"'`]+)/.exec(text);
    if (tz) add(i + 1, "time-zone", `TZ=${tz[1]}: write TZ=UTC-7 (POSIX for GMT+7, right with or without tz data)`);
  });
  for (const key of ["title", "description"]) {
    if (typeof data[key] === "string" && !data[key].trim()) add(1, "empty-section", `frontmatter ${key} is empty`);
  }

  const tree = unified().use(remarkParse).use(remarkMdx).use(remarkGfm).parse(content);
  const top = tree.children;
  top.forEach((node, i) => {
    if (node.type !== "heading") return;
    const next = top[i + 1];
    const empty = !next || (next.type === "heading" && next.depth <= node.depth);
    if (empty) add(lineOf(node, offset), "empty-section", `heading "${plainText(node)}" has no content under it`);
  });

  for (const pair of adjacentCodeSpans(tree))
    add(pair.line + offset, "adjacent-code", adjacentMessage(pair.first, pair.second));

  walk(tree, (node) => {
    if (node.type !== "text" && node.type !== "inlineCode") return;
    const value = (node as { value: string }).value;
    for (const term of canonicalTerms) {
      const re = new RegExp(`(?<![\\w-])${term.replace(/[/-]/g, "\\$&")}(?![\\w-])`, "gi");
      for (const m of value.matchAll(re)) {
        if (m[0] !== term) add(lineOf(node, offset), "spelling", `"${m[0]}" should be written "${term}"`);
      }
    }
    for (const [re, right] of misspellings) {
      for (const m of value.matchAll(re))
        add(lineOf(node, offset), "spelling", `"${m[0]}" should be written "${right}"`);
    }
  });
  // Code reads only the one set of environment variables (src/node/content/env-names.ts).
  for (const f of lintEnvNames(extractCodeBlocks(doc.source), brand.slug)) add(f.line, "env-name", f.message);
  return findings;
}

export interface LintOperation {
  operationId: string;
  usedIn: string[];
}

/**
 * Cross-page rules: every guide links the API pages of the operations it uses (x-used-in), and
 * every API operation page is linked from at least one guide.
 */
export function lintApiLinks(
  docs: LintDoc[],
  operations: LintOperation[],
  pageOf: Map<string, string>,
  linksOf: (doc: LintDoc) => string[],
): LintFinding[] {
  const findings: LintFinding[] = [];
  const guides = docs.filter((d) => d.docId.startsWith("guide/"));
  const norm = (u: string) => {
    const path = u.split("#")[0].split("?")[0];
    return path.endsWith("/") ? path : `${path}/`;
  };
  // x-used-in names a guide by its route without slashes (`guide/pay` is /guide/pay/).
  const guideLinks = new Map(guides.map((g) => [g.route, new Set(linksOf(g).map(norm))]));
  for (const op of operations) {
    const route = pageOf.get(op.operationId);
    if (!route) continue;
    for (const usedIn of op.usedIn) {
      const links = guideLinks.get(norm(`/${usedIn}`));
      if (!links) continue;
      if (!links.has(route)) {
        const guide = guides.find((g) => g.route === norm(`/${usedIn}`));
        findings.push({
          file: guide?.file ?? usedIn,
          line: 1,
          rule: "missing-api-link",
          message: `uses ${op.operationId} (x-used-in) but does not link its page ${route}`,
        });
      }
    }
  }
  const linkedAnywhere = new Set([...guideLinks.values()].flatMap((s) => [...s]));
  for (const [operationId, route] of pageOf) {
    if (!linkedAnywhere.has(route)) {
      const doc = docs.find((d) => d.route === route);
      findings.push({
        file: doc?.file ?? route,
        line: 1,
        rule: "orphan-api-page",
        message: `API page for ${operationId} (${route}) is not linked from any guide`,
      });
    }
  }
  return findings;
}

/**
 * The prose of the OpenAPI document (every string with a code span: descriptions, conditions,
 * response-code advice), held to the same adjacent-code rule as the docs. `lineOfValue` maps a
 * string's position in the YAML to its first line.
 */
export function lintOpenApiProse(file: string, strings: { value: string; line: number }[]): LintFinding[] {
  const parser = unified().use(remarkParse).use(remarkGfm);
  return strings
    .filter((s) => s.value.includes("`"))
    .flatMap(({ value, line }) =>
      adjacentCodeSpans(parser.parse(value)).map((pair) => ({
        file,
        line,
        rule: "adjacent-code" as const,
        message: adjacentMessage(pair.first, pair.second),
      })),
    );
}
