import fs from "node:fs";
import path from "node:path";
import { parse } from "yaml";
import { test, expect, hydrated } from "./fixtures";

/**
 * Issue 14, a complete and exact reference: the token call's page, the response-code catalog
 * (anchors, links from operations, the filter loaded on first use, search) and grouped response
 * examples no taller than a screen. The oracle is the OpenAPI document, read from content/.
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

test("response examples are grouped by outcome, success open, no taller than the screen", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  for (const route of ["api/payment-gateway/create-order/", "api/saku-widget/direct-debit-payment/"]) {
    await page.goto(route);
    await hydrated(page);
    const heading = page.locator("#response-examples");
    const next = page.locator("#response-codes");
    const top = (await heading.boundingBox())?.y ?? 0;
    const bottom = (await next.boundingBox())?.y ?? 0;
    expect(bottom - top, route).toBeLessThanOrEqual(800);
    const tabs = page.locator("#response-examples ~ div").first().getByRole("tab");
    await expect(tabs.first()).toHaveText(/^Success \(\d+\)$/);
    await expect(tabs.first()).toHaveAttribute("aria-selected", "true");
  }
});
