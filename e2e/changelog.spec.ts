import { parseAtomFeed } from "feedsmith";
import type { Page } from "@playwright/test";
import { test, expect, hydrated, wcagTags } from "./fixtures";
import { blockBundles } from "./chrome-helpers";
import { atomProblems } from "../src/node/changelog/__tests__/rfc4287";
import { axe } from "./axe";

/** Changelog entries on the page: sections with a dated meta line (the page has other sections). */
const entrySel = "main section:has(> p > time)";

/** The changelog page, its feed, and the paths to it and to the migration guide. */
test.describe("changelog", () => {
  test("lists every entry newest first without JavaScript, each an anchor", async ({ page }) => {
    await blockBundles(page);
    await page.goto("changelog/");
    const titles = page.locator(`${entrySel} h2`);
    await expect(titles.first()).toHaveText("Security schemes and exact signature headers in the OpenAPI document");
    await expect(titles.last()).toHaveText("Merchant API v2: the first operations and the B2B access token");
    const dates = await page.locator(`${entrySel} time`).evaluateAll((ts) => ts.map((t) => t.getAttribute("datetime")));
    expect(dates).toEqual([...dates].sort().reverse());
    await expect(page.locator('[id="2025-06-02-transaction-history-beta"]')).toBeVisible();
    // Without JavaScript the filter could do nothing, so it is not offered.
    await expect(page.getByRole("group", { name: "Filter by tag" })).toHaveCount(0);
  });

  /** Titles of the entries shown, and of the table of contents beside them. */
  const shownTitles = (page: Page) => page.locator(`${entrySel}:visible h2`).allTextContents();
  const tocTitles = (page: Page) =>
    page.getByRole("navigation", { name: "On this page" }).locator("a:visible").allTextContents();

  test("filters with OR within a group and AND across groups; the address, Back and the table of contents follow", async ({
    page,
    consoleErrors,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto("changelog/");
    await hydrated(page);
    const total = await page.locator(entrySel).count();
    const filter = page.getByRole("group", { name: "Filter by tag" });
    const products = filter.getByRole("group", { name: "Product" });
    const changes = filter.getByRole("group", { name: "Change type" });

    await products.getByRole("button", { name: "Merchant Management" }).click();
    await expect(products.getByRole("button", { name: "Merchant Management" })).toHaveAttribute("aria-pressed", "true");
    await expect.poll(() => shownTitles(page)).toEqual(["Merchant management for divisions and shops"]);
    await expect(filter).toContainText(`1 of ${total} entries`);
    await expect(page).toHaveURL(/\/changelog\/\?products=merchant-management$/);
    await expect.poll(() => tocTitles(page)).toEqual(["Merchant management for divisions and shops"]);

    // A second product widens the choice: entries of either.
    await products.getByRole("button", { name: "Payment Gateway" }).click();
    const either = [
      "Merchant management for divisions and shops",
      "Consult Pay for custom checkout",
      "Payment gateway checkout",
    ];
    await expect.poll(() => shownTitles(page)).toEqual(either);
    await expect.poll(() => tocTitles(page)).toEqual(either);
    await expect(page).toHaveURL(/\?products=payment-gateway,merchant-management$/);

    // A change type narrows it: both groups must match.
    await changes.getByRole("button", { name: "Fixed" }).click();
    await expect.poll(() => shownTitles(page)).toEqual([]);
    await expect(filter).toContainText(`0 of ${total} entries`);
    await expect(page.getByRole("navigation", { name: "On this page" })).toHaveCount(0);

    // Back steps through the choices; Forward returns.
    await page.goBack();
    await expect(page).toHaveURL(/\?products=payment-gateway,merchant-management$/);
    await expect(changes.getByRole("button", { name: "Fixed" })).toHaveAttribute("aria-pressed", "false");
    await expect.poll(() => shownTitles(page)).toEqual(either);
    await page.goBack();
    await expect.poll(() => shownTitles(page)).toEqual(["Merchant management for divisions and shops"]);
    await page.goForward();
    await expect.poll(() => shownTitles(page)).toEqual(either);

    // The address is shareable: opened afresh, it shows the same filter.
    await page.goto("changelog/?products=authentication&changes=added");
    await hydrated(page);
    await expect(products.getByRole("button", { name: "Authentication" })).toHaveAttribute("aria-pressed", "true");
    await expect
      .poll(() => shownTitles(page))
      .toEqual(["Merchant API v2: the first operations and the B2B access token"]);
    await filter.getByRole("button", { name: "Show all" }).click();
    await expect(page.locator(`${entrySel}:visible`)).toHaveCount(total);
    await expect(page).toHaveURL(/\/changelog\/$/);
    await expect.poll(() => tocTitles(page)).toHaveLength(total);
    expect(consoleErrors).toEqual([]);
  });

  test("the filter, with a choice made, passes axe and fits from 320 px to desktop in both colour modes", async ({
    page,
  }) => {
    test.setTimeout(120_000);
    for (const width of [320, 1280])
      for (const theme of ["light", "dark"] as const) {
        await page.setViewportSize({ width, height: 800 });
        await page.emulateMedia({ colorScheme: theme });
        await page.goto("changelog/?products=widget,disbursement&changes=added");
        await hydrated(page);
        await expect(page.getByRole("group", { name: "Filter by tag" })).toContainText("entries");
        await expect(page.locator("html")).toHaveAttribute("data-theme", theme);
        const result = await axe(page, { tags: wcagTags });
        expect(
          result.violations.map((v) => `${width} ${theme}: ${v.id} ${v.nodes.map((n) => n.target).join(" ")}`),
        ).toEqual([]);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, `${width} px ${theme}`).toBeLessThanOrEqual(0);
      }
  });

  test("links the operations an entry touches, and their pages link back", async ({ page, consoleErrors }) => {
    await page.goto("changelog/");
    await hydrated(page);
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

  test("the page's head announces the Atom feed, which meets RFC 4287 and lists every entry with its content", async ({
    page,
    request,
  }) => {
    await page.goto("changelog/");
    const titles = await page.locator(`${entrySel} h2`).allTextContents();
    // Autodiscovery: feed readers and browsers find the feed from the page's address.
    const alternate = page.locator('head link[rel="alternate"][type="application/atom+xml"]');
    await expect(alternate).toHaveCount(1);
    await expect(alternate).toHaveAttribute("href", "https://docs.saku.example/api-docs-v2/changelog/atom.xml");
    const response = await request.get("changelog/atom.xml");
    expect(response.ok()).toBe(true);
    const xml = await response.text();
    // Checked in the browser's own XML parser (atomProblems is self-contained).
    expect(await page.evaluate(atomProblems, xml)).toEqual([]);
    const feed = parseAtomFeed(xml);
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
