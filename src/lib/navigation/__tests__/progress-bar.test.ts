// @vitest-environment jsdom
import NProgress from "nprogress";
import { createProgressBar, preloadProgressBar } from "../progress-bar";

describe("route progress bar (settings)", () => {
  afterEach(() => {
    NProgress.remove();
    NProgress.status = null;
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it("configures nprogress with minimum 0.08, speed 200, trickle rate 0.02, trickle speed 800 and no spinner", async () => {
    await preloadProgressBar();
    expect(NProgress.settings).toMatchObject({
      minimum: 0.08,
      speed: 200,
      trickleRate: 0.02,
      trickleSpeed: 800,
      showSpinner: false,
    });
  });

  it("starts at the minimum and trickles by at most the trickle rate every 800 ms", async () => {
    vi.useFakeTimers();
    vi.spyOn(Math, "random").mockReturnValue(0.999);
    const bar = createProgressBar();
    bar.start();
    await preloadProgressBar();
    expect(NProgress.status).toBeCloseTo(0.08);
    vi.advanceTimersByTime(799);
    expect(NProgress.status).toBeCloseTo(0.08);
    vi.advanceTimersByTime(1);
    expect(NProgress.status).toBeCloseTo(0.08 + 0.999 * 0.02);
    vi.advanceTimersByTime(800);
    expect(NProgress.status).toBeCloseTo(0.08 + 2 * 0.999 * 0.02);
    expect(document.querySelector("#nprogress .spinner")).toBeNull();
    bar.done();
    await preloadProgressBar();
    expect(NProgress.status).toBeNull();
  });

  it("shows nothing for a route done before the bar's code arrived", async () => {
    const bar = createProgressBar();
    bar.start();
    bar.done();
    await preloadProgressBar();
    await Promise.resolve();
    expect(NProgress.status).toBeNull();
    expect(document.querySelector("#nprogress")).toBeNull();
  });
});
