import { createDelayedProgress, createGuardedNavigate, isFailedLoad, type ProgressBar } from "../route-transition";
import { memorySlot } from "../../__tests__/memory-slot";

function recordingBar() {
  const calls: string[] = [];
  const bar: ProgressBar = { start: () => calls.push("start"), done: () => calls.push("done") };
  return { bar, calls };
}

describe("createDelayedProgress (the bar starts only after 200 ms)", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("shows nothing for a route done within the delay", () => {
    const { bar, calls } = recordingBar();
    const progress = createDelayedProgress(bar, 200);
    progress.start();
    vi.advanceTimersByTime(199);
    progress.done();
    vi.advanceTimersByTime(1000);
    expect(calls).toEqual([]);
  });

  it("starts after the delay and finishes when done", () => {
    const { bar, calls } = recordingBar();
    const progress = createDelayedProgress(bar, 200);
    progress.start();
    vi.advanceTimersByTime(200);
    expect(calls).toEqual(["start"]);
    progress.done();
    expect(calls).toEqual(["start", "done"]);
  });

  it("does not restart while a start is pending", () => {
    const { bar, calls } = recordingBar();
    const progress = createDelayedProgress(bar, 200);
    progress.start();
    vi.advanceTimersByTime(150);
    progress.start();
    vi.advanceTimersByTime(50);
    expect(calls).toEqual(["start"]);
  });
});

describe("createGuardedNavigate", () => {
  const page = { page: { path: "/guide/authentication/" }, component: {} };

  function setup(
    load: (path: string) => Promise<unknown>,
    marker = memorySlot(),
    offline = false,
    alsoLoad?: () => Promise<unknown>,
  ) {
    const notifyOffline = vi.fn();
    const navigate = vi.fn();
    const reload = vi.fn();
    const warn = vi.fn();
    const progress = { start: vi.fn(), done: vi.fn() };
    const loader = { loadPage: vi.fn(load) };
    const guarded = createGuardedNavigate({
      navigate,
      loader,
      progress,
      location: () => ({ href: "https://docs.example/api-docs-v2/api/" }),
      reload,
      reloadMarker: marker,
      warn,
      isOffline: () => offline,
      notifyOffline,
      alsoLoad,
    });
    return { guarded, navigate, reload, warn, progress, loader, marker, notifyOffline };
  }

  it("preloads the route, then hands over to Gatsby's navigate", async () => {
    const t = setup(async () => page);
    t.guarded("/api-docs-v2/guide/authentication/?a=1#keys", { replace: false });
    expect(t.progress.start).toHaveBeenCalledTimes(1);
    expect(t.navigate).not.toHaveBeenCalled();
    await vi.waitFor(() =>
      expect(t.navigate).toHaveBeenCalledWith("/api-docs-v2/guide/authentication/?a=1#keys", { replace: false }),
    );
    expect(t.loader.loadPage).toHaveBeenCalledWith("/api-docs-v2/guide/authentication/?a=1");
    expect(t.progress.done).toHaveBeenCalled();
    expect(t.reload).not.toHaveBeenCalled();
  });

  it("waits for the code every page renders with as well as the page's own", async () => {
    let chrome: () => void = () => undefined;
    // One load, however often it is asked for (as a part's code load is).
    const chromeLoad = new Promise<void>((resolve) => (chrome = resolve));
    const t = setup(
      async () => page,
      memorySlot(),
      false,
      () => chromeLoad,
    );
    t.guarded("/api-docs-v2/guide/authentication/");
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(t.loader.loadPage).toHaveBeenCalledTimes(1);
    expect(t.navigate).not.toHaveBeenCalled();
    chrome();
    await vi.waitFor(() => expect(t.navigate).toHaveBeenCalledWith("/api-docs-v2/guide/authentication/", undefined));
    expect(t.reload).not.toHaveBeenCalled();
  });

  it("also waits for code the page's own code registers once it is here", async () => {
    const loads = new Set<() => Promise<unknown>>();
    let parts: () => void = () => undefined;
    const partsLoad = new Promise<void>((resolve) => (parts = resolve));
    const t = setup(
      async () => {
        loads.add(() => partsLoad); // evaluating the page's code registers its parts' chunk
        return page;
      },
      memorySlot(),
      false,
      () => Promise.all([...loads].map((load) => load())),
    );
    t.guarded("/api-docs-v2/guide/authentication/#keys");
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(t.navigate).not.toHaveBeenCalled();
    parts();
    await vi.waitFor(() =>
      expect(t.navigate).toHaveBeenCalledWith("/api-docs-v2/guide/authentication/#keys", undefined),
    );
  });

  it("fails like a failed preload when code the page cannot render without fails, with no unhandled rejection", async () => {
    const error = new Error("Loading chunk writer-html failed.");
    const unhandled = vi.fn();
    process.on("unhandledRejection", unhandled);
    try {
      // The page's data comes after the code has failed, as over a network it does.
      const t = setup(
        () => new Promise((resolve) => setTimeout(() => resolve(page), 20)),
        memorySlot(),
        false,
        () => Promise.reject(error),
      );
      t.guarded("/api-docs-v2/guide/authentication/");
      await vi.waitFor(() =>
        expect(t.reload).toHaveBeenCalledWith("https://docs.example/api-docs-v2/guide/authentication/"),
      );
      expect(t.warn).toHaveBeenCalledWith(expect.stringContaining("reloading the page"), error);
      expect(t.navigate).not.toHaveBeenCalled();
      await new Promise((resolve) => setTimeout(resolve, 10));
      expect(unhandled).not.toHaveBeenCalled();
    } finally {
      process.off("unhandledRejection", unhandled);
    }
  });

  it("on a failed preload warns and reloads the target fully", async () => {
    const t = setup(async () => ({ status: "error" }));
    t.guarded("/api-docs-v2/guide/authentication/#keys");
    await vi.waitFor(() =>
      expect(t.reload).toHaveBeenCalledWith("https://docs.example/api-docs-v2/guide/authentication/#keys"),
    );
    expect(t.warn).toHaveBeenCalledWith(expect.stringContaining("reloading the page"), undefined);
    expect(t.navigate).not.toHaveBeenCalled();
    expect(t.progress.done).toHaveBeenCalled();
    expect(t.marker.value).toBe("https://docs.example/api-docs-v2/guide/authentication/#keys");
  });

  it("treats a rejected preload like a failed one, passing the error to the warning", async () => {
    const error = new Error("ChunkLoadError");
    const t = setup(() => Promise.reject(error));
    t.guarded("/api-docs-v2/guide/authentication/");
    await vi.waitFor(() => expect(t.reload).toHaveBeenCalledTimes(1));
    expect(t.warn).toHaveBeenCalledWith(expect.any(String), error);
  });

  it("offline: stays on the page and tells the reader instead of reloading into an error page", async () => {
    const t = setup(() => Promise.reject(new TypeError("Failed to fetch")), memorySlot(), true);
    t.guarded("/api-docs-v2/guide/authentication/");
    await vi.waitFor(() =>
      expect(t.notifyOffline).toHaveBeenCalledWith("https://docs.example/api-docs-v2/guide/authentication/"),
    );
    expect(t.reload).not.toHaveBeenCalled();
    expect(t.navigate).not.toHaveBeenCalled();
    expect(t.marker.value).toBeNull();
    expect(t.warn).toHaveBeenCalledWith(expect.stringContaining("offline"), expect.any(TypeError));
  });

  it("reloads only once for the same URL: a second failure only warns", async () => {
    const marker = memorySlot("https://docs.example/api-docs-v2/guide/authentication/");
    const t = setup(async () => undefined, marker);
    t.guarded("/api-docs-v2/guide/authentication/");
    await vi.waitFor(() =>
      expect(t.warn).toHaveBeenCalledWith(expect.stringContaining("not reloading a second time"), undefined),
    );
    expect(t.reload).not.toHaveBeenCalled();
  });

  it("passes hash-only changes, history steps and other origins straight through", () => {
    const t = setup(async () => page);
    t.guarded("/api-docs-v2/api/#auth");
    t.guarded(-1);
    t.guarded("https://elsewhere.example/");
    expect(t.navigate.mock.calls).toEqual([
      ["/api-docs-v2/api/#auth", undefined],
      [-1, undefined],
      ["https://elsewhere.example/", undefined],
    ]);
    expect(t.loader.loadPage).not.toHaveBeenCalled();
    expect(t.progress.start).not.toHaveBeenCalled();
  });

  it("recognises Gatsby's failed load results", () => {
    expect(isFailedLoad(undefined)).toBe(true);
    expect(isFailedLoad(null)).toBe(true);
    expect(isFailedLoad({ status: "error" })).toBe(true);
    expect(isFailedLoad(page)).toBe(false);
  });
});
