#!/usr/bin/env node
// Search benchmark (issue #6): index payload (gzipped bytes) and query latency p50/p95.
//
// Two ways to run it:
// - `npm run bench` (scripts/bench.mjs) calls runSearchBench() on the built and served site, and
//   again on a copy of the site with 600 generated pages (../shared/bench/gen-corpus.mjs) built in.
//   It reads the index files the build wrote, measures what a reader's first search fetches in
//   Chromium (hover the box on a guide page and on an API page), engine latency keystroke by
//   keystroke in Node, and the time from a keystroke to the suggestions on screen.
// - `node scripts/bench-search.mjs [--pages 600]` needs no build: it indexes content/ and a copy of
//   content/ with the generated pages added, with the build's own index code (src/node/search:
//   the same documents, tokenizer and FlexSearch export as gatsby-plugin-local-search makes), and
//   reports payload and engine latency for both. Seconds instead of minutes.
import { cpSync, existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { execFileSync } from "node:child_process";
import { fileURLToPath, pathToFileURL } from "node:url";
import { gzipSync } from "node:zlib";
import { runnerImport } from "vite";

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;

/** The benchmark harness (TypeScript, the build's own modules) loaded through Vite's module runner. */
async function harness(root) {
  const { module } = await runnerImport(join(root, "src/node/search/bench.ts"), {
    root,
    configFile: false,
    logLevel: "error",
  });
  return module;
}

function payloadLine(p) {
  return `${p.context}: ${p.documents} sections, first search ${kb(p.firstSearchGzip)} (index ${kb(p.indexGzip)} + store ${kb(p.storeGzip)}), excerpts ${kb(p.textGzip)}`;
}

function summaryOf(payloads, latency) {
  const first = Math.max(...payloads.map((p) => p.firstSearchGzip));
  const all = payloads.reduce((n, p) => n + p.firstSearchGzip, 0);
  return `first search ≤ ${kb(first)} gzipped (one context; all contexts ${kb(all)}), query p50 ${latency.p50Ms} ms, p95 ${latency.p95Ms} ms over ${latency.searches} keystroke searches`;
}

/** Gzipped bytes of the index files a page fetches when the search box is hovered. */
async function firstSearchInBrowser(browser, url) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const bodies = [];
  page.on("requestfinished", async (request) => {
    if (!new URL(request.url()).pathname.includes("/static/search/")) return;
    const body = (await (await request.response())?.body().catch(() => null)) ?? Buffer.alloc(0);
    bodies.push({ url: request.url(), gzip: gzipSync(body, { level: 9 }).length });
  });
  await page.goto(url, { waitUntil: "load" });
  await page.waitForLoadState("networkidle");
  const beforeHover = bodies.length;
  const box = page.getByRole("banner").getByRole("combobox", { name: /Search/ });
  const hoverAt = Date.now();
  await box.hover();
  await page.waitForFunction(
    () => document.querySelector('header form[role="search"]')?.getAttribute("data-state") === "ready",
  );
  const readyMs = Date.now() - hoverAt;
  await page.waitForLoadState("networkidle");

  // Keystroke → suggestions on screen, in the page (search plus render).
  await box.focus();
  const typed = await page.evaluate(
    async (queries) => {
      const input = document.querySelector('header input[type="search"]');
      const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value").set;
      const times = [];
      for (const q of queries) {
        for (let i = 2; i <= q.length; i++) {
          const started = performance.now();
          setValue.call(input, q.slice(0, i));
          input.dispatchEvent(new Event("input", { bubbles: true }));
          await new Promise((done) => requestAnimationFrame(() => setTimeout(done, 0)));
          times.push(performance.now() - started);
        }
      }
      return times.sort((a, b) => a - b);
    },
    ["refund", "X-PARTNER-ID", "partnerReferenceNo", "2005400"],
  );
  await context.close();
  const pct = (p) => Math.round(typed[Math.min(typed.length - 1, Math.floor((p / 100) * typed.length))] * 10) / 10;
  return {
    url,
    fetchedBeforeHover: beforeHover,
    files: bodies.length,
    firstSearchGzip: bodies.reduce((n, b) => n + b.gzip, 0),
    hoverToReadyMs: readyMs,
    keystrokeToSuggestions: { keystrokes: typed.length, p50Ms: pct(50), p95Ms: pct(95) },
  };
}

/** Called by scripts/bench.mjs on a built site served at `baseUrl`. */
export async function runSearchBench({ browser, baseUrl, root }) {
  const h = await harness(root);
  const files = h.builtFiles(join(root, "public"));
  const payloads = files.map((f) => h.payloadOf(f));
  const engine = h.engineOf(files);
  const latency = h.measureLatency(engine, h.BENCH_QUERIES);
  const perContext = Object.fromEntries(
    files.map((f) => [f.context, h.measureLatency(engine, h.BENCH_QUERIES, 5, f.context)]),
  );
  const inBrowser = {
    guide: await firstSearchInBrowser(browser, `${baseUrl}guide/authentication/`),
    api: await firstSearchInBrowser(browser, `${baseUrl}api/`),
  };
  const typing = inBrowser.guide.keystrokeToSuggestions;
  return {
    payloads,
    latency,
    perContext,
    inBrowser,
    summary: `${summaryOf(payloads, latency)}; in Chromium: hover fetches ${kb(inBrowser.guide.firstSearchGzip)} (guide page) / ${kb(inBrowser.api.firstSearchGzip)} (API page), nothing before hover (${inBrowser.guide.fetchedBeforeHover + inBrowser.api.fetchedBeforeHover} files), keystroke → suggestions p50 ${typing.p50Ms} ms, p95 ${typing.p95Ms} ms`,
  };
}

function corpusGenerator(root) {
  const candidates = [
    process.env.BENCH_CORPUS_GENERATOR,
    resolve(root, "../shared/bench/gen-corpus.mjs"),
    resolve(root, "../../shared/bench/gen-corpus.mjs"),
  ].filter(Boolean);
  const found = candidates.find((c) => existsSync(c));
  if (!found) throw new Error(`gen-corpus.mjs not found (tried ${candidates.join(", ")}); set BENCH_CORPUS_GENERATOR`);
  return found;
}

/** `node scripts/bench-search.mjs`: the real docs and the docs plus generated pages, indexed without a build. */
async function main() {
  const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");
  const pagesArg = process.argv.indexOf("--pages");
  const pages = pagesArg > 0 ? Number(process.argv[pagesArg + 1]) : 600;
  const h = await harness(root);
  const { loadSidebars } = (
    await runnerImport(join(root, "src/node/sidebars.ts"), { root, configFile: false, logLevel: "error" })
  ).module;
  const sidebars = loadSidebars(join(root, "content/sidebars.yaml"));
  const report = (label, files) => {
    const payloads = files.map((f) => h.payloadOf(f));
    const latency = h.measureLatency(h.engineOf(files), h.BENCH_QUERIES);
    console.log(`\n${label}`);
    for (const p of payloads) console.log(`  ${payloadLine(p)}`);
    console.log(`  ${summaryOf(payloads, latency)}`);
    return { payloads, latency };
  };

  const real = report(
    "Real docs (content/):",
    h.indexContent(join(root, "content"), sidebars, join(root, "content/openapi/merchant-api-v2.yaml")),
  );
  const dir = mkdtempSync(join(tmpdir(), "search-bench-"));
  try {
    cpSync(join(root, "content"), join(dir, "content"), { recursive: true });
    execFileSync("node", [corpusGenerator(root), join(dir, "content/guide/bench-corpus"), String(pages)], {
      stdio: "ignore",
    });
    const synthetic = report(
      `Real docs + ${pages} generated pages (gen-corpus.mjs, in Integration Guides):`,
      h.indexContent(join(dir, "content"), sidebars, join(dir, "content/openapi/merchant-api-v2.yaml")),
    );
    const grow = (ctx) =>
      synthetic.payloads.find((p) => p.context === ctx).firstSearchGzip /
      real.payloads.find((p) => p.context === ctx).firstSearchGzip;
    console.log(
      `\nGrowth with ${pages} pages: guide first search ×${grow("guide").toFixed(2)}, API first search ×${grow("api").toFixed(2)} (split by context: API readers fetch none of the new pages).`,
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
