import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { findingsOf, type Finding } from "./findings";
import { checkedSite } from "./validate";
import {
  fixFor,
  makeApiReference,
  makeChangelog,
  OpenApiValidationError,
  openApiFile,
  operationText,
  readOpenApi,
  siteExtras,
  type DocFields,
  type OperationView,
  type SiteConfig,
} from "./site-code";

/**
 * The build's checks for an edit of the OpenAPI document, run before the CMS commits it: the
 * document's own validation (every example against its schema, the operations' fields:
 * src/node/openapi, as `gatsby build` loads it), the site-wide checks with the edited document
 * (the API pages' data and links: checkSite), the API change gate (src/node/changelog) and the
 * Redocly lint of `npm test` (redocly.yaml). Each problem is a finding that names the field the
 * editor shows.
 */

const run = promisify(execFile);

/** The edited document in a temporary file (the build's readers take a path); removed after `use`. */
async function withTemporaryDocument<T>(text: string, use: (file: string) => Promise<T> | T): Promise<T> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "saku-cms-openapi-"));
  const file = path.join(dir, path.basename(openApiFile));
  fs.writeFileSync(file, text);
  try {
    return await use(file);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

const escapePointer = (key: string | number) => String(key).replace(/~/g, "~0").replace(/\//g, "~1");

/** The editor's name of the field a JSON pointer falls in (`example response 200 … success`), or null. */
function fieldOf(text: string, operationId: string, pointer: string): string | null {
  const op = operationText(text, operationId);
  for (const e of op.examples) {
    const at = `#/${e.path.map(escapePointer).join("/")}`;
    if (pointer === at) return `example ${e.key}`;
    // The field inside the example, as the writer reads it: `amount.value`.
    if (pointer.startsWith(`${at}/`))
      return `example ${e.key}, field ${pointer
        .slice(at.length + 1)
        .split("/")
        .map((k) => k.replace(/~1/g, "/").replace(/~0/g, "~"))
        .join(".")}`;
  }
  const base = `#/${["paths", op.path, op.method.toLowerCase()].map(escapePointer).join("/")}`;
  const field = pointer.startsWith(`${base}/`) ? pointer.slice(base.length + 1).split("/")[0] : null;
  return field === "x-rules" ? "rules" : field;
}

export interface OpenApiContext {
  site: SiteConfig;
  repo: string;
  /** The docs of the last check that passed (the API pages the preview and the site checks need). */
  docs: () => DocFields[];
  /** The changelog as the build reads it (field badges, the change gate). */
  changelog: ReturnType<typeof makeChangelog>;
}

/** The build's verdict on an edited document: its findings (empty when the build would pass). */
export async function openApiFindings(text: string, operationId: string, ctx: OpenApiContext): Promise<Finding[]> {
  const finding = (pointer: string, message: string, line: number | null): Finding => {
    const field = fieldOf(text, operationId, pointer);
    const where = line ? ` (${openApiFile}:${line})` : "";
    const named = `${field ?? pointer}${where}: ${message}`;
    return { file: openApiFile, line: null, message: named, fix: fixFor(named) };
  };
  const { changelog } = ctx;
  const findings = await withTemporaryDocument(text, async (file) => {
    const api = makeApiReference(ctx.site, file, changelog.fieldEntry);
    try {
      api.load();
    } catch (error) {
      if (!(error instanceof OpenApiValidationError)) throw error;
      const { lineOf } = readOpenApi(text, ctx.site.product, ctx.site.api, openApiFile);
      return error.issues.map((i) => finding(i.pointer, i.message, lineOf(i.pointer)));
    }
    try {
      await checkedSite([], ctx.site, siteExtras(api, changelog), ctx.repo);
    } catch (error) {
      const message = (error instanceof Error ? error.message : String(error)).split(file).join(openApiFile);
      return findingsOf(message, new Map());
    }
    return [];
  });
  if (findings.length) return findings;
  const gate = changelog.gateError(text);
  if (gate) return findingsOf(gate, new Map());
  return redoclyFindings(text, operationId, ctx, finding);
}

interface RedoclyProblem {
  ruleId: string;
  severity: string;
  message: string;
  location: { pointer: string; start?: { line: number } }[];
}

/** `npm run lint:openapi` on the edited document: Redocly with the project's redocly.yaml. */
async function redoclyFindings(
  text: string,
  _operationId: string,
  ctx: OpenApiContext,
  finding: (pointer: string, message: string, line: number | null) => Finding,
): Promise<Finding[]> {
  return withTemporaryDocument(text, async (file) => {
    const bin = path.join(ctx.repo, "node_modules/.bin/redocly");
    const args = ["lint", file, "--config", path.join(ctx.repo, "redocly.yaml"), "--format=json"];
    // Redocly exits 1 when it finds problems; its report is on stdout either way.
    const output = await run(bin, args, { cwd: ctx.repo, maxBuffer: 16 * 1024 * 1024 }).then(
      (r) => r.stdout,
      (error: Error & { stdout?: string; stderr?: string }) => {
        if (error.stdout?.trim().startsWith("{")) return error.stdout;
        throw new Error(`Redocly lint could not run: ${error.stderr ?? error.message}`);
      },
    );
    const report = JSON.parse(output) as { problems: RedoclyProblem[] };
    return report.problems
      .filter((p) => p.severity === "error")
      .map((p) => {
        const at = p.location[0];
        return finding(at?.pointer ?? "#", `[${p.ruleId}] ${p.message}`, at?.start?.line ?? null);
      });
  });
}

/** The operation as its API page renders it from `text` (the build's page data), or null. */
export async function operationPreview(
  text: string,
  operationId: string,
  ctx: OpenApiContext,
): Promise<OperationView | null> {
  return withTemporaryDocument(text, (file) => {
    const api = makeApiReference(ctx.site, file, ctx.changelog.fieldEntry);
    const docs = ctx.docs();
    api.pages.prepare(docs);
    const page = docs.find((d) => d.operationId === operationId);
    const data = page ? api.pages.dataFor(page) : null;
    return data?.kind === "operation" ? data.operation : null;
  });
}
