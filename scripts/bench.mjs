#!/usr/bin/env node
// `npm run bench`: build time (cold, then warm after one content edit), first-visit weight per
// page type, search payload and query latency, Lighthouse scores for three pages, and the same
// build and weight figures for a synthetic site with 600 extra pages
// (scripts/bench/gen-corpus.mjs), then the scale part (scripts/bench-scale.mjs): cold build, peak
// memory and warm one-edit rebuild with 6,000 extra pages. Prints a table; writes
// bench-results/bench.json. `--quick` skips the synthetic sites and Lighthouse; BENCH_SCALE=<pages>
// sets the scale part's page count (0 skips it).
// Timings are noisy on a shared 2-core machine: compare ratios within one run.
import { spawn, spawnSync, execFileSync } from "node:child_process";
import { appendFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir, cpus, totalmem } from "node:os";
import { join, resolve } from "node:path";
import { chromium } from "@playwright/test";
import { createStaticServer } from "./lib/static-server.mjs";
import { securityHeaders } from "./lib/headers.mjs";
import { measureFirstVisit } from "./lib/first-visit.mjs";
import { estimateBlockingTime } from "./lib/blocking-time.mjs";
import { findChromium, chromiumArgs } from "./lib/chromium.mjs";
import { copyProject } from "./lib/bench-scale.mjs";
import { runScaleBench, scaleReport } from "./bench-scale.mjs";

const root = process.cwd();
const chrome = findChromium();
const env = { ...process.env, GATSBY_TELEMETRY_DISABLED: "1" };
const kb = (n) => (n / 1024).toFixed(1);
const secs = (ms) => (ms / 1000).toFixed(1);
const quick = process.argv.includes("--quick"); // skip the synthetic site and Lighthouse
// The scale part takes minutes (about 5 on an idle 2-core machine).
const scalePages = quick ? 0 : Number(process.env.BENCH_SCALE ?? 6000);

function timed(cmd, args, cwd) {
  const started = Date.now();
  const r = spawnSync(cmd, args, { cwd, env, stdio: ["ignore", "ignore", "inherit"] });
  if (r.status !== 0) throw new Error(`${cmd} ${args.join(" ")} failed in ${cwd}`);
  return Date.now() - started;
}

/** A deployment serves the chat configuration beside the docs; so does the benchmark. */
const chatConfig = JSON.stringify({
  show: true,
  faq: [{ question: "Where do I get sandbox credentials?", answer: "<p>From the merchant dashboard.</p>" }],
});
function answerChatConfig(req, res) {
  if (!/^\/chat-config\/[^/]+\/config\.json(?:\?|$)/.test(req.url ?? "")) return false;
  res
    .writeHead(200, { "Content-Type": "application/json; charset=utf-8", "Cache-Control": "no-cache" })
    .end(chatConfig);
  return true;
}

async function serve(dir, port) {
  const server = createStaticServer({
    root: join(dir, "public"),
    basePath: "/api-docs-v2/",
    headers: securityHeaders(join(dir, "public")),
    onRequest: answerChatConfig,
  });
  await new Promise((ok) => server.listen(port, ok));
  return server;
}

const pageTypes = {
  home: "",
  guide: "guide/payment-gateway/hosted-checkout/",
  "API operation": "api/payment-gateway/create-order/",
  search: "search/",
};

async function weigh(browser, base, pages) {
  const out = {};
  for (const [type, path] of Object.entries(pages)) {
    const v = await measureFirstVisit(browser, base + path);
    out[type] = {
      path,
      jsGzip: v.jsGzip,
      cssGzip: v.cssGzip,
      htmlGzip: v.htmlGzip,
      dataGzip: v.dataGzip,
      requests: v.requests,
    };
  }
  return out;
}

/** Debian's Chromium with a DevTools port for Lighthouse (no launcher package: we start it). */
async function launchForLighthouse(port) {
  const profile = mkdtempSync(join(tmpdir(), "lighthouse-profile-"));
  const proc = spawn(
    chrome,
    ["--headless=new", `--remote-debugging-port=${port}`, `--user-data-dir=${profile}`, ...chromiumArgs, "about:blank"],
    { stdio: "ignore" },
  );
  for (let i = 0; i < 100; i++) {
    const ready = await fetch(`http://127.0.0.1:${port}/json/version`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready)
      return {
        port,
        // Chromium writes to its profile until it has exited: removing it sooner failed the bench
        // (ENOTEMPTY) when a file appeared mid-removal.
        kill: async () => {
          const exited = new Promise((resolve) => proc.once("exit", resolve));
          proc.kill();
          const forced = setTimeout(() => proc.kill("SIGKILL"), 5000);
          if (proc.exitCode === null && proc.signalCode === null) await exited;
          clearTimeout(forced);
          // Its helper processes (crash handler) may still write there for a moment after it exits:
          // a profile that cannot be removed is left in the temporary folder, not a failed bench.
          for (let attempt = 1; ; attempt++) {
            try {
              rmSync(profile, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
              break;
            } catch (error) {
              if (attempt === 3) {
                console.warn(`Left Chromium's profile ${profile}: ${error.message}`);
                break;
              }
              await new Promise((r) => setTimeout(r, 2000));
            }
          }
        },
      };
    await new Promise((r) => setTimeout(r, 100));
  }
  proc.kill();
  throw new Error(`Chromium did not open its DevTools port ${port} within 10 s`);
}

/** One Lighthouse run's figures. */
function lighthouseFigures(lhr) {
  const c = lhr.categories;
  return {
    performance: Math.round(c.performance.score * 100),
    accessibility: Math.round(c.accessibility.score * 100),
    bestPractices: Math.round(c["best-practices"].score * 100),
    seo: Math.round(c.seo.score * 100),
    lcpMs: Math.round(lhr.audits["largest-contentful-paint"].numericValue),
    tbtMs: Math.round(lhr.audits["total-blocking-time"].numericValue),
    failing: Object.values(lhr.audits)
      .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === "binary")
      .map((a) => a.id),
  };
}

// Lighthouse's score moves by several points between runs of the same page on this machine, so
// each page runs an odd number of times (BENCH_LIGHTHOUSE_RUNS, 3 by default) and the run with
// the median performance score is reported, with the range of all runs.
const lighthouseRuns = Math.max(1, Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3));

async function lighthouseScores(urls) {
  const { default: lighthouse } = await import("lighthouse");
  const launched = await launchForLighthouse(9333);
  const out = {};
  try {
    for (const [name, url] of Object.entries(urls)) {
      const runs = [];
      for (let i = 0; i < lighthouseRuns; i++) {
        const r = await lighthouse(url, {
          port: launched.port,
          output: "json",
          logLevel: "error",
          onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
        });
        runs.push(lighthouseFigures(r.lhr));
      }
      runs.sort((a, b) => a.performance - b.performance || b.tbtMs - a.tbtMs);
      const median = runs[Math.floor(runs.length / 2)];
      out[name] = { ...median, runs: runs.length, performanceRange: [runs[0].performance, runs.at(-1).performance] };
    }
  } finally {
    await launched.kill();
  }
  return out;
}

const results = {
  date: new Date().toISOString(),
  machine: { cpus: cpus().length, memoryGiB: Math.round(totalmem() / 2 ** 30), node: process.version },
};

console.log("Cold build…");
timed("npx", ["gatsby", "clean"], root);
results.coldBuildMs = timed("npx", ["gatsby", "build", "--prefix-paths"], root);
console.log("Warm build after one content edit…");
const edited = join(root, "content/guide/overview.mdx");
const original = readFileSync(edited, "utf8");
try {
  appendFileSync(edited, "\nThis sentence was added by the benchmark's warm build.\n");
  results.warmBuildMs = timed("npx", ["gatsby", "build", "--prefix-paths"], root);
} finally {
  writeFileSync(edited, original);
}
timed("npx", ["gatsby", "build", "--prefix-paths"], root);

const browser = await chromium.launch({ executablePath: chrome, args: chromiumArgs });
const server = await serve(root, 9201);
const base = "http://localhost:9201/api-docs-v2/";
results.firstVisit = await weigh(browser, base, pageTypes);

const searchBench = join(root, "scripts/bench-search.mjs");
if (existsSync(searchBench)) {
  console.log("Search…");
  const { runSearchBench } = await import(searchBench);
  results.search = await runSearchBench({ browser, baseUrl: base, root, quick });
}
server.close();

if (!quick) {
  const lhServer = await serve(root, 9202);
  console.log("Lighthouse (mobile emulation)…");
  const lighthousePages = {
    home: "http://localhost:9202/api-docs-v2/",
    guide: "http://localhost:9202/api-docs-v2/guide/payment-gateway/hosted-checkout/",
    "API operation": "http://localhost:9202/api-docs-v2/api/payment-gateway/create-order/",
  };
  results.lighthouse = await lighthouseScores(lighthousePages);
  // Lighthouse's TBT grows with the machine's load; this estimate from CPU time much less.
  results.blockingTimeEstimate = {};
  for (const [name, url] of Object.entries(lighthousePages))
    results.blockingTimeEstimate[name] = await estimateBlockingTime(browser, url);
  lhServer.close();

  console.log("Synthetic site: the docs + 600 generated pages…");
  const dir = copyProject(root);
  try {
    // The copy first as it is: its folder links node_modules from elsewhere, which changes webpack's
    // module ids and so the chunks' order and gzipped size (about 0.2 KB), so the pages' own
    // effect on first-visit JS is measured against a build in the same folder, not the root's.
    timed("npx", ["gatsby", "build", "--prefix-paths"], dir);
    const baseServer = await serve(dir, 9203);
    const baseline = await weigh(browser, "http://localhost:9203/api-docs-v2/", pageTypes);
    baseServer.close();
    execFileSync(
      "node",
      [resolve(root, "scripts/bench/gen-corpus.mjs"), join(dir, "content/guide/bench-corpus"), "600"],
      { stdio: "ignore" },
    );
    results.synthetic = { pages: 600, buildMs: timed("npx", ["gatsby", "build", "--prefix-paths"], dir), baseline };
    const synthServer = await serve(dir, 9203);
    results.synthetic.firstVisit = await weigh(browser, "http://localhost:9203/api-docs-v2/", {
      ...pageTypes,
      "corpus page": "guide/bench-corpus/page-00300/",
    });
    if (existsSync(join(dir, "scripts/bench-search.mjs"))) {
      const { runSearchBench } = await import(join(dir, "scripts/bench-search.mjs"));
      results.synthetic.search = await runSearchBench({
        browser,
        baseUrl: "http://localhost:9203/api-docs-v2/",
        root: dir,
        quick: true,
      });
    }
    synthServer.close();
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
await browser.close();

if (scalePages > 0) results.scale = await runScaleBench({ root, pages: scalePages, env });

// Typing in the CMS body editor: key to paint on the longest guide (scripts/bench-cms-typing.ts).
console.log("CMS typing latency on the longest guide…");
const cmsTyping = spawnSync("npx", ["tsx", "scripts/bench-cms-typing.ts", "--json"], {
  env,
  encoding: "utf8",
  stdio: ["ignore", "pipe", "inherit"],
});
if (cmsTyping.status === 0) results.cmsTyping = JSON.parse(cmsTyping.stdout.trim().split("\n").at(-1));

// Report.
const lines = [];
lines.push(
  `Benchmark ${results.date} — ${results.machine.cpus} cores, ${results.machine.memoryGiB} GiB, Node ${results.machine.node}`,
);
lines.push("");
lines.push(
  `Build: cold ${secs(results.coldBuildMs)} s, warm after one edit ${secs(results.warmBuildMs)} s${results.synthetic ? `, with 600 extra pages ${secs(results.synthetic.buildMs)} s` : ""}`,
);
lines.push("");
lines.push(
  "| page type | JS (gzip) | CSS (gzip) | HTML (gzip) | data (gzip) | requests |" +
    (results.synthetic ? " JS with +600 pages (in a copy, against the copy without them) |" : ""),
);
lines.push("| --- | --- | --- | --- | --- | --- |" + (results.synthetic ? " --- |" : ""));
for (const [type, v] of Object.entries(results.firstVisit)) {
  const synth = results.synthetic?.firstVisit?.[type];
  const base = results.synthetic?.baseline?.[type];
  const growth =
    synth && base ? ` (${synth.jsGzip >= base.jsGzip ? "+" : "−"}${kb(Math.abs(synth.jsGzip - base.jsGzip))} KB)` : "";
  lines.push(
    `| ${type} | ${kb(v.jsGzip)} KB | ${kb(v.cssGzip)} KB | ${kb(v.htmlGzip)} KB | ${kb(v.dataGzip)} KB | ${v.requests} |` +
      (results.synthetic ? ` ${synth ? `${kb(synth.jsGzip)} KB${growth}` : "—"} |` : ""),
  );
}
const corpus = results.synthetic?.firstVisit?.["corpus page"];
if (corpus)
  lines.push(
    `| corpus page (synthetic site) | ${kb(corpus.jsGzip)} KB | ${kb(corpus.cssGzip)} KB | ${kb(corpus.htmlGzip)} KB | ${kb(corpus.dataGzip)} KB | ${corpus.requests} | |`,
  );
if (results.search) {
  lines.push("");
  lines.push(`Search: ${results.search.summary ?? JSON.stringify(results.search)}`);
  if (results.synthetic?.search)
    lines.push(
      `Search, synthetic site: ${results.synthetic.search.summary ?? JSON.stringify(results.synthetic.search)}`,
    );
}
if (results.cmsTyping) {
  const t = results.cmsTyping;
  lines.push("");
  lines.push(
    `CMS typing on ${t.file} (${t.lines} lines), key to paint: p50 ${t.p50.toFixed(0)} ms, p90 ${t.p90.toFixed(0)} ms (aim: p90 ≤ 50 ms)`,
  );
}
if (results.lighthouse) {
  lines.push("");
  lines.push(
    `| Lighthouse (mobile), the median of ${lighthouseRuns} runs | performance (range) | accessibility | best practices | SEO | LCP | TBT |`,
  );
  lines.push("| --- | --- | --- | --- | --- | --- | --- |");
  for (const [name, s] of Object.entries(results.lighthouse)) {
    const [low, high] = s.performanceRange;
    const range = low === high ? "" : ` (${low}–${high})`;
    lines.push(
      `| ${name} | ${s.performance}${range} | ${s.accessibility} | ${s.bestPractices} | ${s.seo} | ${s.lcpMs} ms | ${s.tbtMs} ms |`,
    );
  }
}
if (results.blockingTimeEstimate) {
  const estimates = Object.entries(results.blockingTimeEstimate).map(
    ([name, ms]) => `${name} ${ms.afterPaint} ms (${ms.all} ms with the tasks before it)`,
  );
  lines.push("");
  lines.push(
    `Blocking time estimated from CPU time (main-thread tasks' thread time ×4, beyond 50 ms, after the first contentful paint as Lighthouse's TBT counts; median of 3 loads, less disturbed by the machine's load than Lighthouse's TBT): ${estimates.join(", ")}`,
  );
}
if (results.scale) {
  lines.push("");
  lines.push(...scaleReport(results.scale));
}
console.log("\n" + lines.join("\n"));
mkdirSync("bench-results", { recursive: true });
writeFileSync("bench-results/bench.json", JSON.stringify(results, null, 2));
writeFileSync("bench-results/bench.md", lines.join("\n") + "\n");
console.log("\nWrote bench-results/bench.json and bench-results/bench.md");
