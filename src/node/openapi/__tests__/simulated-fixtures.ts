import fs from "node:fs";
import path from "node:path";
import { parseSiteConfig } from "../../../config/schema";
import { siteConfigInput } from "../../../config/site-config";
import type { MockApi } from "../../../lib/mock";
import type { OperationView } from "../../../lib/openapi/types";
import {
  headerFields,
  refreshBody,
  startingValues,
  memoryTokenCache,
  sendRequest,
  type SendInput,
} from "../../../lib/tryit";
import { keyPair, testCredentials } from "../../../lib/tryit/__tests__/fixtures";
import { createSimulatedMock, documentedCustomerToken, mockTransport } from "../../../lib/tryit/lazy";
import { loadOpenApi, openApiFile } from "..";
import { mockOperations } from "../mock-operations";
import { buildOperationView } from "../views/operation";

/**
 * What the simulated sandbox's tests share: the OpenAPI document, the operation data the build
 * publishes, the API pages' views, and `press`, the Try it console's send (src/lib/tryit: send.ts,
 * request.ts) against the API mock it runs in the page. The console's own starting values are
 * used, so "the prefilled request" is the one a reader sends by pressing Send on the page.
 */

// Not `config`: Gatsby reads an exported `config` in any file under src/ as a page config, and
// then builds rendering engines for the site.
export const siteConfig = parseSiteConfig(siteConfigInput);
export const api = loadOpenApi(fs.readFileSync(path.resolve(openApiFile), "utf8"), siteConfig);
export const published = mockOperations(api);
export const credentials = testCredentials;
export const random = (n: number) => crypto.getRandomValues(new Uint8Array(n));
export const views = api.operations.map((entry) =>
  buildOperationView(api.source.doc, entry, {
    product: siteConfig.product,
    servers: siteConfig.api,
    guide: (docId) => ({ title: docId, route: `/${docId}/` }),
    pageName: entry.operationId,
    authenticationRoute: "/guide/authentication/",
  }),
);
export const viewOf = (operationId: string) => views.find((v) => v.operationId === operationId)!;

/** A fresh simulated sandbox, as a reader's first visit to a page has. */
export const freshMock = () =>
  createSimulatedMock(published, credentials.clientId, {
    publicKeyPem: keyPair.publicKey,
    clientSecret: credentials.clientSecret,
  }).mock;
export const testCustomerToken = documentedCustomerToken(published);

/** What pressing Send does on the operation's page, with the reader's changes. */
export async function press(
  op: OperationView,
  change: Partial<Omit<SendInput, "body">> & { body?: (b: Record<string, unknown>) => unknown; mock?: MockApi } = {},
) {
  const fields = headerFields(op.headers, Boolean(op.requestBody));
  const start = startingValues(op, fields);
  const now = new Date();
  const body = op.requestBody ? refreshBody(start.body, now, random) : "";
  const outcome = await sendRequest({
    target: op,
    label: op.summary,
    fields,
    headerValues: start.headerValues,
    pathParams: start.pathParams,
    query: start.query,
    leftOut: [],
    credentials,
    transport: mockTransport(change.mock ?? freshMock()),
    baseUrl: op.sandboxBaseUrl,
    tokens: memoryTokenCache(),
    testCustomerToken,
    now,
    random,
    ...change,
    body: change.body ? JSON.stringify(change.body(JSON.parse(body) as Record<string, unknown>)) : body,
  });
  const last = outcome.exchanges[outcome.exchanges.length - 1];
  const answer = last?.response ? (JSON.parse(last.response.body) as Record<string, unknown>) : null;
  return { outcome, last, status: last?.response?.status, code: answer?.responseCode, answer };
}
