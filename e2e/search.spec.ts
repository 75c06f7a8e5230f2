import type { Locator, Page, Request } from "@playwright/test";
import { test, expect, hydrated } from "./fixtures";
import { axe } from "./axe";

/**
 * Local search: the index loads lazily (nothing on page load, its small meta file when the reader
 * reaches for the box, then only the shards a query needs), the navbar suggestions with their
 * highlights, and the search page.
 */

/** The search index files the page requests, in order, and how many of those loads have ended. */
const indexTraffic = (page: Page): { requested: string[]; ended: number } => {
  const traffic = { requested: [] as string[], ended: 0 };
  const isIndex = (r: Request) => /\/(?:static\/search|search-index)\//.test(new URL(r.url()).pathname);
  page.on("request", (r) => {
    if (isIndex(r)) traffic.requested.push(new URL(r.url()).pathname);
  });
  const end = (r: Request) => {
    if (isIndex(r)) traffic.ended++;
  };
  page.on("requestfinished", end);
  page.on("requestfailed", end);
  return traffic;
};

/**
 * Waits until every index file requested so far has loaded, and the page has had a frame and a
 * task more to act on it without asking for another: then the requests so far are all it makes.
 */
async function indexSettled(page: Page, traffic: { requested: string[]; ended: number }): Promise<void> {
  await expect
    .poll(async () => {
      const requested = traffic.requested.length;
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 200))));
      return traffic.ended === traffic.requested.length && traffic.requested.length === requested;
    })
    .toBe(true);
}

const searchBox = (page: Page): Locator => page.getByRole("banner").getByRole("combobox", { name: /Search/ });
const suggestions = (page: Page): Locator =>
  page.getByRole("listbox", { name: "Search suggestions" }).getByRole("option");

async function typeQuery(page: Page, query: string): Promise<void> {
  const box = searchBox(page);
  await box.click();
  await box.fill(query);
}

test.describe("navbar search", () => {
  test("the first page load fetches no index; hovering fetches the small meta file, typing only the shards a query needs", async ({
    page,
    consoleErrors,
  }) => {
    const traffic = indexTraffic(page);
    const requests = traffic.requested;
    await page.goto("guide/authentication/");
    await hydrated(page);
    expect(requests).toEqual([]);

    await searchBox(page).hover();
    await expect.poll(() => requests.length).toBe(1);
    await indexSettled(page, traffic);
    // At a fixed address, so that no hash of the index is in the page's scripts.
    expect(requests).toEqual(["/api-docs-v2/search-index/current/meta.json"]);

    // Hovering again or focusing fetches nothing more.
    await searchBox(page).focus();
    await indexSettled(page, traffic);
    expect(requests).toHaveLength(1);

    // A query fetches its term shards and the documents it shows, a small part of the index.
    await searchBox(page).fill("refund");
    await expect(suggestions(page).first()).toBeVisible();
    await indexSettled(page, traffic);
    const kinds = requests.slice(1).map((r) => /\/(terms|docs|texts)-\d+\./.exec(r)?.[1]);
    expect(kinds).toContain("terms");
    expect(kinds).toContain("docs");
    expect(kinds).not.toContain("texts");
    expect(requests.length).toBeLessThan(20);
    expect(consoleErrors).toEqual([]);
  });

  test("the input is a search field with an accessible name, and focus also loads the index", async ({ page }) => {
    const requests = indexTraffic(page).requested;
    await page.goto("api/");
    await hydrated(page);
    const box = searchBox(page);
    await expect(box).toHaveAttribute("type", "search");
    await box.focus();
    await expect.poll(() => requests.filter((r) => r.endsWith("/meta.json")).length).toBe(1);
  });

  test('typing "notification" shows 8 suggestions with the term highlighted', async ({ page, consoleErrors }) => {
    await page.goto("guide/payment-gateway/hosted-checkout/");
    await hydrated(page);
    await typeQuery(page, "notification");
    await expect(suggestions(page)).toHaveCount(8);
    for (const option of await suggestions(page).all()) {
      // Forms of the word are marked too: "Notify" in Finish Notify.
      await expect(option.locator("mark.search-highlight").first()).toHaveText(/^notif/i);
    }
    await expect(suggestions(page).first()).toContainText("notification");
    expect(consoleErrors).toEqual([]);
  });

  test('on an API page, "refund" shows the guides\' refund steps in their group', async ({ page }) => {
    await page.goto("api/payment-gateway/overview/");
    await hydrated(page);
    await typeQuery(page, "refund");
    await expect(suggestions(page).first()).toBeVisible();
    const guides = page
      .getByRole("listbox", { name: "Search suggestions" })
      .getByRole("group", { name: "Integration Guides" })
      .getByRole("option");
    await expect(guides.first()).toContainText(/refund/i);
  });

  test("Enter on a suggestion lands on its section with the term highlighted", async ({ page, consoleErrors }) => {
    await page.goto("");
    await hydrated(page);
    await typeQuery(page, "cancel or refund");
    await expect(suggestions(page).first()).toBeVisible();
    const heading = (await suggestions(page).first().locator("mark").first().locator("xpath=..").textContent()) ?? "";
    await searchBox(page).press("ArrowDown");
    await expect(suggestions(page).first()).toHaveAttribute("aria-selected", "true");
    await expect(searchBox(page)).toHaveAttribute(
      "aria-activedescendant",
      (await suggestions(page).first().getAttribute("id")) ?? "",
    );
    await searchBox(page).press("Enter");

    await expect(page).toHaveURL(/\?_highlight=cancel&_highlight=refund#.+$/);
    const hash = decodeURIComponent(new URL(page.url()).hash.slice(1));
    const section = page.locator(`[id="${hash}"]`);
    await expect(section).toHaveText(new RegExp(heading.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")));
    await expect(section.locator("mark.search-highlight").last()).toHaveText(/refund/i);
    await expect(section).toBeInViewport();
    await expect(page.getByRole("listbox")).toHaveCount(0);
    expect(await page.locator("article mark.search-highlight").count()).toBeGreaterThan(1);
    expect(consoleErrors).toEqual([]);
  });

  test("clicking a suggestion opens it; arrow keys wrap; Escape and leaving the box close the list", async ({
    page,
  }) => {
    await page.goto("api/");
    await hydrated(page);
    await typeQuery(page, "apply token");
    const box = searchBox(page);
    await expect(suggestions(page).first()).toBeVisible();
    await box.press("ArrowUp");
    await expect(suggestions(page).last()).toHaveAttribute("aria-selected", "true");
    await box.press("ArrowDown");
    await expect(suggestions(page).first()).toHaveAttribute("aria-selected", "true");
    await box.press("Escape");
    await expect(page.getByRole("listbox")).toHaveCount(0);
    await expect(box).toHaveAttribute("aria-expanded", "false");
    await box.press("ArrowDown");
    await expect(suggestions(page).first()).toBeVisible();
    await page.getByRole("contentinfo").click();
    await expect(page.getByRole("listbox")).toHaveCount(0);

    await typeQuery(page, "apply token");
    await suggestions(page).first().click();
    await expect(page).toHaveURL(/\/api-docs-v2\/api\/saku-widget\/apply-token\/\?_highlight=apply&_highlight=token$/);
    await expect(page.getByRole("heading", { level: 1, name: "Apply Token" })).toBeVisible();
    await expect(page.locator("h1 mark.search-highlight")).toHaveText(["Apply", "Token"]);
  });

  test("a code-like token opens a guide section with the whole name marked", async ({ page }) => {
    await page.goto("guide/authentication/");
    await hydrated(page);
    await typeQuery(page, "X-PARTNER-ID");
    // The Integration Overview's table of headers, among the definitions of the header.
    await suggestions(page).filter({ hasText: "Headers on every service call" }).first().click();
    await expect(page).toHaveURL(/\/guide\/getting-started\/integration-overview\/\?_highlight=x-partner-id#/);
    const hash = decodeURIComponent(new URL(page.url()).hash.slice(1));
    const nextMark = page
      .locator(`[id="${hash}"]`)
      .locator("xpath=following::mark[contains(@class, 'search-highlight')][1]");
    // The build breaks identifiers at <wbr>s (X-<wbr>PARTNER-<wbr>ID): the whole name is marked, piece by piece.
    const code = nextMark.locator("xpath=ancestor::code[1]");
    await expect(code).toHaveText("X-PARTNER-ID");
    expect(await code.locator("mark").allTextContents()).toEqual(["X-", "PARTNER-", "ID"]);
    await expect(nextMark).toBeInViewport();
  });

  test('gibberish shows "No results" and the link to the search page', async ({ page }) => {
    await page.goto("guide/authentication/");
    await hydrated(page);
    await typeQuery(page, "qwzxvjkq");
    await expect(page.getByRole("banner").getByRole("status")).toHaveText("No results");
    await expect(page.getByRole("listbox")).toHaveCount(0);
    await expect(page.getByRole("link", { name: 'See all results within "Integration Guides"' })).toBeVisible();
  });

  test("the context links open the search page filtered within and outside the context", async ({
    page,
    consoleErrors,
  }) => {
    await page.goto("api/");
    await hydrated(page);
    await typeQuery(page, "refund");
    await page.getByRole("link", { name: 'See all results within "API List"' }).click();
    await expect(page).toHaveURL(/\/search\/\?q=refund&ctx=api$/);
    await expect(page.getByRole("radio", { name: /^API List/ })).toBeChecked();
    const within = page.getByRole("main").getByRole("listitem");
    await expect(within.first()).toBeVisible();
    for (const text of await within.allTextContents()) expect(text).toContain("API List");
    const count = Number(
      /^(\d+) results for "refund" in "API List"$/.exec(
        (await page.getByRole("main").getByRole("status").textContent()) ?? "",
      )?.[1],
    );
    expect(count).toBeGreaterThanOrEqual(await within.count());
    await expect(page.getByRole("radio", { name: `API List (${count})` })).toBeChecked();

    await page.goto("api/");
    await hydrated(page);
    await typeQuery(page, "refund");
    await page.getByRole("link", { name: 'See all results outside "API List"' }).click();
    await expect(page).toHaveURL(/\/search\/\?q=refund&ctx=guide$/);
    // The address changes before the search page is drawn: the API page's own list items are there
    // until its filter shows.
    await expect(page.getByRole("radio", { name: /^Integration Guides/ })).toBeChecked();
    const outside = page.getByRole("main").getByRole("listitem");
    await expect(outside.first()).toBeVisible();
    // The guides' context: guide pages and the changelog's entries (searched with the guides).
    for (const text of await outside.allTextContents()) {
      expect(text).toMatch(/Integration Guides|Changelog/);
      expect(text).not.toContain("API List");
    }
    expect(consoleErrors).toEqual([]);
  });

  test("the dropdown passes axe", async ({ page }) => {
    await page.goto("guide/authentication/");
    await hydrated(page);
    await typeQuery(page, "refund");
    await searchBox(page).press("ArrowDown");
    await expect(suggestions(page)).toHaveCount(8);
    const results = await axe(page, { include: 'form[role="search"]' });
    expect(results.violations).toEqual([]);
  });
});

test.describe("search across contexts, typos, synonyms", () => {
  const group = (page: Page, label: string): Locator =>
    page.getByRole("listbox", { name: "Search suggestions" }).getByRole("group", { name: label });

  test('"refund" from the home page offers the Refund Order API pages in a labelled group', async ({
    page,
    consoleErrors,
  }) => {
    await page.goto("");
    await hydrated(page);
    await typeQuery(page, "refund");
    await expect(suggestions(page)).toHaveCount(8);
    const api = group(page, "API List").getByRole("option");
    await expect(api.first()).toContainText("Refund Order");
    await expect(page.getByRole("link", { name: 'See all results within "Integration Guides"' })).toBeVisible();
    await expect(page.getByRole("link", { name: 'See all results outside "Integration Guides"' })).toBeVisible();
    await api.first().click();
    await expect(page).toHaveURL(/\/api\/(payment-gateway|saku-widget)\/refund-order\/\?_highlight=refund/);
    expect(consoleErrors).toEqual([]);
  });

  test('"4017300" from an API page offers what documents the code, linked to the code\'s own row', async ({ page }) => {
    await page.goto("api/saku-widget/apply-token/");
    await hydrated(page);
    await typeQuery(page, "4017300");
    await expect(suggestions(page).first()).toBeVisible();
    const catalogEntry = suggestions(page).filter({ hasText: /^#HTTP 401API List › Response codes$/ });
    await catalogEntry.click();
    await expect(page).toHaveURL(/\/api\/response-codes\/\?_highlight=4017300#code-4017300$/);
    const row = page.locator('[id="code-4017300"]');
    await expect(row).toContainText("4017300");
    await expect(row).toBeInViewport();
  });

  test('"response codes" from an API page offers the catalog first', async ({ page }) => {
    await page.goto("api/");
    await hydrated(page);
    await typeQuery(page, "response codes");
    await suggestions(page)
      .filter({ hasText: /^¶Response codesAPI List$/ })
      .click();
    await expect(page).toHaveURL(/\/api\/response-codes\/\?_highlight=response&_highlight=code$/);
  });

  test('"sftp" on an API page shows the guides\' hits in their group, not "No results"', async ({ page }) => {
    await page.goto("api/");
    await hydrated(page);
    await typeQuery(page, "sftp");
    const guides = group(page, "Integration Guides").getByRole("option");
    await expect(guides.filter({ hasText: "Settlement File" }).first()).toBeVisible();
    await expect(page.getByRole("banner").getByRole("status")).not.toHaveText("No results");
    await expect(page.getByRole("link", { name: 'See all results outside "API List"' })).toBeVisible();
  });

  test('typos: "refnd" finds Refund Order, "signiture" finds Authentication', async ({ page }) => {
    await page.goto("api/");
    await hydrated(page);
    await typeQuery(page, "refnd");
    await expect(suggestions(page).first().locator("mark").first()).toHaveText(/^refund/i);

    await page.goto("");
    await hydrated(page);
    await typeQuery(page, "signiture");
    // A section of the Authentication guide among the first three (its place line ends with the
    // page), picked: it opens that page with the corrected word highlighted.
    const authentication = suggestions(page)
      .filter({ hasText: /Integration Guides › Authentication$/ })
      .first();
    await authentication.click();
    // The highlight carries the word as the index has it, its stem: every form of it is marked.
    await expect(page).toHaveURL(/\/guide\/authentication\/\?_highlight=signatur#/);
    await expect(page.getByRole("heading", { level: 1, name: "Authentication" })).toBeVisible();
  });

  test('typos with the first letters wrong, and a corrected word\'s synonyms: "rfund", "webhok"', async ({ page }) => {
    await page.goto("api/");
    await hydrated(page);
    await typeQuery(page, "rfund");
    await expect(suggestions(page).first().locator("mark").first()).toHaveText(/^refund/i);
  });

  test("recent searches: a picked query is shown on focus with an empty box, and can be cleared", async ({
    page,
    consoleErrors,
  }) => {
    await page.goto("api/");
    await hydrated(page);
    await typeQuery(page, "apply token");
    await suggestions(page).first().click();
    await expect(page).toHaveURL(/apply-token/);
    expect(await page.evaluate(() => localStorage.getItem("search.recent"))).toBe(JSON.stringify(["apply token"]));

    await searchBox(page).click();
    const recent = page.getByRole("listbox", { name: "Recent searches" }).getByRole("option");
    await expect(recent).toHaveText([/apply token$/]);
    await searchBox(page).press("ArrowDown");
    await searchBox(page).press("Enter");
    await expect(searchBox(page)).toHaveValue("apply token");
    await expect(suggestions(page).first()).toContainText("Apply Token");

    await searchBox(page).fill("");
    await page.getByRole("button", { name: "Clear recent searches" }).click();
    await expect(page.getByRole("listbox", { name: "Recent searches" })).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem("search.recent"))).toBeNull();
    expect(consoleErrors).toEqual([]);
  });

  test("recent searches: a result opened on the search page is remembered too", async ({ page, consoleErrors }) => {
    await page.goto("search/?q=timeout");
    await hydrated(page);
    await page.getByRole("main").getByRole("listitem").first().getByRole("link").click();
    await expect(page).toHaveURL(/_highlight=timeout/);
    expect(await page.evaluate(() => localStorage.getItem("search.recent"))).toBe(JSON.stringify(["timeout"]));
    await searchBox(page).click();
    await expect(page.getByRole("listbox", { name: "Recent searches" }).getByRole("option")).toHaveText([/timeout$/]);
    expect(consoleErrors).toEqual([]);
  });
});

test.describe("search page", () => {
  test("a typed URL shows ranked results with counts per context, excerpts and highlight links", async ({
    page,
    consoleErrors,
  }) => {
    await page.goto("search/?q=2005400");
    await hydrated(page);
    await expect(page.getByRole("searchbox", { name: "Search the docs" }).last()).toHaveValue("2005400");
    const results = page.getByRole("main").getByRole("listitem");
    await expect(results.first()).toBeVisible();
    const total = await results.count();
    await expect(page.getByRole("main").getByRole("status")).toHaveText(`${total} results for "2005400"`);
    const guides = Number(
      /\((\d+)\)/.exec(
        (await page
          .getByRole("radio", { name: /^Integration Guides/ })
          .locator("xpath=..")
          .textContent()) ?? "",
      )?.[1],
    );
    const apis = Number(
      /\((\d+)\)/.exec(
        (await page
          .getByRole("radio", { name: /^API List/ })
          .locator("xpath=..")
          .textContent()) ?? "",
      )?.[1],
    );
    expect(guides + apis).toBe(total);
    expect(guides).toBeGreaterThan(0);
    expect(apis).toBeGreaterThan(0);
    await expect(results.first().getByRole("link")).toHaveAttribute("href", /\/api-docs-v2\/.+\?_highlight=2005400/);
    await expect(page.getByRole("main").locator("mark.search-highlight").first()).toHaveText("2005400");

    await page.getByRole("radio", { name: /^Integration Guides/ }).check();
    await expect(results).toHaveCount(guides);
    await expect(page).toHaveURL(/\/search\/\?q=2005400&ctx=guide$/);
    await expect(page.getByRole("main").getByRole("status")).toHaveText(
      `${guides} results for "2005400" in "Integration Guides"`,
    );
    expect(consoleErrors).toEqual([]);
  });

  test("typing on the search page updates the results and the address", async ({ page }) => {
    // The search client loads for a query, not for a visit that only opens the page.
    const client: string[] = [];
    page.on("request", (request) => {
      if (/\/search-client-[0-9a-f]+\.js$/.test(request.url())) client.push(request.url());
    });
    await page.goto("search/");
    await hydrated(page);
    await page.waitForLoadState("networkidle");
    expect(client).toEqual([]);
    const input = page.getByRole("main").getByRole("searchbox", { name: "Search the docs" });
    await input.fill("qwzxvjkq");
    await expect(page.getByRole("main").getByRole("status")).toHaveText('No results for "qwzxvjkq"');
    expect(client).toHaveLength(1);
    await input.fill("X-PARTNER-ID");
    await expect(page.getByRole("main").getByRole("listitem").first()).toBeVisible();
    await expect(page).toHaveURL(/\/search\/\?q=X-PARTNER-ID$/);
    const results = await axe(page, { include: "main" });
    expect(results.violations).toEqual([]);
  });
});

test.describe("search on a phone, announcement bar shown (first visit)", () => {
  test.use({ viewport: { width: 390, height: 700 } });

  test("the dropdown opens below the navbar, never over the box being typed in, and fits the screen", async ({
    page,
    consoleErrors,
  }) => {
    await page.goto("");
    await hydrated(page);
    await expect(page.getByRole("region", { name: "Announcement" })).toBeVisible();
    await typeQuery(page, "refund");
    await expect(suggestions(page).first()).toBeVisible();
    const dropdown = page.getByRole("banner").locator("[data-query]");
    const input = await searchBox(page).boundingBox();
    const navbar = await page.getByRole("banner").boundingBox();
    const list = await dropdown.boundingBox();
    if (!input || !navbar || !list) throw new Error("no box");
    expect(navbar.y).toBeGreaterThan(0); // the announcement bar is above the navbar
    expect(list.y).toBeGreaterThanOrEqual(input.y + input.height);
    expect(list.y).toBeGreaterThanOrEqual(navbar.y + navbar.height);
    expect(list.y + list.height).toBeLessThanOrEqual(700);
    // What is typed stays visible: the box itself is on top at its centre.
    const onTop = await page.evaluate(
      ([x, y]) => (document.elementFromPoint(x, y) as HTMLInputElement | null)?.type,
      [input.x + input.width / 2, input.y + input.height / 2],
    );
    expect(onTop).toBe("search");
    // The other context's group is reachable inside the list, and the footer links stay on screen.
    const api = page.getByRole("group", { name: "API List" }).getByRole("option").last();
    await api.scrollIntoViewIfNeeded();
    await expect(api).toBeInViewport({ ratio: 1 });
    await expect(page.getByRole("link", { name: 'See all results outside "Integration Guides"' })).toBeInViewport();
    expect(consoleErrors).toEqual([]);
  });

  test("once the bar is closed, the dropdown follows the navbar up", async ({ page }) => {
    await page.goto("");
    await hydrated(page);
    await page.getByRole("button", { name: "Close announcement" }).click();
    await typeQuery(page, "refund");
    await expect(suggestions(page).first()).toBeVisible();
    const navbar = await page.getByRole("banner").boundingBox();
    const list = await page.getByRole("banner").locator("[data-query]").boundingBox();
    if (!navbar || !list) throw new Error("no box");
    expect(list.y).toBeGreaterThanOrEqual(navbar.y + navbar.height);
    expect(list.y).toBeLessThan(navbar.y + navbar.height + 16);
  });
});

test.describe("Enter before the combobox's code is here", () => {
  const combobox = /\/search-box-[0-9a-f]+\.js$/;

  test("opens the search page in the app once the code comes, remembering the query", async ({ page }) => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(combobox, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto("guide/authentication/");
    await hydrated(page);
    await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
    const box = searchBox(page);
    await box.fill("refund");
    await box.press("Enter");
    await expect(page).toHaveURL(/\/guide\/authentication\/$/);
    release();
    await expect(page).toHaveURL(/\/api-docs-v2\/search\/\?q=refund$/);
    await expect(page.getByRole("heading", { level: 1, name: "Search the documentation" })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem("search.recent"))).toBe(JSON.stringify(["refund"]));
    // In the app: the document is the same.
    expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
  });

  test("submits the plain form when the code cannot load", async ({ page }) => {
    await page.route(combobox, (route) => route.abort());
    await page.goto("guide/authentication/");
    await hydrated(page);
    const box = searchBox(page);
    await box.fill("refund");
    await box.press("Enter");
    await expect(page).toHaveURL(/\/api-docs-v2\/search\/\?q=refund$/);
    await expect(page.getByRole("heading", { level: 1, name: "Search the documentation" })).toBeVisible();
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the navbar form still opens the search page", async ({ page }) => {
    await page.goto("guide/authentication/");
    const box = page.getByRole("banner").getByRole("combobox", { name: /Search/ });
    await box.fill("refund");
    await box.press("Enter");
    await expect(page).toHaveURL(/\/api-docs-v2\/search\/\?q=refund$/);
    await expect(page.getByRole("heading", { level: 1, name: "Search the documentation" })).toBeVisible();
  });
});
