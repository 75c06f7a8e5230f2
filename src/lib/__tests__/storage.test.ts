import { createStorageSlot, readJson, resetStorageWarnings } from "../storage";

function installStorage(impl: Partial<Storage> | (() => never)) {
  Object.defineProperty(globalThis, "window", { value: {}, configurable: true, writable: true });
  if (typeof impl === "function") Object.defineProperty(window, "localStorage", { get: impl, configurable: true });
  else Object.defineProperty(window, "localStorage", { value: impl, configurable: true });
}

function memoryStorage(): Storage {
  const data = new Map<string, string>();
  return {
    getItem: (k) => data.get(k) ?? null,
    setItem: (k, v) => void data.set(k, String(v)),
    removeItem: (k) => void data.delete(k),
    clear: () => data.clear(),
    key: (i) => [...data.keys()][i] ?? null,
    get length() {
      return data.size;
    },
  };
}

describe("storage slot", () => {
  beforeEach(() => resetStorageWarnings());
  afterEach(() => {
    vi.restoreAllMocks();
    // @ts-expect-error test cleanup of the fake window
    delete globalThis.window;
  });

  it("reads, writes and deletes a key", () => {
    installStorage(memoryStorage());
    const slot = createStorageSlot("theme");
    expect(slot.get()).toBeNull();
    slot.set("dark");
    expect(slot.get()).toBe("dark");
    slot.del();
    expect(slot.get()).toBeNull();
  });

  it("behaves as empty and warns once when storage access throws", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    installStorage(() => {
      throw new DOMException("denied", "SecurityError");
    });
    const slot = createStorageSlot("theme");
    expect(slot.get()).toBeNull();
    expect(() => slot.set("dark")).not.toThrow();
    expect(() => slot.del()).not.toThrow();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0][0]).toMatch(/localStorage is not available/);
  });

  it("warns once for the page, whichever storage fails first", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    installStorage(() => {
      throw new DOMException("denied", "SecurityError");
    });
    Object.defineProperty(window, "sessionStorage", {
      get() {
        throw new DOMException("denied", "SecurityError");
      },
      configurable: true,
    });
    expect(createStorageSlot("theme").get()).toBeNull();
    expect(createStorageSlot("docs.routeReload", "sessionStorage").get()).toBeNull();
    createStorageSlot("announcement.dismiss").set("true");
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it("survives a quota error on write", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    installStorage({
      ...memoryStorage(),
      setItem: () => {
        throw new DOMException("full", "QuotaExceededError");
      },
    });
    createStorageSlot("k").set("v");
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it("works during SSR (no window) as empty storage", () => {
    const slot = createStorageSlot("theme");
    expect(slot.get()).toBeNull();
    expect(() => slot.set("x")).not.toThrow();
  });

  it("reads JSON with a guard, corrupt data as the fallback", () => {
    installStorage(memoryStorage());
    const slot = createStorageSlot("q");
    const isArray = (v: unknown): v is unknown[] => Array.isArray(v);
    slot.set("[1,2]");
    expect(readJson(slot, [], isArray)).toEqual([1, 2]);
    slot.set("{oops");
    expect(readJson(slot, [], isArray)).toEqual([]);
    slot.set('{"a":1}');
    expect(readJson(slot, [], isArray)).toEqual([]);
  });
});
