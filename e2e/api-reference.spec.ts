import fs from "node:fs";
import path from "node:path";
import { parse } from "yaml";
import Ajv2020 from "ajv/dist/2020";
import addFormats from "ajv-formats";
import { test, expect, hydrated } from "./fixtures";
import { rel } from "./spec-routes";
import { axe } from "./axe";

/**
 * The API reference against the production build. The oracle is the OpenAPI document
 * and the API pages' frontmatter, read here from content/, not from the build.
 */

interface Operation {
  operationId: string;
  summary: string;
  tags: string[];
  "x-path"?: string;
  "x-service-code": string;
  "x-requirement": string;
  "x-lifecycle": { status: string; sandbox: boolean; production: boolean; since: string };
  "x-response-codes": { code: string }[];
  parameters?: ({ $ref: string } | { name: string; in: string })[];
  requestBody?: {
    content: { "application/json": { schema: { $ref?: string; properties?: Record<string, unknown> } } };
  };
  responses: Record<string, { content?: { "application/json": { examples?: Record<string, unknown> } } }>;
}

const document = parse(fs.readFileSync("content/openapi/merchant-api-v2.yaml", "utf8")) as {
  paths: Record<string, Record<string, Operation>>;
  webhooks: Record<string, Record<string, Operation>>;
  components: {
    parameters: Record<string, { name: string; in: string }>;
    schemas: Record<string, { properties?: Record<string, unknown> }>;
  };
};

const operations = [
  ...Object.entries(document.paths).flatMap(([p, item]) =>
    Object.entries(item).map(([method, op]) => ({ ...op, method: method.toUpperCase(), path: p })),
  ),
  ...Object.values(document.webhooks).flatMap((item) =>
    Object.entries(item).map(([method, op]) => ({ ...op, method: method.toUpperCase(), path: op["x-path"] ?? "" })),
  ),
];

/** Operation pages: content/api/<folder>/<page>.mdx with `operationId:` (product-widget → saku-widget). */
const pages = new Map<string, string>();
for (const folder of fs.readdirSync("content/api")) {
  const dir = path.join("content/api", folder);
  if (!fs.statSync(dir).isDirectory()) continue;
  for (const file of fs.readdirSync(dir)) {
    const id = /^operationId:\s*(\S+)/m.exec(fs.readFileSync(path.join(dir, file), "utf8"))?.[1];
    if (id) pages.set(id, `/api/${folder.replace("product-widget", "saku-widget")}/${file.replace(/\.mdx$/, "")}/`);
  }
}

const refName = (ref: string) => ref.split("/").pop() ?? "";
const headerNames = (op: Operation) =>
  (op.parameters ?? [])
    .map((p) => ("$ref" in p ? document.components.parameters[refName(p.$ref)] : p))
    .filter((p) => p.in === "header")
    .map((p) => p.name);
const bodyFields = (op: Operation) => {
  const schema = op.requestBody?.content["application/json"].schema;
  const properties = schema?.$ref ? document.components.schemas[refName(schema.$ref)].properties : schema?.properties;
  return Object.keys(properties ?? {});
};
const escape = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

test.describe("every API operation page is complete in the server-rendered HTML", () => {
  test("every operation has a page, the access-token call included", () => {
    expect(operations).toHaveLength(36);
    expect(operations.filter((o) => !pages.has(o.operationId)).map((o) => o.operationId)).toEqual([]);
  });

  for (const op of operations.filter((o) => pages.has(o.operationId))) {
    const route = pages.get(op.operationId) ?? "";
    test(`${route} (${op.operationId})`, async ({ request }) => {
      const html = await (await request.get(rel(route))).text();
      expect(html).toContain(`>${op.method}</span>`);
      // Names carry <wbr> break points (after / . _ -); the path reads whole without them.
      expect(html.replace(/<wbr\/>/g, "")).toContain(`>${escape(op.path)}</code>`);
      expect(html).toContain(`<code>${op["x-service-code"]}</code>`);
      for (const name of ["Content-Type", ...headerNames(op)])
        expect(html, `header ${name}`).toContain(`id="request-headers.${name}"`);
      for (const field of bodyFields(op)) expect(html, `body field ${field}`).toContain(`id="request-body.${field}"`);
      for (const { code } of op["x-response-codes"])
        expect(html, `response code ${code}`).toContain(`id="response-code-${code}"`);
      for (const [status, response] of Object.entries(op.responses)) {
        for (const name of Object.keys(response.content?.["application/json"].examples ?? {})) {
          const slug = name
            .replace(/([a-z0-9])([A-Z])/g, "$1-$2")
            .toLowerCase()
            .replace(/[^a-z0-9]+/g, "-");
          expect(html, `example ${status} ${name}`).toContain(`id="response-example-${status}-${slug}"`);
        }
      }
      // Six languages of code samples; the HTML holds the first one's (the others render when
      // their tab is chosen: "every block of code on an API page has a copy button"), which
      // computes X-SIGNATURE.
      for (const label of ["cURL", "Node.js", "Python", "Go", "Java", "PHP"])
        expect(html).toContain(`>${label}</button>`);
      const curl = html.slice(html.indexOf('data-hydrate-part="samples"'));
      expect(curl.slice(0, curl.indexOf("</pre>"))).toContain("X-SIGNATURE");
      expect(html).not.toContain("%PRODUCT");
    });
  }
});

test("a product overview lists its mandatory and optional APIs from the document", async ({ request }) => {
  for (const [folder, tag] of [
    ["payment-gateway", "Payment Gateway"],
    ["saku-widget", "%PRODUCT% Widget"],
    ["disbursement", "Disbursement"],
    ["merchant-management", "Merchant Management"],
  ]) {
    const html = await (await request.get(`api/${folder}/overview/`)).text();
    const mandatory = html.indexOf('id="mandatory-apis"');
    const optional = html.indexOf('id="optional-apis"');
    expect(mandatory, folder).toBeGreaterThan(0);
    for (const op of operations.filter((o) => o.tags[0] === tag)) {
      const at = html.indexOf(`href="/api-docs-v2${pages.get(op.operationId)}"`, mandatory);
      expect(at, `${folder}: ${op.operationId}`).toBeGreaterThan(mandatory);
      if (op["x-requirement"] === "optional") expect(at, `${op.operationId} is optional`).toBeGreaterThan(optional);
      else if (optional > 0) expect(at, `${op.operationId} is mandatory`).toBeLessThan(optional);
    }
  }
});

test("api-status lists every operation with its lifecycle and availability", async ({ request }) => {
  const html = await (await request.get("api/api-status/")).text();
  const label = { stable: "Stable", beta: "Beta", deprecated: "Deprecated" } as Record<string, string>;
  for (const op of operations) {
    const row = new RegExp(`<tr id="status-${op.operationId}">([\\s\\S]*?)</tr>`).exec(html)?.[1] ?? "";
    expect(row, op.operationId).toContain(`>${escape(op.summary)}</a>`);
    expect(row).toContain(`>${label[op["x-lifecycle"].status]}</span>`);
    const availability = [...row.matchAll(/>(Available|Not available)</g)].map((m) => m[1]);
    expect(availability).toEqual([
      op["x-lifecycle"].sandbox ? "Available" : "Not available",
      op["x-lifecycle"].production ? "Available" : "Not available",
    ]);
    expect(row).toContain(op["x-lifecycle"].since);
    const route = pages.get(op.operationId) ?? "/guide/authentication/";
    expect(row).toContain(`href="/api-docs-v2${route}"`);
  }
});

test("the OpenAPI downloads linked from /api/ are valid and equal", async ({ page, request }) => {
  await page.goto("api/");
  const yamlHref = await page.getByRole("link", { name: "Download YAML" }).getAttribute("href");
  const jsonHref = await page.getByRole("link", { name: "Download JSON" }).getAttribute("href");
  expect(yamlHref).toBe("/api-docs-v2/openapi/merchant-api-v2.yaml");
  expect(jsonHref).toBe("/api-docs-v2/openapi/merchant-api-v2.json");
  const yamlText = await (await request.get(yamlHref ?? "")).text();
  const jsonResponse = await request.get(jsonHref ?? "");
  expect(jsonResponse.ok()).toBe(true);
  const fromJson = (await jsonResponse.json()) as {
    openapi: string;
    servers: unknown;
    paths: object;
    webhooks: object;
  };
  const fromYaml = parse(yamlText) as unknown;
  expect(fromYaml).toEqual(fromJson);
  expect(fromJson.openapi).toBe("3.1.0");
  expect(fromJson.servers).toEqual([
    { url: "https://api.sandbox.saku.example", description: "Sandbox" },
    { url: "https://api.saku.example", description: "Production" },
  ]);
  expect(Object.keys(fromJson.paths).length + Object.keys(fromJson.webhooks).length).toBe(33 + 3);
  expect(yamlText).not.toContain("%PRODUCT");
});

test("each operation's JSON Schema file is published and compiles on its own", async ({ request }) => {
  const file = (await (await request.get("openapi/operations/pgCreateOrder.json")).json()) as {
    method: string;
    path: string;
    body: object;
    headers: object;
    responses: Record<string, object>;
  };
  expect(file).toMatchObject({ method: "POST", path: "/v1.0/payment-gateway/create-order" });
  const ajv = new Ajv2020({ strict: true, strictTypes: false, strictRequired: false, allErrors: true });
  addFormats(ajv);
  const body = ajv.compile(file.body);
  const create = document.paths["/v1.0/payment-gateway/create-order"].post;
  const example = Object.values(
    (
      create.requestBody?.content["application/json"] as unknown as {
        examples: Record<string, { value: Record<string, unknown> }>;
      }
    ).examples,
  )[0].value;
  expect(body(example)).toBe(true);
  const { partnerReferenceNo: _omitted, ...incomplete } = example;
  expect(body(incomplete)).toBe(false);
  expect(ajv.compile(file.responses["200"])({ responseCode: "2006000" })).toBe(false);
  expect(ajv.compile(file.headers)({ "X-TIMESTAMP": "2025-03-14T10:15:30+07:00" })).toBe(false);
});

test.describe("the language of the code samples", () => {
  const samples = (page: import("@playwright/test").Page) => page.locator('[data-tab-group="lang"]');

  async function expectLanguage(page: import("@playwright/test").Page, label: string, marker: RegExp) {
    const groups = samples(page);
    const count = await groups.count();
    expect(count).toBeGreaterThan(0);
    for (let i = 0; i < count; i++) {
      await expect(groups.nth(i).getByRole("tab", { selected: true })).toHaveText(label);
      await expect(groups.nth(i).getByRole("tabpanel")).toContainText(marker);
    }
  }

  test("switching it changes every sample and survives navigation to another API page", async ({
    page,
    consoleErrors,
  }) => {
    await page.goto("api/payment-gateway/create-order/");
    await hydrated(page);
    await expectLanguage(page, "cURL", /openssl dgst -sha256 -sign/);
    await samples(page).first().getByRole("tab", { name: "Python" }).click();
    await expectLanguage(page, "Python", /import requests/);

    // Client-side navigation to another API page.
    await page
      .getByRole("navigation", { name: "API List sidebar" })
      .getByRole("link", { name: "Transfer to Bank", exact: true })
      .click();
    await expect(page).toHaveURL(/\/api\/disbursement\/transfer-to-bank\/$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Transfer to Bank");
    await expectLanguage(page, "Python", /json\.dumps/);

    // A fresh load of a third page remembers it too.
    await page.goto("api/saku-widget/finish-notify/");
    await hydrated(page);
    await expectLanguage(page, "Python", /public_key\.verify/);
    expect(consoleErrors).toEqual([]);
  });

  test("keyboard and ?lang= choose it too", async ({ page }) => {
    await page.goto("api/merchant-management/create-shop/?lang=go");
    await hydrated(page);
    await expectLanguage(page, "Go", /rsa\.SignPKCS1v15/);
    const tab = samples(page).first().getByRole("tab", { selected: true });
    await tab.focus();
    await page.keyboard.press("ArrowRight");
    await expectLanguage(page, "Java", /SHA256withRSA/);
    await expect(samples(page).first().getByRole("tab", { name: "Java" })).toBeFocused();
  });
});

test("every block of code on an API page has a copy button", async ({ page }) => {
  await page.goto("api/saku-widget/direct-debit-payment/");
  await hydrated(page);
  // The server's HTML holds the first language's sample only (each is a whole program): the
  // others render when their tab is chosen. Every example and every sample, once shown.
  const group = page.locator('[data-tab-group="lang"]').first();
  const tabs = group.getByRole("tab");
  expect(await tabs.count()).toBe(6);
  for (let i = (await tabs.count()) - 1; i >= 0; i--) {
    await tabs.nth(i).click();
    // Each language's sample computes the signature.
    await expect(group.locator('[role="tabpanel"]:not([hidden]) pre code')).toContainText("X-SIGNATURE");
  }
  const blocks = page.locator("article figure pre");
  expect(await blocks.count()).toBeGreaterThan(8);
  await expect(page.locator('article figure button[aria-label="Copy code"]')).toHaveCount(await blocks.count());
  await expect(group.locator('[role="tabpanel"] pre')).toHaveCount(6);
  await page.locator("article figure").first().hover();
  await page.locator("article figure").first().getByRole("button", { name: "Copy code" }).click();
  await expect(page.locator("article figure").first().getByRole("button", { name: "Copied" })).toBeVisible();
});

test("an operation page's HTML holds the first language's sample only; the reader's language renders after load", async ({
  page,
}) => {
  const response = await page.request.get("api/payment-gateway/create-order/");
  const html = await response.text();
  const samples = html.slice(html.indexOf('data-hydrate-part="samples"'));
  expect(samples).toContain("X-SIGNATURE");
  expect(html).not.toContain("package main");
  // A reader whose language is Go gets the Go sample, from the page's data.
  await page.goto("api/payment-gateway/create-order/?lang=go");
  await hydrated(page);
  const panel = page.locator('[data-tab-group="lang"]').first().getByRole("tabpanel");
  await expect(panel).toContainText("package main");
  await expect(panel.getByRole("button", { name: "Copy code" })).toBeVisible();
});

test("the endpoint's and a sample's copy buttons copy on the first press, before their code has loaded", async ({
  page,
  context,
}) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  // Their code (the api-operation-parts chunk) is held until the first press, so the press lands on
  // the kept server HTML and must be pressed again once the code is here.
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/api-operation-parts-[0-9a-f]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  await page.goto("api/payment-gateway/create-order/");
  await hydrated(page);
  const endpoint = page.locator("article").getByRole("button", { name: "Copy path" });
  await endpoint.click();
  release();
  await expect(page.getByRole("button", { name: "Copied" })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe("/v1.0/payment-gateway/create-order");

  // The code is here by then, but the sample keeps its server HTML until the reader reaches for it.
  const sample = page.locator('[data-tab-group="lang"]').first().locator('[role="tabpanel"]:not([hidden]) figure');
  // With the keyboard: focus, then Enter.
  await sample.getByRole("button", { name: "Copy code" }).focus();
  await page.keyboard.press("Enter");
  await expect(sample.getByRole("button", { name: "Copied" })).toBeVisible();
  const code = await sample.locator("pre code").textContent();
  expect(code?.length).toBeGreaterThan(50);
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code);
});

test("nested fields collapse with the keyboard and a link to a field opens its parents", async ({ page }) => {
  await page.goto("api/payment-gateway/create-order/");
  await hydrated(page);
  const child = page.locator('[id="request-body.amount.value"]');
  await expect(child).toBeVisible();
  const toggle = page.locator('[id="request-body.amount"]').getByRole("button", { name: "Fields of amount" });
  await toggle.focus();
  await page.keyboard.press("Enter");
  await expect(toggle).toHaveAttribute("aria-expanded", "false");
  await expect(child).toBeHidden();
  await page.evaluate(() => {
    window.location.hash = "#request-body.amount.value";
  });
  await expect(child).toBeVisible();
  await expect(toggle).toHaveAttribute("aria-expanded", "true");
});

test("the access-token operation and the notifications are described as such", async ({ request }) => {
  const notify = await (await request.get("api/payment-gateway/finish-notify/")).text();
  expect(notify).toContain("Notification (webhook)");
  expect(notify).toContain("Saku → merchant");
  expect(notify).toContain("sent to your notification URL");
  const status = await (await request.get("api/api-status/")).text();
  // The token call links its own API page, no longer the guide.
  expect(status).toContain('href="/api-docs-v2/api/authentication/get-b2b-access-token/"');
});

for (const route of [
  "/api/payment-gateway/create-order/",
  "/api/saku-widget/finish-notify/",
  "/api/api-status/",
  "/api/disbursement/overview/",
  "/api/",
]) {
  test(`${route} has no accessibility violations`, async ({ page }) => {
    // An operation page holds a few thousand highlighted tokens; axe checks the contrast of each.
    test.setTimeout(120_000);
    await page.goto(rel(route));
    await hydrated(page);
    const results = await axe(page);
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.length} (${v.nodes[0]?.target.join(" ")})`)).toEqual([]);
  });
}

test("an operation page has no accessibility violations in dark mode", async ({ page }) => {
  test.setTimeout(120_000);
  await page.addInitScript(() => window.localStorage.setItem("theme", "dark"));
  await page.goto("api/disbursement/transfer-to-bank/");
  await hydrated(page);
  await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
  const results = await axe(page);
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.length} (${v.nodes[0]?.target.join(" ")})`)).toEqual([]);
});
