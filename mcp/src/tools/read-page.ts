/**
 * The `read_page` tool: a page's Markdown in parts (page-parts.ts), whole or one section.
 */
// eslint-disable-next-line import-x/no-extraneous-dependencies -- bundled into dist/server.mjs by build:mcp (mcp/package.json has no dependencies)
import { z } from "zod";
import type { PageEntry } from "../docs-data";
import { editDistance } from "../site";
import { quote } from "../limits";
import { LookupError } from "../operations";
import { findSection, headingForAnchor, pagePart, type Heading } from "../page-parts";
import type { ToolContext } from "./shared";

/** Characters `read_page` returns per call unless asked otherwise. */
export const DEFAULT_PAGE_CHARS = 20_000;

/** `/guide/authentication/` from a route, a `.md` path, a page URL or a URL with the base path. */
export function normaliseRoute(input: string, siteUrl: string): string {
  let p = input.trim();
  const base = new URL(siteUrl);
  if (/^https?:\/\//i.test(p)) {
    let url: URL | null = null;
    try {
      url = new URL(p);
    } catch {
      // Not a URL after all: read as a route.
    }
    if (url && url.host !== base.host)
      throw new LookupError(
        `${quote(url.host)} is not this docs site (${base.host}): give a route or a URL of ${base.origin}.`,
      );
    if (url) p = url.pathname;
  }
  p = p.split(/[?#]/)[0];
  if (!p.startsWith("/")) p = `/${p}`;
  if (p.startsWith(base.pathname)) p = `/${p.slice(base.pathname.length)}`;
  else if (`${p}/` === base.pathname) p = "/";
  p = p
    .replace(/\/index\.md$/, "/")
    .replace(/\.md$/, "")
    .replace(/\/index\.html$/, "/")
    .replace(/\.html$/, "");
  return p === "/" || p.endsWith("/") ? p : `${p}/`;
}

/** Routes close to one that does not exist: sharing its last segment, or a near spelling of it. */
const closeRoutes = (pages: Map<string, PageEntry>, route: string): string[] => {
  const last = route.split("/").filter(Boolean).pop() ?? "";
  if (!last) return [];
  const lastOf = (r: string) => r.split("/").filter(Boolean).pop() ?? "";
  const max = Math.max(2, Math.floor(last.length / 4));
  return [...pages.keys()]
    .map((r) => ({ r, d: r.includes(last) ? 0 : editDistance(lastOf(r), last, max) }))
    .filter(({ d }) => d <= max)
    .sort((a, b) => a.d - b.d)
    .slice(0, 5)
    .map(({ r }) => r);
};

/** Registers `read_page`. */
export function registerReadPage({ server, data, headingsOfPage }: ToolContext): void {
  const { build } = data;
  server.registerTool(
    "read_page",
    {
      title: "Read a docs page",
      description:
        "One page of the docs as Markdown (API pages with their header, field and response-code tables, examples and code samples). " +
        "Long pages come in parts that end at a heading or between blocks, never inside a code block or table: call again with `offset` = `nextOffset` until it is null. " +
        "The first part lists the page's sections (`toc`); `section` (an anchor such as `response-codes`, or a heading's title) reads one section, also in parts.",
      inputSchema: {
        route: z
          .string()
          .trim()
          .min(1)
          .describe(
            "The page's route (`/guide/authentication`), its URL or its `.md` URL, as search_docs returns them; a `#anchor` reads that section",
          ),
        section: z
          .string()
          .trim()
          .min(1)
          .optional()
          .describe("One section: its anchor from `toc` or a search result's URL (`response-codes`), or its heading"),
        offset: z
          .number()
          .int()
          .min(0)
          .optional()
          .describe(
            "Character offset in the page to start from: a `nextOffset` (default: the page's or section's start)",
          ),
        maxChars: z
          .number()
          .int()
          .min(1000)
          .max(100_000)
          .default(DEFAULT_PAGE_CHARS)
          .describe(`Most characters to return (1000-100000, default ${DEFAULT_PAGE_CHARS})`),
      },
      outputSchema: {
        route: z.string(),
        title: z.string(),
        description: z.string(),
        url: z.string(),
        markdownUrl: z.string(),
        section: z.object({ id: z.string(), title: z.string(), url: z.string() }).nullable(),
        markdown: z.string(),
        offset: z.number(),
        nextOffset: z.number().nullable(),
        totalChars: z.number(),
        toc: z.array(z.object({ depth: z.number(), title: z.string(), id: z.string(), chars: z.number() })).optional(),
      },
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    ({ route, section, offset, maxChars }) => {
      const normalised = normaliseRoute(route, build.siteUrl);
      const page = data.pages.get(normalised);
      if (!page) {
        const close = closeRoutes(data.pages, normalised);
        throw new LookupError(
          `No page at ${quote(normalised)}.${close.length ? ` Did you mean ${close.join(", ")}?` : ""} Find pages with search_docs, or read the llms.txt resource for the list.`,
        );
      }
      const markdown = data.readPage(page.route);
      const headings = headingsOfPage(page);
      const hash = /#(.+)$/.exec(route.trim())?.[1];
      let heading: Heading | undefined;
      if (section) {
        heading = findSection(section, headings);
        if (!heading)
          throw new LookupError(
            `${page.route} has no section "${quote(section)}". Its sections: ${headings.map((h) => `${h.id} (${h.title})`).join(", ") || "none"}.`,
          );
      } else if (hash) heading = headingForAnchor(decodeURIComponent(hash), headings);
      const start = heading?.offset ?? 0;
      const limit = heading?.end ?? markdown.length;
      const from = offset ?? start;
      if (from < start || from >= limit)
        throw new RangeError(
          heading
            ? `offset ${from} is outside section ${heading.id} of ${page.route} (characters ${start} to ${limit}).`
            : `offset ${from} is past the end of ${page.route} (${markdown.length} characters).`,
        );
      const part = pagePart(markdown, from, maxChars, limit);
      const toc =
        from === 0 && !heading
          ? headings.map((h) => ({ depth: h.depth, title: h.title, id: h.id, chars: h.end - h.offset }))
          : undefined;
      const structuredContent = {
        route: page.route,
        title: page.title,
        description: page.description,
        url: page.url,
        markdownUrl: page.markdownUrl,
        section: heading ? { id: heading.id, title: heading.title, url: `${page.url}#${heading.id}` } : null,
        markdown: part.text,
        offset: from,
        nextOffset: part.next,
        totalChars: markdown.length,
        ...(toc ? { toc } : {}),
      };
      // The Markdown itself is the text content; the structured copy carries the paging and the contents.
      const contents =
        toc && part.next !== null && toc.length
          ? `[${page.route} has ${markdown.length} characters in parts; read one section with section=<id>:\n${toc
              .map((h) => `${"  ".repeat(Math.max(0, h.depth - 2))}- ${h.id}: ${h.title} (${h.chars} characters)`)
              .join("\n")}]\n\n`
          : "";
      const where = heading ? `section ${heading.id} of ${page.route}` : page.route;
      const note = part.next === null ? "" : `\n\n[Part of ${where}: continue with offset ${part.next}.]`;
      return { content: [{ type: "text" as const, text: `${contents}${part.text}${note}` }], structuredContent };
    },
  );
}
