import remarkGfm from "remark-gfm";
import type { SiteConfig } from "../../config/schema";
import { contentDir } from "../docs";
import remarkDocs from "./remark-docs";
import rehypeCode from "./rehype-code";

/**
 * gatsby-plugin-mdx's options: the one MDX pipeline for docs. gatsby-config.ts registers them and
 * src/node/content.ts compiles every doc body with them into page data.
 */
export function mdxPluginOptions(site: SiteConfig) {
  return {
    extensions: [".mdx"],
    mdxOptions: {
      remarkPlugins: [remarkGfm, [remarkDocs, { product: site.product, contentDir }]],
      rehypePlugins: [rehypeCode],
    },
  };
}
