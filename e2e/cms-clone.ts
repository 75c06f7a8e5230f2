import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { BrowserContext, Page } from "@playwright/test";
import { test } from "./fixtures";

/**
 * The writers' CMS on a temporary clone of this repository, for the CMS browser tests: each spec
 * file has its own clone and its own port (E2E_PORT + the given offset), so the files run side
 * by side, each one's tests in order.
 */

const repoRoot = path.resolve(__dirname, "..");
export const user = { name: "Writer Test", email: "writer@example.test" };

export class CmsClone {
  readonly port: number;
  readonly url: string;
  dir = "";
  /** What `npm run cms` printed since it last started. */
  log = "";
  private server: ChildProcess | null = null;

  constructor(portOffset: number) {
    this.port = Number(process.env.E2E_PORT ?? 9100) + portOffset;
    this.url = `http://127.0.0.1:${this.port}/admin/`;
  }

  git(args: string[], cwd = this.dir): string {
    return execFileSync("git", args, { cwd, encoding: "utf8" }).trim();
  }

  /** A clone of the committed branch, on `main`, with the dependencies linked in (not copied). */
  create(): void {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "saku-cms-e2e-"));
    execFileSync("git", ["clone", "--quiet", repoRoot, dir]);
    this.git(["checkout", "--quiet", "-B", "main"], dir);
    this.git(["config", "user.name", user.name], dir);
    this.git(["config", "user.email", user.email], dir);
    fs.symlinkSync(path.join(repoRoot, "node_modules"), path.join(dir, "node_modules"));
    fs.symlinkSync(path.join(repoRoot, "cms/node_modules"), path.join(dir, "cms/node_modules"));
    // The links are not the writer's changes: keep them out of `git status` (and the preflight).
    fs.appendFileSync(path.join(dir, ".git/info/exclude"), "node_modules\ncms/node_modules\n");
    this.dir = dir;
  }

  remove(): void {
    if (this.server?.pid) process.kill(-this.server.pid, "SIGTERM");
    if (this.dir) fs.rmSync(this.dir, { recursive: true, force: true });
  }

  run(port: number, env: Record<string, string> = {}): ChildProcess {
    return spawn("npm", ["run", "cms"], {
      cwd: this.dir,
      env: { ...process.env, CMS_PORT: String(port), CMS_BRANCH: "main", ...env },
      detached: true,
      stdio: ["ignore", "pipe", "pipe"],
    });
  }

  /** Starts `npm run cms` unless it runs, and waits for the line saying where it listens. */
  async start(env: Record<string, string> = {}): Promise<void> {
    if (this.server) return;
    const server = this.run(this.port, env);
    this.server = server;
    await new Promise<void>((resolve, reject) => {
      const onData = (d: Buffer) => {
        this.log += d.toString();
        if (this.log.includes(`The CMS is running at ${this.url}`)) resolve();
      };
      server.stdout?.on("data", onData);
      server.stderr?.on("data", onData);
      server.on("exit", (code) => reject(new Error(`npm run cms exited (${code}):\n${this.log}`)));
    });
  }

  /** Stops the running CMS and starts it again with `env`. */
  async restart(env: Record<string, string>): Promise<void> {
    const running = this.server;
    this.server = null;
    if (running?.pid) {
      const exited = new Promise((done) => running.on("exit", done));
      process.kill(-running.pid, "SIGTERM");
      await exited;
    }
    this.log = "";
    await this.start(env);
  }

  /** The CMS running, for a browser that may reach nothing but it: it needs nothing from the internet. */
  async forBrowser(context: BrowserContext): Promise<void> {
    await this.start();
    await context.route("**/*", (route) =>
      new URL(route.request().url()).hostname === "127.0.0.1" ? route.continue() : route.abort(),
    );
  }
}

/** A clone for this spec file's tests, made before the first and removed after the last, which run in order. */
export function useCmsClone(portOffset: number): CmsClone {
  const cms = new CmsClone(portOffset);
  test.describe.configure({ mode: "serial" });
  test.beforeAll(() => cms.create());
  test.afterAll(() => cms.remove());
  return cms;
}

/** Publish → Publish now. */
export async function publish(page: Page): Promise<void> {
  await page.getByRole("button", { name: "Publish" }).click();
  await page.getByRole("menuitem", { name: "Publish now" }).click();
}

/**
 * The body field, a code editor (CodeMirror): its text is replaced with the editor's own select
 * all (a DOM select-all would reach only the lines drawn) and typed as one insertion.
 */
export async function setBody(page: Page, text: string): Promise<void> {
  const body = page.getByLabel(/^Body/);
  await body.click();
  await page.keyboard.press("ControlOrMeta+a");
  await page.keyboard.press("Delete");
  // Leading line breaks as keys: an insertion into an empty editor drops them.
  const rest = text.replace(/^\n+/, "");
  for (let i = 0; i < text.length - rest.length; i++) await page.keyboard.press("Enter");
  if (rest) await page.keyboard.insertText(rest);
}

export const findings = (page: Page) => page.getByRole("complementary", { name: "Not saved: findings" });
/** A finding of a refused save, in the panel. */
export const refusal = (page: Page, text: string) =>
  findings(page).getByRole("listitem").filter({ hasText: text }).first();
