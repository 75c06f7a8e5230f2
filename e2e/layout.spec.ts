import { test, expect, hydrated, shot, wcagTags } from "./fixtures";
import {
  codeUnderCopyButtons,
  cutOffTableCells,
  midWordBreaks,
  modes,
  showMode,
  smallTableCode,
  wrappedShortCode,
} from "./layout-checks";
import { nowrapMaxChars } from "../src/lib/identifier-breaks";
import { axe } from "./axe";

// Reading on every screen, case by case: tables that stack on phones (the response-code catalog,
// the API overview's Markdown tables, a parameter table), the pager's cards, "On this page" below
// the column breakpoint (with and without JavaScript), the navbar at its breakpoint, the right-hand
// menu on a long page and the reading order at the end of a page. Colour modes are switched on the
// loaded page (colour tokens are all that differ, DESIGN.md). Every page at the phone and tablet
// widths, and one page of each type at six widths, are measured in e2e/pages.spec.ts (the checks
// themselves are in e2e/layout-checks.ts). Screenshots for a person to look at are kept in
// test-results/ when E2E_SCREENSHOTS=1.

test.describe("tables on phones", () => {
  test("the response-code catalog is one block per code at every width: all six columns on screen, each named", async ({
    page,
  }, testInfo) => {
    await page.goto("api/response-codes/");
    await hydrated(page);
    const row = page.locator("#code-4017300");
    for (const width of [320, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await row.scrollIntoViewIfNeeded();
      expect(await page.evaluate(cutOffTableCells), `${width} px`).toEqual([]);
      // Code and message on the first line, then each other column under it at full width, named.
      const [code, message, returnedBy] = await Promise.all([
        row.locator("th").boundingBox(),
        row.locator("td").first().boundingBox(),
        row.locator("td").last().boundingBox(),
      ]);
      expect(returnedBy!.y, `${width} px: "Returned by" under the code`).toBeGreaterThan(code!.y + code!.height - 1);
      expect(returnedBy!.width).toBeGreaterThan((await row.boundingBox())!.width * 0.8);
      if (width === 1280) expect(message!.y).toBeLessThan(code!.y + code!.height);
      const label = await row
        .locator("td")
        .last()
        .evaluate((td) => getComputedStyle(td, "::before").content);
      expect(label).toContain("Returned by");
      await expect(row.getByRole("link", { name: "Get B2B Access Token" })).toBeInViewport();
      await shot(row, testInfo, `catalog-4017300-${width}`);
    }
  });

  test("at 390 px the API overview's Markdown tables stack: every column on screen, each cell named by its column", async ({
    page,
  }, testInfo) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("api/");
    await hydrated(page);
    expect(await page.evaluate(cutOffTableCells)).toEqual([]);
    const table = page.locator("main table").first();
    await table.scrollIntoViewIfNeeded();
    await shot(table, testInfo, "api-overview-first-table-390");
    // "Money", the fourth column the audit found cut off, is on screen under its row's title.
    const cell = table.locator("tbody tr").first().locator("td").nth(3);
    await expect(cell).toBeInViewport({ ratio: 1 });
    expect(await cell.evaluate((td) => getComputedStyle(td, "::before").content)).toContain("Money");
    // Wide enough for the table (four columns, beyond "On this page" at 1280 px only stacked): it is a table again.
    await page.setViewportSize({ width: 1440, height: 900 });
    expect(await table.evaluate((t) => getComputedStyle(t).display)).toBe("table");
    expect(await cell.evaluate((td) => getComputedStyle(td, "::before").content)).toBe("none");
  });

  test("stacked tables in light and dark mode: axe finds nothing", async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 320, height: 800 });
    // Markdown tables (api/) and generated ones (api-status); the catalog stacks at every width, so
    // e2e/pages.spec.ts checks it.
    for (const path of ["api/", "api/api-status/"]) {
      await page.goto(path);
      await hydrated(page);
      for (const mode of modes) {
        await showMode(page, mode);
        const results = await axe(page, { include: "main", tags: wcagTags });
        expect(results.violations.map((v) => `${path} ${mode}: ${v.id} ${v.nodes[0]?.target.join(" ")}`)).toEqual([]);
      }
    }
  });
});

test("the pager's cards stay on screen with long titles: side by side from 481 px, one under the other below", async ({
  page,
}) => {
  await page.goto("guide/scenario-testing/");
  await hydrated(page);
  const pager = page.getByRole("navigation", { name: "Docs pages" });
  const previous = pager.locator('a[rel="prev"]');
  const next = pager.locator('a[rel="next"]');
  for (const width of [320, 390, 481, 768]) {
    await page.setViewportSize({ width, height: 800 });
    await next.scrollIntoViewIfNeeded();
    const [p, n] = [(await previous.boundingBox())!, (await next.boundingBox())!];
    expect(p.x, `${width} px`).toBeGreaterThanOrEqual(0);
    expect(n.x + n.width, `${width} px`).toBeLessThanOrEqual(width);
    if (width <= 480) expect(n.y, `${width} px: Next under Previous`).toBeGreaterThanOrEqual(p.y + p.height);
    else expect(n.y, `${width} px: side by side`).toBe(p.y);
  }
});

test.describe("On this page below the column breakpoint", () => {
  for (const width of [390, 996]) {
    test(`at ${width} px it opens, follows a link, closes and names the current section`, async ({
      page,
    }, testInfo) => {
      test.setTimeout(90_000);
      await page.setViewportSize({ width, height: 800 });
      await page.goto("api/payment-gateway/create-order/");
      await hydrated(page);
      const toc = page.getByRole("navigation", { name: "On this page" });
      const summary = toc.locator("summary");
      await expect(summary).toBeVisible();
      // Near the top: inside the article, above its first section.
      const [summaryTop, firstH2Top] = await Promise.all([
        summary.evaluate((e) => e.getBoundingClientRect().top),
        page
          .locator("article h2")
          .first()
          .evaluate((e) => e.getBoundingClientRect().top),
      ]);
      expect(summaryTop).toBeLessThan(firstH2Top);

      await summary.click();
      const links = toc.getByRole("link");
      await expect(links.first()).toBeVisible();
      const hrefs = await links.evaluateAll((as) => as.map((a) => a.getAttribute("href")));
      const ids = await page.locator("article h2[id], article h3[id]").evaluateAll((hs) => hs.map((h) => `#${h.id}`));
      expect(hrefs).toEqual(ids);
      await shot(page, testInfo, `toc-open-${width}`);

      const target = links.filter({ hasText: "Request body" }).first();
      const heading = (await target.textContent()) ?? "";
      await target.click();
      await expect(page).toHaveURL(/#request-body$/);
      await expect(toc.locator("details")).not.toHaveAttribute("open");
      await expect(summary).toContainText(heading);
      // The section's heading is at the top of the window, not under the navbar.
      await expect
        .poll(() =>
          page.evaluate(() => {
            const top = document.getElementById("request-body")?.getBoundingClientRect().top ?? -1;
            const navbarBottom = Math.max(0, document.querySelector("header")?.getBoundingClientRect().bottom ?? 0);
            return top >= navbarBottom - 2 && top < navbarBottom + 120;
          }),
        )
        .toBe(true);
    });
  }

  test("open, in light and dark mode, axe finds nothing in it", async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto("guide/getting-started/libraries/");
    await hydrated(page);
    const toc = page.getByRole("navigation", { name: "On this page" });
    await toc.locator("summary").click();
    await expect(toc.getByRole("link").first()).toBeVisible();
    for (const mode of modes) {
      await showMode(page, mode);
      const results = await axe(page, { include: "nav[aria-label='On this page']", tags: wcagTags });
      expect(results.violations.map((v) => `${mode}: ${v.id}`)).toEqual([]);
    }
  });

  test("without JavaScript the menu is in the page's HTML and opens as a <details>", async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 800 } });
    const page = await context.newPage();
    await page.goto(`${baseURL}guide/authentication/`);
    const toc = page.getByRole("navigation", { name: "On this page" });
    await toc.locator("summary").click();
    await expect(toc.getByRole("link").first()).toBeVisible();
    await context.close();
  });
});

test("a 390 px phone shows each request field of Create Order whole, names wrapped at word boundaries", async ({
  page,
}, testInfo) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("api/payment-gateway/create-order/");
  await hydrated(page);
  const table = page.getByRole("group", { name: "Request body fields" });
  await expect(table).toBeVisible();
  await shot(table, testInfo, "create-order-request-body-390");
  expect(await page.evaluate(cutOffTableCells)).toEqual([]);
  // The stacked block: the description is as wide as the table, under the name.
  const row = table.locator("tbody tr[id]").first();
  const [rowBox, nameBox, descriptionBox] = await Promise.all([
    row.boundingBox(),
    row.locator("th").boundingBox(),
    row.locator("td").last().boundingBox(),
  ]);
  expect(descriptionBox!.y).toBeGreaterThan(nameBox!.y + nameBox!.height - 1);
  expect(descriptionBox!.width).toBeGreaterThan(rowBox!.width * 0.9);
  // Nested fields stay indented and collapse.
  const toggle = table.getByRole("button", { name: /^Fields of / }).first();
  const childId = (await toggle.getAttribute("aria-controls"))!.split(" ")[0];
  const child = page.locator(`[id="${childId}"]`);
  expect((await child.boundingBox())!.x).toBeGreaterThan(rowBox!.x);
  await toggle.click();
  await expect(child).toBeHidden();
  await toggle.click();
  await expect(child).toBeVisible();
  // Names break only at their <wbr>s (after ".", "_", "/" and "-"), never mid-word.
  await expect(table.getByRole("link", { name: "partnerReferenceNo", exact: true })).toBeVisible();
  const midWord = await table.locator("tbody tr[id] th a code").evaluateAll((codes) =>
    codes.flatMap((code) => {
      const allowed = new Set<number>();
      let offset = 0;
      let lastTop: number | null = null;
      const breaks: number[] = [];
      for (const node of Array.from(code.childNodes)) {
        if (node.nodeName === "WBR") allowed.add(offset);
        if (node.nodeType !== Node.TEXT_NODE) continue;
        const text = node.textContent ?? "";
        const range = document.createRange();
        for (let i = 0; i < text.length; i++) {
          range.setStart(node, i);
          range.setEnd(node, i + 1);
          const top = range.getBoundingClientRect().top;
          if (lastTop !== null && top > lastTop + 2) breaks.push(offset + i);
          lastTop = top;
        }
        offset += text.length;
      }
      return breaks.filter((b) => !allowed.has(b)).map((b) => `${code.textContent}: line break at ${b}`);
    }),
  );
  expect(midWord).toEqual([]);
});

test("the navbar at the breakpoint: 996 px keeps the site name and section tabs beside the menu button, 997 px is desktop", async ({
  page,
}) => {
  const nav = page.getByRole("navigation", { name: "Main" });
  await page.setViewportSize({ width: 997, height: 800 });
  await page.goto("guide/authentication/");
  await hydrated(page);
  await expect(nav.getByText("Saku API Docs")).toBeVisible();
  await expect(nav.getByRole("link", { name: "API List" })).toBeVisible();
  await expect(nav.getByRole("button", { name: "Navigation menu" })).toBeHidden();
  await page.setViewportSize({ width: 996, height: 800 });
  await expect(nav.getByRole("button", { name: "Navigation menu" })).toBeVisible();
  await expect(nav.getByText("Saku API Docs")).toBeVisible();
  await expect(nav.getByRole("link", { name: "API List" })).toBeVisible();
  await page.setViewportSize({ width: 390, height: 800 });
  await expect(nav.getByRole("link", { name: "API List" })).toBeHidden();
  // The site name is out of sight on a phone but still names the home link.
  await expect(nav.getByRole("link", { name: "Saku API Docs" })).toBeVisible();
});

test("the right-hand menu keeps its highlighted entry in view at the bottom of a long page", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 300 });
  await page.goto("api/payment-gateway/create-order/");
  await hydrated(page);
  const toc = page.getByRole("navigation", { name: "On this page" });
  // The case in question: a menu taller than the window, so it scrolls on its own.
  expect(await toc.evaluate((e) => e.scrollHeight > e.clientHeight)).toBe(true);
  expect(await toc.evaluate((e) => e.scrollTop)).toBe(0);
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const active = toc.locator('a[aria-current="location"]');
  const lastHref = (await toc.getByRole("link").last().getAttribute("href")) ?? "";
  await expect(active).toHaveAttribute("href", lastHref);
  await expect
    .poll(async () => {
      const [box, link] = await Promise.all([toc.boundingBox(), active.boundingBox()]);
      return link!.y >= box!.y && link!.y + link!.height <= box!.y + box!.height;
    })
    .toBe(true);
});

test("the page ends in reading order: article, Last updated, feedback, pager, then the site footer's copyright", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto("guide/authentication/");
  const order = await page.evaluate(() => {
    const find = (pattern: RegExp) =>
      Array.from(document.querySelectorAll("p, nav, footer, h2, section")).find((e) =>
        pattern.test(e.textContent ?? ""),
      ) ?? null;
    const items = {
      updated: find(/^Last updated on/),
      feedback: find(/Was this page helpful/i),
      pager: document.querySelector('nav[aria-label="Docs pages"]'),
      copyright: find(/© 2025/),
    };
    return Object.entries(items)
      .filter(([, e]) => e)
      .sort(([, a], [, b]) => (a!.compareDocumentPosition(b!) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1))
      .map(([k]) => k);
  });
  expect(order).toEqual(["updated", "feedback", "pager", "copyright"]);
});

test.describe("readable code", () => {
  // Guides with tables and code blocks (a settlement file's columns, hosted checkout's fields),
  // and an API operation page (parameter tables, samples), each loaded once and resized.
  for (const route of [
    "guide/disbursement/disbursement-to-bank/",
    "guide/payment-gateway/hosted-checkout/",
    "guide/settlement-file/payment-services/",
    "api/payment-gateway/create-order/",
  ])
    test(`${route}: no Copy button over code at 390 and 768 px, identifiers broken only after . _ / - there, on one line at 1280 px, table code at least 13 px`, async ({
      page,
    }) => {
      await page.goto(route);
      await hydrated(page);
      for (const width of [390, 768]) {
        await page.setViewportSize({ width, height: 900 });
        expect(await page.evaluate(codeUnderCopyButtons), `${width} px`).toEqual([]);
        expect(await page.evaluate(midWordBreaks), `${width} px`).toEqual([]);
      }
      await page.setViewportSize({ width: 1280, height: 900 });
      expect(await page.evaluate(smallTableCode, 13)).toEqual([]);
      expect(await page.evaluate(wrappedShortCode, nowrapMaxChars)).toEqual([]);
    });
});
