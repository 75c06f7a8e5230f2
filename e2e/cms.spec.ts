import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import matter from "gray-matter";
import { test, expect } from "./fixtures";

/**
 * The writers' CMS (issue 18), end to end on a temporary clone of this repository: `npm run cms`
 * with its preflight, the admin in Chromium, saves refused with the build's message, one commit
 * per Publish, and (last test) a new guide put in a sidebar, the build's sidebar code run on that commit.
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

function runCms(port: number): ChildProcess {
  return spawn("npm", ["run", "cms"], {
    cwd: clone,
    env: { ...process.env, CMS_PORT: String(port), CMS_BRANCH: "main" },
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

async function startServer(): Promise<void> {
  if (server) return;
  server = runCms(cmsPort);
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

test("a writer edits a guide: preview with site components, refused with the build's message, one clean commit", async ({
  page,
  context,
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

  const description = page.getByLabel(/^Description/);
  const title = page.getByLabel(/^Title/);
  const original = await description.inputValue();
  await description.fill("   ");
  await page.getByRole("button", { name: "Publish" }).click();
  await page.getByRole("menuitem", { name: "Publish now" }).click();
  // Refused on the field, before any request: the field's rule and message are generated from
  // the build's frontmatter schema (src/node/frontmatter.ts), the words `npm run build` prints.
  await expect(page.getByText('frontmatter "description" must be a non-empty string')).toBeVisible();
  expect(git(["rev-parse", "HEAD"])).toBe(head);

  // Cleared first: after the refused save, Decap's controlled input can keep the old text.
  await description.clear();
  await description.fill(original);
  await expect(description).toHaveValue(original);
  await title.fill("Authentication and signatures");
  await expect(title).toHaveValue("Authentication and signatures");
  await page.getByRole("button", { name: "Publish" }).click();
  await page.getByRole("menuitem", { name: "Publish now" }).click();
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
});

test("a writer adds a guide and puts it in a sidebar; the build's sidebar code on that commit shows it there", async ({
  page,
  context,
}) => {
  test.setTimeout(900_000);
  await startServer();
  await context.route("**/*", (route) =>
    new URL(route.request().url()).hostname === "127.0.0.1" ? route.continue() : route.abort(),
  );
  const head = git(["rev-parse", "HEAD"]);
  await page.goto(`${cmsUrl}#/collections/guide/new`);
  await page.getByRole("button", { name: /login/i }).click();
  await page.getByLabel(/^Title/).fill("Refund Notifications");
  await page.getByLabel(/^Description/).fill("How a refund's final status reaches your server.");
  await page
    .getByLabel(/^Body/)
    .fill("\nRefunds end with a notification; see [Authentication](/guide/authentication/).\n");
  await page.getByRole("button", { name: "Publish" }).click();
  await page.getByRole("menuitem", { name: "Publish now" }).click();
  await expect(page.getByText("Entry saved")).toBeVisible({ timeout: 180_000 });
  await expect.poll(() => git(["rev-list", "--count", `${head}..HEAD`]), { timeout: 60_000 }).toBe("1");
  expect(git(["show", "--name-only", "--format=", "HEAD"])).toBe("content/guide/refund-notifications.mdx");
  // The next save's toast must be its own.
  await expect(page.getByText("Entry saved")).toBeHidden({ timeout: 60_000 });

  // Straight from the new guide's editor to the sidebars' (as a pasted link does): Decap kept the
  // guide's draft here and the save failed in the browser, until the admin reloaded such moves.
  await page.goto(`${cmsUrl}#/collections/sidebars/entries/sidebars`);
  await page
    .getByRole("button", { name: /Add items/i })
    .first()
    .click();
  await page.getByRole("menuitem", { name: "Page" }).click();
  // The new item's field; the existing items' fields are collapsed (hidden).
  const docId = page
    .getByLabel(/^Doc id/)
    .filter({ visible: true })
    .last();
  // A well-formed id of no page: no field rule can know, so the server's build check refuses it.
  await docId.fill("guide/refund-notification");
  await page.getByRole("button", { name: "Publish" }).click();
  await page.getByRole("menuitem", { name: "Publish now" }).click();
  await expect(
    page.getByText(
      'names doc "guide/refund-notification", which does not exist (did you mean "guide/refund-notifications"?)',
    ),
  ).toBeVisible({ timeout: 180_000 });
  expect(git(["rev-list", "--count", `${head}..HEAD`])).toBe("1");
  await docId.clear();
  await docId.fill("guide/refund-notifications");
  await expect(docId).toHaveValue("guide/refund-notifications");
  await page.getByRole("button", { name: "Publish" }).click();
  await page.getByRole("menuitem", { name: "Publish now" }).click();
  await expect(page.getByText("Entry saved")).toBeVisible({ timeout: 180_000 });
  await expect.poll(() => git(["rev-list", "--count", `${head}..HEAD`]), { timeout: 60_000 }).toBe("2");
  expect(git(["show", "--name-only", "--format=", "HEAD"])).toBe("content/sidebars.yaml");
  expect(git(["status", "--porcelain"])).toBe("");
  // Only the added item: the normalised file keeps its style through a CMS save.
  const changed = git(["diff", "--unified=0", "HEAD~1", "HEAD", "--", "content/sidebars.yaml"])
    .split("\n")
    .filter((l) => /^[-+][^-+]/.test(l));
  expect(changed).toEqual(["+    - type: doc", "+      id: guide/refund-notifications"]);

  // "The build of that commit", without a Gatsby build (minutes): `npm run cms:check -- --sidebars`
  // in the clone, whose work tree is that commit (status clean above). It runs the build's own
  // code: parseSidebars (what gatsby-node's loadSidebars validates content/sidebars.yaml with),
  // docFieldsFor on every doc, and checkSite, which resolves the sidebars to pages and titles as
  // createPages does and runs the build's route, operationId and link checks. Exit 0 = they pass.
  const output = execFileSync("npx", ["tsx", "cms/check.ts", "--sidebars"], {
    cwd: clone,
    encoding: "utf8",
    env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1" },
  });
  type Item = { type: "link"; label: string; route: string; docId: string } | { type: "category"; items: Item[] };
  const sidebars = JSON.parse(output) as { name: string; items: Item[] }[];
  const links = (items: Item[]): Item[] => items.flatMap((i) => (i.type === "category" ? links(i.items) : [i]));
  const guide = sidebars.find((s) => s.name === "guide");
  expect(links(guide?.items ?? []).at(-1)).toEqual({
    type: "link",
    label: "Refund Notifications",
    route: "/guide/refund-notifications/",
    docId: "guide/refund-notifications",
  });
});
