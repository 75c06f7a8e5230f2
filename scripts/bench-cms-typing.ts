// Typing latency in the CMS body editor on the longest guide: key-to-paint per key, p50 and p90.
// Builds the admin (or takes one: --admin <dir>), serves it with Decap's in-memory test backend
// holding that guide (no git server, no preflight), types in Chromium and prints the figures.
// `npm run bench` runs it (--json); alone: `npx tsx scripts/bench-cms-typing.ts [--admin <dir>] [--keys 80]`.
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import type { AddressInfo } from "node:net";
import { chromium } from "@playwright/test";
import { adminHtml, buildAdmin } from "../cms/node/bundle";
import { collectionFolders, decapConfig } from "../cms/node/decap-config";
import { cmsSite, collectionSubfolders } from "../cms/node/site";
import { chromiumArgs, findChromium } from "./lib/chromium.mjs";

const arg = (name: string) => {
  const at = process.argv.indexOf(name);
  return at > 0 ? process.argv[at + 1] : undefined;
};
const keys = Number(arg("--keys") ?? 80);

/** The longest guide, by lines: the worst case for the editor and the preview. */
function longestGuide(): string {
  const files = fs
    .readdirSync(collectionFolders.guide, { recursive: true, encoding: "utf8" })
    .filter((f) => f.endsWith(".mdx"))
    .map((f) => `${collectionFolders.guide}/${f}`);
  const lines = (f: string) => fs.readFileSync(f, "utf8").split("\n").length;
  return files.sort((a, b) => lines(b) - lines(a))[0];
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)];

export async function benchCmsTyping(): Promise<{ file: string; lines: number; p50: number; p90: number }> {
  const { site, api } = cmsSite();
  let dir = arg("--admin");
  if (!dir) {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "saku-cms-bench-"));
    await buildAdmin(dir, site);
  }
  // An admin given with its config.json (another branch's build, to compare) keeps its fields.
  const given = path.join(dir, "config.json");
  const config = fs.existsSync(given)
    ? { ...(JSON.parse(fs.readFileSync(given, "utf8")) as object), backend: { name: "test-repo", branch: "main" } }
    : decapConfig(api.load(), { name: "test-repo", branch: "main" }, collectionSubfolders(process.cwd()));
  const file = longestGuide();
  const text = fs.readFileSync(file, "utf8");
  // Decap's test backend reads its files from window.repoFiles, a tree of folders.
  const tree: Record<string, unknown> = {};
  let node = tree;
  const parts = file.split("/");
  for (const part of parts.slice(0, -1)) node = (node[part] ??= {}) as Record<string, unknown>;
  node[parts.at(-1)!] = { content: text, path: file };
  const root = dir;
  const server = http.createServer((req, res) => {
    const name = new URL(req.url ?? "/", "http://x").pathname.replace(/^\/admin\//, "") || "index.html";
    if (name === "index.html") return res.writeHead(200, { "Content-Type": "text/html" }).end(adminHtml());
    if (name === "config.json") return res.writeHead(200).end(JSON.stringify(config));
    const local = path.join(root, path.normalize(name));
    if (!local.startsWith(root) || !fs.existsSync(local)) return res.writeHead(404).end();
    const type = local.endsWith(".js")
      ? "text/javascript"
      : local.endsWith(".css")
        ? "text/css"
        : "application/octet-stream";
    res.writeHead(200, { "Content-Type": type }).end(fs.readFileSync(local));
  });
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  const browser = await chromium.launch({ executablePath: findChromium(), args: chromiumArgs });
  try {
    const page = await browser.newPage({ viewport: { width: 1400, height: 900 } });
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    page.on("console", (m) => (m.type() === "error" ? errors.push(m.text()) : undefined));
    await page.addInitScript((files) => Object.assign(window, { repoFiles: files }), tree);
    const slug = file.slice(collectionFolders.guide.length + 1, -".mdx".length);
    await page.goto(`http://127.0.0.1:${(server.address() as AddressInfo).port}/admin/`);
    await page.getByRole("button", { name: /login/i }).click();
    await page.goto(
      `http://127.0.0.1:${(server.address() as AddressInfo).port}/admin/#/collections/guide/entries/${slug}`,
    );
    const body = page.getByLabel(/^Body/);
    await body.click({ timeout: 120_000 }).catch(async (error: unknown) => {
      if (process.env.BENCH_SHOT) await page.screenshot({ path: process.env.BENCH_SHOT });
      throw new Error(`The body editor did not show: ${String(error)}\n${errors.join("\n")}`);
    });
    await page.frameLocator("iframe").first().getByRole("heading", { level: 1 }).waitFor({ timeout: 120_000 });
    await page.keyboard.press("Control+End");
    await page.keyboard.press("Enter");
    // Key-to-paint: from the key's event to the first task after the next frame.
    await page.evaluate(() => {
      const samples: number[] = [];
      Object.assign(window, { keySamples: samples });
      document.addEventListener(
        "keydown",
        (event) => {
          const start = event.timeStamp;
          requestAnimationFrame(() => setTimeout(() => samples.push(performance.now() - start), 0));
        },
        true,
      );
    });
    const words = "The widget answers each binding with a status the merchant checks before continuing ".split("");
    for (let i = 0; i < keys; i++) {
      await page.keyboard.type(words[i % words.length]);
      // A writer's pace: about 8 keys a second, with a pause after each word.
      await page.waitForTimeout(words[i % words.length] === " " ? 400 : 120);
    }
    await page.waitForTimeout(1000);
    const samples = (
      (await page.evaluate(() => (window as unknown as { keySamples: number[] }).keySamples)) ?? []
    ).sort((a, b) => a - b);
    return { file, lines: text.split("\n").length, p50: percentile(samples, 0.5), p90: percentile(samples, 0.9) };
  } finally {
    await browser.close();
    server.close();
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(__filename)) {
  benchCmsTyping()
    .then((r) =>
      process.argv.includes("--json")
        ? console.log(JSON.stringify(r))
        : console.log(
            `CMS typing on ${r.file} (${r.lines} lines), key to paint: p50 ${r.p50.toFixed(0)} ms, p90 ${r.p90.toFixed(0)} ms (aim: p90 ≤ 50 ms)`,
          ),
    )
    .catch((error: unknown) => {
      console.error(error);
      process.exit(1);
    });
}
