#!/usr/bin/env node
// Search benchmark: index payload (gzipped bytes) and query latency p50/p95.
//
// Two ways to run it:
// - `npm run bench` (scripts/bench.mjs) calls runSearchBench() on the built and served site, and
//   again on a copy of the site with 600 generated pages (scripts/bench/gen-corpus.mjs) built in.
//   It reads the index files the build wrote, measures what a reader's first search fetches in
//   Chromium (hover the box on a guide page and on an API page), the engine's time keystroke by
//   keystroke in Node, and, in Chromium, the time from a keystroke to the suggestions on screen.
// - `node scripts/bench-search.mjs [--pages 6000]` needs no build: it indexes content/ and a copy of
//   content/ with the generated pages added, with the build's own index code (src/node/search:
//   the same documents, tokenizer and shards as the build writes), and reports payload, engine
//   time and the relevance score. Seconds instead of minutes. Engine time is the search and the
//   dropdown's grouping in Node, with the index files in memory: no network, no rendering.
import { cpSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { execFileSync } from "node:child_process";
import { fileURLToPath, pathToFileURL } from "node:url";
import { gzipSync } from "node:zlib";
import { runnerImport } from "vite";

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;

/** The benchmark harness (TypeScript, the build's own modules) loaded through Vite's module runner. */
async function harness(root) {
  const { module } = await runnerImport(join(root, "src/node/search/index.ts"), {
    root,
    configFile: false,
    logLevel: "error",
  });
  return module;
}

function payloadLine(p) {
  return `${p.documents} sections in ${p.files} files (all of them ${kb(p.totalGzip)}); first search fetches at most ${kb(p.firstSearchGzip)} ("${p.firstSearchQuery}": meta ${kb(p.metaGzip)} + its term shards and documents); ${p.firstSearches.map((f) => `${f.query} ${kb(f.gzip)}`).join(", ")}`;
}

function summaryOf(payload, latency, cold) {
  return (
    `first search ≤ ${kb(payload.firstSearchGzip)} gzipped; engine time per keystroke (Node, no network or rendering): ` +
    `warm p50 ${latency.p50Ms} ms, p95 ${latency.p95Ms} ms over ${latency.searches} keystrokes` +
    (cold ? `; cold (each query on a fresh engine, parsing its files) p50 ${cold.p50Ms} ms, p95 ${cold.p95Ms} ms` : "")
  );
}

/**
 * In Chromium: what a page fetches before the box is touched (nothing), on hover (the meta file),
 * and through typing the first query; then keystroke → suggestions on screen (search plus render:
 * the dropdown's `data-query` says which query the list shows).
 */
async function firstSearchInBrowser(browser, url) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const bodies = [];
  const isSearchFile = (request) => /\/(?:static\/search|search-index)\//.test(new URL(request.url()).pathname);
  // Files are counted when requested: a body is read later, in its own handler, and may not be in
  // `bodies` yet when a count is taken.
  let requested = 0;
  page.on("request", (request) => {
    if (isSearchFile(request)) requested++;
  });
  page.on("requestfinished", async (request) => {
    if (!isSearchFile(request)) return;
    const body = (await (await request.response())?.body().catch(() => null)) ?? Buffer.alloc(0);
    bodies.push({ url: request.url(), gzip: gzipSync(body, { level: 9 }).length });
  });
  await page.goto(url, { waitUntil: "load" });
  await page.waitForLoadState("networkidle");
  const beforeHover = requested;
  const box = page.getByRole("banner").getByRole("combobox", { name: /Search/ });
  const hoverAt = Date.now();
  await box.hover();
  await page.waitForFunction(
    () => document.querySelector('header form[role="search"]')?.getAttribute("data-state") === "ready",
  );
  const readyMs = Date.now() - hoverAt;
  await page.waitForLoadState("networkidle");
  const onHover = requested - beforeHover;

  // Keystroke → suggestions on screen, in the page (fetching what is missing, search, render).
  await box.focus();
  const typed = await page.evaluate(
    async (queries) => {
      const input = document.querySelector('header input[type="search"]');
      const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value").set;
      const shown = (q) => document.querySelector("header [data-query]")?.getAttribute("data-query") === q;
      const times = [];
      for (const q of queries) {
        for (let i = 2; i <= q.length; i++) {
          const value = q.slice(0, i);
          const started = performance.now();
          setValue.call(input, value);
          input.dispatchEvent(new Event("input", { bubbles: true }));
          while (!shown(value) && performance.now() - started < 5000) await new Promise((done) => setTimeout(done, 0));
          times.push(performance.now() - started);
        }
      }
      return times.sort((a, b) => a - b);
    },
    ["refund", "X-PARTNER-ID", "partnerReferenceNo", "2005400", "signiture", "webhook"],
  );
  await context.close();
  const pct = (p) => Math.round(typed[Math.min(typed.length - 1, Math.floor((p / 100) * typed.length))] * 10) / 10;
  // The first query's files: everything fetched until the end of typing "refund" is counted below
  // as the whole session; the first search is what hover and "refund" needed.
  return {
    url,
    fetchedBeforeHover: beforeHover,
    filesOnHover: onHover,
    files: bodies.length,
    sessionGzip: bodies.reduce((n, b) => n + b.gzip, 0),
    hoverToReadyMs: readyMs,
    keystrokeToSuggestions: { keystrokes: typed.length, p50Ms: pct(50), p95Ms: pct(95) },
  };
}

/** Indexes content/ plus `pages` generated guide pages, without a build. */
async function syntheticIndex(h, root, sidebars, pages) {
  const dir = mkdtempSync(join(tmpdir(), "search-bench-"));
  try {
    cpSync(join(root, "content"), join(dir, "content"), { recursive: true });
    execFileSync(
      "node",
      [resolve(root, "scripts/bench/gen-corpus.mjs"), join(dir, "content/guide/bench-corpus"), String(pages)],
      {
        stdio: "ignore",
      },
    );
    return h.indexContent(join(dir, "content"), sidebars, join(dir, "content/openapi/merchant-api-v2.yaml"));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

async function loadSidebarsOf(root) {
  const { loadSidebars } = (
    await runnerImport(join(root, "src/node/pages/index.ts"), { root, configFile: false, logLevel: "error" })
  ).module;
  return loadSidebars(join(root, "content/sidebars.yaml"));
}

async function relevanceOf(root) {
  const { module } = await runnerImport(join(root, "src/node/search/index.ts"), {
    root,
    configFile: false,
    logLevel: "error",
  });
  return module;
}

function measure(h, index) {
  const payload = h.payloadOf(index);
  const latency = h.measureLatency(h.engineOf(index), h.BENCH_QUERIES);
  const cold = h.measureColdLatency(index, h.BENCH_QUERIES);
  return { payload, latency, cold };
}

/**
 * Called by scripts/bench.mjs on a built site served at `baseUrl`. `quick` leaves out the index
 * with `extraPages` generated pages (the synthetic site's run: it already has its extra pages).
 */
export async function runSearchBench({ browser, baseUrl, root, extraPages = 6000, quick = false }) {
  const h = await harness(root);
  const built = measure(h, h.builtFiles(join(root, "public")));
  const inBrowser = {
    guide: await firstSearchInBrowser(browser, `${baseUrl}guide/authentication/`),
    api: await firstSearchInBrowser(browser, `${baseUrl}api/`),
  };
  const sidebars = quick ? null : await loadSidebarsOf(root);
  const large = quick ? null : measure(h, await syntheticIndex(h, root, sidebars, extraPages));
  const relevanceModule = await relevanceOf(root);
  const builtEngine = h.engineOf(h.builtFiles(join(root, "public")));
  const relevance = relevanceModule.scoreRelevance(builtEngine);
  const cross = relevanceModule.scoreCrossContext(builtEngine);
  const typing = inBrowser.guide.keystrokeToSuggestions;
  return {
    payloads: built.payload,
    latency: built.latency,
    coldLatency: built.cold,
    large: large && { pages: extraPages, ...large },
    relevance: { score: relevance.score, passed: relevance.passed, total: relevance.total },
    crossContext: { score: cross.score, passed: cross.passed, total: cross.total },
    inBrowser,
    summary:
      `${summaryOf(built.payload, built.latency, built.cold)}; ` +
      (large
        ? `with ${extraPages} extra pages (no build) ${summaryOf(large.payload, large.latency, large.cold)}; `
        : "") +
      `in Chromium: nothing before hover (${inBrowser.guide.fetchedBeforeHover + inBrowser.api.fetchedBeforeHover} files), hover fetches ${inBrowser.guide.filesOnHover} file, keystroke → suggestions on screen p50 ${typing.p50Ms} ms, p95 ${typing.p95Ms} ms; ` +
      `relevance in context ${relevance.passed}/${relevance.total} (${(relevance.score * 100).toFixed(1)} %), ` +
      `across contexts ${cross.passed}/${cross.total} (${(cross.score * 100).toFixed(1)} %) among the first 3 suggestions shown`,
  };
}

/** `node scripts/bench-search.mjs [--pages 6000]`: the real docs and the docs plus generated pages, without a build. */
async function main() {
  const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");
  const pagesArg = process.argv.indexOf("--pages");
  const pages = pagesArg > 0 ? Number(process.argv[pagesArg + 1]) : 6000;
  const h = await harness(root);
  const sidebars = await loadSidebarsOf(root);
  const report = (label, index) => {
    const { payload, latency, cold } = measure(h, index);
    console.log(`\n${label}`);
    console.log(`  ${payloadLine(payload)}`);
    console.log(`  ${summaryOf(payload, latency, cold)}`);
    return { payload, latency, index };
  };
  const real = report(
    "Real docs (content/):",
    h.indexContent(join(root, "content"), sidebars, join(root, "content/openapi/merchant-api-v2.yaml")),
  );
  const relevanceModule = await relevanceOf(root);
  const relevance = relevanceModule.scoreRelevance(h.engineOf(real.index));
  const cross = relevanceModule.scoreCrossContext(h.engineOf(real.index));
  console.log(
    `  relevance in context: ${relevance.passed}/${relevance.total} queries (${(relevance.score * 100).toFixed(1)} %) have their page among the first 3 suggestions shown`,
  );
  for (const miss of relevance.misses) console.log(`    miss: ${miss}`);
  console.log(
    `  relevance across contexts: ${cross.passed}/${cross.total} queries (${(cross.score * 100).toFixed(1)} %) typed in one context have their page, in the other, among the first 3`,
  );
  for (const miss of cross.misses) console.log(`    miss: ${miss}`);
  const offered = relevanceModule.scoreOffered(h.engineOf(real.index));
  console.log(`  the other context's page offered in the dropdown: ${offered.passed}/${offered.total}`);
  for (const miss of offered.misses) console.log(`    miss: ${miss}`);
  const synthetic = report(
    `Real docs + ${pages} generated pages (gen-corpus.mjs, in Integration Guides):`,
    await syntheticIndex(h, root, sidebars, pages),
  );
  console.log(
    `\nWith ${pages} extra pages: the whole index grows ×${(synthetic.payload.totalGzip / real.payload.totalGzip).toFixed(1)}, the first search ×${(synthetic.payload.firstSearchGzip / real.payload.firstSearchGzip).toFixed(2)}.`,
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
