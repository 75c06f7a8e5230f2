import path from "node:path";
import type { GatsbyNode } from "gatsby";
import { buildSidebars, locateDoc, type DocInfo, type SidebarsDefinition } from "../lib/sidebar";
import { replaceProductTokens } from "../lib/routes";
import type { DocPageContext } from "../lib/page-context";
import type { SiteConfig } from "../config/schema";
import type { MdxNode, DocFields } from "./docs";
import { BrokenLinksError, checkLinks } from "./link-check";

const docTemplate = path.resolve("src/templates/doc.tsx");

/** Routes that exist without a doc: pages in src/pages and files written at build time. */
export const extraRoutes = ["/search/", "/404/"];

export interface ExtraAnchors {
  /** Ids a template adds to a page beyond its MDX headings (e.g. API tables). */
  anchorsFor?: (doc: DocFields) => string[];
  staticFiles?: string[];
}

/** The sidebars definition with %PRODUCT% tokens in its labels replaced. */
export function tokenizeLabels(definition: SidebarsDefinition, config: SiteConfig): SidebarsDefinition {
  return JSON.parse(replaceProductTokens(JSON.stringify(definition), config.product)) as SidebarsDefinition;
}

/** Creates one page per doc, with sidebar, breadcrumbs, pager and TOC in its context. */
export function makeCreatePages(config: SiteConfig, sidebarsDefinition: SidebarsDefinition, extra: ExtraAnchors = {}): GatsbyNode["createPages"] {
  return ({ actions, getNodesByType, reporter }) => {
    const docs = (getNodesByType("Mdx") as MdxNode[]).filter((n): n is MdxNode & { fields: DocFields } => Boolean(n.fields?.docId));
    const infos: DocInfo[] = docs.map((d) => ({ id: d.fields.docId, title: d.fields.title, sidebarLabel: d.fields.sidebarLabel ?? undefined, route: d.fields.route }));

    const routes = new Map<string, string>();
    for (const d of docs) {
      const clash = routes.get(d.fields.route);
      if (clash) throw new Error(`Two docs have the route ${d.fields.route}: ${clash} and ${d.fields.file}`);
      routes.set(d.fields.route, d.fields.file);
    }

    const sidebars = buildSidebars(tokenizeLabels(sidebarsDefinition, config), infos);

    const anchors = new Map<string, Set<string>>();
    for (const d of docs) anchors.set(d.fields.route, new Set([...d.fields.headings.map((h) => h.id), ...(extra.anchorsFor?.(d.fields) ?? [])]));
    for (const r of extraRoutes) if (!anchors.has(r)) anchors.set(r, new Set());
    const result = checkLinks(
      docs.map((d) => ({ docId: d.fields.docId, route: d.fields.route, file: d.fields.file, links: d.fields.links })),
      anchors,
      new Set(extra.staticFiles ?? []),
      config.basePath,
    );
    for (const w of result.warnings) reporter.warn(`Broken markdown link: ${w}`);
    if (result.errors.length) throw new BrokenLinksError(result.errors);

    const { minHeadingLevel, maxHeadingLevel } = config.tableOfContents;
    for (const d of docs) {
      const nav = locateDoc(sidebars, d.fields.docId);
      const sidebar = nav ? sidebars.find((s) => s.name === nav.sidebar) : undefined;
      const context: DocPageContext = {
        id: d.id,
        docId: d.fields.docId,
        route: d.fields.route,
        title: d.fields.title,
        description: d.fields.description,
        sidebarName: nav?.sidebar ?? null,
        sidebarLabel: nav?.sidebarLabel ?? null,
        sidebar: sidebar?.items ?? [],
        breadcrumbs: nav?.trail ?? [],
        previous: nav?.previous ?? null,
        next: nav?.next ?? null,
        toc: d.fields.headings.filter((h) => h.depth >= minHeadingLevel && h.depth <= maxHeadingLevel),
        file: d.fields.file,
        operationId: d.fields.operationId,
      };
      const contentFilePath = (d.internal as { contentFilePath?: string }).contentFilePath;
      actions.createPage({ path: d.fields.route, component: `${docTemplate}?__contentFilePath=${contentFilePath}`, context });
    }
    reporter.info(`Created ${docs.length} doc pages in ${sidebars.length} sidebars`);
  };
}
