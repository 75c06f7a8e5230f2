// An estimate of Lighthouse's total blocking time that a busy machine disturbs less than
// Lighthouse's own. Lighthouse (mobile) runs the page unthrottled and multiplies each observed
// main-thread task by its CPU slowdown (4x); a task blocks for what it lasts beyond 50 ms. Wall-clock
// durations grow with every other process on the machine; a task's CPU (thread) time much less.
// So: load the page unthrottled in mobile emulation, take each top-level main-thread task's thread
// time ×4, and sum the excess over 50 ms; the median of a few loads.

const slowdown = 4;
const longTaskMs = 50;

/** Sum of what each task, slowed down, lasts beyond 50 ms. `cpuMs`: the tasks' thread times. */
export function blockingTime(cpuMs) {
  return cpuMs.reduce((sum, ms) => sum + Math.max(0, ms * slowdown - longTaskMs), 0);
}

/** The thread times (ms) of the top-level tasks of the renderer's main thread, from a Chromium trace. */
export function mainThreadTasks(traceEvents) {
  const main = traceEvents.find((e) => e.name === "thread_name" && e.args?.name === "CrRendererMain");
  if (!main) return [];
  return traceEvents
    .filter((e) => e.name === "RunTask" && e.ph === "X" && e.pid === main.pid && e.tid === main.tid && e.tdur)
    .map((e) => e.tdur / 1000);
}

/** The median estimate over `runs` loads of `url` (Playwright browser), in ms. */
export async function estimateBlockingTime(browser, url, { runs = 3 } = {}) {
  const results = [];
  for (let i = 0; i < runs; i++) {
    const page = await browser.newPage({
      viewport: { width: 412, height: 823 },
      deviceScaleFactor: 1.75,
      isMobile: true,
    });
    await browser.startTracing(page, { categories: ["devtools.timeline", "disabled-by-default-devtools.timeline"] });
    await page.goto(url, { waitUntil: "networkidle" });
    await page.waitForTimeout(1500);
    const trace = JSON.parse((await browser.stopTracing()).toString());
    results.push(blockingTime(mainThreadTasks(trace.traceEvents)));
    await page.close();
  }
  results.sort((a, b) => a - b);
  return Math.round(results[Math.floor(results.length / 2)]);
}
