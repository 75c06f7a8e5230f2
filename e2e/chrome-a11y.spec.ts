import { test, expect, hydrated } from "./fixtures";
import type { Page } from "@playwright/test";
import { focused } from "./focus";
import { axe } from "./axe";
import { askAi } from "./chat-helpers";

/** axe over the page chrome; the article body is content, checked by the content suite. */
async function expectNoViolations(page: Page) {
  const { violations } = await axe(page, { exclude: "article" });
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
}

/** Tabs through the page, returning each focused element's tag and accessible name. */
async function tabStops(page: Page, count: number) {
  const stops: { tag: string; name: string }[] = [];
  for (let i = 0; i < count; i++) {
    await page.keyboard.press("Tab");
    const { tag, name } = await focused(page);
    stops.push({ tag, name });
  }
  return stops;
}

test.describe("page chrome accessibility", () => {
  test("desktop: the chrome is reached in order by keyboard, every control named", async ({ page }) => {
    await page.goto("guide/authentication/");
    await hydrated(page);
    // Ask AI joins the bar when the chat configuration turns it on, which a busy machine can
    // deliver after hydration: the walk starts from the bar as the reader sees it.
    await expect(askAi(page)).toBeVisible();
    const stops = await tabStops(page, 13);
    expect(stops.map((s) => s.name)).toEqual([
      "Skip to main content",
      // The announcement links the v1 migration guide.
      "Read the migration guide",
      "Close announcement",
      "Saku API Docs",
      "Integration Guides",
      "API List",
      "Changelog",
      "Search the docs",
      "Ask AI",
      "Docs version: Next",
      "Language: English",
      expect.stringMatching(/^Switch between dark and light mode/),
      "Overview",
    ]);
  });

  test("mobile: menu button and open drawer have no axe violations", async ({ page }) => {
    await page.setViewportSize({ width: 800, height: 900 });
    await page.goto("api/");
    await hydrated(page);
    const stops = await tabStops(page, 5);
    expect(stops.map((s) => s.name)).toEqual([
      "Skip to main content",
      "Read the migration guide",
      "Close announcement",
      "Navigation menu",
      "Saku API Docs",
    ]);
    await expectNoViolations(page);
    await page.getByRole("button", { name: "Navigation menu" }).click();
    await expect(page.getByRole("dialog", { name: "Navigation" })).toBeVisible();
    await expectNoViolations(page);
  });

  test("the crash page has no axe violations", async ({ page }) => {
    await page.route(/\/(app|commons)-[0-9a-f]+\.js$/, async (route) => {
      const response = await route.fetch();
      await route.fulfill({
        response,
        body: (await response.text()).replaceAll('type:"localeDropdown"', 'type:"megaMenu"'),
      });
    });
    await page.goto("api/");
    await expect(page.getByRole("heading", { name: "This page crashed" })).toBeVisible();
    await expectNoViolations(page);
  });
});
