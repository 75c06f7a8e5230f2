import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import matter from "gray-matter";
import type { BrowserContext, Page } from "@playwright/test";
import { createStaticServer } from "../scripts/lib/static-server.mjs";
import { test, expect } from "./fixtures";

/**
 * The writers' CMS, end to end on a temporary clone of this repository: `npm run cms`
 * with its preflight, the admin in Chromium, saves refused with the build's message, one commit
 * per Publish, and (last test) a new guide put in a sidebar, then a Gatsby build of that commit.
 */

const repoRoot = path.resolve(__dirname, "..");
const cmsPort = Number(process.env.E2E_PORT ?? 9100) + 1;
const cmsUrl = `http://127.0.0.1:${cmsPort}/admin/`;
const user = { name: "Writer Test", email: "writer@example.test" };

let clone = "";
let server: ChildProcess | null = null;
let serverLog = "";

function git(args: string[], cwd = clone): string {
  return execFileSync("git", args, { cwd, encoding: "utf8" }).trim();
}

/** A clone of the committed branch, on `main`, with the dependencies linked in (not copied). */
function makeClone(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "saku-cms-e2e-"));
  execFileSync("git", ["clone", "--quiet", repoRoot, dir]);
  git(["checkout", "--quiet", "-B", "main"], dir);
  git(["config", "user.name", user.name], dir);
  git(["config", "user.email", user.email], dir);
  fs.symlinkSync(path.join(repoRoot, "node_modules"), path.join(dir, "node_modules"));
  fs.symlinkSync(path.join(repoRoot, "cms/node_modules"), path.join(dir, "cms/node_modules"));
  // The links are not the writer's changes: keep them out of `git status` (and the preflight).
  fs.appendFileSync(path.join(dir, ".git/info/exclude"), "node_modules\ncms/node_modules\n");
  return dir;
}

function runCms(port: number, env: Record<string, string> = {}): ChildProcess {
  return spawn("npm", ["run", "cms"], {
    cwd: clone,
    env: { ...process.env, CMS_PORT: String(port), CMS_BRANCH: "main", ...env },
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
  });
}

/** Runs `npm run cms` expecting the preflight to refuse: its exit code and output. */
async function refusedStart(): Promise<{ code: number | null; output: string }> {
  const child = runCms(cmsPort + 1);
  let output = "";
  child.stdout?.on("data", (d: Buffer) => (output += d.toString()));
  child.stderr?.on("data", (d: Buffer) => (output += d.toString()));
  const code = await new Promise<number | null>((resolve) => child.on("exit", resolve));
  return { code, output };
}

async function startServer(env: Record<string, string> = {}): Promise<void> {
  if (server) return;
  server = runCms(cmsPort, env);
  await new Promise<void>((resolve, reject) => {
    const onData = (d: Buffer) => {
      serverLog += d.toString();
      if (serverLog.includes(`The CMS is running at ${cmsUrl}`)) resolve();
    };
    server?.stdout?.on("data", onData);
    server?.stderr?.on("data", onData);
    server?.on("exit", (code) => reject(new Error(`npm run cms exited (${code}):\n${serverLog}`)));
  });
}

test.describe.configure({ mode: "serial" });

test.beforeAll(() => {
  clone = makeClone();
});

test.afterAll(() => {
  if (server?.pid) process.kill(-server.pid, "SIGTERM");
  if (clone) fs.rmSync(clone, { recursive: true, force: true });
});

test("the preflight refuses a dirty work tree or another branch, naming the problem", async () => {
  test.setTimeout(120_000);
  fs.writeFileSync(path.join(clone, "notes.txt"), "not for the CMS\n");
  const dirty = await refusedStart();
  fs.rmSync(path.join(clone, "notes.txt"));
  expect(dirty.code).not.toBe(0);
  expect(dirty.output).toContain("The work tree has uncommitted changes");
  expect(dirty.output).toContain("notes.txt");

  git(["checkout", "--quiet", "-b", "elsewhere"]);
  const branch = await refusedStart();
  git(["checkout", "--quiet", "main"]);
  expect(branch.code).not.toBe(0);
  expect(branch.output).toContain('The CMS commits to the branch "main", but "elsewhere" is checked out');
});

/** A colour's relative luminance (WCAG), from a computed `rgb(r, g, b)`. */
function luminance(rgb: string): number {
  const [r, g, b] = (rgb.match(/\d+(\.\d+)?/g) ?? []).slice(0, 3).map((c) => {
    const v = Number(c) / 255;
    return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** Publish → Publish now. */
async function publish(page: Page): Promise<void> {
  await page.getByRole("button", { name: "Publish" }).click();
  await page.getByRole("menuitem", { name: "Publish now" }).click();
}

/** The CMS running, for a browser that may reach nothing but it: it needs nothing from the internet. */
async function cmsForBrowser(context: BrowserContext): Promise<void> {
  await startServer();
  await context.route("**/*", (route) =>
    new URL(route.request().url()).hostname === "127.0.0.1" ? route.continue() : route.abort(),
  );
}

/**
 * The body field, a code editor (CodeMirror): its text is replaced with the editor's own select
 * all (a DOM select-all would reach only the lines drawn) and typed as one insertion.
 */
async function setBody(page: Page, text: string): Promise<void> {
  const body = page.getByLabel(/^Body/);
  await body.click();
  await page.keyboard.press("ControlOrMeta+a");
  await page.keyboard.press("Delete");
  // Leading line breaks as keys: an insertion into an empty editor drops them.
  const rest = text.replace(/^\n+/, "");
  for (let i = 0; i < text.length - rest.length; i++) await page.keyboard.press("Enter");
  if (rest) await page.keyboard.insertText(rest);
}

/** The findings panel beside the editor, which lists a refused save's findings until fixed or dismissed. */
const findings = (page: Page) => page.getByRole("complementary", { name: "Not saved: findings" });
/** A finding of a refused save, in the panel. */
const refusal = (page: Page, text: string) => findings(page).getByRole("listitem").filter({ hasText: text }).first();

test("a writer edits a guide: preview with site components in both colour modes, refused on the field and by the build with the build's message, one clean commit", async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(900_000); // the admin build and the first check take minutes on a loaded machine
  await startServer();
  expect(serverLog).toContain("loopback only");
  const external: string[] = [];
  await context.route("**/*", (route) => {
    const url = new URL(route.request().url());
    if (url.hostname === "127.0.0.1") return route.continue();
    external.push(url.href);
    return route.abort();
  });

  const file = "content/guide/authentication.mdx";
  const before = fs.readFileSync(path.join(clone, file), "utf8");
  const head = git(["rev-parse", "HEAD"]);

  await page.goto(cmsUrl);
  await page.getByRole("button", { name: /login/i }).click();
  await page.getByRole("link", { name: "Integration Guides" }).first().click();
  await page.getByRole("link", { name: "Authentication" }).first().click();

  // The preview: the site's Tabs component (a tablist) and its CSS, in the preview frame.
  const preview = page.frameLocator("iframe").first();
  await expect(preview.getByRole("heading", { level: 1, name: "Authentication" })).toBeVisible({ timeout: 120_000 });
  await expect(preview.getByRole("tab", { name: "cURL" }).first()).toBeVisible();
  await expect(preview.getByText("Saku merchant API v2 proves two things").first()).toBeVisible();

  // Both colour modes: the site's tokens follow data-theme on the preview frame's own document.
  const shown = () =>
    preview.locator("[data-cms-preview]").evaluate((el) => {
      const style = getComputedStyle(el);
      return { background: style.backgroundColor, text: style.color };
    });
  const light = await shown();
  expect(luminance(light.background)).toBeGreaterThan(luminance(light.text));
  await preview.getByRole("button", { name: "Switch to dark mode" }).click();
  await expect(preview.getByRole("button", { name: "Switch to light mode" })).toBeVisible();
  await expect.poll(shown).not.toEqual(light);
  const dark = await shown();
  expect(dark.background).not.toBe(light.background);
  expect(dark.text).not.toBe(light.text);
  expect(luminance(dark.background)).toBeLessThan(luminance(dark.text));
  await preview.getByRole("button", { name: "Switch to light mode" }).click();
  await expect.poll(shown).toEqual(light);

  const description = page.getByLabel(/^Description/);
  const title = page.getByLabel(/^Title/);
  const original = await description.inputValue();
  await description.fill(`${original} `.repeat(2));
  await publish(page);
  // Refused on the field, before any request: the field's rule and message are generated from
  // the build's frontmatter schema (src/node/content/frontmatter.ts), the words `npm run build` prints.
  await expect(
    page.getByText('frontmatter "description" must be a non-empty string of 50 to 160 characters'),
  ).toBeVisible();
  expect(git(["rev-parse", "HEAD"])).toBe(head);
  // Cleared first: after the refused save, Decap's controlled input can keep the old text.
  await description.clear();
  await description.fill(original);
  await expect(description).toHaveValue(original);

  // Refused by the server's build checks, with the build's message: an unknown component, at the
  // same line of the file in the preview and in the refusal; then a broken link.
  // The body field holds the file's text after the frontmatter.
  const text = matter(before).content;
  const withComponent = `${text}\n<Foo />\n`;
  // The body is the end of the file, after the frontmatter's lines.
  expect(before.endsWith(text)).toBe(true);
  // Lines are the body field's own (the build counts from the file's first line, frontmatter included).
  const line = withComponent.split("\n").indexOf("<Foo />") + 1;
  await setBody(page, withComponent);
  await expect(preview.getByRole("alert")).toContainText(
    `This body does not compile: body line ${line}: unknown component <Foo>`,
  );
  await expect(preview.getByRole("alert")).toContainText(`${line} | <Foo />`);
  await publish(page);
  const unknown = refusal(page, "unknown component <Foo>");
  await expect(unknown).toBeVisible({ timeout: 180_000 });
  await expect(unknown).toContainText(`${file}, body line ${line}`);
  await expect(unknown).toContainText(`${line} | <Foo />`);
  await expect(unknown).toContainText("Fix: Use a component of docs/authoring.md");
  await expect(page.getByText("Not saved: the findings are listed at the lower right.")).toBeVisible();
  await expect(page.getByText(/API_ERROR|Failed to persist/)).toHaveCount(0);
  // It stays after Decap's toast is gone (8 s), until it is fixed or dismissed.
  await expect(page.getByText("Not saved: the findings are listed at the lower right.")).toBeHidden({
    timeout: 20_000,
  });
  await expect(unknown).toBeVisible();
  await setBody(page, `${text}\nRefunds are [notified](/guide/refund-notices/).\n`);
  await publish(page);
  await expect(refusal(page, 'links to "/guide/refund-notices/", which is not a page of this site')).toBeVisible({
    timeout: 180_000,
  });
  // The same page's next refusal replaces its findings; Dismiss takes one away.
  await expect(findings(page).getByRole("listitem")).toHaveCount(1);
  await findings(page).getByRole("button", { name: "Dismiss", exact: true }).click({ timeout: 30_000 });
  await expect(findings(page)).toBeHidden();
  expect(git(["rev-parse", "HEAD"])).toBe(head);
  expect(git(["status", "--porcelain"])).toBe("");
  await setBody(page, text);

  await title.fill("Authentication and signatures");
  await expect(title).toHaveValue("Authentication and signatures");
  await publish(page);
  await expect(page.getByText("Entry saved")).toBeVisible({ timeout: 180_000 });

  expect(git(["rev-list", "--count", `${head}..HEAD`])).toBe("1");
  expect(git(["show", "--name-only", "--format=", "HEAD"])).toBe(file);
  expect(git(["log", "-1", "--format=%an <%ae>"])).toBe(`${user.name} <${user.email}>`);
  expect(git(["status", "--porcelain"])).toBe("");
  const after = fs.readFileSync(path.join(clone, file), "utf8");
  expect(matter(after).data.title).toBe("Authentication and signatures");
  expect(matter(after).data.description).toBe(matter(before).data.description);
  // The body, byte for byte, and a diff of exactly the title line.
  expect(after.slice(after.indexOf("\n---\n"))).toBe(before.slice(before.indexOf("\n---\n")));
  const diff = git(["diff", "--unified=0", `${head}`, "HEAD", "--", file])
    .split("\n")
    .filter((l) => /^[-+][^-+]/.test(l));
  expect(diff).toEqual(["-title: Authentication", "+title: Authentication and signatures"]);

  // An API page previews its operation around the body, as the API template does: the endpoint
  // and the reference from the build's page data (operations/<operationId>.json).
  await page.goto(`${cmsUrl}#/collections/api/entries/payment-gateway/create-order`);
  await expect(preview.getByRole("heading", { level: 1, name: "Create Order" })).toBeVisible({ timeout: 120_000 });
  await expect(preview.getByText("/v1.0/payment-gateway/create-order").first()).toBeVisible({ timeout: 60_000 });
  await expect(preview.getByRole("button", { name: "Copy path" })).toBeVisible();
  await expect(preview.getByRole("heading", { level: 2, name: "Request" })).toBeVisible();
  expect(external).toEqual([]);

  // A link in the preview (a site route, opened in a new tab) opens the linked page's editor.
  const link = await request.get(cmsUrl.replace("/admin/", "/api-docs-v2/guide/authentication/"), {
    maxRedirects: 0,
  });
  expect([link.status(), link.headers().location]).toEqual([302, "/admin/#/collections/guide/entries/authentication"]);
  // The server writes only what the collections own, whatever a request asks.
  const write = await request.post(cmsUrl.replace("/admin/", "/api/v1"), {
    data: { action: "persistEntry", params: { branch: "main", entry: { path: "package.json", raw: "{}" } } },
  });
  expect(write.status()).toBe(403);
  expect(((await write.json()) as { error: string }).error).toContain("package.json: not a file the CMS edits");
  expect(git(["status", "--porcelain"])).toBe("");
});

test("a new page with the title of a page in the same folder is refused, naming that page: nothing written, no commit", async ({
  page,
  context,
}) => {
  test.setTimeout(600_000);
  await cmsForBrowser(context);
  const head = git(["rev-parse", "HEAD"]);
  const existing = "content/guide/payment-gateway/hosted-checkout.mdx";
  const before = fs.readFileSync(path.join(clone, existing), "utf8");
  await page.goto(`${cmsUrl}#/collections/guide/new`);
  await page.getByRole("button", { name: /login/i }).click();
  await page.getByLabel(/^Folder/).click();
  await page.getByRole("option", { name: "content/guide/payment-gateway", exact: true }).click();
  // Named after the title: hosted-checkout.mdx, the file of "Payment Gateway hosted checkout".
  await page.getByLabel(/^Title/).fill("Hosted Checkout");
  await page.getByLabel(/^Description/).fill("A second page that must not replace the hosted checkout guide.");
  await setBody(page, "\nA short body; see [Authentication](/guide/authentication/).\n");
  await publish(page);
  await expect(refusal(page, `A page already exists at ${existing} (“Payment Gateway hosted checkout”)`)).toBeVisible({
    timeout: 180_000,
  });
  await expect(refusal(page, "hosted-checkout-2.mdx is free")).toBeVisible();
  expect(fs.readFileSync(path.join(clone, existing), "utf8")).toBe(before);
  expect(git(["rev-parse", "HEAD"])).toBe(head);
  expect(git(["status", "--porcelain"])).toBe("");
});

test("a search for a field name lists the pages whose body contains it; a result opens the editor at the match", async ({
  page,
  context,
}) => {
  test.setTimeout(300_000);
  await cmsForBrowser(context);
  const term = "partnerReferenceNo";
  const withTerm = git(["grep", "-l", term, "--", "content/guide", "content/api"]).split("\n").filter(Boolean);
  expect(withTerm.length).toBeGreaterThan(1);
  await page.goto(cmsUrl);
  await page.getByRole("button", { name: /login/i }).click();
  const search = page.getByPlaceholder(/search/i);
  await search.fill(term);
  await search.press("Enter");
  const results = page.getByRole("region", { name: "Pages whose text contains the term" });
  await expect(results.getByRole("listitem")).toHaveCount(withTerm.length, { timeout: 60_000 });
  const first = results.getByRole("listitem").first();
  await expect(first).toContainText(term);
  await first.getByRole("link").click();
  await expect(page).toHaveURL(/entries\/.+\?find=partnerReferenceNo$/);
  // The editor opens with the match selected.
  await expect.poll(() => page.evaluate(() => window.getSelection()?.toString()), { timeout: 60_000 }).toBe(term);
});

/** A raw request to the CMS server with the given Host and Origin: its status. */
function rawPost(host: string, origin: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const body = JSON.stringify({
      action: "persistEntry",
      params: { branch: "main", entry: { path: "content/guide/authentication.mdx", raw: "---\ntitle: X\n---\n" } },
    });
    const req = http.request(
      {
        host: "127.0.0.1",
        port: cmsPort,
        path: "/api/v1",
        method: "POST",
        headers: { Host: host, Origin: origin, "Content-Type": "application/json" },
      },
      (res) => {
        res.resume();
        res.on("end", () => resolve(res.statusCode ?? 0));
      },
    );
    req.on("error", reject);
    req.end(body);
  });
}

test("requests from another site (DNS rebinding, a cross-site post) get 403 and change nothing", async () => {
  test.setTimeout(600_000);
  await startServer();
  const head = git(["rev-parse", "HEAD"]);
  expect(await rawPost(`rebind.example:${cmsPort}`, `http://rebind.example:${cmsPort}`)).toBe(403);
  expect(await rawPost(`127.0.0.1:${cmsPort}`, "http://evil.example")).toBe(403);
  expect(serverLog).toMatch(/Refused POST \/api\/v1: Host "rebind\.example:\d+"/);
  expect(serverLog).toContain('Refused POST /api/v1: Origin "http://evil.example"');
  expect(git(["rev-parse", "HEAD"])).toBe(head);
  expect(git(["status", "--porcelain"])).toBe("");
});

/** A 1×1 PNG, and one over the 1 MB limit (a PNG's first bytes, then zeros). */
const smallPng = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
  "base64",
);
const largePng = Buffer.concat([smallPng, Buffer.alloc(1.1 * 1024 * 1024)]);

test("a writer edits Create Order's description: one commit changing only those lines, shown in the API page's preview; an example that breaks its schema is refused, naming the field", async ({
  page,
  context,
}) => {
  test.setTimeout(600_000); // each save runs the build's checks and Redocly (about a minute on a loaded machine)
  await cmsForBrowser(context);
  const file = "content/openapi/merchant-api-v2.yaml";
  const head = git(["rev-parse", "HEAD"]);

  await page.goto(`${cmsUrl}openapi/#pgCreateOrder`);
  const description = page.getByRole("textbox", { name: "Description", exact: true });
  await expect(description).toHaveValue(/Call it once the buyer confirms the cart\./, { timeout: 120_000 });
  const preview = page.getByRole("region", { name: "Preview" });
  await expect(preview.getByRole("heading", { level: 1, name: "Create Order" })).toBeVisible();
  const added = "Call it once the buyer confirms the cart and the delivery address.";
  await description.fill((await description.inputValue()).replace("Call it once the buyer confirms the cart.", added));
  // The preview is the API page's operation (the server renders its view from the edited document).
  await expect(preview.getByText(/confirms the cart and the delivery address\./)).toBeVisible({ timeout: 60_000 });
  await page.getByRole("button", { name: "Publish" }).click();
  const status = page.getByRole("form", { name: "API reference text" }).getByRole("status");
  await expect(status).toHaveText(/Saved pgCreateOrder/, { timeout: 300_000 });

  // One commit of the document, naming it and the operation; its diff is the description's lines only.
  expect(git(["rev-list", "--count", `${head}..HEAD`])).toBe("1");
  expect(git(["log", "-1", "--format=%s"])).toBe(`docs: update ${file}, operation pgCreateOrder (CMS)`);
  expect(git(["show", "--name-only", "--format=", "HEAD"])).toBe(file);
  const diff = git(["diff", "-U0", head, "HEAD", "--", file])
    .split("\n")
    .filter((l) => /^[-+](?![-+]{2} )/.test(l));
  expect(diff).toEqual([
    "-        Call it once the buyer confirms the cart. It serves both integration modes, selected with",
    "-        `additionalInfo.checkoutMode`:",
    "+        Call it once the buyer confirms the cart and the delivery address. It serves both integration modes,",
    "+        selected with `additionalInfo.checkoutMode`:",
  ]);

  // An example that breaks its schema: refused by the build's example check, naming the example and field.
  const saved = git(["rev-parse", "HEAD"]);
  const example = page.getByRole("textbox", { name: "Example request application/json hostedCheckout", exact: true });
  const value = JSON.parse(await example.inputValue()) as { amount: { value: unknown } };
  value.amount.value = 10000;
  await example.fill(JSON.stringify(value, null, 2));
  await page.getByRole("button", { name: "Publish" }).click();
  await expect(refusal(page, "field amount.value")).toContainText(
    "example request application/json hostedCheckout, field amount.value",
    { timeout: 300_000 },
  );
  expect(git(["rev-parse", "HEAD"])).toBe(saved);
  expect(git(["status", "--porcelain"])).toBe("");
});

test("a writer uploads an image and adds a guide that shows it under payment-gateway/, in that sidebar category; the build of that commit shows both", async ({
  page,
  context,
  browser,
}) => {
  test.setTimeout(1_800_000); // a Gatsby build of the clone: 1.5 minutes on an idle machine, 15 under load
  await cmsForBrowser(context);
  const head = git(["rev-parse", "HEAD"]);
  const file = "content/guide/payment-gateway/refund-notifications.mdx";
  const image = "static/img/refund-flow.png";
  await page.goto(cmsUrl);
  await page.getByRole("button", { name: /login/i }).click();
  // Media → Upload: over 1 MB is refused with the reason, nothing written; a small PNG is held
  // by the server (not committed) until a page that shows it is published.
  // (Clicks with a timeout: without one, a click waits as long as the test may run.)
  await page.getByRole("button", { name: "Media", exact: true }).click({ timeout: 60_000 });
  const upload = page.locator('input[type="file"]');
  await upload.setInputFiles({ name: "huge-screenshot.png", mimeType: "image/png", buffer: largePng });
  await expect(refusal(page, "huge-screenshot.png was not uploaded: it is 1.1 MB")).toContainText(
    "an image may be at most 1.0 MB",
  );
  await upload.setInputFiles({ name: "refund-flow.png", mimeType: "image/png", buffer: smallPng });
  await expect(page.getByText("refund-flow.png").first()).toBeVisible({ timeout: 60_000 });
  expect(git(["rev-parse", "HEAD"])).toBe(head);
  expect(git(["status", "--porcelain"])).toBe("");
  expect(fs.existsSync(path.join(clone, "static/img/huge-screenshot.png"))).toBe(false);
  // The panel shows above the media library too.
  await findings(page).getByRole("button", { name: "Dismiss all" }).click({ timeout: 30_000 });
  await page.getByRole("button", { name: "Close" }).click({ timeout: 30_000 });
  await expect(page.getByRole("button", { name: "Close" })).toBeHidden();
  await page.goto(`${cmsUrl}#/collections/guide/new`);
  // The folder the page goes in (its route follows), a choice of the collection's folders.
  await page.getByLabel(/^Folder/).click();
  await page.getByRole("option", { name: "content/guide/payment-gateway", exact: true }).click();
  await page.getByLabel(/^Title/).fill("Refund Notifications");
  // (One line of frontmatter: Decap folds a longer value, which would move the body's lines.)
  await page.getByLabel(/^Description/).fill("How a refund's final status reaches your server, and what to do.");
  // The content lint of `npm test` refuses a placeholder, naming the line.
  await setBody(page, "\nRefunds end with a notification. TODO: the retry schedule.\n");
  await publish(page);
  await expect(refusal(page, '[placeholder] placeholder text "TODO"')).toContainText(`${file}, body line 2`, {
    timeout: 180_000,
  });
  expect(git(["rev-parse", "HEAD"])).toBe(head);
  const alt = "Refund states, from requested to settled";
  const fixed = `\nRefunds end with a notification; see [Authentication](/guide/authentication/).\n\n![${alt}](/img/refund-flow.png)\n`;
  await setBody(page, fixed);
  // Components through the inserter (its menu and the form of each component's props): Tabs of
  // two languages and a Tip, at the end of the body.
  await page.keyboard.press("ControlOrMeta+End");
  const insert = async (name: string, fields: Record<string, string>) => {
    await page.getByRole("button", { name: "Insert component" }).click();
    await page.getByRole("menuitem", { name, exact: true }).click();
    const form = page.getByRole("dialog", { name: `Insert ${name}` });
    for (const [label, value] of Object.entries(fields)) await form.getByLabel(label, { exact: true }).fill(value);
    await form.getByRole("button", { name: "Insert", exact: true }).click();
  };
  await insert("Tabs", { "TabItems (required)": "node\npython" });
  await insert("Tip", {
    title: "Check the signature",
    text: "Verify the notification's signature before trusting it.",
  });
  // The preview shows the held upload, under the site's base path as the built page will.
  const shownImage = page.frameLocator("iframe").first().getByRole("img", { name: alt });
  await expect(shownImage).toHaveAttribute("src", "/api-docs-v2/img/refund-flow.png");
  await expect.poll(() => shownImage.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);
  const framed = page.frameLocator("iframe").first();
  await expect(framed.getByRole("tab", { name: "Python" })).toBeVisible();
  await expect(framed.getByText("Verify the notification's signature before trusting it.")).toBeVisible();
  await publish(page);
  await expect(page.getByText("Entry saved")).toBeVisible({ timeout: 180_000 });
  // The fix cleared the page's findings.
  await expect(findings(page)).toBeHidden();
  await expect.poll(() => git(["rev-list", "--count", `${head}..HEAD`]), { timeout: 60_000 }).toBe("1");
  // The upload is committed with the page that shows it.
  expect(git(["show", "--name-only", "--format=", "HEAD"])).toBe(`${file}\n${image}`);
  expect(fs.readFileSync(path.join(clone, image)).equals(smallPng)).toBe(true);
  const saved = fs.readFileSync(path.join(clone, file), "utf8");
  expect(saved).toContain('<Tabs groupId="lang">\n<TabItem value="node" label="Node.js">');
  expect(saved).toContain('<Tip title="Check the signature">');
  // The next save's toast must be its own.
  await expect(page.getByText("Entry saved")).toBeHidden({ timeout: 60_000 });

  // Straight from the new guide's editor to the sidebars' (as a pasted link does): Decap kept the
  // guide's draft here and the save failed in the browser, until the admin reloaded such moves.
  await page.goto(`${cmsUrl}#/collections/sidebars/entries/sidebars`);
  // The guide sidebar's "Payment Gateway" category (the API sidebar has one too, after it).
  const category = page
    .locator('[class*="SortableListItem"]')
    .filter({ has: page.locator('[class*="NestedObjectLabel"]').getByText("Payment Gateway", { exact: true }) })
    .first();
  await category.getByRole("button").first().click(); // expand it
  await category.getByRole("button", { name: /Add pages/i }).click();
  await page.getByRole("menuitem", { name: "Page" }).click();
  // The page is chosen by its title among the guides, the new one included.
  await category.getByRole("combobox").last().fill("Refund Notif");
  await page.getByRole("option", { name: "Refund Notifications (payment-gateway/refund-notifications)" }).click();
  await publish(page);
  await expect(page.getByText("Entry saved")).toBeVisible({ timeout: 180_000 });
  await expect.poll(() => git(["rev-list", "--count", `${head}..HEAD`]), { timeout: 60_000 }).toBe("2");
  expect(git(["show", "--name-only", "--format=", "HEAD"])).toBe("content/sidebars.yaml");
  expect(git(["status", "--porcelain"])).toBe("");
  // Only the added item, inside the category: the normalised file keeps its style through a CMS save.
  const changed = git(["diff", "--unified=0", "HEAD~1", "HEAD", "--", "content/sidebars.yaml"])
    .split("\n")
    .filter((l) => /^[-+][^-+]/.test(l));
  expect(changed).toEqual(["+        - type: doc", "+          id: guide/payment-gateway/refund-notifications"]);

  // The build of that commit: `gatsby build` in the clone, whose work tree is that commit (status
  // clean above), then its pages as a reader's browser gets them, without JavaScript: the sidebar
  // HTML the build wrote.
  const started = Date.now();
  execFileSync("npx", ["gatsby", "build", "--prefix-paths"], {
    cwd: clone,
    env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1" },
    stdio: "ignore",
  });
  console.log(`Gatsby build of the CMS commit: ${Math.round((Date.now() - started) / 1000)} s`);
  const server = createStaticServer({ root: path.join(clone, "public"), basePath: "/api-docs-v2/" });
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  const reader = await browser.newContext({ javaScriptEnabled: false });
  try {
    const site = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api-docs-v2`;
    const built = await reader.newPage();
    await built.goto(`${site}/guide/payment-gateway/refund-notifications/`);
    await expect(built.getByRole("heading", { level: 1, name: "Refund Notifications" })).toBeVisible();
    const sidebar = built.getByRole("navigation", { name: "Integration Guides sidebar" });
    const group = sidebar.getByRole("listitem").filter({ has: built.getByRole("button", { name: "Payment Gateway" }) });
    await expect(group.getByRole("button", { name: "Payment Gateway" })).toHaveAttribute("aria-expanded", "true");
    await expect(group.getByRole("link", { name: "Refund Notifications" })).toHaveAttribute("aria-current", "page");
    await expect(group.getByRole("link")).toHaveText(["Hosted checkout", "Custom checkout", "Refund Notifications"]);
    await built.goto(`${site}/`);
    await expect(
      built.getByRole("navigation", { name: "Integration Guides sidebar" }).getByRole("link", {
        name: "Refund Notifications",
      }),
    ).toHaveAttribute("href", "/api-docs-v2/guide/payment-gateway/refund-notifications/");
    // The image, under the base path, served by the built site.
    await built.goto(`${site}/guide/payment-gateway/refund-notifications/`);
    await expect(built.getByRole("img", { name: "Refund states, from requested to settled" })).toHaveAttribute(
      "src",
      "/api-docs-v2/img/refund-flow.png",
    );
    // The inserted components, as the site draws them.
    await expect(built.getByRole("tab", { name: "Node.js" })).toBeVisible();
    await expect(built.getByText("Verify the notification's signature before trusting it.")).toBeVisible();
    const served = await built.request.get(`${site}/img/refund-flow.png`);
    expect(served.status()).toBe(200);
    expect(Buffer.from(await served.body()).equals(smallPng)).toBe(true);
  } finally {
    await reader.close();
    server.closeAllConnections();
    await new Promise((done) => server.close(done));
  }
});

test("deleting a page that a sidebar lists offers to remove it from the sidebar: one commit of both", async ({
  page,
  context,
}) => {
  test.setTimeout(600_000);
  await cmsForBrowser(context);
  const head = git(["rev-parse", "HEAD"]);
  // The guide the previous test added, which its sidebar lists and no page links.
  const file = "content/guide/payment-gateway/refund-notifications.mdx";
  await page.goto(`${cmsUrl}#/collections/guide/entries/payment-gateway/refund-notifications`);
  await page.getByRole("button", { name: /login/i }).click();
  page.on("dialog", (dialog) => void dialog.accept());
  await page.getByRole("button", { name: "Delete entry" }).click({ timeout: 120_000 });
  const refused = refusal(page, "is in the sidebar Integration Guides › Payment Gateway");
  await expect(refused).toBeVisible({ timeout: 180_000 });
  expect(git(["rev-parse", "HEAD"])).toBe(head);
  await refused.getByRole("button", { name: "Delete and remove from the sidebar" }).click({ timeout: 30_000 });
  await expect.poll(() => git(["rev-list", "--count", `${head}..HEAD`]), { timeout: 180_000 }).toBe("1");
  expect(git(["show", "--name-only", "--format=", "HEAD"])).toBe(`${file}\ncontent/sidebars.yaml`);
  expect(fs.existsSync(path.join(clone, file))).toBe(false);
  expect(fs.readFileSync(path.join(clone, "content/sidebars.yaml"), "utf8")).not.toContain("refund-notifications");
  expect(git(["status", "--porcelain"])).toBe("");
});

test("drafts: saved as a branch (main untouched), In review, Ready, then Publish makes one commit on main; another draft leaves main untouched", async ({
  page,
  context,
}) => {
  test.setTimeout(600_000);
  // The same clone, its CMS restarted with the editorial workflow.
  const running = server;
  server = null;
  if (running?.pid) {
    const exited = new Promise((done) => running.on("exit", done));
    process.kill(-running.pid, "SIGTERM");
    await exited;
  }
  serverLog = "";
  await startServer({ CMS_EDITORIAL_WORKFLOW: "1" });
  await cmsForBrowser(context);
  page.on("dialog", (dialog) => void dialog.accept()); // Publish asks to confirm
  const head = git(["rev-parse", "HEAD"]);
  const drafts = () => git(["for-each-ref", "--format=%(refname:short)", "refs/heads/cms/"]);
  /** A new guide in payment-gateway/, saved as a draft. */
  const draft = async (title: string) => {
    await page.goto(`${cmsUrl}#/collections/guide/new`);
    await page.getByLabel(/^Folder/).click({ timeout: 120_000 });
    await page.getByRole("option", { name: "content/guide/payment-gateway", exact: true }).click();
    await page.getByLabel(/^Title/).fill(title);
    await page.getByLabel(/^Description/).fill("How the daily settlement report lists each payment and its fees.");
    await page.getByLabel(/^Body/).fill("\nSettlements arrive daily; see [Authentication](/guide/authentication/).\n");
    await page.getByRole("button", { name: "Save", exact: true }).click();
  };
  const file = "content/guide/payment-gateway/settlement-reports.mdx";
  await page.goto(cmsUrl);
  await page.getByRole("button", { name: /login/i }).click();
  await draft("Settlement Reports");
  await expect.poll(drafts, { timeout: 180_000 }).toBe("cms/guide/payment-gateway/settlement-reports");
  // Main is as it was: same commit, no file, a clean work tree.
  expect(git(["rev-parse", "HEAD"])).toBe(head);
  expect(fs.existsSync(path.join(clone, file))).toBe(false);
  expect(git(["status", "--porcelain"])).toBe("");
  expect(git(["show", "--name-only", "--format=", drafts()])).toBe(file);

  const status = () => git(["config", `branch.${drafts()}.description`]);
  for (const [from, to, saved] of [
    ["Status: Draft", "In review", "pending_review"],
    ["Status: In review", "Ready", "pending_publish"],
  ]) {
    await page.getByRole("button", { name: from }).click({ timeout: 60_000 });
    await page.getByRole("menuitem", { name: to }).click();
    await expect.poll(status, { timeout: 60_000 }).toBe(saved);
  }
  // (Exactly "Publish": "Delete unpublished entry" is a button too.)
  await page.getByRole("button", { name: "Publish", exact: true }).click({ timeout: 60_000 });
  await page.getByRole("menuitem", { name: "Publish now" }).click();
  await expect.poll(() => git(["rev-list", "--count", `${head}..HEAD`]), { timeout: 180_000 }).toBe("1");
  expect(git(["show", "--name-only", "--format=%s", "HEAD"])).toBe(`docs: create ${file} (CMS)\n\n${file}`);
  expect(drafts()).toBe("");
  expect(git(["status", "--porcelain"])).toBe("");

  // A second draft, never published: main stays at the published commit.
  const published = git(["rev-parse", "HEAD"]);
  await draft("Payout Schedule");
  await expect.poll(drafts, { timeout: 180_000 }).toBe("cms/guide/payment-gateway/payout-schedule");
  expect(git(["rev-parse", "HEAD"])).toBe(published);
  expect(fs.existsSync(path.join(clone, "content/guide/payment-gateway/payout-schedule.mdx"))).toBe(false);
  expect(git(["status", "--porcelain"])).toBe("");
});
