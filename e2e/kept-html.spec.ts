import { test, expect, hydrated } from "./fixtures";
import type { Page } from "@playwright/test";

// The prose a first visit keeps as server HTML (admonitions, steps, cards, headings, links,
// tables: src/components/mdx/html) has its code in a chunk of its own, writer-html. A first visit
// never fetches it; the reader's first press does, before any navigation can start; a page opened
// in the app renders the same prose the server sent; and a navigation that cannot load the chunk
// is a failed route load: a full page load, once.

const isChunk = (url: string) => /\/writer-html-[0-9a-f]+\.js$/.test(new URL(url).pathname);
const guideSidebar = (page: Page) => page.getByRole("navigation", { name: "Integration Guides sidebar" });

/** What the reader gets of the prose kept as server HTML: its text, headings with anchors, steps and card links. */
function prose(page: Page) {
  return page.evaluate(() => {
    const runs = [...document.querySelectorAll("main [data-static-html]")];
    const count = (selector: string) => runs.reduce((n, run) => n + run.querySelectorAll(selector).length, 0);
    return {
      text: runs.map((run) => (run as HTMLElement).innerText).join("\n"),
      headingAnchors: count(':is(h2, h3, h4) > a[href^="#"]'),
      steps: count("ol li"),
      links: count("a[href]"),
    };
  });
}

test("a first visit never fetches the prose's code; the first press does, and a page opened in the app renders the prose the server sent", async ({
  page,
  consoleErrors,
}) => {
  const fetched: string[] = [];
  page.on("request", (request) => {
    if (isChunk(request.url())) fetched.push(request.url());
  });
  await page.goto("");
  await hydrated(page);
  const server = await prose(page);
  expect(server.headingAnchors).toBeGreaterThan(3);
  expect(server.steps).toBeGreaterThan(2);

  await page.goto("guide/payment-gateway/hosted-checkout/");
  await hydrated(page);
  await page.waitForLoadState("networkidle");
  expect(fetched).toEqual([]);

  const overview = guideSidebar(page).getByRole("link", { name: "Overview", exact: true });
  await overview.hover();
  await expect.poll(() => fetched.length).toBe(1);
  await overview.click();
  await expect(page).toHaveURL(/\/api-docs-v2\/$/);
  await expect(page.locator("main [data-static-html]").first()).toBeVisible();
  expect(await prose(page)).toEqual(server);
  expect(fetched).toHaveLength(1);
  expect(consoleErrors).toEqual([]);
});

test("a navigation that cannot load the prose's code reloads the page fully, once, and the page reads whole", async ({
  page,
}) => {
  const warnings: string[] = [];
  page.on("console", (m) => {
    if (m.type() === "warning") warnings.push(m.text());
  });
  let documentLoads = 0;
  page.on("request", (r) => {
    if (r.resourceType() === "document" && new URL(r.url()).pathname === "/api-docs-v2/") documentLoads++;
  });
  await page.route(
    (url) => isChunk(url.href),
    (route) => route.abort("failed"),
  );
  await page.goto("guide/payment-gateway/hosted-checkout/");
  await hydrated(page);
  await guideSidebar(page).getByRole("link", { name: "Overview", exact: true }).click();
  await expect(page).toHaveURL(/\/api-docs-v2\/$/);
  await hydrated(page);
  await expect.poll(() => documentLoads).toBe(1);
  expect(warnings).toContainEqual(
    expect.stringMatching(/Could not load the resources of .*\/api-docs-v2\/; reloading the page\./),
  );
  const reloaded = await prose(page);
  expect(reloaded.headingAnchors).toBeGreaterThan(3);
  expect(reloaded.steps).toBeGreaterThan(2);
});

test("steps around code blocks hydrate with the prose's code fetched at idle time, after the first visit, keeping their HTML", async ({
  page,
  consoleErrors,
}) => {
  await page.goto("guide/authentication/");
  const firstStep = page.locator("main ol > li:has(pre)").first();
  await expect(firstStep).toBeVisible();
  await firstStep.evaluate((li) => ((li as unknown as { __server: boolean }).__server = true));
  await hydrated(page);
  await page.waitForLoadState("networkidle");
  const timing = await page.evaluate(() => ({
    mark: performance
      .getEntriesByName("deferred-load", "mark")
      .find((m) => (m as PerformanceMark).detail === "writer-html")?.startTime,
    chunk: performance.getEntriesByType("resource").find((r) => /\/writer-html-[0-9a-f]+\.js$/.test(r.name))?.startTime,
  }));
  expect(timing.mark).toBeDefined();
  expect(timing.chunk).toBeGreaterThanOrEqual(timing.mark ?? Infinity);
  // The same element the server sent, now hydrated: a code block in a step copies.
  expect(await firstStep.evaluate((li) => (li as unknown as { __server?: boolean }).__server)).toBe(true);
  const block = firstStep.locator("pre").first();
  await block.hover();
  await expect(firstStep.getByRole("button", { name: /copy/i }).first()).toBeVisible();
  expect(consoleErrors).toEqual([]);
});
