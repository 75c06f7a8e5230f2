import { readFileSync } from "node:fs";
import path from "node:path";
import type { GatsbyNode, Reporter } from "gatsby";
import { compileMDXWithCustomOptions } from "gatsby-plugin-mdx";
import type { ContentNode } from "../../lib/content-tree";
import { ContentTreeError, rehypeContentTree, type mdxPluginOptions } from "../markdown";
import { frontmatterLines, mdxErrorMessage } from "./docs";
import { reportingToBrowser } from "./develop-overlay";

export class ContentCompileError extends Error {}

interface MdxSource {
  body: string;
  internal: { contentFilePath?: string };
}

/**
 * Why a compile failed, as one line naming file and line. gatsby-plugin-mdx reports failures with
 * its own error code, which query workers cannot resolve (they print "UNKNOWN"), so the resolver
 * takes the error and throws this instead.
 */
export function compileFailure(file: string, lineOffset: number, failure: unknown): string {
  const error = (failure as { context?: { errorMeta?: unknown } } | undefined)?.context?.errorMeta ?? failure;
  return error instanceof ContentTreeError ? error.message : mdxErrorMessage(file, lineOffset, error);
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
      const file = path.relative(process.cwd(), filePath);
      const lineOffset = frontmatterLines(readFileSync(filePath, "utf8"));
      let failure: unknown;
      const quiet = Object.create(reporter) as Reporter;
      quiet.panicOnBuild = (errorMeta) => {
        failure = errorMeta;
        return [];
      };
      const result = await compileMDXWithCustomOptions(
        { source: node.body, absolutePath: filePath },
        {
          pluginOptions: { ...options, plugins: [] },
          // Gatsby's path prefix ("" unless built with --prefix-paths), which images are shown under.
          customOptions: { mdxOptions: { rehypePlugins: [[rehypeContentTree, { lineOffset, pathPrefix }]] } },
          getNode,
          getNodesByType,
          pathPrefix,
          reporter: quiet,
          cache,
          store,
        },
      );
      const content = (result?.metadata as { content?: ContentNode[] } | undefined)?.content;
      return reportingToBrowser("body", file, () => {
        if (!content) throw new ContentCompileError(compileFailure(file, lineOffset, failure));
        return content;
      });
    };
    createResolvers({
      Mdx: {
        contentTree: {
          type: "JSON",
          description: "The body as page data for the templates (src/lib/content-tree.ts).",
          resolve: compile,
        },
      },
      // Changelog entries are not Mdx nodes (they are no pages of their own) but go through the same pipeline.
      ChangelogEntry: {
        contentTree: {
          type: "JSON",
          description: "The entry's body as page data (src/lib/content-tree.ts).",
          resolve: (node: { body: string; filePath: string }) =>
            compile({ body: node.body, internal: { contentFilePath: node.filePath } }),
        },
      },
    });
  };
}
