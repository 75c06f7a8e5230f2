import AxeBuilder from "@axe-core/playwright";
import { test, expect, hydrated } from "./fixtures";
import type { Page, TestInfo } from "@playwright/test";

// Issue 17: reading on every screen. One page load per page type and width; both colour modes
// are measured on that load by flipping data-theme (colour tokens only differ, DESIGN.md), and a
// viewport screenshot of each case is kept in test-results/ for a person to look at.

const pageTypes = {
  home: "",
  guide: "guide/authentication/",
  "API operation": "api/payment-gateway/create-order/",
  "API overview": "api/",
  "product overview": "api/payment-gateway/overview/",
  search: "search/?q=order",
  playground: "guide/signature-playground/",
  "not found": "no-such-page/",
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

async function shot(page: Page, testInfo: TestInfo, name: string) {
  await page.screenshot({ path: testInfo.outputPath(`${name}.png`) });
}

/** Every field of every parameter table: its name cell and its whole description are on screen horizontally. */
async function fieldCellsOffScreen(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const vw = document.documentElement.clientWidth;
    const out: string[] = [];
    for (const group of Array.from(document.querySelectorAll('main [role="group"]'))) {
      if (!group.querySelector("tbody tr[id] th[scope='row']")) continue;
      for (const row of Array.from(group.querySelectorAll<HTMLTableRowElement>("tbody tr[id]"))) {
        if (row.hidden) continue;
        for (const cell of Array.from(row.children)) {
          const r = cell.getBoundingClientRect();
          if (r.left < -0.5 || r.right > vw + 0.5)
            out.push(`${row.id} ${cell.tagName}: ${Math.round(r.left)}–${Math.round(r.right)} of ${vw}`);
        }
      }
    }
    return out.slice(0, 10);
  });
}

test.describe.configure({ mode: "parallel" });

for (const [type, path] of Object.entries(pageTypes)) {
  for (const width of widths) {
    test(`${type} at ${width} px, light and dark: nothing wider than the screen, no text under ${minTextPx} px`, async ({
      page,
      consoleErrors,
    }, testInfo) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(path);
      await hydrated(page);
      for (const mode of modes) {
        await setMode(page, mode);
        const pageScroll = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(pageScroll, `${mode}: the page scrolls sideways`).toBeLessThanOrEqual(0);
        expect(await page.evaluate(overflowingElements), `${mode}: elements wider than the viewport`).toEqual([]);
        expect(await page.evaluate(smallText, minTextPx), `${mode}: text under ${minTextPx} px`).toEqual([]);
        expect(await fieldCellsOffScreen(page), `${mode}: parameter table cells off screen`).toEqual([]);
        await shot(page, testInfo, `${type.replace(/ /g, "-")}-${width}-${mode}`);
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
        .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
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
  expect(await fieldCellsOffScreen(page)).toEqual([]);
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
