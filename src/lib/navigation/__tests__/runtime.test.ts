vi.mock("../progress-bar", () => ({
  createProgressBar: () => ({ start: () => undefined, done: () => undefined }),
  preloadProgressBar: () => Promise.resolve(),
}));

const page = { page: { path: "/api-docs-v2/guide/authentication/" }, component: {} };

/** A window as installRouteTransitions uses it, with Gatsby's navigate and loader. */
function fakeWindow() {
  const listeners = new Map<string, () => void>();
  const navigate = vi.fn();
  const assign = vi.fn();
  const win = {
    ___navigate: navigate,
    ___loader: { loadPage: vi.fn(async () => page), hovering: vi.fn() },
    addEventListener: (type: string, listener: () => void) => listeners.set(type, listener),
    dispatchEvent: vi.fn(),
    location: { href: "https://docs.example/api-docs-v2/api/", assign },
    navigator: { onLine: true },
  };
  return { win: win as unknown as Window, navigate, assign, fire: (type: string) => listeners.get(type)?.() };
}

/** A fresh runtime (its loads are module state) with a required and an optional load. */
async function setup(required: () => Promise<unknown>, optional: () => Promise<unknown>) {
  vi.resetModules();
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
});
