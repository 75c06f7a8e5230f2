import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import matter from "gray-matter";
import { findings, publish, refusal, setBody, useCmsClone, user } from "./cms-clone";
import type { Request } from "@playwright/test";
import { test, expect } from "./fixtures";

/**
 * The writers' CMS, end to end on a temporary clone of this repository: `npm run cms` with its
 * preflight, the admin in Chromium, saves refused with the build's message, one commit per
 * Publish, and requests from other sites refused. The API editor, images, deletions and drafts are
 * in cms-content.spec.ts, on a clone of their own.
 */

const cms = useCmsClone(1);

/** Runs `npm run cms` expecting the preflight to refuse: its exit code and output. */
async function refusedStart(): Promise<{ code: number | null; output: string }> {
  const child = cms.run(cms.port + 1);
  let output = "";
  child.stdout?.on("data", (d: Buffer) => (output += d.toString()));
  child.stderr?.on("data", (d: Buffer) => (output += d.toString()));
  const code = await new Promise<number | null>((resolve) => child.on("exit", resolve));
  return { code, output };
}

test("the preflight refuses a dirty work tree or another branch, naming the problem", async () => {
  test.setTimeout(120_000);
  fs.writeFileSync(path.join(cms.dir, "notes.txt"), "not for the CMS\n");
  const dirty = await refusedStart();
  fs.rmSync(path.join(cms.dir, "notes.txt"));
  expect(dirty.code).not.toBe(0);
  expect(dirty.output).toContain("The work tree has uncommitted changes");
  expect(dirty.output).toContain("notes.txt");

  cms.git(["checkout", "--quiet", "-b", "elsewhere"]);
  const branch = await refusedStart();
  cms.git(["checkout", "--quiet", "main"]);
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

test("a writer edits a guide: preview with site components in both colour modes, refused on the field and by the build with the build's message, one clean commit", async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(900_000); // the admin build and the first check take minutes on a loaded machine
  await cms.start();
  expect(cms.log).toContain("loopback only");
  const external: string[] = [];
  await context.route("**/*", (route) => {
    const url = new URL(route.request().url());
    if (url.hostname === "127.0.0.1") return route.continue();
    external.push(url.href);
    return route.abort();
  });

  const file = "content/guide/authentication.mdx";
  const before = fs.readFileSync(path.join(cms.dir, file), "utf8");
  const head = cms.git(["rev-parse", "HEAD"]);

  await page.goto(cms.url);
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
  const saves: string[] = [];
  const countSaves = (request: Request) => {
    if (request.method() === "POST" && request.postData()?.includes('"persistEntry"')) saves.push(request.url());
  };
  page.on("request", countSaves);
  await publish(page);
  // Refused on the field, before any request: the field's rule and message are generated from
  // the build's frontmatter schema (src/node/content/frontmatter.ts), the words `npm run build` prints.
  await expect(
    page.getByText('frontmatter "description" must be a non-empty string of 50 to 160 characters'),
  ).toBeVisible();
  page.off("request", countSaves);
  expect(saves).toEqual([]);
  expect(cms.git(["rev-parse", "HEAD"])).toBe(head);
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
  expect(cms.git(["rev-parse", "HEAD"])).toBe(head);
  expect(cms.git(["status", "--porcelain"])).toBe("");
  await setBody(page, text);

  await title.fill("Authentication and signatures");
  await expect(title).toHaveValue("Authentication and signatures");
  await publish(page);
  await expect(page.getByText("Entry saved")).toBeVisible({ timeout: 180_000 });

  expect(cms.git(["rev-list", "--count", `${head}..HEAD`])).toBe("1");
  expect(cms.git(["show", "--name-only", "--format=", "HEAD"])).toBe(file);
  expect(cms.git(["log", "-1", "--format=%an <%ae>"])).toBe(`${user.name} <${user.email}>`);
  expect(cms.git(["status", "--porcelain"])).toBe("");
  const after = fs.readFileSync(path.join(cms.dir, file), "utf8");
  expect(matter(after).data.title).toBe("Authentication and signatures");
  expect(matter(after).data.description).toBe(matter(before).data.description);
  // The body, byte for byte, and a diff of exactly the title line.
  expect(after.slice(after.indexOf("\n---\n"))).toBe(before.slice(before.indexOf("\n---\n")));
  const diff = cms
    .git(["diff", "--unified=0", `${head}`, "HEAD", "--", file])
    .split("\n")
    .filter((l) => /^[-+][^-+]/.test(l));
  expect(diff).toEqual(["-title: Authentication", "+title: Authentication and signatures"]);

  // An API page previews its operation around the body, as the API template does: the endpoint
  // and the reference from the build's page data (operations/<operationId>.json).
  await page.goto(`${cms.url}#/collections/api/entries/payment-gateway/create-order`);
  await expect(preview.getByRole("heading", { level: 1, name: "Create Order" })).toBeVisible({ timeout: 120_000 });
  await expect(preview.getByText("/v1.0/payment-gateway/create-order").first()).toBeVisible({ timeout: 60_000 });
  await expect(preview.getByRole("button", { name: "Copy path" })).toBeVisible();
  await expect(preview.getByRole("heading", { level: 2, name: "Request" })).toBeVisible();
  expect(external).toEqual([]);

  // A link in the preview (a site route, opened in a new tab) opens the linked page's editor.
  const link = await request.get(cms.url.replace("/admin/", "/api-docs-v2/guide/authentication/"), {
    maxRedirects: 0,
  });
  expect([link.status(), link.headers().location]).toEqual([302, "/admin/#/collections/guide/entries/authentication"]);
  // The server writes only what the collections own, whatever a request asks.
  const write = await request.post(cms.url.replace("/admin/", "/api/v1"), {
    data: { action: "persistEntry", params: { branch: "main", entry: { path: "package.json", raw: "{}" } } },
  });
  expect(write.status()).toBe(403);
  expect(((await write.json()) as { error: string }).error).toContain("package.json: not a file the CMS edits");
  expect(cms.git(["status", "--porcelain"])).toBe("");
});

test("a new page with the title of a page in the same folder is refused, naming that page: nothing written, no commit", async ({
  page,
  context,
}) => {
  test.setTimeout(600_000);
  await cms.forBrowser(context);
  const head = cms.git(["rev-parse", "HEAD"]);
  const existing = "content/guide/payment-gateway/hosted-checkout.mdx";
  const before = fs.readFileSync(path.join(cms.dir, existing), "utf8");
  await page.goto(`${cms.url}#/collections/guide/new`);
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
  expect(fs.readFileSync(path.join(cms.dir, existing), "utf8")).toBe(before);
  expect(cms.git(["rev-parse", "HEAD"])).toBe(head);
  expect(cms.git(["status", "--porcelain"])).toBe("");
});

test("a search for a field name lists the pages whose body contains it; a result opens the editor at the match", async ({
  page,
  context,
}) => {
  test.setTimeout(300_000);
  await cms.forBrowser(context);
  const term = "partnerReferenceNo";
  const withTerm = cms.git(["grep", "-l", term, "--", "content/guide", "content/api"]).split("\n").filter(Boolean);
  expect(withTerm.length).toBeGreaterThan(1);
  await page.goto(cms.url);
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
        port: cms.port,
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
  await cms.start();
  const head = cms.git(["rev-parse", "HEAD"]);
  expect(await rawPost(`rebind.example:${cms.port}`, `http://rebind.example:${cms.port}`)).toBe(403);
  expect(await rawPost(`127.0.0.1:${cms.port}`, "http://evil.example")).toBe(403);
  expect(cms.log).toMatch(/Refused POST \/api\/v1: Host "rebind\.example:\d+"/);
  expect(cms.log).toContain('Refused POST /api/v1: Origin "http://evil.example"');
  expect(cms.git(["rev-parse", "HEAD"])).toBe(head);
  expect(cms.git(["status", "--porcelain"])).toBe("");
});
