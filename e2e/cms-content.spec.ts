import { execFileSync } from "node:child_process";
import fs from "node:fs";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { createStaticServer } from "../scripts/lib/static-server.mjs";
import { findings, publish, refusal, setBody, useCmsClone } from "./cms-clone";
import { test, expect } from "./fixtures";

/**
 * The writers' CMS on a temporary clone of its own (cms.spec.ts has the guide editor's tests): the
 * API editor, an uploaded image in a new guide put in a sidebar and then a Gatsby build of that
 * commit, a deletion that offers to update the sidebar, and drafts in the editorial workflow.
 */

const cms = useCmsClone(4);

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
  await cms.forBrowser(context);
  const file = "content/openapi/merchant-api-v2.yaml";
  const head = cms.git(["rev-parse", "HEAD"]);

  await page.goto(`${cms.url}openapi/#pgCreateOrder`);
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
  expect(cms.git(["rev-list", "--count", `${head}..HEAD`])).toBe("1");
  expect(cms.git(["log", "-1", "--format=%s"])).toBe(`docs: update ${file}, operation pgCreateOrder (CMS)`);
  expect(cms.git(["show", "--name-only", "--format=", "HEAD"])).toBe(file);
  const diff = cms
    .git(["diff", "-U0", head, "HEAD", "--", file])
    .split("\n")
    .filter((l) => /^[-+](?![-+]{2} )/.test(l));
  expect(diff).toEqual([
    "-        Call it once the buyer confirms the cart. It serves both integration modes, selected with",
    "-        `additionalInfo.checkoutMode`:",
    "+        Call it once the buyer confirms the cart and the delivery address. It serves both integration modes,",
    "+        selected with `additionalInfo.checkoutMode`:",
  ]);

  // An example that breaks its schema: refused by the build's example check, naming the example and field.
  const saved = cms.git(["rev-parse", "HEAD"]);
  const example = page.getByRole("textbox", { name: "Example request application/json hostedCheckout", exact: true });
  const value = JSON.parse(await example.inputValue()) as { amount: { value: unknown } };
  value.amount.value = 10000;
  await example.fill(JSON.stringify(value, null, 2));
  await page.getByRole("button", { name: "Publish" }).click();
  await expect(refusal(page, "field amount.value")).toContainText(
    "example request application/json hostedCheckout, field amount.value",
    { timeout: 300_000 },
  );
  expect(cms.git(["rev-parse", "HEAD"])).toBe(saved);
  expect(cms.git(["status", "--porcelain"])).toBe("");
});

test("a writer uploads an image and adds a guide that shows it under payment-gateway/, in that sidebar category; the build of that commit shows both", async ({
  page,
  context,
  browser,
}) => {
  test.setTimeout(1_800_000); // a Gatsby build of the cms.dir: 1.5 minutes on an idle machine, 15 under load
  await cms.forBrowser(context);
  const head = cms.git(["rev-parse", "HEAD"]);
  const file = "content/guide/payment-gateway/refund-notifications.mdx";
  const image = "static/img/refund-flow.png";
  await page.goto(cms.url);
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
  expect(cms.git(["rev-parse", "HEAD"])).toBe(head);
  expect(cms.git(["status", "--porcelain"])).toBe("");
  expect(fs.existsSync(path.join(cms.dir, "static/img/huge-screenshot.png"))).toBe(false);
  // The panel shows above the media library too.
  await findings(page).getByRole("button", { name: "Dismiss all" }).click({ timeout: 30_000 });
  await page.getByRole("button", { name: "Close" }).click({ timeout: 30_000 });
  await expect(page.getByRole("button", { name: "Close" })).toBeHidden();
  await page.goto(`${cms.url}#/collections/guide/new`);
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
  expect(cms.git(["rev-parse", "HEAD"])).toBe(head);
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
  await expect.poll(() => cms.git(["rev-list", "--count", `${head}..HEAD`]), { timeout: 60_000 }).toBe("1");
  // The upload is committed with the page that shows it.
  expect(cms.git(["show", "--name-only", "--format=", "HEAD"])).toBe(`${file}\n${image}`);
  expect(fs.readFileSync(path.join(cms.dir, image)).equals(smallPng)).toBe(true);
  const saved = fs.readFileSync(path.join(cms.dir, file), "utf8");
  expect(saved).toContain('<Tabs groupId="lang">\n<TabItem value="node" label="Node.js">');
  expect(saved).toContain('<Tip title="Check the signature">');
  // The next save's toast must be its own.
  await expect(page.getByText("Entry saved")).toBeHidden({ timeout: 60_000 });

  // Straight from the new guide's editor to the sidebars' (as a pasted link does): Decap kept the
  // guide's draft here and the save failed in the browser, until the admin reloaded such moves.
  await page.goto(`${cms.url}#/collections/sidebars/entries/sidebars`);
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
  await expect.poll(() => cms.git(["rev-list", "--count", `${head}..HEAD`]), { timeout: 60_000 }).toBe("2");
  expect(cms.git(["show", "--name-only", "--format=", "HEAD"])).toBe("content/sidebars.yaml");
  expect(cms.git(["status", "--porcelain"])).toBe("");
  // Only the added item, inside the category: the normalised file keeps its style through a CMS save.
  const changed = cms
    .git(["diff", "--unified=0", "HEAD~1", "HEAD", "--", "content/sidebars.yaml"])
    .split("\n")
    .filter((l) => /^[-+][^-+]/.test(l));
  expect(changed).toEqual(["+        - type: doc", "+          id: guide/payment-gateway/refund-notifications"]);

  // The build of that commit: `gatsby build` in the cms.dir, whose work tree is that commit (status
  // clean above), then its pages as a reader's browser gets them, without JavaScript: the sidebar
  // HTML the build wrote.
  const started = Date.now();
  execFileSync("npx", ["gatsby", "build", "--prefix-paths"], {
    cwd: cms.dir,
    env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1" },
    stdio: "ignore",
  });
  console.log(`Gatsby build of the CMS commit: ${Math.round((Date.now() - started) / 1000)} s`);
  const server = createStaticServer({ root: path.join(cms.dir, "public"), basePath: "/api-docs-v2/" });
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
  await cms.forBrowser(context);
  const head = cms.git(["rev-parse", "HEAD"]);
  // The guide the previous test added, which its sidebar lists and no page links.
  const file = "content/guide/payment-gateway/refund-notifications.mdx";
  await page.goto(`${cms.url}#/collections/guide/entries/payment-gateway/refund-notifications`);
  await page.getByRole("button", { name: /login/i }).click();
  page.on("dialog", (dialog) => void dialog.accept());
  await page.getByRole("button", { name: "Delete entry" }).click({ timeout: 120_000 });
  const refused = refusal(page, "is in the sidebar Integration Guides › Payment Gateway");
  await expect(refused).toBeVisible({ timeout: 180_000 });
  expect(cms.git(["rev-parse", "HEAD"])).toBe(head);
  await refused.getByRole("button", { name: "Delete and remove from the sidebar" }).click({ timeout: 30_000 });
  await expect.poll(() => cms.git(["rev-list", "--count", `${head}..HEAD`]), { timeout: 180_000 }).toBe("1");
  expect(cms.git(["show", "--name-only", "--format=", "HEAD"])).toBe(`${file}\ncontent/sidebars.yaml`);
  expect(fs.existsSync(path.join(cms.dir, file))).toBe(false);
  expect(fs.readFileSync(path.join(cms.dir, "content/sidebars.yaml"), "utf8")).not.toContain("refund-notifications");
  expect(cms.git(["status", "--porcelain"])).toBe("");
});

test("drafts: saved as a branch (main untouched), In review, Ready, then Publish makes one commit on main; another draft leaves main untouched", async ({
  page,
  context,
}) => {
  test.setTimeout(600_000);
  // The same cms.dir, its CMS restarted with the editorial workflow.
  await cms.restart({ CMS_EDITORIAL_WORKFLOW: "1" });
  await cms.forBrowser(context);
  page.on("dialog", (dialog) => void dialog.accept()); // Publish asks to confirm
  const head = cms.git(["rev-parse", "HEAD"]);
  const drafts = () => cms.git(["for-each-ref", "--format=%(refname:short)", "refs/heads/cms/"]);
  /** A new guide in payment-gateway/, saved as a draft. */
  const draft = async (title: string) => {
    await page.goto(`${cms.url}#/collections/guide/new`);
    await page.getByLabel(/^Folder/).click({ timeout: 120_000 });
    await page.getByRole("option", { name: "content/guide/payment-gateway", exact: true }).click();
    await page.getByLabel(/^Title/).fill(title);
    await page.getByLabel(/^Description/).fill("How the daily settlement report lists each payment and its fees.");
    await page.getByLabel(/^Body/).fill("\nSettlements arrive daily; see [Authentication](/guide/authentication/).\n");
    await page.getByRole("button", { name: "Save", exact: true }).click();
  };
  const file = "content/guide/payment-gateway/settlement-reports.mdx";
  await page.goto(cms.url);
  await page.getByRole("button", { name: /login/i }).click();
  await draft("Settlement Reports");
  await expect.poll(drafts, { timeout: 180_000 }).toBe("cms/guide/payment-gateway/settlement-reports");
  // Main is as it was: same commit, no file, a clean work tree.
  expect(cms.git(["rev-parse", "HEAD"])).toBe(head);
  expect(fs.existsSync(path.join(cms.dir, file))).toBe(false);
  expect(cms.git(["status", "--porcelain"])).toBe("");
  expect(cms.git(["show", "--name-only", "--format=", drafts()])).toBe(file);

  const status = () => cms.git(["config", `branch.${drafts()}.description`]);
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
  await expect.poll(() => cms.git(["rev-list", "--count", `${head}..HEAD`]), { timeout: 180_000 }).toBe("1");
  expect(cms.git(["show", "--name-only", "--format=%s", "HEAD"])).toBe(`docs: create ${file} (CMS)\n\n${file}`);
  expect(drafts()).toBe("");
  expect(cms.git(["status", "--porcelain"])).toBe("");

  // A second draft, never published: main stays at the published commit.
  const published = cms.git(["rev-parse", "HEAD"]);
  await draft("Payout Schedule");
  await expect.poll(drafts, { timeout: 180_000 }).toBe("cms/guide/payment-gateway/payout-schedule");
  expect(cms.git(["rev-parse", "HEAD"])).toBe(published);
  expect(fs.existsSync(path.join(cms.dir, "content/guide/payment-gateway/payout-schedule.mdx"))).toBe(false);
  expect(cms.git(["status", "--porcelain"])).toBe("");
});
