import { test, expect, hydrated } from "./fixtures";

test("offline after load: the visited page stays usable and a link says why it did not open", async ({
  page,
  context,
}) => {
  // After load means after the page's idle loads too: the writer's parts (tabs, code blocks) and
  // the route transitions come then, so that a reader who goes offline keeps them working.
  const idleLoads = [/\/writer-parts-[0-9a-f]+\.js$/, /\/route-transitions-[0-9a-f]+\.js$/].map((url) =>
    page.waitForResponse(url),
  );
  await page.goto("guide/authentication/");
  await hydrated(page);
  await Promise.all(idleLoads);
  await context.setOffline(true);
  const sidebar = page.getByRole("navigation", { name: "Integration Guides sidebar" });
  await sidebar.locator('a[href$="/guide/scenario-testing/"]').click();
  await expect(page.getByRole("alert")).toContainText("You are offline");
  await expect(page).toHaveURL(/\/guide\/authentication\/$/);
  await expect(page.getByRole("heading", { level: 1, name: "Authentication" })).toBeVisible();
  // The page still works: tabs switch, the TOC links scroll.
  await page.getByRole("tab", { name: "Python", exact: true }).first().click();
  await expect(page.getByRole("tab", { name: "Python", exact: true }).first()).toHaveAttribute("aria-selected", "true");
  await context.setOffline(false);
  await page.evaluate(() => window.dispatchEvent(new Event("online")));
  await expect(page.getByRole("alert")).toHaveCount(0);
  await sidebar.locator('a[href$="/guide/scenario-testing/"]').click();
  await expect(page).toHaveURL(/\/guide\/scenario-testing\/$/);
});

// An opaque-origin sandbox denies storage (and cross-origin data fetches, so the page stays as
// the server rendered it): the reader still gets the whole page.
test("a sandboxed iframe with storage denied still renders the page", async ({ page, baseURL }) => {
  await page.goto("robots.txt");
  await page.evaluate((src) => {
    const frame = document.createElement("iframe");
    frame.setAttribute("sandbox", "allow-scripts");
    frame.src = src;
    frame.style.width = "1200px";
    frame.style.height = "800px";
    document.body.appendChild(frame);
  }, `${baseURL}guide/authentication/`);
  const frame = page.frameLocator("iframe");
  await expect(frame.getByRole("heading", { level: 1, name: "Authentication" })).toBeVisible();
  await expect(frame.getByRole("navigation", { name: "Integration Guides sidebar" })).toBeVisible();
  await expect(frame.locator("main pre").first()).toBeVisible();
  expect(await frame.locator("main").innerText()).toContain("X-SIGNATURE");
});

for (const storage of ["available", "blocked"] as const) {
  test(`a new deployment while the site is open causes one full load, never a loop (storage ${storage})`, async ({
    page,
  }) => {
    if (storage === "blocked") {
      await page.addInitScript(() => {
        for (const name of ["localStorage", "sessionStorage"] as const) {
          Object.defineProperty(window, name, {
            get() {
              throw new DOMException("denied", "SecurityError");
            },
          });
        }
      });
    }
    await page.goto("guide/authentication/");
    await hydrated(page);
    // From now on the server answers as a new build would: another compilation hash.
    await page.route(/\/(app-data|page-data\/.*\/page-data)\.json$/, async (route) => {
      const response = await route.fetch();
      const body = (await response.text()).replace(
        /"webpackCompilationHash":"[0-9a-f]+"/,
        '"webpackCompilationHash":"0123456789abcdef0123"',
      );
      await route.fulfill({ response, body });
    });
    // The full load that follows fetches the new build as a whole (consistent data again).
    const documents: string[] = [];
    page.on("request", (r) => {
      if (r.resourceType() === "document" && r.frame() === page.mainFrame()) {
        documents.push(new URL(r.url()).pathname);
        void page.unrouteAll({ behavior: "ignoreErrors" });
      }
    });
    await page
      .getByRole("navigation", { name: "Integration Guides sidebar" })
      .locator('a[href$="/guide/scenario-testing/"]')
      .click();
    await expect(page).toHaveURL(/\/guide\/scenario-testing\/$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await page.waitForTimeout(3000);
    expect(documents.length).toBeLessThanOrEqual(1);
    expect(documents.every((d) => d.endsWith("/guide/scenario-testing/"))).toBe(true);
  });
}
