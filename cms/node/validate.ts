import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { parseFrontmatter } from "gatsby-plugin-mdx/dist/frontmatter";
import {
  checkSite,
  compileFailure,
  contentDir,
  docFieldsFor,
  frontmatterLines,
  lintApiLinks,
  lintDoc,
  mdxPluginOptions,
  parseSidebars,
  rehypeContentTree,
  sidebarsFile,
  type DocFields,
  type ExtraAnchors,
  type LintDoc,
  type OperationEntry,
  type SidebarsDefinition,
  type SiteConfig,
} from "./site-code";

/**
 * The build's checks for an edit the CMS is about to commit, run with the build's own functions
 * (src/node) so a writer sees the message `npm run build` would print, before anything is
 * committed: frontmatter and MDX syntax (docFieldsFor), what the page body may contain (the
 * content tree compile), and the site-wide checks (checkSite: sidebars, operationIds, links);
 * then the content lint of `npm test` on the edited docs (lintChanges).
 */

export interface ChangedFile {
  /** Repository-relative path, as Decap sends it. */
  path: string;
  raw: string;
}

function listDocs(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    // Changelog entries are not docs (src/node/changelog; gatsby-config leaves them out likewise).
    if (e.isDirectory()) return full === path.join(contentDir, "changelog") ? [] : listDocs(full);
    return e.name.endsWith(".mdx") ? [full] : [];
  });
}

/** A doc's fields by path and text: most docs do not change between two saves. */
const fieldsCache = new Map<string, DocFields>();

function fieldsOf(absPath: string, raw: string, site: SiteConfig): DocFields {
  const key = `${absPath}\0${createHash("sha1").update(raw).digest("hex")}`;
  const cached = fieldsCache.get(key);
  if (cached) return cached;
  const { body, frontmatter } = parseFrontmatter(`cms:${absPath}:${raw}`, raw);
  const fields = docFieldsFor({ body, frontmatter }, absPath, site, contentDir, raw);
  fieldsCache.set(key, fields);
  return fields;
}

/** Compiles a body as the build does (src/node/content/compile.ts); throws the build's message. */
export async function checkBody(absPath: string, raw: string, site: SiteConfig): Promise<void> {
  const { body } = parseFrontmatter(`cms:${absPath}:${raw}`, raw);
  const lineOffset = frontmatterLines(raw);
  const file = path.relative(process.cwd(), absPath);
  const { mdxOptions } = mdxPluginOptions(site);
  let content: unknown;
  // A dynamic import: @mdx-js/mdx's dependencies are ES modules only (estree-walker exports no `require`).
  const { compile } = await import("@mdx-js/mdx");
  try {
    const result = await compile(
      { value: body, path: absPath },
      {
        remarkPlugins: mdxOptions.remarkPlugins,
        rehypePlugins: [...mdxOptions.rehypePlugins, [rehypeContentTree, { lineOffset }]],
      },
    );
    content = (result.data.meta as { content?: unknown } | undefined)?.content;
  } catch (error) {
    throw new Error(compileFailure(file, lineOffset, error));
  }
  if (!content) throw new Error(`${file}: the body did not compile`);
}

/**
 * The repository as the build sees it with `changes` applied (and `deleted` absolute paths
 * removed): the sidebars file read and validated (parseSidebars, as gatsby-node's loadSidebars),
 * every doc's fields (docFieldsFor), each edited body compiled, and the site-wide checks
 * (checkSite), which resolve the sidebars to pages and titles. Throws the build's error; returns
 * checkSite's result and the docs.
 */
export async function checkedSite(
  changes: ChangedFile[],
  site: SiteConfig,
  extras: ExtraAnchors,
  repo = process.cwd(),
  deleted: Set<string> = new Set(),
): Promise<ReturnType<typeof checkSite> & { docs: DocFields[] }> {
  const edited = new Map(changes.map((c) => [path.resolve(repo, c.path), c.raw]));
  const sidebarsEdit = edited.get(sidebarsFile);
  const sidebars: SidebarsDefinition = parseSidebars(sidebarsEdit ?? fs.readFileSync(sidebarsFile, "utf8"));
  const files = new Set([...listDocs(contentDir), ...[...edited.keys()].filter((f) => f.endsWith(".mdx"))]);
  const docs: DocFields[] = [];
  for (const file of files) {
    if (deleted.has(file)) continue;
    if (!file.startsWith(contentDir + path.sep)) throw new Error(`${file}: not under content/`);
    const raw = edited.get(file) ?? fs.readFileSync(file, "utf8");
    docs.push(fieldsOf(file, raw, site));
  }
  for (const [file, raw] of edited) if (file.endsWith(".mdx")) await checkBody(file, raw, site);
  return { ...checkSite(site, sidebars, docs, extras), docs };
}

/**
 * Checks the repository as it would be with `changes` applied (and `deleted` absolute paths
 * removed). Resolves to null when the build would pass, else to the build's error message.
 */
export async function checkChanges(
  changes: ChangedFile[],
  site: SiteConfig,
  extras: ExtraAnchors,
  repo = process.cwd(),
  deleted: Set<string> = new Set(),
): Promise<string | null> {
  try {
    await checkedSite(changes, site, extras, repo, deleted);
    return null;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

/**
 * The content lint (`npm run lint:content`, src/node/content/lint.ts) on the edited docs of a save
 * whose build checks passed (`docs` from checkedSite): each doc's own rules (placeholder text, a
 * literal brand name, spelling of canonical terms, an empty section) and, for an edited guide,
 * a link to the API page of every operation that names it in `x-used-in`. Resolves to the
 * findings as the lint prints them, or null. (Which API pages no guide links is a rule over the
 * whole site that a one-file save cannot always satisfy, since a new API page is linked from a
 * guide in the next save: `npm test` reports it.)
 */
export function lintChanges(
  changes: ChangedFile[],
  docs: DocFields[],
  site: SiteConfig,
  operations: OperationEntry[],
  repo = process.cwd(),
): string | null {
  const edited = new Map(
    changes
      .filter((c) => c.path.endsWith(".mdx"))
      .map((c) => [path.relative(process.cwd(), path.resolve(repo, c.path)), c.raw]),
  );
  if (!edited.size) return null;
  const lintDocs: LintDoc[] = docs.map((d) => ({
    file: d.file,
    docId: d.docId,
    route: d.route,
    source: edited.get(d.file) ?? "",
  }));
  const findings = lintDocs.filter((d) => edited.has(d.file)).flatMap((d) => lintDoc(d, site.product));
  const pageOf = new Map(docs.flatMap((d) => (d.operationId ? [[d.operationId, d.route] as const] : [])));
  const links = new Map(docs.map((d) => [d.file, d.links.map((l) => l.url)]));
  const usedIn = operations.map((o) => ({
    operationId: o.operationId,
    usedIn: ((o.operation as { "x-used-in"?: unknown })["x-used-in"] as string[] | undefined) ?? [],
  }));
  findings.push(
    ...lintApiLinks(lintDocs, usedIn, pageOf, (d) => links.get(d.file) ?? []).filter(
      (f) => f.rule === "missing-api-link" && edited.has(f.file),
    ),
  );
  if (!findings.length) return null;
  return findings.map((f) => `${f.file}:${f.line}: [${f.rule}] ${f.message}`).join("\n");
}
