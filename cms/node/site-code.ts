/**
 * What the CMS's Node side (cms/server.ts, cms/node/) takes from the site's code (src/), in one
 * place: those files import site code only from here, or, for the frontmatter schema that the admin
 * app's bundle also loads, from site-code-browser.ts. When a site module moves behind a new entry
 * point, only these paths change. (site.ts is something else: it loads the site's config, API
 * reference and page extras with these functions.)
 */
export { loadSiteConfig } from "../../src/config/load";
export type { SiteConfig } from "../../src/config/schema";
export { docIdToRoute } from "../../src/lib/routes";
export type { SidebarsDefinition } from "../../src/lib/sidebar";
export { makeChangelog } from "../../src/node/changelog";
export { compileFailure, lintApiLinks, lintDoc, type LintDoc } from "../../src/node/content/node";
export { checkSite, parseSidebars, sidebarsFile, siteExtras, type ExtraAnchors } from "../../src/node/pages";
export { contentDir, docFieldsFor, fixFor, frontmatterLines, imagePath, type DocFields } from "../../src/node/content";
export { mdxPluginOptions, rehypeContentTree } from "../../src/node/markdown";
export {
  applyOperationEdit,
  EditRefusal,
  loadOpenApi,
  makeApiReference,
  OpenApiValidationError,
  openApiFile,
  operationText,
  readOpenApi,
  type LoadedApi,
  type OperationEdit,
  type OperationEntry,
  type OperationText,
} from "../../src/node/openapi";
export type { OperationView } from "../../src/lib/openapi/types";
