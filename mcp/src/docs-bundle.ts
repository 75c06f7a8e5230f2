/**
 * The docs bundle: a data folder (docs-data.ts) as one gzipped JSON file, `{ format, files }` with
 * each file's text by its path in the folder. build:mcp writes it beside the package on the site;
 * a running server fetches it (docs-update.ts) and unpacks it into its cache. Every file of the
 * folder is text (Markdown, JSON); a bundle that names a path outside its folder, or is of another
 * format, is refused whole.
 */
import fs from "node:fs";
import path from "node:path";
import { gunzipSync, gzipSync } from "node:zlib";
import { DATA_FORMAT, DataError, type BuildInfo } from "./docs-data";

interface Bundle {
  format: number;
  files: Record<string, string>;
}

/** A relative path of plain names: no `..`, no absolute path, no drive or backslash. */
const safePath = (p: string) => /^[A-Za-z0-9_.-]+(?:\/[A-Za-z0-9_.-]+)*$/.test(p) && !p.split("/").includes("..");

function filesOf(dir: string, sub = ""): string[] {
  return fs.readdirSync(path.join(dir, sub), { withFileTypes: true }).flatMap((entry) => {
    const relative = sub ? `${sub}/${entry.name}` : entry.name;
    return entry.isDirectory() ? filesOf(dir, relative) : [relative];
  });
}

/** The data folder `dir` as a bundle. */
export function encodeDocsBundle(dir: string): Buffer {
  const files: Record<string, string> = {};
  for (const file of filesOf(dir).sort()) files[file] = fs.readFileSync(path.join(dir, file), "utf8");
  const bundle: Bundle = { format: DATA_FORMAT, files };
  return gzipSync(JSON.stringify(bundle), { level: 9 });
}

/**
 * Unpacks a bundle into `dir` (which must not exist), after checking all of it: its format, every
 * path, and that its build.json is of the major version `major`. Returns that build.json.
 */
export function unpackDocsBundle(bytes: Buffer, dir: string, major: string): BuildInfo {
  let bundle: Bundle;
  try {
    bundle = JSON.parse(gunzipSync(bytes).toString("utf8")) as Bundle;
  } catch (error) {
    throw new DataError(
      `The docs bundle is not gzipped JSON: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  if (bundle?.format !== DATA_FORMAT || typeof bundle.files !== "object" || bundle.files === null)
    throw new DataError(`The docs bundle is of format ${String(bundle?.format)}; this server reads ${DATA_FORMAT}.`);
  const entries = Object.entries(bundle.files);
  const unsafe = entries.find(([p, text]) => !safePath(p) || typeof text !== "string");
  if (unsafe) throw new DataError(`The docs bundle has a file this server does not write: ${unsafe[0].slice(0, 100)}`);
  const build = JSON.parse(bundle.files["build.json"] ?? "null") as BuildInfo | null;
  if (!build || String(build.version).split(".")[0] !== major)
    throw new DataError(`The docs bundle is of version ${String(build?.version)}; this server reads ${major}.x.`);
  for (const [file, text] of entries) {
    const target = path.join(dir, ...file.split("/"));
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.writeFileSync(target, text);
  }
  return build;
}
