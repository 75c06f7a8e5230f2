vi.mock("../progress-bar", () => ({
  createProgressBar: () => ({ start: () => undefined, done: () => undefined }),
  preloadProgressBar: () => Promise.resolve(),
}));

/** The idle-time loads asked for, by what they load (src/lib/deferred-load.ts needs a document). */
const idle: { detail: string; load: () => Promise<unknown> }[] = [];
vi.mock("../../deferred-load", () => ({
  loadOnceWhenIdle: (detail: string, load: () => Promise<unknown>) => () => idle.push({ detail, load }),
}));

const page = { page: { path: "/api-docs-v2/guide/authentication/" }, component: {} };

/** A window as installRouteTransitions uses it, with Gatsby's navigate and loader. */
function fakeWindow() {
  const listeners = new Map<string, () => void>();
  const navigate = vi.fn();
  const dispatchEvent = vi.fn();
  const assign = vi.fn();
  const win = {
    ___navigate: navigate,
    ___loader: { loadPage: vi.fn(async () => page), hovering: vi.fn() },
    addEventListener: (type: string, listener: () => void) => listeners.set(type, listener),
    dispatchEvent,
    location: { href: "https://docs.example/api-docs-v2/api/", assign },
    navigator: { onLine: true },
  };
  return {
    win: win as unknown as Window,
    navigate,
    assign,
    dispatchEvent,
    fire: (type: string) => listeners.get(type)?.(),
  };
}

/** A fresh runtime (its loads are module state) with a required and an optional load. */
async function setup(required: () => Promise<unknown>, optional: () => Promise<unknown>) {
  vi.resetModules();
  idle.length = 0;
  const runtime = await import("../runtime");
  runtime.loadWithEveryPage(required, { required: true });
  runtime.loadWithEveryPage(optional);
  const w = fakeWindow();
  runtime.installRouteTransitions(w.win);
  return w;
}

describe("loadWithEveryPage and the route transitions", () => {
  beforeEach(() => vi.spyOn(console, "warn").mockImplementation(() => undefined));
  afterEach(() => vi.restoreAllMocks());

  it("fetches required code on the reader's first press or link hover, and only required code", async () => {
    const required = vi.fn(() => Promise.resolve());
    const optional = vi.fn(() => Promise.resolve());
    const w = await setup(required, optional);
    expect(required).not.toHaveBeenCalled();
    w.fire("pointerdown");
    expect(required).toHaveBeenCalledTimes(1);
    (w.win.___loader as { hovering(path: string): void }).hovering("/api-docs-v2/guide/");
    expect(required).toHaveBeenCalledTimes(2);
    expect(optional).not.toHaveBeenCalled();
  });

  it("opens the page when optional code fails, and reloads it fully when required code fails", async () => {
    const failing = () => Promise.reject(new Error("Loading chunk failed."));
    let w = await setup(() => Promise.resolve(), failing);
    w.win.___navigate?.("/api-docs-v2/guide/authentication/");
    await vi.waitFor(() => expect(w.navigate).toHaveBeenCalledWith("/api-docs-v2/guide/authentication/", undefined));
    expect(w.assign).not.toHaveBeenCalled();

    w = await setup(failing, () => Promise.resolve());
    w.win.___navigate?.("/api-docs-v2/guide/authentication/");
    await vi.waitFor(() =>
      expect(w.assign).toHaveBeenCalledWith("https://docs.example/api-docs-v2/guide/authentication/"),
    );
    expect(w.navigate).not.toHaveBeenCalled();
  });

  it("loads the transitions' code when the page is idle after its first render, as a deferred load", async () => {
    await setup(
      () => Promise.resolve(),
      () => Promise.resolve(),
    );
    expect(idle).toEqual([]);
    const runtime = await import("../runtime");
    runtime.routeRendered();
    expect(idle.map((i) => i.detail)).toEqual(["route-transitions"]);
    await expect(idle[0].load()).resolves.toHaveProperty("createRouteGuard");
  });
});

describe("a navigation whose transitions' code cannot load", () => {
  beforeEach(() => {
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    vi.doMock("../guard", () => {
      throw new Error("Loading chunk route-transitions failed.");
    });
  });
  afterEach(() => {
    vi.doUnmock("../guard");
    vi.restoreAllMocks();
  });

  it("loads the page in full when online, and keeps the reader on the page, told why, when offline", async () => {
    let w = await setup(
      () => Promise.resolve(),
      () => Promise.resolve(),
    );
    w.win.___navigate?.("/api-docs-v2/guide/authentication/");
    await vi.waitFor(() =>
      expect(w.assign).toHaveBeenCalledWith("https://docs.example/api-docs-v2/guide/authentication/"),
    );
    expect(w.navigate).not.toHaveBeenCalled();

    w = await setup(
      () => Promise.resolve(),
      () => Promise.resolve(),
    );
    (w.win.navigator as { onLine: boolean }).onLine = false;
    w.win.___navigate?.("/api-docs-v2/guide/authentication/");
    await vi.waitFor(() => expect(w.dispatchEvent).toHaveBeenCalledTimes(1));
    expect((w.dispatchEvent.mock.calls[0][0] as CustomEvent).detail).toEqual({
      url: "https://docs.example/api-docs-v2/guide/authentication/",
    });
    expect(w.assign).not.toHaveBeenCalled();
    expect(w.navigate).not.toHaveBeenCalled();
  });
});
