// @vitest-environment jsdom
import { afterLoadWhenIdle, holdDeferredLoads, loadOnceWhenIdle } from "../deferred-load";

describe("afterLoadWhenIdle", () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
    vi.useRealTimers();
    performance.clearMarks();
  });

  it("waits for idle time once the page has loaded, and marks what loads first", () => {
    const idle: { run: () => void; timeout?: number }[] = [];
    vi.stubGlobal(
      "requestIdleCallback",
      vi.fn((run: () => void, options?: { timeout?: number }) => idle.push({ run, timeout: options?.timeout })),
    );
    const start = vi.fn(() => expect(performance.getEntriesByName("deferred-load", "mark")).toHaveLength(1));
    afterLoadWhenIdle("writer-parts", start, 5000);
    expect(idle).toEqual([{ run: expect.any(Function), timeout: 5000 }]);
    expect(start).not.toHaveBeenCalled();
    idle[0].run();
    expect(start).toHaveBeenCalledOnce();
    const [mark] = performance.getEntriesByName("deferred-load", "mark") as PerformanceMark[];
    expect(mark.detail).toBe("writer-parts");
  });

  it("waits for the load event on a page still loading", () => {
    vi.spyOn(document, "readyState", "get").mockReturnValue("interactive");
    const idle = vi.fn();
    vi.stubGlobal("requestIdleCallback", idle);
    afterLoadWhenIdle("analytics", () => undefined, 3000);
    expect(idle).not.toHaveBeenCalled();
    window.dispatchEvent(new Event("load"));
    expect(idle).toHaveBeenCalledOnce();
  });

  it("waits the lazy-loading delay where the browser has no idle callbacks", () => {
    vi.useFakeTimers();
    vi.stubGlobal("requestIdleCallback", undefined);
    const start = vi.fn();
    afterLoadWhenIdle("analytics", start, 3000);
    vi.advanceTimersByTime(199);
    expect(start).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(start).toHaveBeenCalledOnce();
  });

  it("starts only once the first load's own work has settled, whether it succeeds or fails", async () => {
    const idle: (() => void)[] = [];
    vi.stubGlobal("requestIdleCallback", (run: () => void) => idle.push(run));
    let answer: (value: unknown) => void = () => undefined;
    let fail: (error: unknown) => void = () => undefined;
    holdDeferredLoads(new Promise((resolve) => (answer = resolve)));
    holdDeferredLoads(new Promise((_, reject) => (fail = reject)));
    const start = vi.fn();
    afterLoadWhenIdle("analytics", start, 3000);
    idle[0]();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(start).not.toHaveBeenCalled();
    expect(performance.getEntriesByName("deferred-load", "mark")).toHaveLength(0);
    answer({ show: true });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(start).not.toHaveBeenCalled();
    fail(new Error("offline"));
    await vi.waitFor(() => expect(start).toHaveBeenCalledOnce());
    expect(performance.getEntriesByName("deferred-load", "mark")).toHaveLength(1);

    // Settled work holds nothing back: the next deferred load starts at idle at once.
    const next = vi.fn();
    afterLoadWhenIdle("writer-parts", next, 5000);
    idle[1]();
    expect(next).toHaveBeenCalledOnce();
  });
});

describe("loadOnceWhenIdle", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    performance.clearMarks();
  });

  it("loads once at idle time however often it is asked, and swallows a failed load", async () => {
    const idle: (() => void)[] = [];
    vi.stubGlobal(
      "requestIdleCallback",
      vi.fn((run: () => void) => idle.push(run)),
    );
    const load = vi.fn(() => Promise.reject(new Error("offline")));
    const loadWhenIdle = loadOnceWhenIdle("writer-html", load);
    loadWhenIdle();
    loadWhenIdle();
    expect(idle).toHaveLength(1);
    expect(load).not.toHaveBeenCalled();
    idle[0]();
    expect(load).toHaveBeenCalledOnce();
    await Promise.resolve();
    loadWhenIdle();
    expect(idle).toHaveLength(1);
    const [mark] = performance.getEntriesByName("deferred-load", "mark") as PerformanceMark[];
    expect(mark.detail).toBe("writer-html");
  });
});
