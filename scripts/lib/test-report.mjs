// What `npm test` says at its end besides the counts: where the time went (the slowest test files,
// from the Vitest and Playwright JSON reports) and which tests passed only on a retry.

/** Every spec of a Playwright JSON report, with the file it is in. */
function* playwrightSpecs(suites, file) {
  for (const suite of suites ?? []) {
    const where = suite.file ?? file;
    for (const spec of suite.specs ?? []) yield { file: spec.file ?? where, spec };
    yield* playwrightSpecs(suite.suites, where);
  }
}

/**
 * The `count` test files that took longest, slowest first: a Vitest file's own duration, and a
 * Playwright file's time summed over its tests' runs (retries included).
 */
export function slowestFiles({ vitest = [], playwright = null }, count = 10) {
  const seconds = new Map();
  const add = (file, ms) => seconds.set(file, (seconds.get(file) ?? 0) + ms / 1000);
  const rel = (file) => file.replace(`${process.cwd()}/`, "");
  for (const report of vitest)
    for (const result of report.testResults ?? []) add(rel(result.name), result.endTime - result.startTime);
  if (playwright)
    for (const { file, spec } of playwrightSpecs(playwright.suites))
      for (const test of spec.tests ?? [])
        for (const result of test.results ?? []) add(`e2e/${file}`, result.duration ?? 0);
  return [...seconds]
    .map(([file, s]) => ({ file, seconds: s }))
    .sort((a, b) => b.seconds - a.seconds)
    .slice(0, count);
}

/** The Playwright tests that failed first and passed on a retry ("flaky"), as `file › title [project]`. */
export function retriedTests(playwright) {
  if (!playwright) return [];
  const out = [];
  for (const { file, spec } of playwrightSpecs(playwright.suites))
    for (const test of spec.tests ?? [])
      if (test.status === "flaky") out.push(`e2e/${file} › ${spec.title} [${test.projectName}]`);
  return out;
}
