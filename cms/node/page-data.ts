import fs from "node:fs";
import path from "node:path";
import type { DocFields, ExtraAnchors } from "./site-code";

/** Where the admin loads an operation's view from, beside admin.js: `operations/<operationId>.json`. */
export const operationsFolder = "operations";

/**
 * Writes, for every API page with an `operationId`, the operation as its template renders it
 * (`pageContext.api.operation` in the build: the build's own `dataFor`, src/node/openapi) into
 * `<outdir>/operations/<operationId>.json`, for the CMS preview. `docs` are the docs of a check
 * that has just passed (checkedSite), which prepared the API reference with them as createPages
 * does. Static files, so the team-mode admin (build:admin, no CMS server) previews them too.
 */
export function writeOperationViews(outdir: string, extras: ExtraAnchors, docs: DocFields[]): number {
  const dir = path.join(outdir, operationsFolder);
  fs.mkdirSync(dir, { recursive: true });
  let written = 0;
  for (const doc of docs) {
    const data = doc.operationId ? extras.dataFor?.(doc) : null;
    // An id is a file name here: the document's ids are identifiers; anything else is not previewed.
    if (data?.kind !== "operation" || !/^[\w.-]+$/.test(data.operation.operationId)) continue;
    fs.writeFileSync(path.join(dir, `${data.operation.operationId}.json`), JSON.stringify(data.operation));
    written++;
  }
  return written;
}
