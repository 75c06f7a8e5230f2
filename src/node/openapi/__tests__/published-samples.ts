import fs from "node:fs";
import path from "node:path";
import { siteConfigInput } from "../../../config/site-config";
import { parseSiteConfig } from "../../../config/schema";
import type { CodeSampleView, OperationView } from "../../../lib/openapi/types";
import { loadOpenApi, openApiFile } from "..";
import { mockOperations } from "../mock-operations";
import { buildOperationView } from "../views/operation";

/** Every API page as the build makes it, with its code samples, by operation. */

export const siteConfig = parseSiteConfig(siteConfigInput);
export const api = loadOpenApi(fs.readFileSync(path.resolve(openApiFile), "utf8"), siteConfig);
export const operations = mockOperations(api);
const kebab = (id: string) => id.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

export interface OperationSamples {
  operationId: string;
  kind: string;
  serviceCode: string;
  samples: CodeSampleView[];
  /** The whole page. */
  view: OperationView;
}

export const publishedSamples: OperationSamples[] = api.operations.map((entry) => {
  const view = buildOperationView(api.source.doc, entry, {
    product: siteConfig.product,
    servers: siteConfig.api,
    guide: (docId) => ({ title: docId, route: `/${docId}/` }),
    pageName: kebab(entry.operationId),
    authenticationRoute: "/guide/authentication/",
  });
  const op = operations.find((o) => o.operationId === entry.operationId);
  return {
    operationId: entry.operationId,
    kind: op?.kind ?? "",
    serviceCode: op?.serviceCode ?? "",
    samples: view.samples,
    view,
  };
});
