import { blockingTime, mainThreadTasks } from "../blocking-time.mjs";

describe("blockingTime", () => {
  it("slows each task down 4x and sums what lasts beyond 50 ms", () => {
    // 10 ms → 40 ms (not long), 20 ms → 80 ms (30 over), 50 ms → 200 ms (150 over).
    expect(blockingTime([10, 20, 50])).toBe(180);
    expect(blockingTime([12.5])).toBe(0);
    expect(blockingTime([])).toBe(0);
  });
});

describe("mainThreadTasks", () => {
  it("takes the thread time of the renderer main thread's top-level tasks only", () => {
    const events = [
      { name: "thread_name", ph: "M", pid: 1, tid: 7, args: { name: "CrRendererMain" } },
      { name: "thread_name", ph: "M", pid: 1, tid: 8, args: { name: "Compositor" } },
      { name: "RunTask", ph: "X", pid: 1, tid: 7, dur: 90_000, tdur: 30_000 },
      { name: "RunTask", ph: "X", pid: 1, tid: 8, dur: 90_000, tdur: 60_000 },
      { name: "FunctionCall", ph: "X", pid: 1, tid: 7, dur: 20_000, tdur: 20_000 },
    ];
    expect(mainThreadTasks(events)).toEqual([30]);
    expect(mainThreadTasks([])).toEqual([]);
  });
});
