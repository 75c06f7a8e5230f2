import remarkGfm from "remark-gfm";
import type { PluggableList } from "unified";
import type { SiteConfig } from "../../config/schema";
import { contentDir } from "../content-dir";
import remarkDocs from "./remark-docs";
import rehypeCode from "./rehype-code";
import rehypeNarrow from "./rehype-narrow";

/**
 * gatsby-plugin-mdx's options: the one MDX pipeline for docs. gatsby-config.ts registers them and
 * src/node/content/compile.ts compiles every doc body with them into page data.
 */
export function mdxPluginOptions(site: Pick<SiteConfig, "product">): {
  extensions: string[];
  // Typed as unified's lists, so @mdx-js/mdx's compile (the CMS, src/node/content/compile.ts) takes them as they are.
  mdxOptions: { remarkPlugins: PluggableList; rehypePlugins: PluggableList };
} {
  return {
    extensions: [".mdx"],
    mdxOptions: {
      remarkPlugins: [remarkGfm, [remarkDocs, { product: site.product, contentDir }]],
      rehypePlugins: [rehypeCode, rehypeNarrow],
    },
  };
}
