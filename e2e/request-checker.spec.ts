import type { Page } from "@playwright/test";
import { test, expect, hydrated } from "./fixtures";

// The request checker on API operation pages flags schema violations by field, and
// loads its schema and code only when the reader opens it.

async function openChecker(page: Page, route: string) {
  const loaded: string[] = [];
  page.on("request", (r) => {
    const url = r.url();
    if (/\/openapi\/operations\/[^/]+\.json$/.test(url) || /\/request-checker-[0-9a-f]+\.js$/.test(url))
      loaded.push(url);
  });
  await page.goto(route);
  await hydrated(page);
  expect(loaded, "nothing of the checker loads before it is opened").toEqual([]);
  await page.getByText("Check a request body", { exact: true }).click();
  const editor = page.getByRole("textbox", { name: "Request body (JSON)" });
  await expect(editor).toBeVisible();
  expect(loaded.some((u) => u.endsWith(".json"))).toBe(true);
  expect(loaded.some((u) => u.endsWith(".js"))).toBe(true);
  return editor;
}

test("the example passes; a missing mandatory field and a too-long field are flagged by field", async ({
  page,
  consoleErrors,
}) => {
  const editor = await openChecker(page, "api/payment-gateway/create-order/");
  const status = page.getByRole("status").filter({ hasText: /problem|No problems|not valid JSON/ });
  await expect(status).toHaveText("No problems found: this body matches the Create Order request schema.");

  const example = JSON.parse(await editor.inputValue()) as Record<string, unknown>;
  delete example.merchantId;
  example.partnerReferenceNo = "P".repeat(65);
  await editor.fill(JSON.stringify(example, null, 2));
  await expect(status).toHaveText("2 problems found.");
  const problems = page.getByRole("list", { name: "Problems in the request body" }).getByRole("listitem");
  await expect(problems.filter({ hasText: "merchantId is required." })).toHaveCount(1);
  await expect(
    problems.filter({ hasText: "partnerReferenceNo is 65 characters long; the maximum is 64." }),
  ).toHaveCount(1);

  // Each problem links to its field's row in the request body table.
  await problems
    .filter({ hasText: "partnerReferenceNo is 65" })
    .getByRole("link", { name: "partnerReferenceNo" })
    .click();
  await expect(page).toHaveURL(/#request-body\.partnerReferenceNo$/);
  await expect(page.locator('[id="request-body.partnerReferenceNo"]')).toBeInViewport();
  expect(consoleErrors).toEqual([]);
});

test("conditional rules: a custom checkout order needs payOptionDetails", async ({ page }) => {
  const editor = await openChecker(page, "api/payment-gateway/create-order/");
  const body = JSON.parse(await editor.inputValue()) as {
    additionalInfo: Record<string, unknown>;
    payOptionDetails?: unknown;
  };
  body.additionalInfo.checkoutMode = "CUSTOM";
  delete body.payOptionDetails;
  await editor.fill(JSON.stringify(body));
  await expect(page.getByRole("list", { name: "Problems in the request body" })).toContainText(
    'When additionalInfo.checkoutMode is "CUSTOM"',
  );
  await expect(page.getByRole("list", { name: "Problems in the request body" })).toContainText(
    "payOptionDetails is required.",
  );
});

test("a JSON syntax error is located by line and column", async ({ page }) => {
  const editor = await openChecker(page, "api/saku-widget/direct-debit-payment/");
  await editor.fill('{\n  "partnerReferenceNo": "A",\n}');
  await expect(page.getByText("Line 3, column 1: a comma before } is not allowed in JSON.")).toBeVisible();
});
