import type { Page } from "@playwright/test";
import { defaultChatConfig, expect, hydrated, test } from "./fixtures";
import { axe } from "./axe";
import { askAi, loadsInFlight, panel, questionBox, settle } from "./chat-helpers";

/**
 * Ask AI's panel: its code loaded on first use, mouse and keyboard, the FAQ, a failed load,
 * the body scroll lock around the 996 px breakpoint, and typed questions answered from the docs
 * or an assistant endpoint. The configuration is answered per test with `page.route` or by
 * fixtures.ts's default.
 */

test.describe("the chat panel", () => {
  test("loads its code only when the reader reaches for it", async ({ page }) => {
    const scripts: string[] = [];
    page.on("request", (r) => {
      if (r.resourceType() === "script") scripts.push(new URL(r.url()).pathname);
    });
    await page.goto("guide/authentication/");
    await hydrated(page);
    await expect(askAi(page)).toBeVisible();
    expect(scripts.filter((s) => s.includes("chat-panel"))).toEqual([]);
    const html = await (await page.request.get("guide/authentication/")).text();
    expect(html).not.toMatch(/<(script|link)\b[^>]*chat-panel/);
    await askAi(page).hover();
    await expect.poll(() => scripts.filter((s) => s.includes("chat-panel")).length).toBe(1);
  });

  test("opens and closes with the mouse: toggle, close button, focus back to Ask AI", async ({
    page,
    consoleErrors,
  }) => {
    await page.goto("guide/authentication/");
    await askAi(page).click();
    await expect(panel(page)).toBeVisible();
    await expect(askAi(page)).toHaveAttribute("aria-expanded", "true");
    await expect(questionBox(page)).toBeFocused();
    await askAi(page).click();
    await expect(panel(page)).toHaveCount(0);
    await askAi(page).click();
    await page.getByRole("button", { name: "Close the assistant" }).click();
    await expect(panel(page)).toHaveCount(0);
    await expect(askAi(page)).toBeFocused();
    expect(consoleErrors).toEqual([]);
  });

  test("works from the keyboard: Enter opens with focus inside, Escape closes and focus returns", async ({ page }) => {
    await page.goto("guide/authentication/");
    await hydrated(page);
    await askAi(page).focus();
    await page.keyboard.press("Enter");
    await expect(panel(page)).toBeVisible();
    await expect(questionBox(page)).toBeFocused();
    // The FAQ opens from the keyboard too.
    await page.keyboard.press("Shift+Tab");
    const lastQuestion = panel(page).locator("summary").last();
    await expect(lastQuestion).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(panel(page).getByText("SHA256withRSA")).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(panel(page)).toHaveCount(0);
    await expect(askAi(page)).toBeFocused();
    await expect(askAi(page)).toHaveAttribute("aria-expanded", "false");
    await page.keyboard.press("Space");
    await expect(panel(page)).toBeVisible();
    await expect(questionBox(page)).toBeFocused();
  });

  test("lists the FAQ; questions expand to their answers", async ({ page }) => {
    await page.goto("guide/authentication/");
    await askAi(page).click();
    const faq = panel(page).getByRole("region", { name: "Frequently asked questions" });
    await expect(faq.locator("summary")).toHaveText(defaultChatConfig.faq.map((f) => f.question));
    await expect(faq.getByText("Register in the merchant dashboard")).toBeHidden();
    await faq.getByText("Where do I get sandbox credentials?").click();
    await expect(faq.getByText("Register in the merchant dashboard")).toBeVisible();
    await faq.getByRole("link", { name: "onboarding" }).click();
    await expect(page).toHaveURL(/\/api-docs-v2\/guide\/getting-started\/getting-started-onboarding\/$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    // An in-app link on a wide screen keeps the panel (and its state) open beside the new page.
    await expect(panel(page)).toBeVisible();
  });

  test("a panel whose code fails to load says so with a retry; the page keeps working", async ({ page }) => {
    let block = true;
    await page.route(/chat-panel-[0-9a-f]+\.js$/, (route) =>
      block ? route.abort("connectionreset") : route.fallback(),
    );
    const pageErrors: string[] = [];
    page.on("pageerror", (e) => pageErrors.push(e.message));
    await page.goto("guide/authentication/");
    await askAi(page).click();
    // The common lazy-load failure message (docs/development.md, "One way to do each thing"), in plain words:
    // not webpack's "Loading chunk 268 failed. (error: http://…)".
    const failed = page.getByRole("alert").filter({ hasText: "Ask AI could not load" });
    await expect(failed).toHaveText(
      "Ask AI could not load (the download failed). Check your connection and try again.",
    );
    await expect(askAi(page)).toBeFocused();
    await expect(panel(page)).toHaveCount(0);
    await expect(page.getByRole("heading", { level: 1, name: "Authentication" })).toBeVisible();
    // The Ask AI button closes the message; opening again loads afresh (and fails again here).
    await askAi(page).click();
    await expect(failed).toHaveCount(0);
    await expect(askAi(page)).toHaveAttribute("aria-expanded", "false");
    await askAi(page).click();
    await expect(failed).toBeVisible();
    block = false;
    await failed.getByRole("button", { name: "try again" }).click();
    await expect(panel(page)).toBeVisible();
    await expect(failed).toHaveCount(0);
    expect(pageErrors).toEqual([]);
  });

  for (const width of [1280, 800]) {
    test(`has no accessibility violations when open at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto("guide/authentication/");
      await askAi(page).click();
      await panel(page).locator("summary").first().click();
      const results = await axe(page, { include: `#${await panel(page).getAttribute("id")}` });
      expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual(
        [],
      );
      const button = await axe(page, { include: 'nav[aria-label="Main"] button[aria-haspopup="dialog"]' });
      expect(button.passes.length).toBeGreaterThan(0);
      expect(button.violations.map((v) => v.id)).toEqual([]);
    });
  }
});

test.describe("body scroll lock", () => {
  const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

  test("at 800 px the open panel locks the page, and closing restores it", async ({ page }) => {
    await page.setViewportSize({ width: 800, height: 700 });
    await page.goto("guide/authentication/");
    await hydrated(page);
    const before = await page.evaluate(() => getComputedStyle(document.body).overflow);
    await askAi(page).click();
    await expect(panel(page)).toBeVisible();
    // The lock is the panel's effect, which can land a frame after the panel shows.
    await expect.poll(() => page.evaluate(() => getComputedStyle(document.body).overflow)).toBe("hidden");
    const start = await scrollY(page);
    await page.mouse.move(400, 400);
    await page.mouse.wheel(0, 1200);
    await settle(page);
    expect(await scrollY(page)).toBe(start);
    // Tab stays inside the full-screen panel.
    for (let i = 0; i < 6; i++) {
      await page.keyboard.press("Tab");
      expect(await panel(page).evaluate((p) => p.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press("Escape");
    await expect(panel(page)).toHaveCount(0);
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe(before);
    await page.mouse.wheel(0, 1200);
    await expect.poll(() => scrollY(page)).toBeGreaterThan(start);
  });

  test("at 1280 px the open panel leaves the page scrollable", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("guide/authentication/");
    await hydrated(page);
    await askAi(page).click();
    await expect(panel(page)).toBeVisible();
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe("hidden");
    const start = await scrollY(page);
    await page.mouse.move(500, 500); // over the article, beside the panel
    await page.mouse.wheel(0, 1200);
    await expect.poll(() => scrollY(page)).toBeGreaterThan(start);
    await expect(panel(page)).toBeVisible();
  });

  test("the lock follows the 996 px breakpoint while the panel stays open", async ({ page }) => {
    await page.setViewportSize({ width: 997, height: 800 });
    await page.goto("guide/authentication/");
    await askAi(page).click();
    await expect(panel(page)).toBeVisible();
    const overflow = () => page.evaluate(() => getComputedStyle(document.body).overflow);
    expect(await overflow()).not.toBe("hidden");
    await page.setViewportSize({ width: 996, height: 800 });
    await expect.poll(overflow).toBe("hidden");
    await page.setViewportSize({ width: 1100, height: 800 });
    await expect.poll(overflow).not.toBe("hidden");
  });
});

test.describe("typed questions", () => {
  test("get docs answers whose links work", async ({ page, consoleErrors }) => {
    await page.goto("guide/authentication/");
    await askAi(page).click();
    await questionBox(page).fill("How do I refund an order?");
    await page.keyboard.press("Enter");
    const answer = panel(page).getByRole("log", { name: "Conversation" }).getByRole("listitem").first();
    await expect(answer.locator("p").first()).toHaveText("You asked: How do I refund an order?");
    await expect(answer.getByText("These sections of the docs answer it best:")).toBeVisible();
    const links = answer.locator("ol a");
    expect(await links.count()).toBeGreaterThan(0);
    const hrefs = await links.evaluateAll((as) => as.map((a) => (a as HTMLAnchorElement).href));
    expect(hrefs.some((h) => /refund/i.test(h))).toBe(true);
    // Every link leads to a built page, and its #section exists there.
    for (const href of hrefs) {
      const url = new URL(href);
      const response = await page.request.get(url.pathname);
      expect(response.status(), href).toBe(200);
      if (url.hash) expect(await response.text(), href).toContain(`id="${decodeURIComponent(url.hash.slice(1))}"`);
    }
    // Following the first one navigates in-app; on a wide screen the panel stays with the conversation.
    const first = new URL(hrefs[0]);
    await links.first().click();
    await expect(page).toHaveURL((u) => u.pathname === first.pathname);
    await expect(panel(page)).toBeVisible();
    await expect(panel(page).getByText("You asked: How do I refund an order?", { exact: true })).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });

  test("with nothing matching, say so and point to the docs", async ({ page }) => {
    await page.goto("guide/authentication/");
    await askAi(page).click();
    await questionBox(page).fill("qwzxvjkq");
    await page.keyboard.press("Enter");
    await expect(panel(page).getByText("Nothing in the docs matches “qwzxvjkq”.")).toBeVisible();
    await expect(panel(page).getByRole("link", { name: "Integration Guides" })).toHaveAttribute(
      "href",
      "/api-docs-v2/",
    );
  });

  test("on a narrow screen, following an answer closes the panel and unlocks the page", async ({ page }) => {
    await page.setViewportSize({ width: 800, height: 700 });
    await page.goto("guide/authentication/");
    await askAi(page).click();
    await questionBox(page).fill("refund order");
    await page.keyboard.press("Enter");
    const link = panel(page).getByRole("log").locator("ol a").first();
    await expect(link).toBeVisible();
    await link.click();
    await expect(panel(page)).toHaveCount(0);
    await expect(page).not.toHaveURL(/\/guide\/authentication\/$/);
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe("hidden");
  });

  test.describe("with an assistant endpoint", () => {
    test.use({ chatConfig: { ...defaultChatConfig, assistant: { url: "/assistant/ask" } } });

    test("the question is POSTed to it and its HTML answer is sanitised", async ({ page, baseURL }) => {
      await page.addInitScript(() => {
        (window as unknown as { __xss: string[] }).__xss = [];
      });
      const posts: { url: string; body: unknown; type: string | undefined }[] = [];
      await page.route("**/assistant/ask", async (route) => {
        const request = route.request();
        posts.push({
          url: request.url(),
          body: request.postDataJSON(),
          type: (await request.allHeaders())["content-type"],
        });
        await route.fulfill({
          json: {
            answer: `<p>Call <a href="/api-docs-v2/api/payment-gateway/refund-order/">Refund Order</a> with the original <code>partnerReferenceNo</code>.</p><img src=x onerror="__xss.push('assistant')"><script>__xss.push('assistant script')</script>`,
          },
        });
      });
      await page.goto("guide/authentication/");
      await askAi(page).click();
      await questionBox(page).fill("How do I refund?");
      const loads = loadsInFlight(page);
      await page.keyboard.press("Enter");
      const log = panel(page).getByRole("log", { name: "Conversation" });
      await expect(log.getByText("with the original")).toBeVisible();
      expect(posts).toEqual([
        {
          url: `${new URL(baseURL ?? "").origin}/assistant/ask`,
          body: { question: "How do I refund?", page: "/api-docs-v2/guide/authentication/" },
          type: "application/json",
        },
      ]);
      expect(await log.innerHTML()).not.toMatch(/<img|<script|onerror/i);
      // Whatever the answer made the page load has loaded or failed, and its handlers ran.
      await expect.poll(loads).toBe(0);
      await settle(page);
      expect(await page.evaluate(() => (window as unknown as { __xss: string[] }).__xss)).toEqual([]);
      await log.locator("p", { hasText: "with the original" }).getByRole("link", { name: "Refund Order" }).click();
      await expect(page).toHaveURL(/\/api-docs-v2\/api\/payment-gateway\/refund-order\/$/);
      await expect(panel(page)).toBeVisible();
    });

    test("when it fails, the answer comes from the docs", async ({ page }) => {
      await page.route("**/assistant/ask", (route) => route.fulfill({ status: 503, body: "unavailable" }));
      await page.goto("guide/authentication/");
      await askAi(page).click();
      await questionBox(page).fill("refund order");
      await page.keyboard.press("Enter");
      const log = panel(page).getByRole("log", { name: "Conversation" });
      await expect(
        log.getByText("The assistant is not available right now, so this answer comes from the docs."),
      ).toBeVisible();
      await expect(log.locator("ol a").first()).toBeVisible();
    });
  });
});
