/**
 * Build time only (scripts/build-mcp.ts): the licence notices of the third-party code bundled into
 * dist/server.mjs. esbuild's metafile names every input file; each file under `node_modules/<package>/`
 * belongs to that package, whose own package.json (name, version, licence) and licence and notice
 * files are copied into one Markdown file shipped beside the bundle.
 */
import fs from "node:fs";
import path from "node:path";

export interface BundledPackage {
  name: string;
  version: string;
  license: string;
  /** Licence file texts (LICENSE, LICENCE, COPYING…) and NOTICE files, by file name. */
  files: { name: string; text: string }[];
}

const LICENCE_FILE = /^(?:licen[cs]e|copying|notice)(?:[-.][\w-]+)?(?:\.(?:md|txt))?$/i;

/** The package directory (relative to `root`) of a bundled input file, or null for the project's own code. */
export function packageDirOf(input: string): string | null {
  const parts = input.split(/[\\/]/);
  const at = parts.lastIndexOf("node_modules");
  if (at === -1) return null;
  const scoped = parts[at + 1]?.startsWith("@");
  return parts.slice(0, at + (scoped ? 3 : 2)).join("/");
}

/** Every package the bundle holds code of, with its licence texts; throws naming a package with none. */
export function bundledPackages(inputs: string[], root: string): BundledPackage[] {
  const dirs = [...new Set(inputs.map(packageDirOf).filter((d): d is string => d !== null))];
  const byName = new Map<string, BundledPackage>();
  for (const dir of dirs) {
    const full = path.join(root, dir);
    const manifest = JSON.parse(fs.readFileSync(path.join(full, "package.json"), "utf8")) as {
      name?: string;
      version?: string;
      license?: string;
    };
    const name = manifest.name ?? path.basename(dir);
    const files = fs
      .readdirSync(full)
      .filter((f) => LICENCE_FILE.test(f) && fs.statSync(path.join(full, f)).isFile())
      .sort()
      .map((f) => ({ name: f, text: fs.readFileSync(path.join(full, f), "utf8").trim() }));
    if (!files.length) throw new Error(`${dir}: bundled into the MCP server, but the package has no licence file`);
    const key = `${name}@${manifest.version ?? ""}`;
    if (!byName.has(key))
      byName.set(key, { name, version: manifest.version ?? "", license: manifest.license ?? "", files });
  }
  return [...byName.values()].sort((a, b) => a.name.localeCompare(b.name));
}

/** THIRD-PARTY-NOTICES.md: one section per bundled package with its licence and notice files, verbatim. */
export function thirdPartyNotices(inputs: string[], root: string): { text: string; packages: BundledPackage[] } {
  const packages = bundledPackages(inputs, root);
  const fence = (text: string) => {
    const ticks = "`".repeat(Math.max(3, ...[...text.matchAll(/`+/g)].map((m) => m[0].length + 1)));
    return `${ticks}text\n${text}\n${ticks}`;
  };
  const text = [
    "# Third-party notices",
    "",
    "`dist/server.mjs` bundles the code of these packages. Each is listed with its version, its licence",
    "and the licence and notice files it ships, as they are.",
    "",
    "| Package | Version | Licence |",
    "| --- | --- | --- |",
    ...packages.map((p) => `| ${p.name} | ${p.version} | ${p.license || "see below"} |`),
    "",
    ...packages.flatMap((p) => [
      `## ${p.name} ${p.version}`,
      "",
      ...p.files.flatMap((f) => [`${f.name}:`, "", fence(f.text), ""]),
    ]),
  ].join("\n");
  return { text, packages };
}
