import { readdirSync, readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { test, expect, hydrated, isChatConfigUrl } from "./fixtures";
import { analyticsApiHost, analyticsToken, type AnalyticsCollector, type ReceivedEvent } from "./analytics-collector";

/**
 * Page Open on every route, sent by the real mixpanel-browser to the
 * local collector (e2e/analytics-collector.ts) of the test build (e2e/build-env.json).
 */

const packageVersion = (JSON.parse(readFileSync("package.json", "utf8")) as { version: string }).version;
const INSERT_ID = /^[0-9a-f]{32}$/;
const QUEUE_KEY = "mixpanelPendingEvents";

test.beforeAll(() => {
  const built = readdirSync("public").some(
    (f) => f.endsWith(".js") && readFileSync(`public/${f}`, "utf8").includes(analyticsToken),
  );
  if (!built)
    throw new Error(
      "This build has analytics off. The browser tests need the variables of e2e/build-env.json at build time: run `npm test`.",
    );
});

const pathnames = (events: ReceivedEvent[]) => events.map((e) => e.properties.Pathname);
const insertIds = (events: ReceivedEvent[]) => events.map((e) => e.properties.$insert_id as string);

/** The queued events in localStorage (what will be replayed), or [] when the key is absent. */
async function queued(page: Page): Promise<Array<{ event: string; properties: Record<string, unknown> }>> {
  return page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? "[]"), QUEUE_KEY);
}

/**
 * Waits until `count` Page Open events have arrived and the queue is empty. Every send comes from
 * the queue, so once it is empty nothing more can arrive: the count is final, not a snapshot.
 */
async function delivered(page: Page, collector: AnalyticsCollector, count: number): Promise<ReceivedEvent[]> {
  await expect.poll(() => collector.named().length, { timeout: 15_000 }).toBe(count);
  await expect.poll(() => page.evaluate((key) => localStorage.getItem(key), QUEUE_KEY)).toBeNull();
  expect(collector.named()).toHaveLength(count);
  return collector.named();
}

const sidebarLink = (page: Page, route: string) =>
  page.getByRole("navigation", { name: "Integration Guides sidebar" }).locator(`a[href="/api-docs-v2${route}"]`);

/** Navigates inside the single-page app (no reload) by clicking a sidebar link. */
async function clientNavigate(page: Page, route: string): Promise<void> {
  await page.evaluate(() => ((window as unknown as { __samePage: boolean }).__samePage = true));
  await sidebarLink(page, route).click();
  await expect(page).toHaveURL(new RegExp(`/api-docs-v2${route}$`));
  expect(await page.evaluate(() => (window as unknown as { __samePage?: boolean }).__samePage)).toBe(true);
}

test.describe("analytics: Page Open", () => {
  test("one event per navigation, with every event field correct", async ({ page, collector, consoleErrors }) => {
    await page.addInitScript(() => {
      localStorage.setItem("user_id", "u-42");
      localStorage.setItem("merchant_id", "M-1001");
      localStorage.setItem("merchant_name", "Toko Maju");
    });
    const before = Date.now() / 1000;
    await page.goto("guide/authentication/");
    await hydrated(page);
    const [first] = await delivered(page, collector, 1);
    expect(first.event).toBe("Page Open");
    expect(first.format).toBe("base64");
    expect(first.endpoint).toBe("/track/");
    expect(first.properties).toMatchObject({
      "Package Version": packageVersion,
      "Package Module": "api-docs-v2",
      "Package Source": "Online",
      "Merchant Id": "M-1001",
      "Merchant Name": "Toko Maju",
      Source: "",
      "Page Source": "",
      Pathname: "/api-docs-v2/guide/authentication/",
      token: analyticsToken,
      distinct_id: "u-42",
      $user_id: "u-42",
      $current_url: page.url(),
    });
    expect(first.properties.$insert_id).toMatch(INSERT_ID);
    expect(first.properties.time).toBeGreaterThanOrEqual(before);
    expect(first.properties.time).toBeLessThanOrEqual(Date.now() / 1000);

    // A jump within the page (table of contents) is not a page open.
    const tocLink = page.getByRole("navigation", { name: "On this page" }).getByRole("link").first();
    await tocLink.click();
    await expect(page).toHaveURL(/#.+$/);

    await clientNavigate(page, "/guide/scenario-testing/");
    await expect(page).toHaveTitle(/Scenario/i);
    await delivered(page, collector, 2);

    await page.goBack();
    await expect(page).toHaveURL(/\/guide\/authentication\/#.+$/);
    const events = await delivered(page, collector, 3);
    expect(pathnames(events)).toEqual([
      "/api-docs-v2/guide/authentication/",
      "/api-docs-v2/guide/scenario-testing/",
      "/api-docs-v2/guide/authentication/",
    ]);
    expect(new Set(insertIds(events)).size).toBe(3);
    const times = events.map((e) => e.properties.time as number);
    expect([...times].sort((a, b) => a - b)).toEqual(times);
    expect(await page.evaluate(() => sessionStorage.getItem("MP_ANON"))).toBeNull();
    expect(collector.attempts.every((a) => a === "POST /track/")).toBe(true);
    expect(collector.errors).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });

  test("an anonymous reader gets MP_ANON and anonymous events", async ({ page, collector, consoleErrors }) => {
    await page.goto("api/");
    await hydrated(page);
    const [event] = await delivered(page, collector, 1);
    expect(await page.evaluate(() => sessionStorage.getItem("MP_ANON"))).toBe("true");
    expect(event.properties).toMatchObject({ "Merchant Id": "", "Merchant Name": "", Pathname: "/api-docs-v2/api/" });
    expect(event.properties).not.toHaveProperty("$user_id");
    expect(String(event.properties.distinct_id)).toMatch(/^\$device:/);
    expect(consoleErrors).toEqual([]);
  });

  test("page source is attributed only for a known source and landing path", async ({ page, collector }) => {
    const cases = [
      ["?source=Website&pageSource=/business", "Website", "/business"],
      ["api/?source=Website&pageSource=/business/payment-gateway", "Website", "/business/payment-gateway"],
      ["api/?source=Website&pageSource=/pricing", "", ""],
      ["api/?source=Newsletter&pageSource=/business/disbursement", "", ""],
      ["api/?source=Website", "", ""],
    ] as const;
    for (const [i, [path]] of cases.entries()) {
      await page.goto(path);
      await hydrated(page);
      await delivered(page, collector, i + 1);
    }
    expect(collector.named().map((e) => [e.properties.Source, e.properties["Page Source"]])).toEqual(
      cases.map(([, s, p]) => [s, p]),
    );
  });
});

test.describe("analytics: nothing lost, nothing doubled", () => {
  test("events raised while the service is unreachable arrive once, in order, after it recovers — across a reload", async ({
    page,
    collector,
    consoleErrors,
  }) => {
    collector.state = "unreachable"; // connection refused while the browser says it is online
    await page.goto("guide/authentication/");
    await hydrated(page);
    await expect.poll(() => collector.attempts.length).toBeGreaterThan(0);
    await clientNavigate(page, "/guide/scenario-testing/");
    await expect.poll(async () => (await queued(page)).length).toBe(2);

    await page.reload();
    await hydrated(page);
    await expect.poll(async () => (await queued(page)).length).toBe(3);
    const raised = await queued(page);
    expect(collector.events).toEqual([]);

    collector.state = "up"; // recovery: the queue's own retry delivers, nothing else happens on the page
    const events = await delivered(page, collector, 3);
    expect(insertIds(events)).toEqual(raised.map((e) => e.properties.$insert_id));
    expect(events.map((e) => e.properties.time)).toEqual(raised.map((e) => e.properties.time));
    expect(pathnames(events)).toEqual([
      "/api-docs-v2/guide/authentication/",
      "/api-docs-v2/guide/scenario-testing/",
      "/api-docs-v2/guide/scenario-testing/",
    ]);
    // Nothing else is pending anywhere: a later navigation sends exactly one more event.
    await clientNavigate(page, "/guide/authentication/");
    const after = await delivered(page, collector, 4);
    expect(new Set(insertIds(after)).size).toBe(4);
    expect(consoleErrors.filter((e) => !e.includes("net::ERR_CONNECTION_REFUSED"))).toEqual([]);
  });

  test("events raised before the library starts are replayed once it does — across a reload; a failed start is only a console warning", async ({
    page,
    collector,
    consoleErrors,
  }) => {
    const warnings: string[] = [];
    page.on("console", (m) => {
      if (m.type() === "warning") warnings.push(m.text());
    });
    await page.route("**/analytics-sdk-*.js", (route) => route.abort("blockedbyclient")); // e.g. an ad blocker
    await page.goto("guide/authentication/");
    await hydrated(page);
    await expect.poll(() => warnings.some((w) => w.includes("Analytics could not start"))).toBe(true);
    await clientNavigate(page, "/guide/scenario-testing/");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect.poll(async () => (await queued(page)).length).toBe(2);
    expect(collector.attempts).toEqual([]);

    await page.unroute("**/analytics-sdk-*.js");
    await page.reload();
    await hydrated(page);
    const events = await delivered(page, collector, 3);
    expect(pathnames(events)).toEqual([
      "/api-docs-v2/guide/authentication/",
      "/api-docs-v2/guide/scenario-testing/",
      "/api-docs-v2/guide/scenario-testing/",
    ]);
    expect(new Set(insertIds(events)).size).toBe(3);
    expect(consoleErrors.filter((e) => !/analytics-sdk|ERR_BLOCKED_BY_CLIENT/.test(e))).toEqual([]);
  });

  test("the library loads only after the page has loaded, and never on the first-load path", async ({
    page,
    collector,
  }) => {
    await page.goto("guide/authentication/");
    await hydrated(page);
    await delivered(page, collector, 1);
    const timing = await page.evaluate(() => {
      const nav = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming;
      const sdk = performance.getEntriesByType("resource").filter((r) => r.name.includes("/analytics-sdk-"));
      // The writer's parts mark their own idle-time load too (detail "writer-parts").
      const marks = performance
        .getEntriesByName("deferred-load", "mark")
        .filter((m) => (m as PerformanceMark).detail === "analytics");
      return {
        loadEnd: nav.loadEventEnd,
        sdkStarts: sdk.map((r) => r.startTime),
        marks: marks.map((m) => m.startTime),
      };
    });
    expect(timing.sdkStarts).toHaveLength(1);
    expect(timing.sdkStarts[0]).toBeGreaterThanOrEqual(timing.loadEnd);
    // The mark that tells the byte budget (e2e/budget.spec.ts) this load is deferred comes first.
    expect(timing.marks).toHaveLength(1);
    expect(timing.marks[0]).toBeGreaterThanOrEqual(timing.loadEnd);
    expect(timing.marks[0]).toBeLessThanOrEqual(timing.sdkStarts[0]);
  });
});

test.describe("analytics: storage and configuration failures", () => {
  test("storage that throws does not break the page, and Page Open is still delivered", async ({ page, collector }) => {
    await page.addInitScript(() => {
      for (const name of ["localStorage", "sessionStorage"] as const) {
        Object.defineProperty(window, name, {
          configurable: true,
          get() {
            throw new DOMException("The operation is insecure.", "SecurityError");
          },
        });
      }
    });
    const pageErrors: string[] = [];
    page.on("pageerror", (e) => pageErrors.push(e.message));
    await page.goto("guide/authentication/");
    await hydrated(page);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect.poll(() => collector.named().length, { timeout: 15_000 }).toBe(1);
    await clientNavigate(page, "/guide/scenario-testing/");
    await expect.poll(() => collector.named().length, { timeout: 15_000 }).toBe(2);
    expect(pathnames(collector.named())).toEqual([
      "/api-docs-v2/guide/authentication/",
      "/api-docs-v2/guide/scenario-testing/",
    ]);
    expect(pageErrors).toEqual([]);
  });

  test("full storage (quota exceeded) keeps events in memory and still delivers them", async ({
    page,
    collector,
    consoleErrors,
  }) => {
    await page.addInitScript(() => {
      Storage.prototype.setItem = function setItem() {
        throw new DOMException("Quota exceeded", "QuotaExceededError");
      };
    });
    await page.goto("guide/authentication/");
    await hydrated(page);
    await expect.poll(() => collector.named().length, { timeout: 15_000 }).toBe(1);
    await clientNavigate(page, "/guide/scenario-testing/");
    await expect.poll(() => collector.named().length, { timeout: 15_000 }).toBe(2);
    expect(new Set(insertIds(collector.named())).size).toBe(2);
    expect(consoleErrors).toEqual([]);
  });

  test("a corrupt queue in storage is read as empty and replaced", async ({ page, collector, consoleErrors }) => {
    await page.goto("api/");
    await hydrated(page);
    await delivered(page, collector, 1);
    await page.evaluate(
      (key) => localStorage.setItem(key, '[{"event":"Page Open","properties":{"$insert_id":'),
      QUEUE_KEY,
    );
    await page.reload();
    await hydrated(page);
    await delivered(page, collector, 2);
    expect(collector.named()[1].properties.Pathname).toBe("/api-docs-v2/api/");
    expect(consoleErrors).toEqual([]);
  });

  test("on the dashboard host, which has no token in this build, analytics is off: nothing queued, nothing sent", async ({
    page,
    collector,
    baseURL,
    consoleErrors,
  }) => {
    // Serve the site as the merchant dashboard host (site config dashboardHost) by proxying it.
    const local = new URL(baseURL ?? "");
    await page.route("http://merchant.saku.example/**", async (route) => {
      const url = new URL(route.request().url());
      // The chat configuration is answered by the fixture's route, whatever the host.
      if (isChatConfigUrl(url)) return route.fallback();
      url.protocol = local.protocol;
      url.host = local.host;
      await route.fulfill({ response: await route.fetch({ url: url.toString() }) });
    });
    const requested: string[] = [];
    page.on("request", (r) => requested.push(r.url()));
    await page.goto("http://merchant.saku.example/api-docs-v2/guide/authentication/");
    await hydrated(page);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await clientNavigate(page, "/guide/scenario-testing/");
    // The library would start within the 3 s idle deadline after load; give it that and more.
    await page.waitForTimeout(4000);
    expect(collector.attempts).toEqual([]);
    expect(requested.filter((u) => u.startsWith(analyticsApiHost) || u.includes("/analytics-sdk-"))).toEqual([]);
    expect(
      await page.evaluate((key) => [localStorage.getItem(key), sessionStorage.getItem("MP_ANON")], QUEUE_KEY),
    ).toEqual([null, null]);
    expect(consoleErrors).toEqual([]);
    // Requests the proxy is still fetching end with the page: not this test's failure.
    await page.unrouteAll({ behavior: "ignoreErrors" });
  });
});
