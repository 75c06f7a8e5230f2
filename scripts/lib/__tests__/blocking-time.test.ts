import { blockingTime, cpuAfter, mainThreadTasks } from "../blocking-time.mjs";

describe("blockingTime", () => {
  it("slows each task down 4x and sums what lasts beyond 50 ms", () => {
    // 10 ms → 40 ms (not long), 20 ms → 80 ms (30 over), 50 ms → 200 ms (150 over).
    expect(blockingTime([10, 20, 50])).toBe(180);
    expect(blockingTime([12.5])).toBe(0);
    expect(blockingTime([])).toBe(0);
  });
});

describe("mainThreadTasks", () => {
  it("takes the renderer main thread's top-level tasks only, and its first contentful paint", () => {
    const events = [
      { name: "thread_name", ph: "M", pid: 1, tid: 7, args: { name: "CrRendererMain" } },
      { name: "thread_name", ph: "M", pid: 1, tid: 8, args: { name: "Compositor" } },
      { name: "RunTask", ph: "X", pid: 1, tid: 7, ts: 1_000, dur: 90_000, tdur: 30_000 },
      { name: "RunTask", ph: "X", pid: 1, tid: 8, ts: 1_000, dur: 90_000, tdur: 60_000 },
      { name: "FunctionCall", ph: "X", pid: 1, tid: 7, ts: 2_000, dur: 20_000, tdur: 20_000 },
      { name: "firstContentfulPaint", ph: "R", pid: 1, tid: 7, ts: 95_000 },
      { name: "firstContentfulPaint", ph: "R", pid: 1, tid: 8, ts: 50_000 },
    ];
    expect(mainThreadTasks(events)).toEqual({ tasks: [{ ts: 1_000, durMs: 90, cpuMs: 30 }], fcp: 95_000 });
    expect(mainThreadTasks([])).toEqual({ tasks: [], fcp: undefined });
  });
});

describe("cpuAfter", () => {
  it("counts the tasks after the first paint, and the share after it of a task under way then", () => {
    const tasks = [
      { ts: 0, durMs: 40, cpuMs: 40 }, // the first layout, before the paint at 50 ms: left out
      { ts: 30_000, durMs: 40, cpuMs: 20 }, // under way at 50 ms: half of it after
      { ts: 60_000, durMs: 30, cpuMs: 30 },
    ];
    expect(cpuAfter(tasks, 50_000)).toEqual([10, 30]);
    expect(blockingTime(cpuAfter(tasks, 50_000))).toBe(70);
    expect(blockingTime(tasks.map((t) => t.cpuMs))).toBe(110 + 30 + 70);
  });
});
