/**
 * The `search_docs` tool: the site's search engine over the bundled index (search-adapter.ts),
 * every hit with an excerpt.
 */
// eslint-disable-next-line import-x/no-extraneous-dependencies -- bundled into dist/server.mjs by build:mcp (mcp/package.json has no dependencies)
import { z } from "zod";
import { excerptOf } from "../site";
import { headingForAnchor } from "../page-parts";
import { SEARCH_CONTEXTS } from "../search-adapter";
import { text, type ToolContext } from "./shared";

/** Plain words of Markdown, for an excerpt: no fences, table rules, heading marks, link targets or emphasis. */
function plainText(markdown: string): string {
  return markdown
    .replace(/^ {0,3}(`{3,}|~{3,}).*$/gm, "")
    .replace(/^\s*\|?(?:\s*:?-+:?\s*\|)+\s*$/gm, "")
    .replace(/^#{1,6}\s+/gm, "")
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/[*_`|>]/g, " ")
    .replace(/\s+/g, " ")
    .trim();
}

/** Registers `search_docs`. */
export function registerSearchDocs({ server, data, headingsOfPage }: ToolContext): void {
  const { build } = data;
  /**
   * A hit's excerpt: the site engine's, else (a section that opens with code, a table or a
   * sub-heading, whose indexed text is empty) the start of the section's Markdown as plain words,
   * else the page's description.
   */
  const excerptFor = (route: string, hash: string, excerpt: string, terms: string[]): string => {
    if (excerpt.trim()) return excerpt;
    const page = data.pages.get(route);
    if (!page) return "";
    const markdown = data.readPage(route);
    const heading = hash ? headingForAnchor(hash, headingsOfPage(page)) : undefined;
    const start = markdown.indexOf("\n", heading ? heading.offset : 0) + 1;
    const body = plainText(markdown.slice(start, heading ? heading.end : markdown.length).slice(0, 4000));
    return excerptOf(body || page.description || page.title, terms);
  };

  const docsBuild = { version: build.version, builtAt: build.builtAt, commit: build.commit };
  const docsBuildSchema = z.object({ version: z.string(), builtAt: z.string(), commit: z.string().nullable() });

  server.registerTool(
    "search_docs",
    {
      title: "Search the docs",
      description:
        "Full-text search over the guides and API pages, ranked as the site's search ranks them. Returns the best sections first, each with its page route, URL and the URL of the page's Markdown copy.",
      inputSchema: {
        query: z.string().trim().min(1).max(200).describe("Words to find, e.g. `create order` or `X-PARTNER-ID`"),
        context: z
          .enum(SEARCH_CONTEXTS)
          .optional()
          .describe("`guide` (Integration Guides) or `api` (API List); both when absent"),
        limit: z.number().int().min(1).max(20).default(5).describe("Most results (1-20, default 5)"),
      },
      outputSchema: {
        results: z.array(
          z.object({
            title: z.string(),
            section: z.string(),
            route: z.string(),
            url: z.string(),
            markdownUrl: z.string(),
            breadcrumb: z.string(),
            excerpt: z.string(),
            context: z.enum(SEARCH_CONTEXTS),
          }),
        ),
        docsBuild: docsBuildSchema,
      },
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    ({ query, context, limit }) => {
      const results = data.search.search(query, { limit, context }).map((hit) => {
        const page = data.pages.get(hit.route);
        const pageUrl = page?.url ?? `${build.siteUrl}${hit.route.slice(1)}`;
        return {
          title: hit.title,
          section: hit.section,
          route: hit.route,
          url: hit.hash ? `${pageUrl}#${hit.hash}` : pageUrl,
          markdownUrl: page?.markdownUrl ?? "",
          breadcrumb: hit.breadcrumbs.join(" › "),
          excerpt: excerptFor(hit.route, hit.hash, hit.excerpt, hit.terms),
          context: hit.context,
        };
      });
      const structuredContent = { results, docsBuild };
      return { content: text(structuredContent), structuredContent };
    },
  );
}
