import path from "node:path";
import type { Actions, CreatePagesArgs } from "gatsby";
import {
  buildSidebars,
  locateDoc,
  type DocInfo,
  type ResolvedSidebar,
  type SidebarsDefinition,
} from "../../lib/sidebar";
import { llmsFiles, markdownRoute, replaceProductTokens } from "../../lib/routes";
import type { DocPageContext, TocHeading } from "../../lib/page-context";
import type { ApiPageData } from "../../lib/openapi/types";
import type { SiteConfig } from "../../config/schema";
import {
  BrokenImagesError,
  BrokenLinksError,
  checkImages,
  checkLinks,
  type DocFields,
  type LinkCheckPage,
  type MdxNode,
} from "../content";
import { latestDate, readGitDates } from "./git-dates";
import type { OperationChangeNote } from "../../lib/changelog";

const docTemplate = path.resolve("src/templates/doc.tsx");
/** API operation pages: their own chunk, so guides stay light. */
const apiTemplate = path.resolve("src/templates/api.tsx");
/** API overview, status and downloads pages: their tables' code on these pages only. */
const apiOverviewTemplate = path.resolve("src/templates/api-overview.tsx");
// The catalog's code (its filter, retry advice) on its own page only.
const apiCatalogTemplate = path.resolve("src/templates/api-catalog.tsx");

/** The template of a page: a guide's, or an API page's of its kind. */
function templateFor(api: DocPageContext["api"]): string {
  if (!api) return docTemplate;
  if (api.kind === "operation") return apiTemplate;
  return api.kind === "catalog" ? apiCatalogTemplate : apiOverviewTemplate;
}

/** Routes that exist without a doc: pages in src/pages and files written at build time. */
export const extraRoutes = ["/search/", "/404/"];

export interface ExtraAnchors {
  /** Called once with every doc before anything else; throws on content mistakes. */
  prepare?: (docs: DocFields[]) => void;
  /** Ids a template adds to a page beyond its MDX headings (e.g. API tables). */
  anchorsFor?: (doc: DocFields) => string[];
  /** Headings a template adds after the MDX body, for the TOC (their ids also count as anchors). */
  headingsFor?: (doc: DocFields) => TocHeading[];
  /** Links a template adds to a page (checked like the page's own links). */
  linkPagesFor?: (doc: DocFields) => LinkCheckPage[];
  /** Data a template renders after the MDX body; a page with data uses the API template. */
  dataFor?: (doc: DocFields) => ApiPageData | null;
  /** Source files a page is built from besides its MDX (e.g. the OpenAPI document). */
  sourcesFor?: (doc: DocFields) => string[];
  /** Site paths that exist as files (downloads), valid link targets. */
  staticFiles?: string[] | (() => string[]);
  /** Pages made from other sources than a doc (the changelog): route → anchors, for the link checker. */
  otherRoutes?: () => [string, string[]][];
  /** Links on those pages, checked like docs' links. */
  otherLinkPages?: () => LinkCheckPage[];
  /** Changelog notes for a doc's page ("Changed on …" on operation pages). */
  changesFor?: (doc: DocFields) => OperationChangeNote[];
}

/** The sidebars definition with %PRODUCT% tokens in its labels replaced. */
export function tokenizeLabels(definition: SidebarsDefinition, config: SiteConfig): SidebarsDefinition {
  return JSON.parse(replaceProductTokens(JSON.stringify(definition), config.product)) as SidebarsDefinition;
}

/** The site's sidebars for these docs, labels with product names (as pages show them). */
export function resolveSidebars(
  config: SiteConfig,
  definition: SidebarsDefinition,
  docs: DocFields[],
): ResolvedSidebar[] {
  const infos: DocInfo[] = docs.map((d) => ({
    id: d.docId,
    title: d.title,
    sidebarLabel: d.sidebarLabel ?? undefined,
    route: d.route,
  }));
  return buildSidebars(tokenizeLabels(definition, config), infos);
}

/**
 * The site-wide checks the build makes before it creates pages: unique routes, sidebars that name
 * existing docs, the template's own checks (`prepare`), heading ids, the link check and the image check. Throws
 * the build's error; returns the resolved sidebars, each page's anchors and template headings
 * (by doc id), and the link warnings. The writers' CMS runs it too before it commits (cms/).
 */
export function checkSite(
  config: SiteConfig,
  sidebarsDefinition: SidebarsDefinition,
  docs: DocFields[],
  extra: ExtraAnchors = {},
): {
  sidebars: ResolvedSidebar[];
  anchors: Map<string, Set<string>>;
  added: Map<string, TocHeading[]>;
  warnings: string[];
} {
  const routes = new Map<string, string>();
  for (const d of docs) {
    const clash = routes.get(d.route);
    if (clash) throw new Error(`Two docs have the route ${d.route}: ${clash} and ${d.file}`);
    routes.set(d.route, d.file);
  }

  const sidebars = resolveSidebars(config, sidebarsDefinition, docs);
  extra.prepare?.(docs);

  const anchors = new Map<string, Set<string>>();
  const added = new Map<string, TocHeading[]>();
  for (const d of docs) {
    const headings = extra.headingsFor?.(d) ?? [];
    added.set(d.docId, headings);
    const own = d.headings.map((h) => h.id);
    const generated = [...headings.map((h) => h.id), ...(extra.anchorsFor?.(d) ?? [])];
    const clash = generated.find((id) => own.includes(id));
    if (clash)
      throw new Error(
        `${d.file}: the heading id "${clash}" is also generated by the page's template; rename the heading`,
      );
    anchors.set(d.route, new Set([...own, ...generated]));
  }
  for (const r of extraRoutes) if (!anchors.has(r)) anchors.set(r, new Set());
  for (const [route, ids] of extra.otherRoutes?.() ?? []) anchors.set(route, new Set(ids));
  const staticFiles = [
    ...(typeof extra.staticFiles === "function" ? extra.staticFiles() : (extra.staticFiles ?? [])),
    // Written after the build (src/node/llms): every page's Markdown copy and the llms files.
    ...docs.map((d) => markdownRoute(d.route)),
    llmsFiles.index,
    llmsFiles.full,
  ];
  const result = checkLinks(
    [
      ...docs.map((d) => ({
        docId: d.docId,
        route: d.route,
        file: d.file,
        links: d.links,
      })),
      ...docs.flatMap((d) => extra.linkPagesFor?.(d) ?? []),
      ...(extra.otherLinkPages?.() ?? []),
    ],
    anchors,
    new Set(staticFiles),
    config.basePath,
  );
  if (result.errors.length) throw new BrokenLinksError(result.errors);
  const imageErrors = checkImages(docs, new Set(staticFiles), config.basePath);
  if (imageErrors.length) throw new BrokenImagesError(imageErrors);
  return { sidebars, anchors, added, warnings: result.warnings };
}

/** What creating the doc pages needs from Gatsby. */
export type DocPagesArgs = Pick<CreatePagesArgs, "getNodesByType" | "reporter"> & {
  actions: Pick<Actions, "createPage">;
};

/**
 * Creates one page per doc, with sidebar, breadcrumbs, pager and TOC in its context; its body
 * is the template's query (`Mdx.contentTree`, src/node/content/compile.ts). Every page uses one of two
 * templates, so the browser's page registry does not grow with the number of docs.
 */
export function makeCreatePages(
  config: SiteConfig,
  sidebarsDefinition: SidebarsDefinition,
  extra: ExtraAnchors = {},
): (args: DocPagesArgs) => void {
  return ({ actions, getNodesByType, reporter }) => {
    const docs = (getNodesByType("Mdx") as MdxNode[]).filter((n): n is MdxNode & { fields: DocFields } =>
      Boolean(n.fields?.docId),
    );

    const { sidebars, added, warnings } = checkSite(
      config,
      sidebarsDefinition,
      docs.map((d) => d.fields),
      extra,
    );
    for (const w of warnings) reporter.warn(`Broken markdown link: ${w}`);

    const git = readGitDates(["content"]);
    if (git.notice) reporter.warn(git.notice);
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
        toc: [...d.fields.headings, ...(added.get(d.fields.docId) ?? [])].filter(
          (h) => h.depth >= minHeadingLevel && h.depth <= maxHeadingLevel,
        ),
        file: d.fields.file,
        operationId: d.fields.operationId,
        api: extra.dataFor?.(d.fields) ?? null,
        sources: [],
        lastUpdated: null,
        changes: extra.changesFor?.(d.fields) ?? [],
      };
      context.sources = extra.sourcesFor?.(d.fields) ?? [];
      context.lastUpdated = latestDate([d.fields.file, ...context.sources].map((f) => git.dates.get(f)));
      const component = templateFor(context.api);
      actions.createPage({ path: d.fields.route, component, context });
    }
    reporter.info(`Created ${docs.length} doc pages in ${sidebars.length} sidebars`);
  };
}
