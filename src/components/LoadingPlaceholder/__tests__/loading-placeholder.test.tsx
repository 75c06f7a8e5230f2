// @vitest-environment jsdom
import React from "react";
import { act, cleanup, render, screen } from "@testing-library/react";
import { Delayed, LoadingPlaceholder } from "..";

describe("LoadingPlaceholder (lazy-loading delay)", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it("renders nothing for the first 200 ms, then a named status", () => {
    render(<LoadingPlaceholder label="Loading search" />);
    act(() => void vi.advanceTimersByTime(199));
    expect(screen.queryByRole("status")).toBeNull();
    act(() => void vi.advanceTimersByTime(1));
    expect(screen.getByRole("status").textContent).toBe("Loading search…");
  });

  it("never shows when the content arrives within the delay", () => {
    const { unmount } = render(<LoadingPlaceholder label="Loading chat" />);
    act(() => void vi.advanceTimersByTime(150));
    unmount();
    act(() => void vi.advanceTimersByTime(500));
    expect(screen.queryByRole("status")).toBeNull();
  });

  it("Delayed takes a custom delay; 0 shows at once", () => {
    render(
      <>
        <Delayed delayMs={0}>
          <span>now</span>
        </Delayed>
        <Delayed delayMs={500}>
          <span>later</span>
        </Delayed>
      </>,
    );
    expect(screen.getByText("now")).toBeTruthy();
    expect(screen.queryByText("later")).toBeNull();
    act(() => void vi.advanceTimersByTime(500));
    expect(screen.getByText("later")).toBeTruthy();
  });
});
