import { test as base, expect } from "./fixtures";
import type { AddressInfo } from "node:net";
import type { Server } from "node:http";
import { resolve } from "node:path";
import { createStaticServer } from "../scripts/lib/static-server.mjs";

/** The production build served under another base path than the one it was built for. */
const test = base.extend<{ misplaced: (basePath: string) => Promise<string> }>({
  misplaced: async ({}, use) => {
    const servers: Server[] = [];
    await use(async (basePath) => {
      const server = createStaticServer({ root: resolve("public"), basePath });
      servers.push(server);
      await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
      return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    });
    // Keep-alive connections from the browser would hold close() open past the test's timeout.
    await Promise.all(
      servers.map((s) => {
        const closed = new Promise((done) => s.close(done));
        s.closeAllConnections();
        return closed;
      }),
    );
  },
});

const banner = (page: import("@playwright/test").Page) =>
  page.getByRole("alert").filter({ hasText: "Your site did not load properly" });

test.describe("base-URL misconfiguration banner", () => {
  for (const [path, suggested] of [
    ["/", "/"],
    ["/guide/authentication/", "/"],
    ["/guide/authentication/index.html", "/"],
    ["/api/payment-gateway/create-order/", "/"],
  ] as const) {
    test(`the build served at / shows the banner on ${path}, suggesting ${suggested}`, async ({ page, misplaced }) => {
      const origin = await misplaced("/");
      await page.goto(origin + path);
      await expect(banner(page)).toBeVisible();
      await expect(banner(page)).toContainText("this build expects /api-docs-v2/");
      await expect(banner(page).getByText("We suggest trying base URL")).toBeVisible();
      await expect(banner(page).locator("code").last()).toHaveText(suggested);
      // The banner comes first, above the (unstyled by any bundle) page.
      expect(await page.evaluate(() => document.body.firstElementChild?.id)).toBe("base-url-issue-banner");
    });
  }

  test("served under /docs/, the suggestion is /docs/", async ({ page, misplaced }) => {
    const origin = await misplaced("/docs/");
    await page.goto(`${origin}/docs/guide/scenario-testing/`);
    await expect(banner(page)).toBeVisible();
    await expect(banner(page).locator("code").last()).toHaveText("/docs/");
  });

  test("served at the base path it was built for, there is no banner", async ({ page }) => {
    await page.goto("guide/authentication/");
    await page.waitForLoadState("load");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Authentication");
    await expect(page.getByText("Your site did not load properly")).toHaveCount(0);
  });
});
