import fs from "node:fs";
import path from "node:path";
import { parse } from "yaml";
import { test, expect, hydrated } from "./fixtures";
import { axe } from "./axe";

/**
 * A complete and exact reference: the token call's page, the response-code catalog
 * (anchors, links from operations, the filter loaded on first use, search), a link to one response
 * example; the field history badges. The oracle is the OpenAPI document, read from content/. Each
 * operation's examples, grouped by outcome and no taller than a screen, are checked on its page's
 * one load in e2e/pages.spec.ts.
 */

interface Operation {
  "x-response-codes": { code: string }[];
  responses: Record<string, { content?: { "application/json": { examples?: Record<string, unknown> } } }>;
}
const doc = parse(fs.readFileSync(path.resolve("content/openapi/merchant-api-v2.yaml"), "utf8")) as {
  paths: Record<string, Record<string, Operation>>;
  webhooks: Record<string, Record<string, Operation>>;
};
const operations = [...Object.values(doc.paths), ...Object.values(doc.webhooks)].flatMap((p) => Object.values(p));
const allCodes = [...new Set(operations.flatMap((o) => o["x-response-codes"].map((c) => c.code)))];

test("Get B2B Access Token has its page in the API sidebar, and the guides link to it", async ({ page }) => {
  await page.goto("api/authentication/get-b2b-access-token/");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Get B2B Access Token");
  await expect(
    page.locator('nav[aria-label$="sidebar"] a[href$="/api/authentication/get-b2b-access-token/"]'),
  ).toHaveCount(1);
  await page.goto("guide/authentication/");
  const links = page.locator('article a[href*="/api/authentication/get-b2b-access-token"]');
  expect(await links.count()).toBeGreaterThan(2);
});

test("the catalog lists every code of the document, each an anchor linking the operations returning it", async ({
  page,
}) => {
  await page.goto("api/response-codes/");
  const rows = page.locator('tr[id^="code-"]');
  await expect(rows).toHaveCount(allCodes.length);
  const row = page.locator("#code-4017300");
  await expect(row.getByRole("link", { name: "Get B2B Access Token" })).toHaveAttribute(
    "href",
    /\/api\/authentication\/get-b2b-access-token\/?#response-code-4017300$/,
  );
});

test("an operation's response codes link to the catalog", async ({ page }) => {
  await page.goto("api/payment-gateway/create-order/");
  const table = page.getByRole("group", { name: "Response codes" });
  const first = table.locator("tbody tr").first().getByRole("link");
  await expect(first).toHaveAttribute("href", /\/api\/response-codes\/?#code-\d{7}$/);
  await first.click();
  await expect(page).toHaveURL(/\/api\/response-codes\/#code-\d{7}$/);
});

test("the catalog filter loads when first used and finds a code whole or in part", async ({ page }) => {
  const chunks: string[] = [];
  page.on("request", (r) => {
    if (/catalog-filter/.test(r.url())) chunks.push(r.url());
  });
  await page.goto("api/response-codes/");
  await hydrated(page);
  expect(chunks).toEqual([]);
  const box = page.getByRole("searchbox", { name: "Filter codes" });
  await box.fill("4017300");
  await expect(page.locator('tr[id^="code-"]:visible')).toHaveCount(1);
  expect(chunks.length).toBe(1);
  await box.fill("401");
  // Every 401 code shows; rows whose text mentions 401 (a meaning naming 401xx01) show too.
  const unauthorized = allCodes.filter((c) => c.startsWith("401")).length;
  await expect(page.locator('tr[id^="code-401"]:visible')).toHaveCount(unauthorized);
  const shown = await page.locator('tr[id^="code-"]:visible').count();
  expect(shown).toBeLessThan(allCodes.length);
  await expect(page.getByText(`${shown} of ${allCodes.length} codes match`)).toBeVisible();
});

test("a link to one response example opens its outcome's tab, selects it and scrolls to it", async ({ page }) => {
  await page.goto("api/payment-gateway/create-order/");
  await hydrated(page);
  const examples = page.locator('[id^="response-example-4"]');
  const id = (await examples.nth(1).getAttribute("id")) ?? "";
  expect(id).toMatch(/^response-example-4\d\d-/);
  await expect(page.locator(`[id="${id}"]`)).toBeHidden();

  await page.goto(`api/payment-gateway/create-order/#${id}`);
  await hydrated(page);
  const target = page.locator(`[id="${id}"]`);
  await expect(target).toBeVisible();
  await expect(target).toBeInViewport();
  const tabs = page.locator("#response-examples ~ div").first().getByRole("tab");
  await expect(tabs.filter({ hasText: /^Client errors/ })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByLabel("Example").filter({ visible: true })).toHaveValue(id);

  // Choosing another tab afterwards works as before.
  await tabs.first().click();
  await expect(tabs.first()).toHaveAttribute("aria-selected", "true");
  await expect(target).toBeHidden();
});

test("a field's history badge shows beside its name, linked to the changelog, readable at 320 px in both colour modes", async ({
  page,
  consoleErrors,
}) => {
  // No field of the document is marked yet (no changelog entry records a field change; docs/openapi.md,
  // "Field history"), so the test marks Create Order's validUpTo in the page's data as the build writes
  // it (src/node/openapi/views.ts) and opens the page in the browser, which renders it from that data.
  type Row = { id: string; added?: unknown; deprecated?: unknown };
  await page.route("**/page-data/api/payment-gateway/create-order/page-data.json", async (route) => {
    const response = await route.fetch();
    const data = (await response.json()) as {
      result: { pageContext: { api: { operation: { requestBody: { rows: Row[] } } } } };
    };
    const row = data.result.pageContext.api.operation.requestBody.rows.find((r) => r.id === "request-body.validUpTo");
    if (!row) throw new Error("Create Order has no validUpTo row");
    row.added = { date: "2025-06-02", entry: "2025-06-02-transaction-history-beta" };
    row.deprecated = { change: null, note: ["Send ", ["code", 0, "expiresIn"], " instead."] };
    await route.fulfill({ response, json: data });
  });
  await page.setViewportSize({ width: 320, height: 720 });
  await page.goto("api/payment-gateway/overview/");
  await hydrated(page);
  await page.evaluate(() => window.___navigate?.("/api-docs-v2/api/payment-gateway/create-order/"));
  const field = page.locator('[id="request-body.validUpTo"]');
  const badge = field.getByRole("link", { name: "Added on 2 June 2025" });
  await expect(badge).toBeVisible();
  await expect(badge).toHaveAttribute("href", "/api-docs-v2/changelog/#2025-06-02-transaction-history-beta");
  await expect(field.getByText("Deprecated", { exact: true })).toBeVisible();
  await expect(field.getByText("Deprecated:")).toBeVisible();
  const box = await badge.boundingBox();
  expect(box && box.x >= 0 && box.x + box.width <= 320).toBe(true);
  for (const theme of ["light", "dark"] as const) {
    await page.emulateMedia({ colorScheme: theme });
    await expect(page.locator("html")).toHaveAttribute("data-theme", theme);
    const result = await axe(page, {
      include: '[id="request-body.validUpTo"]',
      rules: ["color-contrast", "link-name"],
    });
    expect(
      result.violations.map((v) => `${theme}: ${v.id} ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`),
    ).toEqual([]);
  }
  expect(consoleErrors).toEqual([]);
});
