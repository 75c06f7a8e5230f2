import fs from "node:fs";
import path from "node:path";
import type { Reporter, SourceNodesArgs } from "gatsby";
import { parse } from "yaml";
import type { SiteConfig } from "../../config/schema";
import {
  changelogFeedPath,
  changelogRoute,
  notesByOperation,
  tagLabels,
  type OperationChangeNote,
} from "../../lib/changelog";
import { llmsFiles, markdownRoute, replaceProductTokens } from "../../lib/routes";
import { contentDir, type LinkCheckPage } from "../content";
import { extractOutline } from "../markdown";
import { absoluteUrlFor, mdxToMarkdownNodes, stringify, text, type MarkdownContext } from "../llms";
import { checkApiChanges, diffSources, parseSnapshot } from "./gate";
import { loadChangelog, openapiFile, operationIdsOf, snapshotFile, type ChangelogEntrySource } from "./entries";
import { atomFeed, type FeedEntry } from "./feed";
import { isObject, readOpenApi, type FieldChangeKind } from "../openapi";
import { checkFieldHistory, fieldChangeEntry } from "./field-history";
import { markdownToHtml } from "./html";
import { todayInJakarta } from "./frontmatter";
import { noBuildCache, type BuildCache } from "../build-cache";

import type { ChangelogPageContext } from "../../lib/page-context";

const changelogTemplate = path.resolve("src/templates/changelog.tsx");

/**
 * Everything the changelog adds to the build: entries read and validated at start-up, the change
 * gate, ChangelogEntry nodes (their MDX compiled by the site's pipeline), the /changelog/ page,
 * notes for operation pages, and after the build the Atom feed and the Markdown copy. `cache`: the
 * build's, which keeps the change gate's diff of the snapshot and the document (seconds) between builds.
 */
export function makeChangelog(config: SiteConfig, cache: BuildCache = noBuildCache) {
  const openapiSource = fs.readFileSync(openapiFile, "utf8");
  const openapi: unknown = parse(openapiSource);
  const operations = operationIdsOf(openapi);
  const entries = loadChangelog(undefined, { operations });
  if (isObject(openapi))
    checkFieldHistory(openapi, entries, () => readOpenApi(openapiSource, config.product, config.api).lineOf);
  const notes = notesByOperation(entries);
  const product = config.product;
  const label = (s: string) => replaceProductTokens(s, product);
  const markdownOptions = { product, contentDir };

  /** The change gate's verdict on `source` (the document now, or as an edit would write it). */
  const gateResult = (source: string, panic: (message: string) => never) => {
    const file = path.relative(process.cwd(), snapshotFile);
    if (!fs.existsSync(snapshotFile))
      panic(
        `${file} is missing, and the API change gate compares the OpenAPI document with it. Run npm run changelog:snapshot to record the document at the newest changelog entry, and commit the file (docs/authoring.md, "The API change gate").`,
      );
    return checkApiChanges({
      snapshot: parseSnapshot(fs.readFileSync(snapshotFile, "utf8"), file),
      currentSource: source,
      entries,
      today: todayInJakarta(),
      snapshotFile: file,
      diff: (before, after) =>
        before === after ? [] : cache.get("api-change-diff", [before, after], () => diffSources(before, after)),
    });
  };
  /** Why the change gate would stop a build of `source`, or null (the CMS checks an edit with it). */
  const gateError = (source: string): string | null =>
    gateResult(source, (message) => {
      throw new Error(message);
    }).error;

  /** Fails the build on an unannounced breaking change or a missing snapshot; prints a draft entry for other changes. */
  const gate = (reporter: Pick<Reporter, "info" | "warn" | "panic">): void => {
    const file = path.relative(process.cwd(), snapshotFile);
    const result = gateResult(openapiSource, (message) => reporter.panic(message));
    if (result.error) reporter.panic(result.error);
    const announced = result.announcedBy.length
      ? ` Breaking changes announced by ${result.announcedBy.map((e) => e.file).join(", ")}.`
      : "";
    if (result.newEntries.length)
      reporter.warn(
        `${result.newEntries.map((e) => e.file).join(", ")} ${result.newEntries.length > 1 ? "are" : "is"} newer than ${file}.${announced} Once the entries describe the change, run npm run changelog:snapshot and commit the snapshot with them.`,
      );
    if (result.draft)
      reporter.warn(
        `The OpenAPI document changed since the last changelog snapshot, and no new entry lists these operations. A draft entry:\n\n${result.draft}\n`,
      );
  };

  const links: LinkCheckPage[] = entries.map((e) => ({
    docId: `changelog/${e.slug}`,
    route: changelogRoute,
    file: e.file,
    links: extractOutline(e.body, e.filePath, markdownOptions, e.lineOffset).links,
  }));

  const sourceNodes = ({
    actions,
    createNodeId,
    createContentDigest,
  }: Pick<SourceNodesArgs, "actions" | "createNodeId" | "createContentDigest">): void => {
    for (const e of entries) {
      const fields = {
        slug: e.slug,
        date: e.date,
        title: label(e.title),
        products: e.products,
        changes: e.changes,
        operations: e.operations,
        file: e.file,
        filePath: e.filePath,
        body: e.body,
      };
      void actions.createNode({
        ...fields,
        id: createNodeId(`changelog-${e.slug}`),
        internal: { type: "ChangelogEntry", contentDigest: createContentDigest(fields) },
      });
    }
  };

  const createPage = (
    createPageAction: (page: { path: string; component: string; context: ChangelogPageContext }) => void,
    operationPage: (operationId: string) => { title: string; route: string } | null,
  ): void => {
    const used = new Set(entries.flatMap((e) => [...e.products, ...e.changes]));
    const tags = (Object.keys(tagLabels) as (keyof typeof tagLabels)[])
      .filter((t) => used.has(t))
      .map((t) => ({ value: t, label: label(tagLabels[t]) }));
    const context: ChangelogPageContext = {
      id: "changelog",
      docId: "changelog",
      route: changelogRoute,
      title: "Changelog",
      description: `Dated changes to the ${product.name} merchant API v2: new operations and fields, deprecations, fixes and breaking changes.`,
      sidebarName: null,
      sidebarLabel: null,
      sidebar: [],
      breadcrumbs: [],
      previous: null,
      next: null,
      toc: entries.map((e) => ({ depth: 2, value: label(e.title), id: e.slug })),
      file: path.relative(process.cwd(), entries[0]?.filePath ?? snapshotFile),
      operationId: null,
      api: null,
      sources: [],
      lastUpdated: entries[0] ? `${entries[0].date}T00:00:00+07:00` : null,
      changes: [],
      entries: entries.map((e) => ({
        slug: e.slug,
        date: e.date,
        title: label(e.title),
        products: e.products,
        changes: e.changes,
        operations: e.operations.map((id) => {
          const page = operationPage(id);
          return { operationId: id, title: page?.title ?? id, route: page?.route ?? null };
        }),
        removed: e.removed ?? [],
      })),
      tags,
    };
    createPageAction({ path: changelogRoute, component: changelogTemplate, context });
  };

  /** One entry as mdast-ready Markdown, for the `.md` copy and the feed. */
  const entryMarkdown = (e: ChangelogEntrySource, ctx: MarkdownContext) =>
    mdxToMarkdownNodes(e.body, e.filePath, markdownOptions, ctx);

  /** After the build: /changelog/atom.xml and /changelog.md. */
  const writeFiles = (publicDir = "public"): void => {
    const absoluteUrl = absoluteUrlFor(config);
    const pageUrl = absoluteUrl(changelogRoute);
    const ctx: MarkdownContext = { absoluteUrl, pageUrl };
    const feedEntries: FeedEntry[] = entries.map((e) => ({
      id: `${pageUrl}#${e.slug}`,
      url: `${pageUrl}#${e.slug}`,
      title: label(e.title),
      date: e.date,
      categories: [...e.products, ...e.changes].map((t) => ({ term: t, label: label(tagLabels[t]) })),
      html: markdownToHtml(entryMarkdown(e, ctx)),
    }));
    fs.mkdirSync(path.join(publicDir, "changelog"), { recursive: true });
    fs.writeFileSync(
      path.join(publicDir, changelogFeedPath),
      atomFeed({
        id: pageUrl,
        title: `${config.title}: Changelog`,
        subtitle: `Changes to the ${product.name} merchant API v2.`,
        pageUrl,
        feedUrl: absoluteUrl(changelogFeedPath),
        entries: feedEntries,
      }),
    );
    const md = stringify([
      { type: "heading", depth: 1, children: [text("Changelog")] },
      {
        type: "paragraph",
        children: [
          text(`Dated changes to the ${product.name} merchant API v2, newest first. Atom feed: `),
          {
            type: "link",
            url: absoluteUrl(changelogFeedPath),
            children: [{ type: "text", value: absoluteUrl(changelogFeedPath) }],
          },
        ],
      },
      ...entries.flatMap((e) => [
        { type: "heading" as const, depth: 2 as const, children: [text(`${e.date}: ${label(e.title)}`)] },
        {
          type: "paragraph" as const,
          children: [text(`Tags: ${[...e.products, ...e.changes].map((t) => label(tagLabels[t])).join(", ")}`)],
        },
        ...entryMarkdown(e, ctx),
      ]),
    ]);
    fs.writeFileSync(path.join(publicDir, markdownRoute(changelogRoute)), md);
    // llms.txt and llms-full.txt are written first by src/node/llms; the changelog joins them as its own section.
    const llms = path.join(publicDir, llmsFiles.index);
    if (fs.existsSync(llms)) fs.appendFileSync(llms, `\n## Changelog\n\n${llmsSection().join("\n")}\n`);
    const full = path.join(publicDir, llmsFiles.full);
    if (fs.existsSync(full)) fs.appendFileSync(full, `\n---\n\n${md}`);
  };

  /** llms.txt lines: the changelog page and its newest entries. */
  const llmsSection = (): string[] => {
    const absoluteUrl = absoluteUrlFor(config);
    return [
      `- [Changelog](${absoluteUrl(markdownRoute(changelogRoute))}): dated changes to the API, newest first; Atom feed ${absoluteUrl(changelogFeedPath)}`,
      ...entries.map((e) => `  - [${e.date}: ${label(e.title)}](${absoluteUrl(`${changelogRoute}#${e.slug}`)})`),
    ];
  };

  return {
    entries,
    gate,
    gateError,
    sourceNodes,
    createPage,
    writeFiles,
    llmsSection,
    /** For the link checker: the page's anchors and the entries' links. */
    anchors: (): [string, string[]] => [changelogRoute, entries.map((e) => e.slug)],
    linkPages: (): LinkCheckPage[] => links,
    /** Files written after the build, valid link targets. */
    staticFiles: [changelogFeedPath, markdownRoute(changelogRoute)],
    /** The entry a field's history badge links to: the one listing this operation, else any entry of that day and kind (a field shared by operations the entry does not all list). */
    fieldEntry: (kind: FieldChangeKind, date: string, operationId: string): string | null =>
      fieldChangeEntry(entries, kind, date, [operationId]) ??
      entries.find((e) => e.date === date && e.changes.includes(kind))?.slug ??
      null,
    notesFor: (operationId: string | null): OperationChangeNote[] =>
      operationId ? (notes.get(operationId) ?? []).map((n) => ({ ...n, title: label(n.title) })) : [],
  };
}

export type Changelog = ReturnType<typeof makeChangelog>;
