import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { Content } from "mdast";
import type { SiteConfig } from "../../config/schema";
import type { ApiPageData } from "../../lib/openapi/types";
import type { ResolvedSidebar, SidebarItem } from "../../lib/sidebar";
import { llmsFiles, markdownRoute, withBasePath } from "../../lib/routes";
import { contentDir, type DocFields } from "../content";
import { richBlocks } from "./api-markdown";
import { apiPageAfter, operationIntro } from "./api-page-markdown";
import { AREA_FILE_BYTES, ONE_LANGUAGE, areaFiles, productAreas, type AreaFile } from "./area-files";
import {
  docTreeToMarkdownNodes,
  hasLanguageTab,
  mdxDocTree,
  paragraph,
  stringify,
  text,
  type MarkdownContext,
} from "./mdx-markdown";
import { fileMarkdownCache, noMarkdownCache, type MarkdownCache } from "./page-cache";

/**
 * Docs for AI assistants, written after the build: a Markdown copy of every page at
 * its route + `.md`, `llms.txt` (every page with its one-line description, by sidebar, after the
 * llmstxt.org format), `llms-full.txt` (every page in full, guides first, then the API list) and
 * the same cut by product area into files of at most 400 KB (area-files.ts).
 * Built from the same sources as the HTML: the MDX (through the site's remark transform) and,
 * for API pages, the data the API template renders.
 */

export interface ExportDoc {
  fields: DocFields;
  /** MDX body without frontmatter (the Mdx node's `body`). */
  body: string;
  /** Absolute path of the source file. */
  filePath: string;
}

export interface MarkdownExport {
  /** Site path (`/guide/authentication.md`) → Markdown. */
  pages: Map<string, string>;
  llms: string;
  llmsFull: string;
  areaFiles: AreaFile[];
}

/** Absolute URLs for links: site routes get the origin and base path; anything else is kept. */
export function absoluteUrlFor(config: SiteConfig): (href: string) => string {
  return (href) => {
    if (!href.startsWith("/") || href.startsWith("//")) return href;
    const [pathAndQuery, hash] = href.split("#");
    const [pathname, query] = pathAndQuery.split("?");
    const prefix = config.basePath.replace(/\/$/, "");
    let p = pathname.startsWith(`${prefix}/`) ? pathname.slice(prefix.length) : pathname;
    // Routes have a trailing slash; files (a dot in the last segment) do not.
    if (!p.endsWith("/") && !/\.[a-z0-9]+$/i.test(p)) p += "/";
    return `${config.siteUrl}${withBasePath(config.basePath, p)}${query !== undefined ? `?${query}` : ""}${hash !== undefined ? `#${hash}` : ""}`;
  };
}

/**
 * One page's Markdown in its three forms: `page` (its `.md` copy: title, lead, then its content as
 * the site shows it), `full` (the same with a "Source:" line under the title, as llms-full.txt and
 * the area files hold it) and `oneLanguage` (`full` with only that language's code samples). The
 * MDX is parsed once for all three, and the one-language form is converted only where a language
 * tab group or an operation's samples make it differ: conversions are most of the step's time.
 */
export interface PageMarkdown {
  page: string;
  full: string;
  oneLanguage: string;
}

export function pageMarkdown(
  doc: ExportDoc,
  data: ApiPageData | null,
  config: SiteConfig,
  oneLanguage = ONE_LANGUAGE,
): PageMarkdown {
  const absoluteUrl = absoluteUrlFor(config);
  const pageUrl = absoluteUrl(doc.fields.route);
  const operation = data?.kind === "operation" ? data.operation : null;
  const tree = mdxDocTree(doc.body, doc.filePath, { product: config.product, contentDir });
  const title: Content = { type: "heading", depth: 1, children: [text(doc.fields.title)] };
  const markdown = (sampleLanguage?: string) => {
    const ctx: MarkdownContext = { absoluteUrl, pageUrl, sampleLanguage };
    const lead = operation ? richBlocks(operation.purpose, ctx) : [paragraph([text(doc.fields.description)])];
    const nodes: Content[] = [title, { type: "blockquote", children: lead } as Content];
    if (operation) nodes.push(...operationIntro(operation, config.product.name, ctx));
    nodes.push(...docTreeToMarkdownNodes(tree, ctx));
    if (data) nodes.push(...apiPageAfter(data, config.product.name, ctx));
    return stringify(nodes);
  };
  // The title is one line and blocks are separated by a blank line, so the source line goes in
  // as the second block without converting the page again.
  const heading = stringify([title]);
  const source = stringify([
    paragraph([text("Source: "), { type: "link", url: pageUrl, children: [{ type: "text", value: pageUrl }] }]),
  ]);
  const withSource = (markdown: string) => `${heading}\n${source}${markdown.slice(heading.length)}`;
  const page = markdown();
  const full = withSource(page);
  const differs = operation !== null || hasLanguageTab(tree, oneLanguage);
  return { page, full, oneLanguage: differs ? withSource(markdown(oneLanguage)) : full };
}

function linkList(items: SidebarItem[], docs: Map<string, ExportDoc>, config: SiteConfig, depth: number): string[] {
  const absoluteUrl = absoluteUrlFor(config);
  const lines: string[] = [];
  const links = (list: SidebarItem[]) => {
    for (const item of list) {
      if (item.type !== "link") continue;
      const doc = docs.get(item.docId);
      if (doc) lines.push(`- [${item.label}](${absoluteUrl(markdownRoute(item.route))}): ${doc.fields.description}`);
    }
  };
  links(items);
  for (const item of items) {
    if (item.type !== "category") continue;
    lines.push("", `${"#".repeat(depth)} ${item.label}`, "");
    lines.push(...linkList(item.items, docs, config, Math.min(depth + 1, 6)));
  }
  return lines;
}

/** Docs in sidebar reading order, then any doc in no sidebar. */
function readingOrder(sidebars: ResolvedSidebar[], docs: ExportDoc[]): ExportDoc[] {
  const byId = new Map(docs.map((d) => [d.fields.docId, d]));
  const ordered = sidebars.flatMap((s) =>
    s.order.map((l) => byId.get(l.docId)).filter((d): d is ExportDoc => Boolean(d)),
  );
  const listed = new Set(ordered.map((d) => d.fields.docId));
  return [
    ...ordered,
    ...docs.filter((d) => !listed.has(d.fields.docId)).sort((a, b) => a.fields.route.localeCompare(b.fields.route)),
  ];
}

export function buildMarkdownExport(
  docs: ExportDoc[],
  sidebars: ResolvedSidebar[],
  config: SiteConfig,
  dataFor: (doc: DocFields) => ApiPageData | null,
  downloads: { label: string; path: string; description: string }[] = [],
  cache: MarkdownCache = noMarkdownCache,
): MarkdownExport {
  const absoluteUrl = absoluteUrlFor(config);
  const byId = new Map(docs.map((d) => [d.fields.docId, d]));
  const configHash = createHash("sha256").update(JSON.stringify(config)).digest("hex");
  const forms = new Map<string, PageMarkdown>();
  const markdownOf = (doc: ExportDoc): PageMarkdown => {
    let page = forms.get(doc.fields.docId);
    if (!page) {
      const data = dataFor(doc.fields);
      const cached = cache.markdown([configHash, doc.fields, doc.body, doc.filePath, data], () =>
        JSON.stringify(pageMarkdown(doc, data, config)),
      );
      forms.set(doc.fields.docId, (page = JSON.parse(cached) as PageMarkdown));
    }
    return page;
  };
  const pages = new Map<string, string>();
  for (const doc of docs) pages.set(markdownRoute(doc.fields.route), markdownOf(doc).page);

  const llms: string[] = [`# ${config.title}`, "", `> ${config.tagline}`, ""];
  llms.push(
    `Every page below is Markdown (the page's address followed by \`.md\`). All pages in one file: ${absoluteUrl(llmsFiles.full)}. ` +
      `Requests are JSON over HTTPS; sandbox ${config.api.sandboxBaseUrl}, production ${config.api.productionBaseUrl}.`,
  );
  for (const sidebar of sidebars) llms.push("", `## ${sidebar.label}`, "", ...linkList(sidebar.items, byId, config, 3));
  const listed = new Set(sidebars.flatMap((s) => s.order.map((l) => l.docId)));
  const others = docs.filter((d) => !listed.has(d.fields.docId));
  const ordered = readingOrder(sidebars, docs);
  const fullPages = new Map(ordered.map((doc) => [doc.fields.docId, markdownOf(doc).full]));
  const areas = productAreas(
    sidebars,
    ordered.filter((d) => !listed.has(d.fields.docId)).map((d) => d.fields.docId),
  );
  const byArea = areaFiles(
    areas,
    (id, oneLanguage) => {
      const page = markdownOf(byId.get(id) as ExportDoc);
      return oneLanguage ? page.oneLanguage : page.full;
    },
    (label) => `# ${config.title}: ${label}\n\n> ${config.tagline}\n`,
  );
  if (others.length)
    llms.push(
      "",
      "## Other pages",
      "",
      ...others.map(
        (d) => `- [${d.fields.title}](${absoluteUrl(markdownRoute(d.fields.route))}): ${d.fields.description}`,
      ),
    );
  llms.push(
    "",
    "## Docs by product area",
    "",
    `Every page in full, as in ${absoluteUrl(llmsFiles.full)}, one product area a file (at most ${AREA_FILE_BYTES / 1000} KB each), with code samples in six languages or with cURL only.`,
    "",
    ...byArea.map((file) => {
      const area = areas.find((a) => a.label === file.area);
      const what = file.oneLanguage ? "with only the cURL code samples" : "with code samples in six languages";
      return `- [${file.label}](${absoluteUrl(file.path)}): ${file.pages} of the ${area?.docIds.length ?? file.pages} pages of ${file.area} in full, ${what}.`;
    }),
  );
  if (downloads.length)
    llms.push(
      "",
      "## Optional",
      "",
      ...downloads.map((d) => `- [${d.label}](${absoluteUrl(d.path)}): ${d.description}`),
    );

  const llmsFull = [`# ${config.title}\n\n> ${config.tagline}\n`, ...fullPages.values()].join("\n---\n\n");
  return { pages, llms: `${llms.join("\n").replace(/\n{3,}/g, "\n\n")}\n`, llmsFull, areaFiles: byArea };
}

export function writeMarkdownExport(publicDir: string, result: MarkdownExport): number {
  for (const [file, markdown] of result.pages) {
    const target = path.join(publicDir, file);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.writeFileSync(target, markdown);
  }
  fs.writeFileSync(path.join(publicDir, llmsFiles.index), result.llms);
  fs.writeFileSync(path.join(publicDir, llmsFiles.full), result.llmsFull);
  // The files of an earlier build go first: an area may have fewer parts now.
  for (const name of fs.readdirSync(publicDir))
    if (/^llms-full-.+\.txt$/.test(name)) fs.rmSync(path.join(publicDir, name));
  for (const file of result.areaFiles) fs.writeFileSync(path.join(publicDir, file.path), file.text);
  return result.pages.size;
}

export interface MarkdownExportSetup {
  config: SiteConfig;
  sidebars: (docs: DocFields[]) => ResolvedSidebar[];
  dataFor: (doc: DocFields) => ApiPageData | null;
  downloads: { label: string; path: string; description: string }[];
  /** Where each page's Markdown is kept for the next build (page-cache.ts); none: every page is converted. */
  cacheFile?: string;
}

/** The onPostBuild step: reads the doc nodes, writes the files into public/, returns the page count. */
export function exportMarkdown(
  getNodesByType: (type: string) => unknown[],
  setup: MarkdownExportSetup,
  publicDir = "public",
): number {
  const docs: ExportDoc[] = (
    getNodesByType("Mdx") as { body: string; fields?: DocFields; internal: { contentFilePath?: string } }[]
  )
    .filter((n) => n.fields?.docId && n.internal.contentFilePath)
    .map((n) => ({ fields: n.fields as DocFields, body: n.body, filePath: n.internal.contentFilePath as string }));
  const fields = docs.map((d) => d.fields);
  const cache = setup.cacheFile ? fileMarkdownCache(setup.cacheFile) : noMarkdownCache;
  const pages = writeMarkdownExport(
    publicDir,
    buildMarkdownExport(docs, setup.sidebars(fields), setup.config, setup.dataFor, setup.downloads, cache),
  );
  cache.save();
  return pages;
}
