#!/usr/bin/env node
// The bench at scale: a copy of the site with N generated guide pages (scripts/bench/gen-corpus.mjs)
// built cold, then again after one generated page's body is edited. Prints the cold build time,
// the peak memory of the build's process tree, the warm rebuild time, and how many pages' HTML
// the one edit rewrote (it should be that page and the pages that list it, not every page).
// `npm run bench` runs it with 6,000 pages (BENCH_SCALE=<pages> changes the count, 0 skips it); alone: node scripts/bench-scale.mjs 6000
import { execFileSync } from "node:child_process";
import { appendFileSync, readFileSync, rmSync } from "node:fs";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { buildSteps, changedFiles, copyProject, hashFiles, measure, renderedPages } from "./lib/bench-scale.mjs";

export const scaleTargets = { coldMs: 3 * 60_000, peakRss: 3 * 2 ** 30, warmMs: 30_000 };

/** Where a page's HTML differs from its earlier version: a short excerpt around the first change. */
function firstDifference(before, after) {
  let i = 0;
  while (i < before.length && before[i] === after[i]) i++;
  return { before: before.slice(Math.max(0, i - 60), i + 80), after: after.slice(Math.max(0, i - 60), i + 80) };
}

export async function runScaleBench({ root, pages, env, log = console.log }) {
  const dir = copyProject(root);
  try {
    const corpus = join(dir, "content/guide/bench-corpus");
    execFileSync("node", [resolve(root, "scripts/bench/gen-corpus.mjs"), corpus, String(pages)], { stdio: "ignore" });
    const build = () => measure("npx", ["gatsby", "build", "--prefix-paths"], { cwd: dir, env });

    log(`Scale: cold build with ${pages} generated pages…`);
    const cold = await build();
    log(`Scale: cold build ${(cold.ms / 1000).toFixed(1)} s, peak memory ${(cold.peakRss / 2 ** 30).toFixed(2)} GB`);
    const publicDir = join(dir, "public");
    // A build with nothing changed first: what a warm build costs at least, and the state an
    // author's edit starts from. It should change no file (StableCompilationHash: webpack's own
    // compilation hash, which every page names, differed between a cold build and the next).
    const afterCold = hashFiles(publicDir);
    log("Scale: warm build with nothing changed…");
    const unchanged = await build();
    const unchangedFiles = changedFiles(afterCold, hashFiles(publicDir));
    log(`Scale: warm build with nothing changed ${(unchanged.ms / 1000).toFixed(1)} s`);
    const before = hashFiles(publicDir);
    // An unrelated page, kept to show what changed in it if the edit rewrote it.
    const witness = "guide/bench-corpus/page-00001/index.html";
    const witnessBefore = readFileSync(join(publicDir, witness), "utf8");

    log("Scale: warm build after editing one generated page…");
    const editedPage = `page-${String(Math.ceil(pages / 2)).padStart(5, "0")}`;
    appendFileSync(join(corpus, `${editedPage}.mdx`), "\nThis sentence was added by the benchmark's warm build.\n");
    const warm = await build();
    log(`Scale: warm build ${(warm.ms / 1000).toFixed(1)} s, ${renderedPages(warm.stdout) ?? "?"} pages rendered`);
    const changed = changedFiles(before, hashFiles(publicDir));
    const html = (file) => file.endsWith(".html");
    const witnessAfter = readFileSync(join(publicDir, witness), "utf8");

    return {
      pages,
      htmlPages: [...before.keys()].filter(html).length,
      coldMs: cold.ms,
      coldPeakRss: cold.peakRss,
      unchangedMs: unchanged.ms,
      unchangedChanged: unchangedFiles.length,
      unchangedSample: unchangedFiles.slice(0, 5),
      warmMs: warm.ms,
      warmPeakRss: warm.peakRss,
      warmRendered: renderedPages(warm.stdout),
      editedPage: `guide/bench-corpus/${editedPage}/index.html`,
      changedHtml: changed.filter(html).length,
      changedSample: changed.filter(html).slice(0, 10),
      // Files other than pages the edit changed, added or removed (search index, sitemap, llms
      // files, the page's data and Markdown copy; bundles only if the edit reached the code).
      changedOther: changed.filter((file) => !html(file)),
      warmSteps: buildSteps(warm.stdout),
      witnessDiff: witnessBefore === witnessAfter ? undefined : firstDifference(witnessBefore, witnessAfter),
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The report's lines, each figure beside its target. */
export function scaleReport(r) {
  const s = (ms) => (ms / 1000).toFixed(1) + " s";
  const gb = (b) => (b / 2 ** 30).toFixed(2) + " GB";
  const mark = (ok) => (ok ? "ok" : "OVER");
  const lines = [
    `Scale (${r.pages} generated pages, ${r.htmlPages} HTML pages in all):`,
    `- cold build ${s(r.coldMs)} (target ≤ ${s(scaleTargets.coldMs)}: ${mark(r.coldMs <= scaleTargets.coldMs)})`,
    `- peak memory of the build's process tree ${gb(r.coldPeakRss)} cold, ${gb(r.warmPeakRss)} warm (target ≤ ${gb(scaleTargets.peakRss)}: ${mark(Math.max(r.coldPeakRss, r.warmPeakRss) <= scaleTargets.peakRss)})`,
    `- warm build with nothing changed ${s(r.unchangedMs)}; files it changed: ${r.unchangedChanged}${r.unchangedSample.length ? ` (${r.unchangedSample.join(", ")}${r.unchangedChanged > 5 ? ", …" : ""})` : ""}`,
    `- warm build after editing ${r.editedPage} ${s(r.warmMs)} (target ≤ ${s(scaleTargets.warmMs)}: ${mark(r.warmMs <= scaleTargets.warmMs)})`,
    `- pages Gatsby rendered again in the warm build: ${r.warmRendered ?? "not reported"}`,
    `- HTML files the edit changed: ${r.changedHtml} of ${r.htmlPages}${r.changedSample.length ? ` (${r.changedSample.slice(0, 5).join(", ")}${r.changedHtml > 5 ? ", …" : ""})` : ""}`,
    `- other files the edit changed, added or removed: ${r.changedOther.length}${r.changedOther.length ? ` (${r.changedOther.slice(0, 12).join(", ")}${r.changedOther.length > 12 ? ", …" : ""})` : ""}`,
    `- the warm build's slowest steps: ${r.warmSteps
      .slice(0, 8)
      .map((x) => `${x.step} ${s(x.ms)}`)
      .join("; ")}`,
  ];
  if (r.witnessDiff)
    lines.push(
      `- an unrelated page changed too; first difference:`,
      `  before: ${JSON.stringify(r.witnessDiff.before)}`,
      `  after:  ${JSON.stringify(r.witnessDiff.after)}`,
    );
  return lines;
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const pages = Number(process.argv[2] ?? process.env.BENCH_SCALE ?? 6000);
  const env = { ...process.env, GATSBY_TELEMETRY_DISABLED: "1" };
  const r = await runScaleBench({ root: process.cwd(), pages, env });
  console.log("\n" + scaleReport(r).join("\n"));
}
