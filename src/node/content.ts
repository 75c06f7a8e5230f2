import type { GatsbyNode } from "gatsby";
import { compileMDXWithCustomOptions } from "gatsby-plugin-mdx";
import type { ContentNode } from "../lib/content-tree";
import { rehypeContentTree } from "./markdown/content-tree";
import type { mdxPluginOptions } from "./markdown/mdx-options";

export class ContentCompileError extends Error {}

interface MdxSource {
  body: string;
  internal: { contentFilePath?: string };
}

/**
 * `Mdx.contentTree`: a doc's body as page data (src/lib/content-tree.ts), which the templates
 * query. It is compiled with gatsby-plugin-mdx's own pipeline (its compileMDXWithCustomOptions,
 * as it does for `tableOfContents`): the site's remark and rehype plugins, then rehypeContentTree.
 * As a query result, it is recompiled only when its doc changes and stays out of page context.
 */
export function makeContentResolvers(options: ReturnType<typeof mdxPluginOptions>): GatsbyNode["createResolvers"] {
  return ({ createResolvers, getNode, getNodesByType, pathPrefix, reporter, cache, store }) => {
    const compile = async (node: MdxSource): Promise<ContentNode[]> => {
      const filePath = node.internal.contentFilePath ?? "";
      const result = await compileMDXWithCustomOptions(
        { source: node.body, absolutePath: filePath },
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
    createResolvers({
      Mdx: {
        contentTree: { type: "JSON", description: "The body as page data for the templates (src/lib/content-tree.ts).", resolve: compile },
      },
    });
  };
}
