import fs from "node:fs";
import path from "node:path";
import type { GatsbyNode, Node } from "gatsby";
import { docIdToRoute, replaceProductTokens } from "../../lib/routes";
import { contentDir } from "../content-dir";
import { extractOutline, type DocOutline } from "../markdown";

export { contentDir };
import type { SiteConfig } from "../../config/schema";
import { frontmatterText, FrontmatterRuleError, type FrontmatterKey } from "./frontmatter";

/** Fields every doc node gets (declared in schema.ts); everything later reads these. */
export interface DocFields {
  docId: string;
  route: string;
  title: string;
  description: string;
  sidebarLabel: string | null;
  operationId: string | null;
  /** Project-relative source path, for messages and "Edit this page". */
  file: string;
  headings: DocOutline["headings"];
  links: DocOutline["links"];
  images: DocOutline["images"];
  sections: DocOutline["sections"];
}

export interface MdxNode extends Node {
  body: string;
  frontmatter?: Record<string, unknown>;
  fields?: DocFields;
}

export class FrontmatterError extends Error {}
export class MdxSyntaxError extends Error {}

/**
 * An MDX error as `file:line:column: reason`, the line counted in the file (the parser counts in
 * the body, after the frontmatter). Some parser errors give their place only inside the reason,
 * as "(3:1-3:7)".
 */
export function mdxErrorMessage(file: string, lineOffset: number, error: unknown): string {
  const e = (error ?? {}) as { reason?: string; message?: string; line?: number | null; column?: number | null };
  let reason = e.reason ?? e.message ?? String(error);
  let line = e.line ?? null;
  let column = e.column ?? null;
  // A place inside the reason ("Expected a closing tag for `<b>` (2:6-2:9) before the end of
  // `paragraph`") is where the writer must act, the opening tag, while the error's own place is
  // where the parser gave up: the message names one line, the reason's, in the file's count.
  const place = /\s*\((\d+):(\d+)(?:-\d+:\d+)?\)/.exec(reason);
  if (place) {
    line = Number(place[1]);
    column = Number(place[2]);
    reason = reason.slice(0, place.index) + reason.slice(place.index + place[0].length);
  }
  return `${file}${line ? `:${line + lineOffset}${column ? `:${column}` : ""}` : ""}: ${reason}`;
}

/** How many lines the frontmatter block takes: line n of a node's `body` is line n + this of the file. */
export function frontmatterLines(source: string): number {
  const block = /^---\r?\n[\s\S]*?\r?\n---\r?\n/.exec(source);
  return block ? block[0].split("\n").length - 1 : 0;
}

/**
 * Builds a doc's fields from its MDX node: id, route, titles with product tokens, outline.
 * `root` is the content folder the doc id is relative to (another one only for benchmarks);
 * `source` is the file's text when it is not (yet) on disk, as when the CMS checks an edit.
 */
export function docFieldsFor(
  node: Pick<MdxNode, "body" | "frontmatter">,
  filePath: string,
  config: SiteConfig,
  root = contentDir,
  source?: string,
): DocFields {
  const rel = path.relative(root, filePath).replace(/\\/g, "/");
  const docId = rel.replace(/\.mdx?$/, "");
  const fm = node.frontmatter ?? {};
  const file = path.relative(process.cwd(), filePath);
  // The rules and their messages are the frontmatter schema's (src/node/content/frontmatter.ts), shared with the CMS.
  const text = (key: FrontmatterKey): string | null => {
    let value: string | null;
    try {
      value = frontmatterText(fm, key);
    } catch (error) {
      if (error instanceof FrontmatterRuleError) throw new FrontmatterError(`${file}: ${error.message}`);
      throw error;
    }
    return value === null ? null : replaceProductTokens(value, config.product);
  };
  // Required keys throw when absent (the schema's `missing` message), so these are strings.
  const title = text("title") as string;
  const description = text("description") as string;
  const lineOffset = frontmatterLines(source ?? fs.readFileSync(filePath, "utf8"));
  let outline: DocOutline;
  try {
    outline = extractOutline(node.body, filePath, { product: config.product, contentDir: root }, lineOffset);
  } catch (error) {
    throw new MdxSyntaxError(mdxErrorMessage(file, lineOffset, error));
  }
  return {
    docId,
    route: docIdToRoute(docId, config.product),
    title,
    description,
    sidebarLabel: text("sidebar_label"),
    operationId: text("operationId"),
    file,
    ...outline,
  };
}

/**
 * Which nodes get doc fields: MDX nodes only. Gatsby asks it before running the site's onCreateNode
 * for a node, so the hook is not run for the File and SitePage nodes, one of each per page.
 */
export const shouldOnCreateNode = ({ node }: { node: { internal: { type: string } } }): boolean =>
  node.internal.type === "Mdx";

/** Adds DocFields to every Mdx node as one `fields.doc` JSON-free object set field by field. */
export function makeOnCreateNode(config: SiteConfig): GatsbyNode["onCreateNode"] {
  return ({ node, actions }) => {
    if (!shouldOnCreateNode({ node })) return;
    const filePath = (node.internal as { contentFilePath?: string }).contentFilePath;
    if (!filePath || !filePath.startsWith(contentDir)) return;
    const fields = docFieldsFor(node as MdxNode, filePath, config);
    for (const [name, value] of Object.entries(fields) as [string, unknown][])
      actions.createNodeField({ node, name, value });
  };
}
