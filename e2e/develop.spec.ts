import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { test, expect } from "./fixtures";

/**
 * `npm run develop` as a writer uses it beside their own editor: a page renders without the
 * base-URL banner (develop serves without the path prefix), an MDX error written to the page's
 * file shows in the browser with the file, the line and the build's fix hint, and the page comes
 * back once it is fixed.
 *
 * Develop runs in a temporary folder: the repository's files linked in, `content/` and the
 * gatsby-* files copied (the test edits the copy, never the repository's files), and develop's
 * own `.cache/` and `public/` there, so the production build that the other browser tests serve
 * is left alone.
 */

const repoRoot = path.resolve(__dirname, "..");
// E2E_PORT + 1 and + 4 are the CMS tests' servers, + 2 and + 3 the hosting suites'.
const port = Number(process.env.E2E_PORT ?? 9100) + 6;
const site = `http://127.0.0.1:${port}`;
const page = "content/guide/authentication.mdx";

let dir = "";
let develop: ChildProcess | null = null;
let log = "";

test.beforeAll(async () => {
  // Develop's first start reads every doc and compiles the development bundle: about two minutes
  // on two busy cores.
  test.setTimeout(300_000);
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "saku-develop-e2e-"));
  const own = new Set([".cache", "public", "test-results", "deploy", ".git"]);
  // Copied: the content the test edits, and the files Gatsby compiles itself (it cannot compile
  // a gatsby-config.ts that is a link).
  const copied = (name: string) => name === "content" || /^(gatsby-.*|package\.json|tsconfig\.json)$/.test(name);
  for (const name of fs.readdirSync(repoRoot)) {
    if (own.has(name)) continue;
    if (copied(name)) fs.cpSync(path.join(repoRoot, name), path.join(dir, name), { recursive: true });
    else fs.symlinkSync(path.join(repoRoot, name), path.join(dir, name));
  }
  develop = spawn(path.join(repoRoot, "node_modules/.bin/gatsby"), ["develop", "-H", "127.0.0.1", "-p", String(port)], {
    cwd: dir,
    env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1" },
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
  });
  await new Promise<void>((resolve, reject) => {
    const onData = (d: Buffer) => {
      log += d.toString();
      if (/You can now view .* in the browser/.test(log)) resolve();
    };
    develop?.stdout?.on("data", onData);
    develop?.stderr?.on("data", onData);
    develop?.on("exit", (code) => reject(new Error(`gatsby develop exited (${code}):\n${log}`)));
  });
});

test.afterAll(async () => {
  const child = develop;
  // Develop is stopped before its folder is removed, so that it writes nothing into a removed one.
  if (child?.pid && child.exitCode === null) {
    const exited = new Promise((resolve) => child.once("exit", resolve));
    process.kill(-child.pid, "SIGTERM");
    await exited;
  }
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

test("develop: no base-URL banner; an unclosed tag shows its file and line in the page; fixing it brings the page back", async ({
  page: browser,
}) => {
  test.setTimeout(180_000);
  const file = path.join(dir, page);
  const source = fs.readFileSync(file, "utf8");
  const consoleLines: string[] = [];
  browser.on("console", (message) => consoleLines.push(`${message.type()}: ${message.text().slice(0, 300)}`));
  // What develop and the page said, for a failure that does not repeat at will (the stale page
  // that patches/gatsby-plugin-mdx+5.16.0.patch mends was one; a first render that never came,
  // once in CI, another).
  const explained = async (check: () => Promise<void>) => {
    try {
      await check();
    } catch (error) {
      throw new Error(
        `${String(error)}\n--- develop (last 3,000 characters) ---\n${log.slice(-3000)}\n--- browser console ---\n${consoleLines.slice(-40).join("\n")}`,
      );
    }
  };
  // "You can now view" can come before develop serves a page's data (once in CI the first visit
  // got develop's 404 page, which never retries): the visit waits until the data is served.
  await explained(() =>
    expect
      .poll(
        async () =>
          (await fetch(`${site}/page-data/guide/authentication/page-data.json`).catch(() => null))?.status ?? 0,
        { timeout: 90_000, intervals: [500] },
      )
      .toBe(200),
  );
  await browser.goto(`${site}/guide/authentication/`);
  const title = browser.getByRole("heading", { level: 1, name: "Authentication" });
  await explained(() => expect(title).toBeVisible({ timeout: 60_000 }));
  await expect(browser.locator("#base-url-issue-banner")).toHaveCount(0);

  const line = source.split("\n").length + 1;
  fs.writeFileSync(file, `${source}\n<Tip>\nNot closed.\n`);
  // Gatsby's error overlay, with the build's message: the file and the line of the opening tag,
  // and what to do about it.
  await expect(browser.getByText(`${page}:${line}`).first()).toBeVisible({ timeout: 60_000 });
  await expect(browser.getByText("Expected a closing tag for `<Tip>`").first()).toBeVisible();
  await expect(browser.getByText("Fix: Close the tag after its content").first()).toBeVisible();

  fs.writeFileSync(file, `${source}\nNow fixed.\n`);
  await expect(browser.getByText(`${page}:${line}`)).toHaveCount(0, { timeout: 60_000 });
  await explained(() => expect(browser.getByText("Now fixed.")).toBeVisible({ timeout: 60_000 }));
  await expect(title).toBeVisible();
});
