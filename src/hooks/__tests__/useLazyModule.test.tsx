// @vitest-environment jsdom
import React from "react";
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { useLazyModule } from "../useLazyModule";
import { LazyFallback } from "../../components/LoadingPlaceholder";

/** A loader whose every call returns a promise the test settles by hand. */
function controlledLoader() {
  const calls: { resolve(value: string): void; reject(error: Error): void }[] = [];
  const load = () =>
    new Promise<string>((resolve, reject) => {
      calls.push({ resolve, reject });
    });
  return { load, calls };
}

function Lazy({ load, immediate }: { load: () => Promise<string>; immediate?: boolean }) {
  const lazy = useLazyModule(load, { immediate });
  return (
    <div>
      <button type="button" onClick={lazy.load}>
        Open
      </button>
      {lazy.module ? (
        <p>Loaded: {lazy.module}</p>
      ) : (
        <LazyFallback state={lazy.state} label="Loading the widget" what="The widget" onRetry={lazy.retry} />
      )}
      <span data-testid="slow">{String(lazy.slow)}</span>
    </div>
  );
}

/** Lets settled promises' callbacks run inside act(). */
const flush = () => act(async () => {});

describe("useLazyModule + LazyFallback (lazy-loading delay)", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it("loads nothing until asked, shows nothing for 199 ms, then the named placeholder", () => {
    const { load, calls } = controlledLoader();
    render(<Lazy load={load} />);
    expect(calls).toHaveLength(0);
    fireEvent.click(screen.getByRole("button", { name: "Open" }));
    expect(calls).toHaveLength(1);
    act(() => void vi.advanceTimersByTime(199));
    expect(screen.queryByRole("status")).toBeNull();
    expect(screen.getByTestId("slow").textContent).toBe("false");
    act(() => void vi.advanceTimersByTime(1));
    expect(screen.getByRole("status").textContent).toBe("Loading the widget…");
    expect(screen.getByTestId("slow").textContent).toBe("true");
  });

  it("a load within the delay never shows the placeholder; asking again does not load twice", async () => {
    const { load, calls } = controlledLoader();
    render(<Lazy load={load} immediate />);
    expect(calls).toHaveLength(1);
    act(() => void vi.advanceTimersByTime(150));
    calls[0].resolve("chunk");
    await flush();
    expect(screen.getByText("Loaded: chunk")).toBeTruthy();
    act(() => void vi.advanceTimersByTime(500));
    expect(screen.queryByRole("status")).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Open" }));
    expect(calls).toHaveLength(1);
  });

  it("a failure shows what failed and why, at once, and 'try again' loads afresh", async () => {
    const { load, calls } = controlledLoader();
    render(<Lazy load={load} immediate />);
    // webpack's chunk error names a file and its URL: the reader reads plain words instead.
    const chunkError = Object.assign(new Error("Loading chunk 12 failed.\n(error: http://localhost/12-0a1b.js)"), {
      name: "ChunkLoadError",
    });
    calls[0].reject(chunkError);
    await flush();
    expect(screen.getByRole("alert").textContent).toBe(
      "The widget could not load (the download failed). Check your connection and try again.",
    );
    expect(screen.getByTestId("slow").textContent).toBe("false");
    fireEvent.click(screen.getByRole("button", { name: "try again" }));
    expect(calls).toHaveLength(2);
    expect(screen.queryByRole("alert")).toBeNull();
    // The retry waits the delay again before its placeholder.
    act(() => void vi.advanceTimersByTime(199));
    expect(screen.queryByRole("status")).toBeNull();
    act(() => void vi.advanceTimersByTime(1));
    expect(screen.getByRole("status").textContent).toBe("Loading the widget…");
    calls[1].resolve("second try");
    await flush();
    expect(screen.getByText("Loaded: second try")).toBeTruthy();
    expect(screen.queryByRole("status")).toBeNull();
  });

  it("a rejection that is not an Error still gets a message", async () => {
    // eslint-disable-next-line @typescript-eslint/prefer-promise-reject-errors -- the case under test
    render(<Lazy load={() => Promise.reject("HTTP 404")} immediate />);
    await flush();
    expect(screen.getByRole("alert").textContent).toContain("(HTTP 404)");
  });

  it("a load that settles after unmount changes nothing and does not throw", async () => {
    const { load, calls } = controlledLoader();
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    const { unmount } = render(<Lazy load={load} immediate />);
    unmount();
    calls[0].resolve("late");
    await flush();
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });
});

function Below({ load }: { load: () => Promise<string> }) {
  const target = React.useRef<HTMLDivElement>(null);
  const lazy = useLazyModule(load, { whenVisible: target });
  return <div ref={target}>{lazy.module ?? "static"}</div>;
}

describe("useLazyModule whenVisible", () => {
  const observers: { callback: IntersectionObserverCallback; observed: Element[]; disconnected: boolean }[] = [];
  beforeEach(() => {
    observers.length = 0;
    vi.stubGlobal(
      "IntersectionObserver",
      class {
        record: (typeof observers)[number];
        constructor(callback: IntersectionObserverCallback) {
          this.record = { callback, observed: [], disconnected: false };
          observers.push(this.record);
        }
        observe(element: Element) {
          this.record.observed.push(element);
        }
        disconnect() {
          this.record.disconnected = true;
        }
      },
    );
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  const cross = (isIntersecting: boolean) =>
    act(() => {
      const [observer] = observers;
      observer.callback(
        observer.observed.map((target) => ({ target, isIntersecting }) as IntersectionObserverEntry),
        {} as IntersectionObserver,
      );
    });

  it("loads nothing while the element is away from the viewport, and loads once it comes near", async () => {
    const { load, calls } = controlledLoader();
    render(<Below load={load} />);
    expect(observers).toHaveLength(1);
    cross(false);
    expect(calls).toHaveLength(0);
    cross(true);
    expect(calls).toHaveLength(1);
    expect(observers[0].disconnected).toBe(true);
    calls[0].resolve("here");
    await flush();
    expect(screen.getByText("here")).toBeTruthy();
  });

  it("loads at once where IntersectionObserver is missing", () => {
    vi.stubGlobal("IntersectionObserver", undefined);
    const { load, calls } = controlledLoader();
    render(<Below load={load} />);
    expect(calls).toHaveLength(1);
  });
});
