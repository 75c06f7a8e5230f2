import fs from "node:fs";
import path from "node:path";
import type { SourceNodesArgs } from "gatsby";
import type { SiteConfig } from "../../config/schema";
import type { ApiPageData, GuideLinkView, OperationSummary, SpecDownload } from "../../lib/openapi/types";
import { apiAnchors, apiHeadings, catalogDocId, catalogHref } from "../../lib/openapi";
import { docIdToRoute, replaceProductTokens } from "../../lib/routes";
import type { TocHeading } from "../../lib/page-context";
import type { DocFields, LinkCheckPage } from "../content";
import { listOperations, readOpenApi, type JsonObject, type OperationEntry } from "./document";
import { OpenApiValidationError, operationShape, validateOpenApi } from "./validate";
import { buildOperationView } from "./views/operation";
import { buildOperationSummary } from "./views/summary";
import { buildResponseCodeCatalog } from "./views/catalog";
import { operationSearchSections } from "./views/search-sections";
import { operationSchemaFile } from "./operation-schema";
import { mockOperations } from "./mock-operations";
import { mockOperationsFile } from "../../lib/mock";
import type { FieldChangeKind } from "./field-history";
import type { LoadedApi } from "./types";
import { noBuildCache, type BuildCache } from "../build-cache";

/**
 * The API reference at build time: reads and validates the OpenAPI document once, sources one
 * `ApiOperation` node per operation, publishes the YAML/JSON downloads and per-operation schemas,
 * and gives createPages what each API page adds (data, headings, anchors, links).
 */
export const openApiFile = "content/openapi/merchant-api-v2.yaml";
export const downloadBase = "/openapi/merchant-api-v2";

/**
 * Reads, token-replaces and validates the document; throws naming the operation and pointer. The
 * validation (its schemas compiled for every example: seconds) is the same for the same document,
 * so a build keeps its result in `buildCache`.
 */
export function loadOpenApi(
  text: string,
  config: SiteConfig,
  file = openApiFile,
  buildCache: BuildCache = noBuildCache,
): LoadedApi {
  const source = readOpenApi(text, config.product, config.api, file);
  const issues = buildCache.get("openapi-validation", source.doc, () => validateOpenApi(source.doc));
  if (issues.length) throw new OpenApiValidationError(issues, file, source.lineOf);
  return {
    source,
    operations: listOperations(source.doc),
    signing: {
      product: config.product.name,
      authenticationRoute: docIdToRoute("guide/authentication", config.product),
    },
  };
}

/** Finds rich-text links anywhere in a view (`["a", { href }, …]`). */
function linksOf(value: unknown, out: string[] = []): string[] {
  if (Array.isArray(value)) {
    const [tag, attrs] = value as unknown[];
    if (tag === "a" && attrs && typeof attrs === "object" && typeof (attrs as { href?: unknown }).href === "string")
      out.push((attrs as { href: string }).href);
    for (const v of value) linksOf(v, out);
  } else if (value && typeof value === "object") for (const v of Object.values(value)) linksOf(v, out);
  return out;
}

type PageDoc = Pick<DocFields, "docId" | "file" | "operationId" | "route">;

/** An `x-used-in` entry is a guide's route without its slashes (`guide/saku-widget/widget-binding`). */
export const usedInRoute = (usedIn: string) => `/${usedIn}/`;

/**
 * What is wrong between the document's operations and the API pages: a page naming an unknown
 * operation, an operation with two pages, an operation or webhook with none (a guide
 * explaining a call is no substitute for its reference, which readers reach from search, the
 * sidebar and links), an `x-used-in` naming a route the site does not have. Empty when all is well.
 */
export function apiPageProblems(operations: OperationEntry[], docs: PageDoc[], file = openApiFile): string[] {
  const problems: string[] = [];
  const pageOf = new Map<string, PageDoc>();
  const routes = new Set(docs.map((d) => d.route));
  for (const doc of docs) {
    if (!doc.operationId) continue;
    if (!operations.some((e) => e.operationId === doc.operationId))
      problems.push(`${doc.file}: operationId "${doc.operationId}" is not an operation of ${file}`);
    const clash = pageOf.get(doc.operationId);
    if (clash) problems.push(`${doc.file}: operation "${doc.operationId}" already has a page, ${clash.file}`);
    else pageOf.set(doc.operationId, doc);
  }
  for (const entry of operations) {
    const op = operationShape.parse(entry.operation);
    if (!pageOf.has(entry.operationId))
      problems.push(
        `${file}: ${entry.webhook ? "webhook" : "operation"} "${entry.operationId}" (${entry.pointer}) has no API page (add a content/api/<product>/<page>.mdx with operationId: ${entry.operationId})`,
      );
    for (const usedIn of op["x-used-in"])
      if (!routes.has(usedInRoute(usedIn)))
        problems.push(
          `${file}: operation "${entry.operationId}" lists "${usedIn}" in x-used-in, but the site has no route ${usedInRoute(usedIn)}`,
        );
  }
  return problems;
}

/** The fields of an operation's `ApiOperation` node (src/node/content/schema.ts), also read by the search benchmark. */
export function operationNodeFields(api: LoadedApi, entry: OperationEntry) {
  const op = operationShape.parse(entry.operation);
  return {
    operationId: op.operationId,
    summary: op.summary,
    method: entry.method,
    path: entry.webhook ? (op["x-path"] ?? "") : entry.key,
    webhook: entry.webhook,
    pointer: entry.pointer,
    product: op.tags[0],
    serviceCode: op["x-service-code"],
    apiType: op["x-api-type"],
    direction: op["x-direction"],
    requirement: op["x-requirement"],
    timeoutSeconds: op["x-timeout-seconds"],
    idempotencyKey: op["x-idempotency-key"],
    usedIn: op["x-used-in"],
    lifecycle: op["x-lifecycle"],
    schemaFile: `/openapi/operations/${op.operationId}.json`,
    searchSections: operationSearchSections(api.source.doc, entry, api.signing),
  };
}

export interface ApiPageExtensions {
  /** Checks frontmatter operationIds and guide references against the docs; throws on mistakes. */
  prepare(docs: DocFields[]): void;
  dataFor(doc: DocFields): ApiPageData | null;
  headingsFor(doc: DocFields): TocHeading[];
  anchorsFor(doc: DocFields): string[];
  linkPagesFor(doc: DocFields): LinkCheckPage[];
  /** The OpenAPI document, for pages that render from it. */
  sourcesFor(doc: DocFields): string[];
  staticFiles(): string[];
  /** The page an operation is documented on (its API page, or the guide of an Authentication operation), after prepare. */
  operationPage(operationId: string): { title: string; route: string } | null;
}

export interface ApiReference {
  load(): LoadedApi;
  /** One `ApiOperation` node per operation. */
  sourceNodes(args: Pick<SourceNodesArgs, "actions" | "createNodeId" | "createContentDigest">): void;
  /** The YAML/JSON downloads, per-operation schemas and the mock's data, into public/. */
  writeFiles(): void;
  pages: ApiPageExtensions;
}

/** The changelog entry a field's "Added on" / "Deprecated" badge links to (the changelog's `fieldEntry`). */
export type FieldEntryLookup = (kind: FieldChangeKind, date: string, operationId: string) => string | null;

/** `fieldEntry`: where a field's history badge links; without it badges link nowhere. `buildCache`: the build's (loadOpenApi). */
export function makeApiReference(
  config: SiteConfig,
  file = openApiFile,
  fieldEntry: FieldEntryLookup = () => null,
  buildCache: BuildCache = noBuildCache,
): ApiReference {
  let loaded: LoadedApi | null = null;
  const load = (): LoadedApi =>
    (loaded ??= loadOpenApi(fs.readFileSync(path.resolve(file), "utf8"), config, file, buildCache));

  const pageOf = new Map<string, DocFields>(); // operationId → its API page
  const docsByRoute = new Map<string, DocFields>();
  const cache = new Map<string, ApiPageData | null>();
  const json = () => `${JSON.stringify(load().source.doc, null, 2)}\n`;

  const routeOf = (entry: OperationEntry): string => {
    const page = pageOf.get(entry.operationId);
    if (page) return page.route;
    const usedIn = operationShape.parse(entry.operation)["x-used-in"][0];
    return usedInRoute(usedIn);
  };
  const summaries = (filter: (entry: OperationEntry) => boolean): OperationSummary[] =>
    load()
      .operations.filter(filter)
      .map((e) => buildOperationSummary(e, routeOf(e)));
  const guide = (usedIn: string): GuideLinkView => {
    const doc = docsByRoute.get(usedInRoute(usedIn));
    if (!doc) throw new Error(`${file}: x-used-in names "${usedIn}", but the site has no route ${usedInRoute(usedIn)}`);
    return { title: doc.sidebarLabel ?? doc.title, route: doc.route };
  };

  const compute = (doc: DocFields): ApiPageData | null => {
    const api = load();
    if (doc.operationId) {
      const entry = api.operations.find((e) => e.operationId === doc.operationId);
      if (!entry) return null;
      const pageName = doc.route.split("/").filter(Boolean).pop() ?? entry.operationId;
      return {
        kind: "operation",
        operation: buildOperationView(api.source.doc, entry, {
          product: config.product,
          servers: config.api,
          guide,
          pageName,
          authenticationRoute: docIdToRoute("guide/authentication", config.product),
          fieldEntry,
        }),
      };
    }
    if (doc.docId === catalogDocId)
      return { kind: "catalog", groups: buildResponseCodeCatalog(api.operations, routeOf) };
    if (doc.docId === "api/api-status") return { kind: "status", operations: summaries(() => true) };
    if (doc.docId === "api/index") {
      const info = api.source.doc.info as JsonObject;
      const downloads: SpecDownload[] = [
        { format: "YAML", path: `${downloadBase}.yaml`, bytes: Buffer.byteLength(api.source.yaml) },
        { format: "JSON", path: `${downloadBase}.json`, bytes: Buffer.byteLength(json()) },
      ];
      return { kind: "downloads", version: String(info.version), downloads };
    }
    const overview = /^api\/(.+)\/overview$/.exec(doc.docId);
    if (overview) {
      const folder = `api/${overview[1]}/`;
      const inProduct = (e: OperationEntry) => pageOf.get(e.operationId)?.docId.startsWith(folder) ?? false;
      const all = summaries(inProduct);
      return {
        kind: "overview",
        mandatory: all.filter((o) => o.requirement === "mandatory"),
        optional: all.filter((o) => o.requirement === "optional"),
      };
    }
    return null;
  };
  const dataFor = (doc: DocFields): ApiPageData | null => {
    if (!cache.has(doc.docId)) cache.set(doc.docId, compute(doc));
    return cache.get(doc.docId) ?? null;
  };

  const pages: ApiPageExtensions = {
    prepare(docs) {
      const api = load();
      pageOf.clear();
      docsByRoute.clear();
      cache.clear();
      for (const doc of docs) {
        docsByRoute.set(doc.route, doc);
        if (doc.operationId && !pageOf.has(doc.operationId)) pageOf.set(doc.operationId, doc);
      }
      const problems = apiPageProblems(api.operations, docs, file);
      if (problems.length) throw new Error(`API reference:\n${problems.map((p) => `  - ${p}`).join("\n")}`);
    },
    dataFor,
    headingsFor: (doc) => {
      const data = dataFor(doc);
      return data ? apiHeadings(data) : [];
    },
    anchorsFor: (doc) => {
      const data = dataFor(doc);
      return data ? apiAnchors(data) : [];
    },
    linkPagesFor: (doc) => {
      const data = dataFor(doc);
      if (!data) return [];
      const api = load();
      const entry =
        data.kind === "operation"
          ? api.operations.find((e) => e.operationId === data.operation.operationId)
          : undefined;
      const line = (entry && api.source.lineOf(entry.pointer)) ?? 0;
      // Links the components make from the data (not rich text) are checked too.
      const made =
        data.kind === "operation"
          ? data.operation.responseCodes.map((c) => catalogHref(c.code))
          : data.kind === "catalog"
            ? data.groups.flatMap((g) => g.codes.flatMap((c) => c.operations.map((o) => o.route)))
            : [];
      const links = [...linksOf(data), ...made].map((url) => ({ url, fileLink: null, line }));
      return links.length ? [{ docId: doc.docId, route: doc.route, file: file, links }] : [];
    },
    sourcesFor: (doc) => (dataFor(doc) ? [file] : []),
    operationPage: (operationId) => {
      const entry = load().operations.find((e) => e.operationId === operationId);
      if (!entry) return null;
      const summary = operationShape.parse(entry.operation).summary;
      return { title: replaceProductTokens(summary, config.product), route: routeOf(entry) };
    },
    staticFiles: () => [
      `${downloadBase}.yaml`,
      `${downloadBase}.json`,
      ...load().operations.map((e) => `/openapi/operations/${e.operationId}.json`),
      mockOperationsFile,
    ],
  };

  return {
    load,
    pages,
    sourceNodes: ({ actions, createNodeId, createContentDigest }) => {
      const api = load();
      for (const entry of api.operations) {
        const fields = operationNodeFields(api, entry);
        void actions.createNode({
          ...fields,
          id: createNodeId(`ApiOperation ${fields.operationId}`),
          internal: { type: "ApiOperation", contentDigest: createContentDigest(fields) },
        });
      }
    },
    writeFiles: () => {
      const api = load();
      const dir = path.resolve("public/openapi/operations");
      fs.mkdirSync(dir, { recursive: true });
      fs.writeFileSync(path.resolve(`public${downloadBase}.yaml`), api.source.yaml);
      fs.writeFileSync(path.resolve(`public${downloadBase}.json`), json());
      for (const entry of api.operations) {
        const op = operationShape.parse(entry.operation);
        const schema = operationSchemaFile(
          api.source.doc,
          entry,
          entry.webhook ? (op["x-path"] ?? "") : entry.key,
          op["x-service-code"],
        );
        fs.writeFileSync(path.join(dir, `${entry.operationId}.json`), `${JSON.stringify(schema)}\n`);
      }
      // The API mock's data, for the Try it console's simulated sandbox (src/lib/tryit/simulated.ts).
      fs.writeFileSync(path.resolve(`public${mockOperationsFile}`), `${JSON.stringify(mockOperations(api))}\n`);
    },
  };
}
