#!/usr/bin/env node
// `npm test`: type check, format check, ESLint, dependency check, OpenAPI lint, content lint, unit
// tests, production build (with its link checks), the docs MCP server package and its tests,
// browser tests. Ends with one line "N passed, N failed" over every counted test (DESIGN.md).
//
// Independent read-only checks run two at a time (this machine has 2 cores; each is mostly
// single-threaded); their output is printed whole when each ends, so logs never interleave.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import { requireSupportedNode } from "./lib/node-version.mjs";
import { chromiumPath, provisionSystemPackages } from "./lib/system-packages.mjs";
import { retriedTests, slowestFiles } from "./lib/test-report.mjs";

// Before any test: a supported Node (the project's pinned `node` devDependency, which npm scripts
// run under), then every system package the tests use, installed when missing and running as root.
const runStarted = Date.now();
requireSupportedNode();
provisionSystemPackages();

mkdirSync("test-results", { recursive: true });
const env = { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: "1" };
const seconds = (started) => ((Date.now() - started) / 1000).toFixed(1);

/** Runs one step with its output on the terminal as it comes. */
const step = (title, cmd, args, extraEnv = {}) => {
  console.log(`\n▶ ${title}`);
  const started = Date.now();
  const r = spawnSync(cmd, args, { stdio: "inherit", env: { ...env, ...extraEnv } });
  console.log(`${r.status === 0 ? "✔" : "✘"} ${title} (${seconds(started)} s)`);
  return r.status === 0;
};

/** Runs one step with its output collected, printed whole when it ends. */
const quietStep = (title, cmd, args) =>
  new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(cmd, args, { env, stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    child.stdout.on("data", (d) => (output += d));
    child.stderr.on("data", (d) => (output += d));
    child.on("close", (code) => {
      console.log(`\n▶ ${title}\n${output.trimEnd()}`);
      console.log(`${code === 0 ? "✔" : "✘"} ${title} (${seconds(started)} s)`);
      resolve(code === 0);
    });
  });

/** Runs steps `width` at a time; resolves to each step's success, in order. */
async function inParallel(steps, width = 2) {
  const results = new Array(steps.length);
  let next = 0;
  const worker = async () => {
    while (next < steps.length) {
      const i = next++;
      results[i] = await quietStep(...steps[i]);
    }
  };
  await Promise.all(Array.from({ length: Math.min(width, steps.length) }, worker));
  return results;
}

const counts = { passed: 0, failed: 0 };
/**
 * Adds a step's report to the counts. A step that failed with no failed test in its report (it
 * crashed, or its server did not start, before writing one) counts as one failed test, so the
 * last line never says "0 failed" for a run that failed.
 */
const tally = (file, read, stepOk) => {
  let failed = 0;
  if (existsSync(file)) {
    try {
      const [p, f] = read(JSON.parse(readFileSync(file, "utf8")));
      counts.passed += p;
      failed = f;
    } catch {
      // An unreadable report: the step's own status decides below.
    }
  }
  counts.failed += stepOk || failed > 0 ? failed : 1;
};
// Reports of an earlier run must not be counted as this run's.
for (const report of ["vitest.json", "vitest-mcp.json", "e2e.json"]) rmSync(`test-results/${report}`, { force: true });
const finish = (ok) => {
  const reports = {
    vitest: "test-results/vitest.json",
    mcp: "test-results/vitest-mcp.json",
    e2e: "test-results/e2e.json",
  };
  const read = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, "utf8")) : null);
  const slowest = slowestFiles(
    { vitest: [read(reports.vitest), read(reports.mcp)].filter(Boolean), playwright: read(reports.e2e) },
    10,
  );
  console.log("\nThe ten slowest test files:");
  for (const { file, seconds: s } of slowest) console.log(`  ${s.toFixed(1).padStart(7)} s  ${file}`);
  const retried = retriedTests(read(reports.e2e));
  console.log(
    retried.length === 0
      ? "No test passed only on a retry."
      : `Passed only on a retry (${retried.length}):\n${retried.map((t) => `  ${t}`).join("\n")}`,
  );
  console.log(`npm test took ${((Date.now() - runStarted) / 60000).toFixed(1)} min.`);
  console.log(`\n${counts.passed} passed, ${counts.failed} failed`);
  process.exit(ok && counts.failed === 0 ? 0 : 1);
};

const chrome = chromiumPath();
// Each failed check counts as one failed test; they do not stop the run, so one report says everything.
const checks = await inParallel([
  ["Lint (ESLint, 0 warnings)", "npm", ["run", "--silent", "lint"]],
  // Two projects: build code, tests and tools with Node's types; browser code without (tsconfig.client.json).
  ["Type check", "npm", ["run", "--silent", "typecheck"]],
  ["Format check (Prettier)", "npx", ["prettier", "--check", "."]],
  // Undeclared imports fail in ESLint (import-x/no-extraneous-dependencies); declared but unused here.
  ["Dependency check (unused packages)", "node", ["scripts/check-deps.mjs"]],
  // The OpenAPI document against Redocly's `recommended` rules (redocly.yaml): errors fail, warnings are shown.
  ["OpenAPI lint (Redocly recommended)", "npm", ["run", "--silent", "lint:openapi"]],
  ["Content lint", "npx", ["tsx", "scripts/lint-content.ts"]],
]);
counts.failed += checks.filter((ok) => !ok).length;
let ok = checks.every(Boolean);

const unitOk = step("Unit tests (Vitest)", "npx", [
  "vitest",
  "run",
  "--reporter=default",
  "--reporter=json",
  "--outputFile=test-results/vitest.json",
]);
tally("test-results/vitest.json", (j) => [j.numPassedTests, j.numFailedTests], unitOk);
ok &&= unitOk;
// The unit tests again on each further Node version named in SAKU_EXTRA_NODES, one counted step
// each (the run above counts every test). The code-sample runs are left out there: they exercise
// the six languages' toolchains against the mock, which the run above already did.
for (const bin of (process.env.SAKU_EXTRA_NODES ?? "").split(":").filter(Boolean)) {
  const version = spawnSync(bin, ["--version"], { encoding: "utf8" }).stdout.trim();
  const nodeOk = step(`Unit tests on Node ${version}`, bin, [
    "node_modules/vitest/vitest.mjs",
    "run",
    "--exclude",
    "src/node/openapi/__tests__/code-samples-run.test.ts",
  ]);
  if (!nodeOk) counts.failed += 1;
  ok &&= nodeOk;
}

// The browser tests need analytics on, sending to their local collector: a development token and
// the API host `http://analytics.test`, a reserved name that never resolves (e2e/build-env.json).
// `npm run build` / `npm start` set neither, so their analytics is off unless the environment says.
const e2eBuildEnv = JSON.parse(readFileSync("e2e/build-env.json", "utf8"));
if (!step("Production build", "npx", ["gatsby", "build", "--prefix-paths"], e2eBuildEnv)) {
  counts.failed += 1;
  finish(false);
}
// The docs MCP server is made from the build's outputs (npm run build:mcp), then driven over
// stdio by the SDK's client and packed/installed offline (mcp/__tests__, vitest.mcp.config.mts).
let mcpOk = step("Docs MCP server package (build:mcp)", "npx", ["tsx", "scripts/build-mcp.ts"]);
if (mcpOk) {
  mcpOk = step("Docs MCP server tests (Vitest)", "npx", [
    "vitest",
    "run",
    "--config",
    "vitest.mcp.config.mts",
    "--reporter=default",
    "--reporter=json",
    "--outputFile=test-results/vitest-mcp.json",
  ]);
  tally("test-results/vitest-mcp.json", (j) => [j.numPassedTests, j.numFailedTests], mcpOk);
} else counts.failed += 1;
const e2eOk = step("Browser tests (Playwright, Chromium)", "npx", ["playwright", "test"], { CHROME_PATH: chrome });
tally("test-results/e2e.json", (j) => [j.stats.expected, j.stats.unexpected], e2eOk);
finish(ok && mcpOk && e2eOk);
