// `npm run lint:content`: the content lint over content/ and the OpenAPI document's x-used-in.
import { readFileSync, readdirSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import YAML from "yaml";
import matter from "gray-matter";
import { lintApiLinks, lintDoc, lintOpenApiProse, type LintDoc, type LintFinding } from "../src/node/content/node";
import { docIdToRoute, replaceProductTokens } from "../src/lib/routes";
import { extractOutline } from "../src/node/markdown";
import { loadSiteConfig } from "../src/config/load";

const config = loadSiteConfig();
const contentDir = join(process.cwd(), "content");
const files: string[] = [];
const walkDir = (dir: string) => {
  for (const e of readdirSync(dir)) {
    const p = join(dir, e);
    if (statSync(p).isDirectory()) walkDir(p);
    else if (p.endsWith(".mdx")) files.push(p);
  }
};
walkDir(contentDir);

const docs: LintDoc[] = files.map((file) => {
  const docId = relative(contentDir, file).replace(/\.mdx$/, "");
  return {
    file: relative(process.cwd(), file),
    docId,
    route: docIdToRoute(docId, config.product),
    source: readFileSync(file, "utf8"),
  };
});
const findings: LintFinding[] = docs.flatMap((d) => lintDoc(d, config.product));

const openApiFile = join(contentDir, "openapi/merchant-api-v2.yaml");
const openApiText = readFileSync(openApiFile, "utf8");
const lines = new YAML.LineCounter();
const prose: { value: string; line: number }[] = [];
YAML.visit(YAML.parseDocument(openApiText, { lineCounter: lines }), {
  Scalar(_, node) {
    if (typeof node.value === "string" && node.range)
      prose.push({ value: node.value, line: lines.linePos(node.range[0]).line });
  },
});
findings.push(...lintOpenApiProse(relative(process.cwd(), openApiFile), prose));

const spec = YAML.parse(openApiText) as {
  paths: Record<string, Record<string, { operationId?: string; "x-used-in"?: string[] }>>;
  webhooks?: Record<string, Record<string, { operationId?: string; "x-used-in"?: string[] }>>;
};
const operations = [...Object.values(spec.paths), ...Object.values(spec.webhooks ?? {})]
  .flatMap((item) => Object.values(item))
  .filter((op) => op && typeof op === "object" && op.operationId)
  .map((op) => ({
    operationId: op.operationId as string,
    usedIn: (op["x-used-in"] ?? []).map((u) => replaceProductTokens(u, config.product)),
  }));
const pageOf = new Map<string, string>();
for (const d of docs) {
  const id: unknown = matter(d.source).data.operationId;
  if (typeof id === "string") pageOf.set(id, d.route);
}
findings.push(
  ...lintApiLinks(docs, operations, pageOf, (d) =>
    extractOutline(matter(d.source).content, join(process.cwd(), d.file), {
      product: config.product,
      contentDir,
    }).links.map((l) => l.url),
  ),
);

for (const f of findings) console.error(`${f.file}:${f.line}: [${f.rule}] ${f.message}`);
console.log(`Content lint: ${docs.length} docs, ${operations.length} operations, ${findings.length} finding(s)`);
process.exit(findings.length ? 1 : 0);
