import { parseAtomFeed } from "feedsmith";
import { test, expect, hydrated } from "./fixtures";
import { blockBundles } from "./chrome-helpers";

/** Changelog entries on the page: sections with a dated meta line (the page has other sections). */
const entrySel = "main section:has(> p > time)";

/** Issue 20: the changelog page, its feed, and the paths to it and to the migration guide. */
test.describe("changelog", () => {
  test("lists every entry newest first without JavaScript, each an anchor", async ({ page }) => {
    await blockBundles(page);
    await page.goto("changelog/");
    const titles = page.locator(`${entrySel} h2`);
    await expect(titles.first()).toHaveText("Security schemes and exact signature headers in the OpenAPI document");
    await expect(titles.last()).toHaveText("Disbursement to a Saku balance");
    const dates = await page.locator(`${entrySel} time`).evaluateAll((ts) => ts.map((t) => t.getAttribute("datetime")));
    expect(dates).toEqual([...dates].sort().reverse());
    await expect(page.locator('[id="2025-06-02-transaction-history-beta"]')).toBeVisible();
    // Without JavaScript the filter could do nothing, so it is not offered.
    await expect(page.getByRole("group", { name: "Filter by tag" })).toHaveCount(0);
  });

  test("filters by tag and links the operations an entry touches", async ({ page, consoleErrors }) => {
    await page.goto("changelog/");
    await hydrated(page);
    const entries = page.locator(entrySel);
    const total = await entries.count();
    const filter = page.getByRole("group", { name: "Filter by tag" });
    await filter.getByRole("button", { name: "Merchant Management" }).click();
    await expect(filter.getByRole("button", { name: "Merchant Management" })).toHaveAttribute("aria-pressed", "true");
    await expect(page.locator(`${entrySel}:visible`)).toHaveCount(1);
    await expect(page.locator(`${entrySel}:visible h2`)).toHaveText("Merchant management for divisions and shops");
    await expect(filter).toContainText(`1 of ${total} entries`);
    await filter.getByRole("button", { name: "Show all" }).click();
    await expect(page.locator(`${entrySel}:visible`)).toHaveCount(total);

    const entry = page.locator("section", { has: page.locator('[id="2025-06-02-transaction-history-beta"]') });
    await entry.getByRole("link", { name: "Transaction History" }).last().click();
    await expect(page).toHaveURL(/\/api\/saku-widget\/transaction-history\/$/);
    // The operation page names the entry that changed it, linked back.
    const notes = page.getByRole("list", { name: "Changelog" });
    await expect(notes).toContainText("Added on 2 June 2025");
    await notes.getByRole("link", { name: "Transaction History and Transaction Detail (beta)" }).click();
    await expect(page).toHaveURL(/\/changelog\/#2025-06-02-transaction-history-beta$/);
    expect(consoleErrors).toEqual([]);
  });

  test("the Atom feed parses and lists every entry with its content", async ({ page, request }) => {
    await page.goto("changelog/");
    const titles = await page.locator(`${entrySel} h2`).allTextContents();
    const response = await request.get("changelog/atom.xml");
    expect(response.ok()).toBe(true);
    const feed = parseAtomFeed(await response.text());
    const value = (t: unknown) => (typeof t === "string" ? t : String((t as { value?: unknown })?.value ?? ""));
    expect(feed.entries?.map((e) => value(e.title))).toEqual(titles);
    // Full content, links absolute (the newest entry links the Get B2B Access Token page).
    expect(value(feed.entries?.[0].content)).toContain(
      "https://docs.saku.example/api-docs-v2/api/authentication/get-b2b-access-token/",
    );
    const md = await request.get("changelog.md");
    expect(await md.text()).toContain("## 2024-11-04: Merchant management for divisions and shops");
  });

  test("the version menu keeps Next and links the changelog and the migration guide", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("guide/authentication/");
    await hydrated(page);
    await page.getByRole("button", { name: /Docs version: Next/ }).click();
    const menu = page.getByRole("navigation", { name: "Main" }).getByRole("listitem");
    await expect(menu.getByRole("button", { name: "Next" })).toBeVisible();
    await menu.getByRole("link", { name: "Migrating from v1" }).click();
    await expect(page).toHaveURL(/\/guide\/migrating-from-v1\/$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Migrating from v1");
    await page.getByRole("button", { name: /Docs version: Next/ }).click();
    await menu.getByRole("link", { name: "Changelog" }).click();
    await expect(page).toHaveURL(/\/changelog\/$/);
  });

  test("the announcement links the migration guide and stays dismissible", async ({ page }) => {
    await page.goto("");
    await hydrated(page);
    const bar = page.getByRole("region", { name: "Announcement" });
    await bar.getByRole("link", { name: "Read the migration guide" }).click();
    await expect(page).toHaveURL(/\/guide\/migrating-from-v1\/$/);
    await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Changelog" })).toBeVisible();
    await bar.getByRole("button", { name: "Close announcement" }).click();
    await expect(bar).toHaveCount(0);
  });
});
