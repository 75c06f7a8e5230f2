import { afterEach, describe, expect, it, vi } from "vitest";
import { docsAtStartAndHourly, REFRESH_MS } from "../src/docs-update";

// When the server asks the site for its docs bundle (cli.ts): once at start, then hourly.
describe("the docs bundle refresh", () => {
  afterEach(() => vi.useRealTimers());

  it("fetches at start, then at most once an hour, and hands each later copy on", async () => {
    vi.useFakeTimers();
    let copies = 0;
    const fetchDocs = vi.fn(async () => ++copies);
    const onNext = vi.fn(async () => {});
    expect(await docsAtStartAndHourly(fetchDocs, onNext)).toBe(1);
    expect(fetchDocs).toHaveBeenCalledTimes(1);
    expect(REFRESH_MS).toBe(60 * 60 * 1000);
    await vi.advanceTimersByTimeAsync(REFRESH_MS - 1);
    expect(fetchDocs).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchDocs).toHaveBeenCalledTimes(2);
    expect(onNext).toHaveBeenLastCalledWith(2);
    await vi.advanceTimersByTimeAsync(2 * REFRESH_MS);
    expect(fetchDocs).toHaveBeenCalledTimes(4);
    expect(onNext).toHaveBeenLastCalledWith(4);
  });

  it("keeps the copy it has when a refresh fails, and tries again the next hour", async () => {
    vi.useFakeTimers();
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    const fetchDocs = vi
      .fn<() => Promise<string>>()
      .mockResolvedValueOnce("start")
      .mockRejectedValueOnce(new Error("site down"))
      .mockResolvedValue("later");
    const onNext = vi.fn(async () => {});
    expect(await docsAtStartAndHourly(fetchDocs, onNext)).toBe("start");
    await vi.advanceTimersByTimeAsync(REFRESH_MS);
    expect(onNext).not.toHaveBeenCalled();
    expect(error).toHaveBeenCalledWith(expect.stringContaining("site down"));
    await vi.advanceTimersByTimeAsync(REFRESH_MS);
    expect(onNext).toHaveBeenCalledWith("later");
    error.mockRestore();
  });
});
