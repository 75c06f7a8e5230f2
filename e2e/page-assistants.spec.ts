import { test, expect, hydrated, wcagTags } from "./fixtures";
import { axe } from "./axe";

// The page menu's assistant links. "Open in ChatGPT" and "Open in Claude" start a chat
// whose prompt points at the page's absolute Markdown URL; "Connect MCP" leads to the MCP guide's
// setup section. Plain links: they add no script to the page.

const site = "https://docs.saku.example/api-docs-v2";
const prompt = (md: string) => `Read ${site}${md} so I can ask questions about it.`;

test("Open in ChatGPT and Open in Claude carry a prompt with the page's Markdown URL", async ({ page }) => {
  test.setTimeout(90_000);
  for (const [route, md] of [
    ["guide/authentication/", "/guide/authentication.md"],
    ["api/payment-gateway/create-order/", "/api/payment-gateway/create-order.md"],
  ]) {
    await page.goto(route);
    const chatgpt = page.getByRole("link", { name: "Open in ChatGPT" });
    const claude = page.getByRole("link", { name: "Open in Claude" });
    for (const [link, origin] of [
      [chatgpt, "https://chatgpt.com"],
      [claude, "https://claude.ai"],
    ] as const) {
      await expect(link).toBeVisible();
      await expect(link).toHaveAttribute("target", "_blank");
      await expect(link).toHaveAttribute("rel", "noopener noreferrer");
      const href = new URL((await link.getAttribute("href")) ?? "");
      expect(href.origin).toBe(origin);
      expect(href.searchParams.get("q")).toBe(prompt(md));
    }
    await expect(chatgpt).toHaveAccessibleName(/opens in a new tab/);
  }
});

test("Connect MCP leads to the MCP guide's setup section, by keyboard", async ({ page }) => {
  await page.goto("guide/authentication/");
  await hydrated(page);
  await page.getByRole("link", { name: "View as Markdown" }).focus();
  for (const name of ["Open in ChatGPT", "Open in Claude", "Connect MCP"]) {
    await page.keyboard.press("Tab");
    await expect(page.getByRole("link", { name })).toBeFocused();
  }
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/api-docs-v2\/guide\/integration-mcp\/#set-up-the-server$/);
  await expect(page.getByRole("heading", { name: "Set up the server", level: 2 })).toBeInViewport();
  await expect(page.getByRole("heading", { name: "From this docs site", level: 3 })).toBeVisible();
});

test("the MCP guide's npx address is the package the site serves", async ({ page, request }) => {
  await page.goto("guide/integration-mcp/");
  const command = page.getByText(/^npx -y --fetch-retries=0 https:\/\/\S+\.tgz$/).first();
  const text = (await command.textContent()) ?? "";
  const url = new URL(text.replace(/^npx -y --fetch-retries=0 /, ""));
  expect(`${url.origin}/api-docs-v2`).toBe(site);
  // The address of the major version, which every release of it replaces.
  expect(url.pathname).toMatch(/^\/api-docs-v2\/mcp\/saku-docs-mcp-\d+\.tgz$/);
  // The same path on the server under test: a gzip tarball, sent as it is.
  const served = await request.get(url.pathname.replace(/^\/api-docs-v2\//, ""), {
    headers: { "Accept-Encoding": "gzip, br" },
  });
  expect(served.status()).toBe(200);
  expect(served.headers()["content-type"]).toMatch(/^application\/(?:octet-stream|gzip)/);
  expect(served.headers()["content-encoding"]).toBeUndefined();
  const body = await served.body();
  expect([...body.subarray(0, 2)]).toEqual([0x1f, 0x8b]);
  expect(body.length).toBeGreaterThan(100_000);
  // Validators and an hour's lifetime without must-revalidate: npx revalidates its copy, and uses it
  // when the site cannot be reached.
  expect(served.headers()["cache-control"]).toBe("public, max-age=3600");
  expect(served.headers()["etag"] ?? served.headers()["last-modified"]).toBeTruthy();
});

test("the page menu passes axe in both colour modes", async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto("guide/integration-mcp/");
  await hydrated(page);
  for (const theme of ["light", "dark"]) {
    await page.evaluate((t) => document.documentElement.setAttribute("data-theme", t), theme);
    const menu = page.getByRole("link", { name: "Connect MCP" }).locator("..");
    await expect(menu).toBeVisible();
    const result = await axe(page, {
      include: await menu.evaluate((el) => `.${el.className.split(" ")[0]}`),
      tags: wcagTags,
    });
    expect(result.violations, theme).toEqual([]);
  }
});
