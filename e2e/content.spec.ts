import { readFileSync } from "node:fs";
import { test, expect, hydrated } from "./fixtures";
import { extractCodeBlocks } from "../src/node/markdown";

const product = { name: "Saku", slug: "saku" };
const tokens = (s: string) => s.replace(/%PRODUCT_SLUG%/g, product.slug).replace(/%PRODUCT%/g, product.name);

test("a tab group choice is shared on the page, persists across pages and reloads", async ({ page, consoleErrors }) => {
  await page.goto("guide/authentication/");
  await hydrated(page);
  const python = page.getByRole("tab", { name: "Python", exact: true });
  await python.first().click();
  // Every "lang" group on the page follows the choice.
  const tabs = page.locator('[data-tab-group="lang"] [role="tab"][data-value="python"]');
  const count = await tabs.count();
  expect(count).toBeGreaterThan(1);
  for (let i = 0; i < count; i++) await expect(tabs.nth(i)).toHaveAttribute("aria-selected", "true");
  // The groups woke one after another: their tabs' and panels' ids are still unique on the page.
  const ids = await page.locator('[role="tab"], [role="tabpanel"]').evaluateAll((els) => els.map((e) => e.id));
  expect(new Set(ids).size).toBe(ids.length);

  // Client-side navigation to another guide with language tabs.
  await page.goto("guide/payment-gateway/hosted-checkout/");
  await hydrated(page);
  await expect(page.locator('[data-tab-group="lang"] [role="tab"][data-value="python"]').first()).toHaveAttribute(
    "aria-selected",
    "true",
  );
  const panel = page.locator('[data-tab-group="lang"]').first().locator('[role="tabpanel"]:not([hidden])');
  await expect(panel).toHaveCount(1);

  await page.reload();
  await hydrated(page);
  await expect(page.locator('[data-tab-group="lang"] [role="tab"][data-value="python"]').first()).toHaveAttribute(
    "aria-selected",
    "true",
  );
  expect(consoleErrors).toEqual([]);
});

test("a guide's tabs show the tab the address asks for at once, every group of it", async ({ page }) => {
  await page.goto("guide/authentication/?lang=python");
  await hydrated(page);
  const python = page.locator('[data-tab-group="lang"] [role="tab"][data-value="python"]');
  expect(await python.count()).toBeGreaterThan(1);
  for (const tab of await python.all()) await expect(tab).toHaveAttribute("aria-selected", "true");
});

test("a tab pressed before the tabs' code is here is pressed again once it is", async ({ page }) => {
  // The tabs keep their server HTML until the reader reaches for them; their code is held here.
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/writer-parts-[0-9a-f]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  await page.goto("guide/authentication/");
  await hydrated(page);
  const group = page.locator('[data-tab-group="lang"]').first();
  await group.getByRole("tab", { name: "Go", exact: true }).click();
  await expect(group.getByRole("tab", { name: "cURL", exact: true })).toHaveAttribute("aria-selected", "true");
  release();
  await expect(group.getByRole("tab", { name: "Go", exact: true })).toHaveAttribute("aria-selected", "true");
  await expect(group.locator('[role="tabpanel"]:not([hidden])')).toHaveCount(1);
});

test("tabs are keyboard operable with arrow keys", async ({ page }) => {
  await page.goto("guide/authentication/");
  await hydrated(page);
  const group = page.locator('[data-tab-group="lang"]').first();
  const first = group.getByRole("tab").first();
  await first.click();
  await page.keyboard.press("ArrowRight");
  const second = group.getByRole("tab").nth(1);
  await expect(second).toBeFocused();
  await expect(second).toHaveAttribute("aria-selected", "true");
  await page.keyboard.press("End");
  await expect(group.getByRole("tab").last()).toHaveAttribute("aria-selected", "true");
});

test("process flows render as diagrams with an accessible name, followed by numbered steps", async ({ page }) => {
  await page.goto("guide/payment-gateway/hosted-checkout/");
  const diagram = page.getByRole("img", { name: /^Sequence diagram: / }).first();
  await expect(diagram).toBeVisible();
  const name = await diagram.getAttribute("aria-label");
  expect(name?.length).toBeGreaterThan("Sequence diagram: ".length);
  const figure = diagram.locator("xpath=ancestor::figure[1]");
  await expect(figure.locator("figcaption")).not.toBeEmpty();
  await expect(figure.locator("xpath=following-sibling::ol[1]")).toBeVisible();
});

test("a code block's copy button copies the exact code", async ({ page, context }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  const source = readFileSync("content/guide/authentication.mdx", "utf8");
  const block = extractCodeBlocks(source).find((b) => b.title === "sign-access-token.js");
  expect(block).toBeDefined();
  await page.goto("guide/authentication/");
  await hydrated(page);
  await page.getByRole("tab", { name: "Node.js", exact: true }).first().click();
  const figure = page.locator("figure", { has: page.locator("figcaption", { hasText: /^sign-access-token\.js$/ }) });
  await figure.hover();
  await figure.getByRole("button", { name: "Copy code" }).click();
  await expect(figure.getByRole("button", { name: "Copied" })).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toBe(tokens(block!.code));
});
