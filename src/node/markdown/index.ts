/**
 * The build's MDX pipeline: the MDX plugin options, each doc compiled into its content tree, the
 * outline (headings, links) and code blocks read from a doc, and the highlighting and call links
 * shared with the API reference.
 */
export { mdxPluginOptions } from "./mdx-options";
export { ContentTreeError, rehypeContentTree } from "./content-tree";
export { extractOutline, type DocHeading, type DocImage, type DocLink, type DocOutline } from "./extract";
export { extractCodeBlocks, type CodeBlock } from "./code-blocks";
export { highlightCode } from "./rehype-code";
export { linkCallMentions } from "./call-links";
export { plainText, transformDocTree, walk, type AnyNode, type RemarkDocsOptions } from "./remark-docs";
