import type { CreatePagesArgs } from "gatsby";
import { compileMDXWithCustomOptions } from "gatsby-plugin-mdx";
import type { ContentNode } from "../lib/content-tree";
import { rehypeContentTree } from "./markdown/content-tree";
import type { mdxPluginOptions } from "./markdown/mdx-options";

/** Compiles one doc body (frontmatter already stripped) into the page data its template renders. */
export type ContentCompiler = (doc: { body: string; filePath: string }) => Promise<ContentNode[]>;

export class ContentCompileError extends Error {}

/**
 * Compiles doc bodies with gatsby-plugin-mdx's own pipeline (its compileMDXWithCustomOptions, as
 * it does for `tableOfContents`): the site's remark and rehype plugins, then rehypeContentTree,
 * which hands back the tree as page data (src/lib/content-tree.ts).
 */
export function mdxContentCompiler(options: ReturnType<typeof mdxPluginOptions>): (args: CreatePagesArgs) => ContentCompiler {
  return ({ getNode, getNodesByType, pathPrefix, reporter, cache, store }) =>
    async ({ body, filePath }) => {
      const result = await compileMDXWithCustomOptions(
        { source: body, absolutePath: filePath },
        {
          pluginOptions: { ...options, plugins: [] },
          customOptions: { mdxOptions: { rehypePlugins: [rehypeContentTree] } },
          getNode,
          getNodesByType,
          pathPrefix,
          reporter,
          cache,
          store,
        },
      );
      const content = (result?.metadata as { content?: ContentNode[] } | undefined)?.content;
      if (!content) throw new ContentCompileError(`${filePath}: the MDX did not compile (see the error above)`);
      return content;
    };
}
