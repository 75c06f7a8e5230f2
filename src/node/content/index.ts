/**
 * The docs under content/: each doc's fields (onCreateNode) and their GraphQL types, the
 * frontmatter rules, where images live, and the link and image checks. The writers' CMS bundles
 * this front door for the browser (node:fs and node:path shimmed), so the MDX compiler and the
 * content lint stay behind `node.ts`.
 */
export {
  contentDir,
  docFieldsFor,
  frontmatterLines,
  makeOnCreateNode,
  shouldOnCreateNode,
  mdxErrorMessage,
  type DocFields,
  type MdxNode,
} from "./docs";
export { fixFor } from "./fix-hints";
export { descriptionLength, frontmatterSchema } from "./frontmatter";
export { createSchemaCustomization } from "./schema";
export { imageType, media } from "./media";
export {
  BrokenImagesError,
  BrokenLinksError,
  checkImages,
  checkLinks,
  imagePath,
  type LinkCheckPage,
} from "./link-check";
