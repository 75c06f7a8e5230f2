import fs from "node:fs";
import path from "node:path";
import { frontmatterYAML } from "decap-cms-core/src/formats/frontmatter";
import yamlFormatter from "decap-cms-core/src/formats/yaml";
import { sidebarsText } from "./node/sidebar-removal";
import { frontmatterOrder } from "./node/decap-config";

/**
 * `npm run cms:normalize`: writes every doc's frontmatter (and content/sidebars.yaml) the way
 * Decap writes it on save, with Decap's own formatters (decap-cms-core's sources), so a writer's
 * first CMS save of a file changes only what the writer changed. Run it once after hand edits
 * that changed the YAML style; the body of a doc is never touched.
 */

const repo = process.cwd();
const contentDir = path.join(repo, "content");
const formatter = frontmatterYAML();

function listDocs(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return listDocs(full);
    return e.name.endsWith(".mdx") ? [full] : [];
  });
}

/** A doc as Decap saves it: frontmatter keys in the collection's field order, Decap's YAML. */
export function normalizeDoc(source: string): string {
  const data = formatter.fromFile(source);
  const out = formatter.toFile(data, [...frontmatterOrder, "body"]);
  // Decap's backend ends every file with a newline (entryToRaw).
  return out.endsWith("\n") ? out : `${out}\n`;
}

/**
 * The sidebars file as Decap saves it. Decap drops YAML comments on save (its `comment` option
 * does not reach file collections), so the file's documentation lives in docs/authoring.md.
 */
export function normalizeSidebars(source: string): string {
  return sidebarsText(yamlFormatter.fromFile(source) as object);
}

function main(): void {
  let changed = 0;
  for (const file of listDocs(contentDir)) {
    const source = fs.readFileSync(file, "utf8");
    const normal = normalizeDoc(source);
    if (normal !== source) {
      fs.writeFileSync(file, normal);
      changed++;
    }
  }
  const sidebars = path.join(contentDir, "sidebars.yaml");
  const source = fs.readFileSync(sidebars, "utf8");
  const normal = normalizeSidebars(source);
  if (normal !== source) {
    fs.writeFileSync(sidebars, normal);
    changed++;
  }
  console.log(`${changed} file(s) rewritten in Decap's frontmatter style.`);
}

if (require.main === module) main();
