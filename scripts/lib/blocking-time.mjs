// An estimate of Lighthouse's total blocking time that a busy machine disturbs less than
// Lighthouse's own. Lighthouse (mobile) runs the page unthrottled and multiplies each observed
// main-thread task by its CPU slowdown (4x); a task blocks for what it lasts beyond 50 ms, and TBT
// counts the tasks after the first contentful paint (the first layout of a long page, before it,
// is a long task that TBT leaves out). Wall-clock durations grow with every other process on the
// machine; a task's CPU (thread) time much less. So: load the page unthrottled in mobile
// emulation, take each top-level main-thread task's thread time ×4, and sum the excess over 50 ms,
// after the first contentful paint and over all tasks; the median of a few loads.

const slowdown = 4;
const longTaskMs = 50;

/** Sum of what each task, slowed down, lasts beyond 50 ms. `cpuMs`: the tasks' thread times. */
export function blockingTime(cpuMs) {
  return cpuMs.reduce((sum, ms) => sum + Math.max(0, ms * slowdown - longTaskMs), 0);
}

/**
 * The top-level tasks of the renderer's main thread, from a Chromium trace: each one's start (the
 * trace's µs), wall time and thread time (ms); and the first contentful paint on that thread (µs),
 * if the trace has one.
 */
export function mainThreadTasks(traceEvents) {
  const main = traceEvents.find((e) => e.name === "thread_name" && e.args?.name === "CrRendererMain");
  if (!main) return { tasks: [], fcp: undefined };
  const onMain = (e) => e.pid === main.pid && e.tid === main.tid;
  const tasks = traceEvents
    .filter((e) => e.name === "RunTask" && e.ph === "X" && onMain(e) && e.tdur)
    .map((e) => ({ ts: e.ts, durMs: e.dur / 1000, cpuMs: e.tdur / 1000 }));
  const paints = traceEvents.filter((e) => e.name === "firstContentfulPaint" && onMain(e)).map((e) => e.ts);
  return { tasks, fcp: paints.length ? Math.min(...paints) : undefined };
}

/** Each task's thread time after `from` (µs): a task under way then counts for its share after it. */
export function cpuAfter(tasks, from) {
  return tasks
    .filter((t) => t.ts + t.durMs * 1000 > from)
    .map((t) => (t.ts >= from ? t.cpuMs : (t.cpuMs * (t.ts + t.durMs * 1000 - from)) / (t.durMs * 1000)));
}

/**
 * The median estimates over `runs` loads of `url` (Playwright browser), in ms: `afterPaint` counts
 * what Lighthouse's TBT counts (after the first contentful paint), `all` every task.
 */
export async function estimateBlockingTime(browser, url, { runs = 3 } = {}) {
  const afterPaint = [];
  const all = [];
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
    const { tasks, fcp } = mainThreadTasks(trace.traceEvents);
    if (fcp === undefined) throw new Error(`No first contentful paint in the trace of ${url}`);
    afterPaint.push(blockingTime(cpuAfter(tasks, fcp)));
    all.push(blockingTime(tasks.map((t) => t.cpuMs)));
    await page.close();
  }
  const median = (values) => Math.round([...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]);
  return { afterPaint: median(afterPaint), all: median(all) };
}
