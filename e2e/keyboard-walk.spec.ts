import type { Page } from "@playwright/test";
import { test, expect, hydrated } from "./fixtures";
import { focused, type Focused } from "./focus";

/**
 * A reader without a mouse: one walk through navbar, search, sidebar, tabs and chat with
 * the keyboard alone. No click, no focus() call: every control is reached with Tab from the top.
 */

/** Presses Tab until the focused element matches; fails naming what was reached instead. */
async function tabTo(page: Page, wanted: (f: Focused) => boolean, what: string, max = 250): Promise<number> {
  const seen: string[] = [];
  for (let presses = 1; presses <= max; presses++) {
    await page.keyboard.press("Tab");
    const f = await focused(page);
    if (wanted(f)) return presses;
    seen.push(`${f.tag}${f.role ? `[${f.role}]` : ""} ${f.name.slice(0, 40)}`);
  }
  throw new Error(`${what} not reached in ${max} Tab presses; last stops:\n${seen.slice(-12).join("\n")}`);
}

test("keyboard only: skip link, search, sidebar, tabs and Ask AI", async ({ page, consoleErrors }) => {
  await page.goto("guide/authentication/");
  await hydrated(page);

  // The first stop skips the chrome.
  await page.keyboard.press("Tab");
  expect((await focused(page)).name).toBe("Skip to main content");
  await page.keyboard.press("Enter");
  await expect(page.locator("main")).toBeFocused();

  // Search from the navbar (on the API List, whose pages it suggests): type, pick with the arrows, open with Enter.
  await page.goto("api/");
  await hydrated(page);
  const toSearch = await tabTo(page, (f) => f.role === "combobox" && f.name === "Search the docs", "the search box");
  expect(toSearch).toBeLessThanOrEqual(8);
  await page.keyboard.type("apply token");
  const firstSuggestion = page.getByRole("option").first();
  // The first query fetches the search client and the index: on a machine busy with other suites
  // that took more than the usual 7 s.
  await expect(firstSuggestion).toContainText("Apply Token", { timeout: 15_000 });
  await page.keyboard.press("ArrowDown");
  await expect(firstSuggestion).toHaveAttribute("aria-selected", "true");
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { level: 1, name: "Apply Token" })).toBeVisible();
  await expect(page).toHaveURL(/\/api\/saku-widget\/apply-token\//);

  // The sidebar: reach another page of the same category and follow it.
  await hydrated(page);
  await tabTo(
    page,
    (f) => f.inside === "API List sidebar" && f.name === "Query Payment",
    "Query Payment in the API sidebar",
  );
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { level: 1, name: "Query Payment" })).toBeVisible();

  // Tabs in content: arrows move the selection, and the panel follows.
  await page.goto("guide/authentication/");
  await hydrated(page);
  await tabTo(page, (f) => f.role === "tab", "a tab of the first tab group");
  const tabs = page.locator('[role="tablist"]').first().getByRole("tab");
  await expect(tabs.first()).toBeFocused();
  await page.keyboard.press("ArrowRight");
  await expect(tabs.nth(1)).toBeFocused();
  await expect(tabs.nth(1)).toHaveAttribute("aria-selected", "true");
  const panelId = await tabs.nth(1).getAttribute("aria-controls");
  await expect(page.locator(`[id="${panelId}"]`)).toBeVisible();

  // Ask AI: open, ask, read, close; focus comes back to the button.
  await page.reload();
  await hydrated(page);
  // The button joins the bar when the chat configuration turns chat on, which can come after hydration.
  await expect(page.getByRole("button", { name: "Ask AI", exact: true })).toBeVisible();
  await tabTo(page, (f) => f.tag === "button" && f.name === "Ask AI", "the Ask AI button", 12);
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: "Ask AI" });
  await expect(dialog).toBeVisible();
  await expect(page.getByRole("textbox", { name: "Ask a question about the docs" })).toBeFocused();
  await page.keyboard.type("How do I refund an order?");
  await page.keyboard.press("Enter");
  const answer = dialog.getByRole("log", { name: "Conversation" }).getByRole("listitem").first();
  await expect(answer.getByText("These sections of the docs answer it best:")).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Ask AI", exact: true })).toBeFocused();
  expect(consoleErrors).toEqual([]);
});
