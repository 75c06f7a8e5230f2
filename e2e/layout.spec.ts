import { readFileSync } from "node:fs";
import AxeBuilder from "@axe-core/playwright";
import { test, expect, hydrated, wcagTags } from "./fixtures";
import type { Page, TestInfo } from "@playwright/test";

// Issue 17: reading on every screen. One page load per page type and width; both colour modes
// are measured on that load by flipping data-theme (colour tokens only differ, DESIGN.md), and a
// viewport screenshot of each case is kept in test-results/ for a person to look at, with
// full-page ones at 320 and 390 px. Then every page of the sitemap at 320, 390 and 768 px, in
// shards: no sideways scroll, nothing sticking out, no table column cut off, no identifier
// broken mid-word, with a full-page screenshot of each at 320 px.

const pageTypes = {
  home: "",
  guide: "guide/authentication/",
  "API operation": "api/payment-gateway/create-order/",
  "API overview": "api/",
  "product overview": "api/payment-gateway/overview/",
  search: "search/?q=order",
  playground: "guide/signature-playground/",
  "not found": "no-such-page/",
  "response-code catalog": "api/response-codes/",
} as const;

const widths = [320, 390, 768, 996, 997, 1280] as const;
const modes = ["light", "dark"] as const;
/** Where the column beside the article gives way to the collapsible "On this page" (DocPage CSS). */
const tocColumnMinWidth = 1201;
const minTextPx = 12;

interface Offender {
  what: string;
  detail: string;
}

/** Elements that stick out of the viewport sideways, unless a scroll container of their own (within the viewport) clips them. */
function overflowingElements(): Offender[] {
  const vw = document.documentElement.clientWidth;
  const describe = (el: Element) =>
    `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ""}${
      typeof el.className === "string" && el.className ? `.${el.className.split(" ")[0]}` : ""
    } "${(el.textContent ?? "").trim().slice(0, 40)}"`;
  const clipped = (el: Element) => {
    for (let p = el.parentElement; p && p !== document.body; p = p.parentElement) {
      const s = getComputedStyle(p);
      if (s.overflowX !== "visible" || s.position === "fixed") return true;
    }
    return false;
  };
  const out: Offender[] = [];
  for (const el of Array.from(document.body.querySelectorAll("*"))) {
    const r = el.getBoundingClientRect();
    if (r.width === 0 || r.height === 0) continue;
    if (r.right <= vw + 0.5 && r.left >= -0.5) continue;
    if (clipped(el)) continue;
    out.push({ what: describe(el), detail: `left ${Math.round(r.left)}, right ${Math.round(r.right)} of ${vw}` });
  }
  return out.slice(0, 10);
}

/** Visible text rendered smaller than `min` px (visually hidden text, 1 px boxes, is not read by eye and is skipped). */
function smallText(min: number): Offender[] {
  const out: Offender[] = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent?.trim();
    const parent = node.parentElement;
    if (!text || !parent) continue;
    const range = document.createRange();
    range.selectNodeContents(node);
    const rect = range.getBoundingClientRect();
    if (rect.width <= 1 || rect.height <= 1) continue;
    const style = getComputedStyle(parent);
    if (style.visibility === "hidden" || style.display === "none") continue;
    const size = parseFloat(style.fontSize);
    if (size < min)
      out.push({ what: `"${text.slice(0, 40)}" in ${parent.tagName.toLowerCase()}`, detail: `${size}px` });
  }
  return out.slice(0, 10);
}

async function setMode(page: Page, mode: (typeof modes)[number]) {
  await page.evaluate((m) => document.documentElement.setAttribute("data-theme", m), mode);
}

async function shot(page: Page, testInfo: TestInfo, name: string, fullPage = false) {
  // Full pages are tall (up to tens of thousands of pixels): JPEG keeps them small enough to keep.
  await page.screenshot(
    fullPage
      ? { path: testInfo.outputPath(`${name}-full.jpeg`), fullPage, type: "jpeg", quality: 70 }
      : { path: testInfo.outputPath(`${name}.png`) },
  );
}

/**
 * Table cells (of every table in the article: parameter tables, the catalog, overview and Markdown
 * tables) that are not wholly on screen sideways: outside the viewport, or cut off by a scroll
 * container they sit in. Being inside a scroll container does not excuse a cut-off column.
 */
function cutOffTableCells(): string[] {
  const vw = document.documentElement.clientWidth;
  const out: string[] = [];
  for (const cell of Array.from(document.querySelectorAll("main table th, main table td"))) {
    if (cell.closest("pre")) continue;
    const r = cell.getBoundingClientRect();
    if (r.width === 0 || r.height === 0) continue;
    let left = 0;
    let right = vw;
    let hidden = false;
    for (let p = cell.parentElement; p && p !== document.body; p = p.parentElement) {
      if (getComputedStyle(p).overflowX === "visible") continue;
      const box = p.getBoundingClientRect();
      // A visually hidden header (1 px, clipped) is for screen readers only.
      if (box.width <= 1 || box.height <= 1) hidden = true;
      left = Math.max(left, box.left);
      right = Math.min(right, box.right);
    }
    if (hidden || (r.left >= left - 0.5 && r.right <= right + 0.5)) continue;
    const table = cell.closest("table");
    const name = table?.closest("[aria-label]")?.getAttribute("aria-label") ?? table?.caption?.textContent ?? "table";
    out.push(
      `${name}: ${cell.tagName.toLowerCase()} "${(cell.textContent ?? "").trim().slice(0, 30)}" ${Math.round(r.left)}–${Math.round(r.right)}, visible ${Math.round(left)}–${Math.round(right)}`,
    );
  }
  return out.slice(0, 10);
}

/**
 * Line breaks inside a word of inline code (between two letters or digits) that are not at one of
 * the build's <wbr>s (identifier break points). The one break allowed elsewhere is the last resort
 * of `overflow-wrap`: inside a piece (between <wbr>s and spaces) wider than its whole line.
 */
function midWordBreaks(): string[] {
  const out: string[] = [];
  const word = /[\p{L}\p{N}]/u;
  const range = document.createRange();
  for (const code of Array.from(document.querySelectorAll("main code"))) {
    if (code.closest("pre")) continue;
    // Allowed to break anywhere on purpose: a parameter table's values and examples (FieldTable .meta).
    if (getComputedStyle(code).overflowWrap === "anywhere") continue;
    const rects = code.getClientRects();
    const fontSize = parseFloat(getComputedStyle(code).fontSize);
    if (rects.length === 0 || (rects.length === 1 && rects[0].height < 1.9 * fontSize)) continue; // one line
    const texts: { node: Text; start: number }[] = [];
    const boundaries = new Set<number>();
    let offset = 0;
    const walker = document.createTreeWalker(code, NodeFilter.SHOW_TEXT | NodeFilter.SHOW_ELEMENT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      if (n.nodeName === "WBR") boundaries.add(offset);
      else if (n.nodeType === Node.TEXT_NODE) {
        texts.push({ node: n as Text, start: offset });
        offset += (n as Text).data.length;
      }
    }
    const full = texts.map((t) => t.node.data).join("");
    for (let i = 0; i <= full.length; i++) if (i === 0 || i === full.length || /\s/.test(full[i])) boundaries.add(i);
    const locate = (at: number) => {
      const t = texts.find((x) => at >= x.start && at <= x.start + x.node.data.length)!;
      return [t.node, at - t.start] as const;
    };
    // The width of the text between two offsets, over however many lines it spans.
    const widthOf = (from: number, to: number) => {
      range.setStart(...locate(from));
      range.setEnd(...locate(to));
      return Array.from(range.getClientRects()).reduce((sum, rect) => sum + rect.width, 0);
    };
    let block = code.parentElement!;
    while (getComputedStyle(block).display.startsWith("inline") && block.parentElement) block = block.parentElement;
    // A table column is only as wide as its cells' unbreakable pieces make it, so a cell is no
    // measure of "wider than its line": in a table, the line is what the table's container holds.
    const cell = block.closest("td, th");
    if (cell) block = cell.closest("table")?.parentElement ?? block;
    const style = getComputedStyle(block);
    const lineWidth = block.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    let lastTop: number | null = null;
    for (const { node, start } of texts) {
      for (let i = 0; i < node.data.length; i++) {
        range.setStart(node, i);
        range.setEnd(node, i + 1);
        const rect = range.getBoundingClientRect();
        if (rect.height === 0) continue;
        const at = start + i;
        const broken = lastTop !== null && rect.top > lastTop + 2;
        lastTop = rect.top;
        if (!broken || boundaries.has(at) || !word.test(full[at - 1] ?? "") || !word.test(full[at])) continue;
        const from = Math.max(...[...boundaries].filter((b) => b < at));
        const to = Math.min(...[...boundaries].filter((b) => b > at));
        if (widthOf(from, to) > lineWidth) continue; // a piece wider than its line: the last resort
        out.push(
          `"${full.trim().slice(0, 60)}" breaks as "…${full.slice(Math.max(from, at - 12), at)}" / "${full.slice(at, Math.min(to, at + 12))}…"`,
        );
      }
    }
  }
  return out.slice(0, 10);
}

/** What a reader sees at the current width: the checks every page passes at every width. */
async function layoutProblems(page: Page) {
  return {
    "page scrolls sideways by": await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    ),
    "elements wider than the viewport": await page.evaluate(overflowingElements),
    "table cells cut off": await page.evaluate(cutOffTableCells),
    "inline code broken mid-word": await page.evaluate(midWordBreaks),
  };
}

const noProblems = {
  "page scrolls sideways by": 0,
  "elements wider than the viewport": [],
  "table cells cut off": [],
  "inline code broken mid-word": [],
};

test.describe.configure({ mode: "parallel" });

for (const [type, path] of Object.entries(pageTypes)) {
  for (const width of widths) {
    test(`${type} at ${width} px, light and dark: nothing wider than the screen, no text under ${minTextPx} px`, async ({
      page,
      consoleErrors,
    }, testInfo) => {
      test.setTimeout(90_000);
      await page.setViewportSize({ width, height: 900 });
      await page.goto(path);
      await hydrated(page);
      for (const mode of modes) {
        await setMode(page, mode);
        expect(await layoutProblems(page), mode).toEqual(noProblems);
        expect(await page.evaluate(smallText, minTextPx), `${mode}: text under ${minTextPx} px`).toEqual([]);
        const name = `${type.replace(/ /g, "-")}-${width}-${mode}`;
        await shot(page, testInfo, name);
        if (width <= 390) await shot(page, testInfo, name, true);
      }

      // "On this page": beside the article on wide screens, a closed menu at its top elsewhere.
      const hasToc = (await page.locator("article h2[id], article h3[id]").count()) > 0;
      if (hasToc) {
        const toc = page.getByRole("navigation", { name: "On this page" });
        await expect(toc).toHaveCount(1); // the other form is not displayed
        if (width >= tocColumnMinWidth) {
          await expect(toc.locator("details")).toHaveCount(0);
        } else {
          await expect(toc.locator("details")).not.toHaveAttribute("open");
          await expect(toc.getByRole("link").first()).toBeHidden();
        }
      }
      // The not-found page is itself a 404 (and so is its page data): the browser logs those loads.
      const expected404 = type === "not found" ? /^Failed to load resource: .* 404 \(Not Found\)$/ : null;
      expect(consoleErrors.filter((e) => !expected404?.test(e))).toEqual([]);
    });
  }
}

// Every page of the site, as the sitemap lists it, at the phone and tablet widths: the same
// checks as above on one load per page (resized between widths), in light mode; in dark mode only
// the cheap one, the page's sideways scroll at 320 px (colour tokens are all that differ, DESIGN.md).
// The routes are split into shards so the two workers share them.
const everyPageWidths = [320, 390, 768] as const;
const SHARDS = 8;
const sitemapPaths = (): string[] => {
  const xml = readFileSync("public/sitemap.xml", "utf8");
  return [...xml.matchAll(/<loc>https?:\/\/[^/]+\/api-docs-v2\/([^<]*)<\/loc>/g)].map((m) => m[1]);
};

test("the sitemap lists every page of the site for the layout checks", () => {
  const paths = sitemapPaths();
  expect(paths.length).toBeGreaterThan(60);
  expect(paths).toEqual(
    expect.arrayContaining(["", "guide/scenario-testing/", "api/response-codes/", "api/api-status/"]),
  );
});

for (let shard = 0; shard < SHARDS; shard++) {
  test(`every page at ${everyPageWidths.join(", ")} px: no sideways scroll, no cut-off column, no mid-word break (shard ${shard + 1}/${SHARDS})`, async ({
    page,
  }, testInfo) => {
    test.setTimeout(600_000);
    const failures: Record<string, unknown> = {};
    for (const path of sitemapPaths().filter((_, i) => i % SHARDS === shard)) {
      await page.setViewportSize({ width: everyPageWidths[0], height: 800 });
      await page.goto(path);
      await hydrated(page);
      const name = path.replace(/\/$/, "").replace(/\//g, "_") || "home";
      for (const width of everyPageWidths) {
        await page.setViewportSize({ width, height: 800 });
        const problems = await layoutProblems(page);
        if (JSON.stringify(problems) !== JSON.stringify(noProblems)) failures[`/${path} at ${width} px`] = problems;
        await shot(page, testInfo, `${name}-${width}`);
        if (width === everyPageWidths[0]) {
          await shot(page, testInfo, name, true);
          await setMode(page, "dark");
          const scroll = await page.evaluate(
            () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
          );
          if (scroll !== 0) failures[`/${path} at ${width} px, dark`] = { "page scrolls sideways by": scroll };
          await setMode(page, "light");
        }
      }
    }
    expect(failures).toEqual({});
  });
}

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
      await row.screenshot({ path: testInfo.outputPath(`catalog-4017300-${width}.png`) });
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
    await table.screenshot({ path: testInfo.outputPath("api-overview-first-table-390.png") });
    // "Money", the fourth column the audit found cut off, is on screen under its row's title.
    const cell = table.locator("tbody tr").first().locator("td").nth(3);
    await expect(cell).toBeInViewport({ ratio: 1 });
    expect(await cell.evaluate((td) => getComputedStyle(td, "::before").content)).toContain("Money");
    // Wide enough for the table: it is a table again.
    await page.setViewportSize({ width: 1280, height: 900 });
    expect(await table.evaluate((t) => getComputedStyle(t).display)).toBe("table");
    expect(await cell.evaluate((td) => getComputedStyle(td, "::before").content)).toBe("none");
  });

  test("stacked tables in light and dark mode: axe finds nothing", async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 320, height: 800 });
    // Markdown tables (api/) and generated ones (api-status); the catalog stacks at every width, so
    // e2e/a11y.spec.ts checks it.
    for (const path of ["api/", "api/api-status/"]) {
      await page.goto(path);
      await hydrated(page);
      for (const mode of modes) {
        await setMode(page, mode);
        const results = await new AxeBuilder({ page }).include("main").withTags(wcagTags).analyze();
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
      await setMode(page, mode);
      const results = await new AxeBuilder({ page })
        .include("nav[aria-label='On this page']")
        .withTags(wcagTags)
        .analyze();
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
  await table.screenshot({ path: testInfo.outputPath("create-order-request-body-390.png") });
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
  // Names break only at their <wbr>s (after "." and "-", before capitals), never mid-word.
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
