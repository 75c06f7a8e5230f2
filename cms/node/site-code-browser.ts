/**
 * The site code (src/) that cms/node/decap-config.ts takes and the admin app (cms/admin, a browser
 * bundle) therefore also loads: the frontmatter schema. It is kept out of site-code.ts because a
 * bundle includes every module an imported file names, and site-code.ts names Node-only modules
 * (child processes, the file system); everything else the CMS's Node side takes from src/ is there.
 */
export { frontmatterSchema, imageType, media } from "../../src/node/content";
