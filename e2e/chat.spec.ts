import type { ConsoleMessage, Page, Request, Route } from "@playwright/test";
import { defaultChatConfig, expect, hydrated, isChatConfigUrl, test } from "./fixtures";
import { axe } from "./axe";

/**
 * Ask AI: the chat configuration call (one that fails, is malformed or never answers hides the
 * button and leaves the page whole), the navbar button, the panel, FAQ answers and assistant
 * answers through the sanitiser, scroll lock, keyboard use and answers from the docs. The configuration is answered
 * per test with `page.route` (it takes precedence over the default answer in fixtures.ts).
 */

const askAi = (page: Page) => page.getByRole("button", { name: "Ask AI", exact: true });
const panel = (page: Page) => page.getByRole("dialog", { name: "Ask AI" });
const questionBox = (page: Page) => page.getByRole("textbox", { name: "Ask a question about the docs" });

/** The number of the page's requests, from now on, that are still loading (finished and failed ones end). */
function loadsInFlight(page: Page): () => number {
  const pending = new Set<Request>();
  page.on("request", (r) => pending.add(r));
  page.on("requestfinished", (r) => pending.delete(r));
  page.on("requestfailed", (r) => pending.delete(r));
  return () => pending.size;
}

/** Lets a settled fetch reach the screen: two frames and a task after the response. */
async function settle(page: Page): Promise<void> {
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 100)))),
  );
}

function collectWarnings(page: Page): string[] {
  const warnings: string[] = [];
  page.on("console", (m: ConsoleMessage) => {
    if (m.type() === "warning") warnings.push(m.text());
  });
  return warnings;
}

const hiddenWarning = (m: ConsoleMessage) => m.type() === "warning" && m.text().startsWith("Ask AI is hidden:");

test.describe("the chat configuration decides whether Ask AI shows", () => {
  test("show: true shows the Ask AI button, and the page has no errors", async ({ page, consoleErrors }) => {
    const warnings = collectWarnings(page);
    await page.goto("guide/authentication/");
    await expect(askAi(page)).toBeVisible();
    await expect(askAi(page)).toHaveAttribute("aria-expanded", "false");
    expect(warnings.filter((w) => w.includes("Ask AI"))).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });

  test("show: false shows no button and logs nothing", async ({ page, consoleErrors }) => {
    const warnings = collectWarnings(page);
    await page.route(isChatConfigUrl, (route) => route.fulfill({ json: { show: false, faq: defaultChatConfig.faq } }));
    const response = page.waitForResponse((r) => isChatConfigUrl(new URL(r.url())));
    await page.goto("guide/authentication/");
    await response;
    await hydrated(page);
    await settle(page);
    await expect(askAi(page)).toHaveCount(0);
    await expect(page.getByRole("heading", { level: 1, name: "Authentication" })).toBeVisible();
    expect(warnings.filter((w) => w.includes("Ask AI"))).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });

  const failures: { name: string; answer: (route: Route) => Promise<void>; reason: RegExp }[] = [
    {
      name: "a 404",
      answer: (r) => r.fulfill({ status: 404, contentType: "text/plain", body: "Not found" }),
      reason: /HTTP status 404/,
    },
    {
      name: "a 500",
      answer: (r) => r.fulfill({ status: 500, json: { show: true, faq: [] } }),
      reason: /HTTP status 500/,
    },
    {
      name: "invalid JSON",
      answer: (r) => r.fulfill({ contentType: "application/json", body: '{"show": true, "faq": [' }),
      reason: /not valid JSON/,
    },
    {
      name: "a wrong shape",
      answer: (r) => r.fulfill({ json: { show: "true", faq: [] } }),
      reason: /`show` must be true or false/,
    },
    { name: "a network error", answer: (r) => r.abort("connectionrefused"), reason: /network error/ },
  ];
  for (const { name, answer, reason } of failures) {
    test(`${name} hides the button with one warning, and the page works`, async ({ page }) => {
      const pageErrors: string[] = [];
      page.on("pageerror", (e) => pageErrors.push(e.message));
      const warnings = collectWarnings(page);
      await page.route(isChatConfigUrl, answer);
      const warned = page.waitForEvent("console", hiddenWarning);
      await page.goto("guide/authentication/");
      expect((await warned).text()).toMatch(reason);
      await settle(page);
      await expect(askAi(page)).toHaveCount(0);
      expect(warnings.filter((w) => w.startsWith("Ask AI"))).toHaveLength(1);
      // The page is whole: content, navigation and in-app links work.
      await expect(page.getByRole("heading", { level: 1, name: "Authentication" })).toBeVisible();
      await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "API List" }).click();
      await expect(page).toHaveURL(/\/api-docs-v2\/api\/$/);
      expect(pageErrors).toEqual([]);
    });
  }

  test("a configuration that never answers hides the button after the timeout", async ({ page }) => {
    const pageErrors: string[] = [];
    page.on("pageerror", (e) => pageErrors.push(e.message));
    await page.route(isChatConfigUrl, () => undefined); // never fulfilled
    const started = Date.now();
    const warned = page.waitForEvent("console", { predicate: hiddenWarning, timeout: 15_000 });
    await page.goto("guide/authentication/");
    expect((await warned).text()).toMatch(/no answer within 5000 ms/);
    expect(Date.now() - started).toBeGreaterThanOrEqual(5000);
    await settle(page);
    await expect(askAi(page)).toHaveCount(0);
    await expect(page.getByRole("heading", { level: 1, name: "Authentication" })).toBeVisible();
    expect(pageErrors).toEqual([]);
    await page.unrouteAll({ behavior: "ignoreErrors" });
  });
});

test.describe("the chat configuration call", () => {
  test("GETs /chat-config/test/config.json at the site's origin with a fresh 10-character string per load and same-origin cookies", async ({
    page,
    context,
    baseURL,
  }) => {
    const origin = new URL(baseURL ?? "").origin;
    await context.addCookies([{ name: "session", value: "s3cret", url: origin }]);
    const seen: { url: URL; method: string; cookie: string | undefined; body: string | null }[] = [];
    await page.route(isChatConfigUrl, async (route) => {
      const request = route.request();
      seen.push({
        url: new URL(request.url()),
        method: request.method(),
        cookie: (await request.allHeaders()).cookie,
        body: request.postData(),
      });
      await route.fulfill({ json: defaultChatConfig });
    });
    await page.goto("guide/authentication/");
    await expect(askAi(page)).toBeVisible();
    await page.reload();
    await expect(askAi(page)).toBeVisible();
    // In-app navigation keeps the answer of this page load: no new call.
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "API List" }).click();
    await expect(page).toHaveURL(/\/api-docs-v2\/api\/$/);
    await expect(askAi(page)).toBeVisible();
    await hydrated(page);
    expect(seen).toHaveLength(2);
    await page.goto("guide/scenario-testing/");
    await expect(askAi(page)).toBeVisible();
    await hydrated(page);

    expect(seen).toHaveLength(3);
    for (const { url, method, cookie, body } of seen) {
      expect(url.origin).toBe(origin);
      expect(url.pathname).toBe("/chat-config/test/config.json");
      expect(url.search).toMatch(/^\?[A-Za-z0-9]{10}$/);
      expect(method).toBe("GET");
      expect(body).toBeNull();
      expect(cookie).toContain("session=s3cret");
    }
    expect(new Set(seen.map((s) => s.url.search)).size).toBe(3);
  });

  test("uses the prod segment when the page is on the merchant dashboard host", async ({ page, baseURL }) => {
    const local = new URL(baseURL ?? "");
    // Serve the built site as if it were published on the dashboard host.
    await page.route("http://merchant.saku.example/**", async (route) => {
      const url = new URL(route.request().url());
      url.protocol = local.protocol;
      url.host = local.host;
      await route.fulfill({ response: await route.fetch({ url: url.href }) });
    });
    const seen: URL[] = [];
    await page.route(isChatConfigUrl, (route) => {
      seen.push(new URL(route.request().url()));
      return route.fulfill({ json: defaultChatConfig });
    });
    await page.goto("http://merchant.saku.example/api-docs-v2/guide/authentication/");
    await expect(askAi(page)).toBeVisible();
    expect(seen.map((u) => `${u.origin}${u.pathname}`)).toEqual([
      "http://merchant.saku.example/chat-config/prod/config.json",
    ]);
    expect(seen[0].search).toMatch(/^\?[A-Za-z0-9]{10}$/);
  });
});

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

test.describe("hostile FAQ answers", () => {
  // The tripwire must measure the sanitiser alone, not a Content-Security-Policy.
  test.use({ bypassCSP: true });

  const payloads = [
    `<p>Plain answer kept.</p><img src=x onerror="__xss.push('img onerror')">`,
    `<script>__xss.push('script')</script><p>After script.</p>`,
    `<svg onload="__xss.push('svg onload')"><circle r=5 /></svg>`,
    `<svg><script>__xss.push('svg script')</script></svg>`,
    `<a href="javascript:__xss.push('javascript href')">javascript link</a>`,
    `<a href="&#106;avascript:__xss.push('entity href')">entity link</a>`,
    `<a href="java\tscript:__xss.push('tab href')">tab link</a>`,
    `<a href="data:text/html,<script>parent.__xss.push('data href')</script>">data link</a>`,
    `<iframe srcdoc="<script>parent.__xss.push('srcdoc')</script>"></iframe>`,
    `<details open ontoggle="__xss.push('ontoggle')"><summary>d</summary></details>`,
    `<math><mtext><table><mglyph><style><img src=x onerror="__xss.push('mxss')"></style></mglyph></table></mtext></math>`,
    `<noscript><p title="</noscript><img src=x onerror=__xss.push('noscript')>"></p></noscript>`,
    `<p style="background:url(javascript:__xss.push('css'))" onmouseover="__xss.push('mouseover')">hover here</p>`,
    `<form><button formaction="javascript:__xss.push('formaction')">form button</button></form>`,
    `<input autofocus onfocus="__xss.push('autofocus')">`,
    `<p title="x" onclick="__xss.push('onclick')">click here</p>`,
    `<xmp><img src=x onerror="__xss.push('xmp')"></xmp><textarea><img src=x onerror="__xss.push('textarea')"></textarea>`,
    `<object data="javascript:__xss.push('object')"></object><embed src="javascript:__xss.push('embed')">`,
    `<a href="//evil.example/">protocol-relative link</a> <a href="https://example.com/ok">external link</a>`,
    `<scr<script>ipt>__xss.push('split')</scr</script>ipt><img src=x onerror=alert(1)>`,
  ];

  test("render without running any script (page-level tripwire)", async ({ page }) => {
    const dialogs: string[] = [];
    page.on("dialog", async (d) => {
      dialogs.push(`${d.type()}: ${d.message()}`);
      await d.dismiss();
    });
    await page.addInitScript(() => {
      const w = window as unknown as { __xss: string[] };
      w.__xss = [];
      window.alert = (m?: unknown) => void w.__xss.push(`alert ${String(m)}`);
    });
    await page.route(isChatConfigUrl, (route) =>
      route.fulfill({
        json: { show: true, faq: payloads.map((answer, i) => ({ question: `Hostile answer ${i + 1}`, answer })) },
      }),
    );
    await page.goto("guide/authentication/");
    await askAi(page).click();
    const dialog = panel(page);
    await expect(dialog).toBeVisible();
    // Expand every answer, hover and click everything inside.
    const summaries = dialog.locator("summary");
    await expect(summaries).toHaveCount(payloads.length);
    for (const summary of await summaries.all()) await summary.click();
    // Hover and click everything a reader could, except links that leave the site.
    const loads = loadsInFlight(page);
    const targets = dialog.locator("details > div").locator('a:not([href^="http"]), p, button, span, div');
    for (const el of await targets.all()) {
      if (!(await el.isVisible())) continue;
      await el.hover();
      await el.click();
    }
    await expect(page).toHaveURL(/\/guide\/authentication\/$/);
    // Whatever those answers made the page load (an image, a frame) has loaded or failed, and its handlers ran.
    await expect.poll(loads).toBe(0);
    await settle(page);

    expect(await page.evaluate(() => (window as unknown as { __xss: string[] }).__xss)).toEqual([]);
    expect(dialogs).toEqual([]);
    // Nothing executable reached the DOM; harmless text survived.
    const html = (
      await panel(page)
        .locator("details > div")
        .evaluateAll((answers) => answers.map((a) => a.innerHTML))
    ).join("\n");
    expect(html).not.toMatch(/<(script|img|svg|math|iframe|object|embed|form|input|style|textarea|xmp|noscript)\b/i);
    expect(html).not.toMatch(/\son[a-z]+=|javascript:|data:text|srcdoc|formaction|\sstyle=/i);
    await expect(panel(page).getByText("Plain answer kept.")).toBeAttached();
    await expect(panel(page).getByRole("link", { name: "external link" })).toHaveAttribute(
      "rel",
      "noopener noreferrer",
    );
    expect(await panel(page).getByText("protocol-relative link").getAttribute("href")).toBeNull();

    // The tripwire itself works on this page: unsanitised HTML would have tripped it.
    await page.evaluate(() => {
      const probe = document.createElement("div");
      probe.innerHTML = `<img src="data:," onerror="__xss.push('control')">`;
      document.body.append(probe);
    });
    await expect.poll(() => page.evaluate(() => (window as unknown as { __xss: string[] }).__xss)).toEqual(["control"]);
  });
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
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe("hidden");
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
