/**
 * Node's fs in the preview bundle: build-time modules (src/node/content/docs.ts) are imported for their
 * constants and plugin lists, and never read files in the browser.
 */
export function readFileSync(): never {
  throw new Error("fs is not available in the CMS preview");
}
export default { readFileSync };
