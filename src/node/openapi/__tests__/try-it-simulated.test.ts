import fs from "node:fs";
import path from "node:path";
import { generateKeyPairSync } from "node:crypto";
import { parseSiteConfig } from "../../../config/schema";
import { siteConfigInput } from "../../../config/site-config";
import { createMockApi } from "../../../lib/mock";
import { sandboxScenarios } from "../../../lib/mock/scenarios";
import { codeText } from "../../../lib/openapi/sections";
import {
  ACCESS_TOKEN_BODY,
  accessTokenFields,
  accessTokenTarget,
  headerFields,
  prepareRequest,
  refreshBody,
  type Credentials,
} from "../../../lib/tryit/request";
import { loadOpenApi, openApiFile } from "..";
import { mockOperations } from "../mock-operations";
import { buildOperationView } from "../views";

/**
 * The Try it console's requests (src/lib/tryit) against the API mock it runs in the page, with the
 * operation data the build publishes: what the browser tests show, without a browser.
 */

const config = parseSiteConfig(siteConfigInput);
const api = loadOpenApi(fs.readFileSync(path.resolve(openApiFile), "utf8"), config);
const { privateKey, publicKey } = generateKeyPairSync("rsa", {
  modulusLength: 2048,
  privateKeyEncoding: { type: "pkcs8", format: "pem" },
  publicKeyEncoding: { type: "spki", format: "pem" },
});
const credentials: Credentials = {
  clientId: "2025031400000001",
  privateKeyPem: privateKey,
  clientSecret: "secret",
  signing: "asymmetric",
};
const random = (n: number) => crypto.getRandomValues(new Uint8Array(n));
const entry = api.operations.find((o) => o.operationId === "pgCreateOrder")!;
const op = buildOperationView(api.source.doc, entry, {
  product: config.product,
  servers: config.api,
  guide: (docId) => ({ title: docId, route: `/${docId}/` }),
  pageName: "pgCreateOrder",
  authenticationRoute: "/guide/authentication/",
});
const example = codeText(op.requestExamples[0].code);

async function send(
  change: {
    body?: (b: Record<string, unknown>) => unknown;
    headers?: Record<string, string>;
    signing?: Credentials["signing"];
  } = {},
) {
  const mock = createMockApi({
    operations: mockOperations(api),
    credentials: { [credentials.clientId]: { publicKeyPem: publicKey, clientSecret: "secret" } },
    scenarios: sandboxScenarios,
  });
  const now = new Date();
  const creds = { ...credentials, signing: change.signing ?? "asymmetric" };
  const tokenRequest = await prepareRequest({
    target: accessTokenTarget(),
    fields: accessTokenFields,
    headerValues: {},
    query: {},
    body: ACCESS_TOKEN_BODY,
    credentials: creds,
    accessToken: "",
    now,
    random,
  });
  const token = await mock.handle({
    method: "POST",
    url: tokenRequest.path,
    headers: Object.fromEntries(tokenRequest.headers),
    body: tokenRequest.body,
  });
  expect(token.status).toBe(200);
  const accessToken = (JSON.parse(token.body) as { accessToken: string }).accessToken;
  const body = JSON.parse(refreshBody(example, now, random)) as Record<string, unknown>;
  const request = await prepareRequest({
    target: op,
    fields: headerFields(op.headers, true),
    headerValues: change.headers ?? {},
    query: {},
    body: JSON.stringify(change.body ? change.body(body) : body),
    credentials: creds,
    accessToken,
    now,
    random,
  });
  const answer = await mock.handle({
    method: request.method,
    url: request.path,
    headers: Object.fromEntries(request.headers),
    body: request.body,
  });
  return { status: answer.status, body: JSON.parse(answer.body) as { responseCode: string; responseMessage: string } };
}

describe("Try it requests against the simulated sandbox (Create Order)", () => {
  it("the prefilled request, signed either way, gets the success example", async () => {
    expect((await send()).body.responseCode).toBe("2006000");
    expect((await send({ signing: "symmetric" })).body.responseCode).toBe("2006000");
  });

  it("a wrong signature and a timestamp more than 5 minutes off give 4016000", async () => {
    expect((await send({ headers: { "X-SIGNATURE": "Zm9yZ2Vk" } })).body).toMatchObject({ responseCode: "4016000" });
    expect((await send({ headers: { "X-TIMESTAMP": "2025-03-14T10:15:30+07:00" } })).body.responseCode).toBe("4016000");
    expect((await send({ headers: { "X-TIMESTAMP": "2025-03-14 10:15:30" } })).body.responseCode).toBe("4006001");
  });

  it("a missing mandatory field gives 4006002 naming that field", async () => {
    const answer = await send({ body: ({ merchantId: _m, ...rest }) => rest });
    expect(answer).toEqual({
      status: 400,
      body: expect.objectContaining({ responseCode: "4006002", responseMessage: "Invalid Mandatory Field merchantId" }),
    });
  });

  it("the Scenario Testing amounts select their outcomes", async () => {
    const amount = (value: string) => (b: Record<string, unknown>) => ({ ...b, amount: { value, currency: "IDR" } });
    expect((await send({ body: amount("40301.00") })).body.responseCode).toBe("4036002");
    expect((await send({ body: amount("50000.00") })).body.responseCode).toBe("5006000");
    expect((await send({ body: amount("20200.00") })).body.responseCode).toBe("2026000");
  });
});
