import fs from "node:fs";
import path from "node:path";
import { siteConfigInput } from "../../../config/site-config";
import { parseSiteConfig } from "../../../config/schema";
import { accessTokenStringToSign, asymmetricStringToSign, symmetricStringToSign } from "../../../lib/signature";
import { headerRuleProblems, headerRulesOf } from "../../../lib/openapi";
import { loadOpenApi, openApiFile } from "..";
import { operationShape, validateOpenApi } from "../validate";
import { resolvePointer } from "../document";
import { richText } from "../rich";
import { buildOperationView } from "../views/operation";

// Loading the real document validates every example, and each view highlights six samples.
vi.setConfig({ testTimeout: 120_000 });

const config = parseSiteConfig(siteConfigInput);
const api = loadOpenApi(fs.readFileSync(path.resolve(openApiFile), "utf8"), config);

const views = api.operations.map((entry) => {
  const op = operationShape.parse(entry.operation);
  const view = buildOperationView(api.source.doc, entry, {
    product: config.product,
    servers: config.api,
    guide: (docId) => ({ title: docId, route: `/${docId}/` }),
    pageName: entry.operationId,
    authenticationRoute: "/guide/authentication/",
  });
  const hasQuery = (entry.operation.parameters as { $ref?: string; in?: string }[] | undefined)?.some(
    (p) => p.in === "query",
  );
  return { entry, op, view, hasQuery: Boolean(hasQuery) };
});

const row = (v: (typeof views)[number], name: string) => v.view.headers.find((h) => h.name === name);
const text = (v: (typeof views)[number], name: string) => richText(row(v, name)?.description ?? []);
const ofKind = (kind: string) => views.filter((v) => v.op["x-api-type"] === kind);

/** The strings to sign of src/lib/signature.ts for this operation, placeholders in angle brackets. */
function strings(v: (typeof views)[number]) {
  const parts = {
    method: v.view.method,
    path: v.view.method === "GET" && v.hasQuery ? `${v.view.path}?<query string as sent>` : v.view.path,
    bodyHash:
      v.view.method === "GET"
        ? "<lowercase hex SHA-256 of the empty string>"
        : "<lowercase hex SHA-256 of the minified body>",
    timestamp: "<X-TIMESTAMP>",
  };
  return {
    accessToken: accessTokenStringToSign("<X-CLIENT-KEY>", "<X-TIMESTAMP>"),
    asymmetric: asymmetricStringToSign(parts),
    symmetric: symmetricStringToSign({ ...parts, accessToken: "<B2B access token>" }),
  };
}

/** The page's header rows carry every header the kind requires, as required, and none it never carries. */
function expectKindRules(v: (typeof views)[number]) {
  const rules = headerRulesOf[v.op["x-api-type"]];
  const required = v.view.headers.filter((h) => h.required === "required").map((h) => h.name);
  const names = v.view.headers.map((h) => h.name);
  expect(required, v.op.operationId).toEqual(expect.arrayContaining([...rules.required]));
  for (const name of rules.absent) expect(names, `${v.op.operationId} ${name}`).not.toContain(name);
}

describe("every operation's header rows agree with the signing rules", () => {
  it("covers all three kinds of call", () => {
    expect(ofKind("access-token").map((v) => v.op.operationId)).toEqual(["getB2bAccessToken", "applyToken"]);
    expect(ofKind("service").length).toBeGreaterThan(25);
    expect(ofKind("notification").length).toBe(3);
  });

  it("access-token calls: X-CLIENT-KEY, no bearer token, RSA over <X-CLIENT-KEY>|<X-TIMESTAMP> and never HMAC", () => {
    for (const v of ofKind("access-token")) {
      expectKindRules(v);
      const signature = text(v, "X-SIGNATURE");
      expect(signature, v.op.operationId).toContain(`SHA256withRSA signature of ${strings(v).accessToken}`);
      expect(signature, v.op.operationId).toContain("always signed with RSA");
      for (const h of v.view.headers)
        expect(richText(h.description), `${v.op.operationId} ${h.name}`).not.toMatch(/HMAC/);
    }
  });

  it("service calls: a B2B token, and either RSA or HMAC over this operation's own string to sign", () => {
    for (const v of ofKind("service")) {
      const id = v.op.operationId;
      expectKindRules(v);
      const signature = text(v, "X-SIGNATURE");
      expect(signature, id).toContain(`SHA256withRSA with your private key over ${strings(v).asymmetric}`);
      expect(signature, id).toContain(`HMAC-SHA512 with your client secret over ${strings(v).symmetric}`);
      expect(signature, id).toMatch(new RegExp(`^Base64 signature of this request`));
    }
  });

  it("a GET signs its query string and the hash of the empty body", () => {
    const get = views.find((v) => v.view.method === "GET" && v.hasQuery);
    expect(get).toBeDefined();
    if (get)
      expect(text(get, "X-SIGNATURE")).toContain(
        `GET:${get.view.path}?<query string as sent>:<lowercase hex SHA-256 of the empty string>:`,
      );
  });

  it("notifications: signed by Saku with RSA over the notification URL's string to sign, never HMAC", () => {
    for (const v of ofKind("notification")) {
      const id = v.op.operationId;
      expectKindRules(v);
      const signature = text(v, "X-SIGNATURE");
      expect(signature, id).toContain(
        `SHA256withRSA signature made with Saku's private key over ${strings(v).asymmetric}`,
      );
      expect(signature, id).toContain("Verify it with Saku's public key");
      expect(signature, id).not.toMatch(/HMAC|client secret/);
    }
  });

  it("links each X-SIGNATURE row to the guide section of its rule", () => {
    const links = (v: (typeof views)[number]) =>
      JSON.stringify(row(v, "X-SIGNATURE")?.description).match(/\/guide\/authentication#[a-z0-9-]+/g);
    expect(links(ofKind("access-token")[0])).toEqual(["/guide/authentication#get-a-b2b-access-token"]);
    expect(links(ofKind("service")[0])).toEqual([
      "/guide/authentication#sign-a-service-request-asymmetric",
      "/guide/authentication#sign-a-service-request-symmetric",
    ]);
    expect(links(ofKind("notification")[0])).toEqual(["/guide/authentication#verify-notifications"]);
  });
});

describe("the build refuses headers that break the rules of the operation's kind", () => {
  it("names a missing, optional or forbidden header", () => {
    expect(headerRuleProblems("service", [])).toHaveLength(headerRulesOf.service.required.length);
    expect(
      headerRuleProblems("notification", [
        ...headerRulesOf.notification.required.map((name) => ({ name, required: name !== "X-EXTERNAL-ID" })),
        { name: "authorization", required: false },
      ]),
    ).toEqual([
      "X-EXTERNAL-ID must be required: a notification always sends it",
      "Authorization must not be a header of a notification",
    ]);
  });

  it("rejects the document when an access-token call declares a bearer token", () => {
    const doc = structuredClone(api.source.doc);
    const pointer = api.operations.find((o) => o.operationId === "getB2bAccessToken")?.pointer ?? "";
    const operation = resolvePointer(doc, pointer) as { parameters: unknown[] };
    operation.parameters.push({ name: "Authorization", in: "header", required: true, schema: { type: "string" } });
    const issues = validateOpenApi(doc);
    expect(issues).toContainEqual(
      expect.objectContaining({
        operations: ["getB2bAccessToken"],
        message: "Authorization must not be a header of an access-token call",
      }),
    );
  });
});
