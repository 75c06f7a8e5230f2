// @vitest-environment jsdom
import type { DeliveryResult } from "../delivery";
import type { PendingEvent } from "../events";

/**
 * The browser module with the library replaced by a fake sender (the real one is covered by
 * sdk.test.ts and e2e/analytics.spec.ts). The unit build has a development token and jsdom runs
 * on localhost, so analytics is on.
 */

const sent: PendingEvent[] = [];
const sdk = {
  answer: "delivered" as DeliveryResult,
  optedOut: false,
  fail: false,
};

vi.mock("../sdk", () => ({
  createMixpanelSender: (token: string) => {
    if (sdk.fail) throw new Error("blocked by the network");
    expect(token).toBe("unit-dev-token");
    return {
      send: async (e: PendingEvent) => {
        sent.push(e);
        return sdk.answer;
      },
      optedOut: () => sdk.optedOut,
    };
  },
}));

const stored = (): PendingEvent[] => JSON.parse(localStorage.getItem("mixpanelPendingEvents") ?? "[]");
const at = (path: string, search = "") => ({ href: `http://localhost:3000${path}${search}`, pathname: path, search });

async function loadClient() {
  vi.resetModules();
  return import("../client");
}

/** Lets the two animation frames, the idle start, the dynamic import and the sends happen. */
async function settle() {
  await vi.advanceTimersByTimeAsync(1000);
  await vi.dynamicImportSettled();
  await vi.advanceTimersByTimeAsync(1000);
}

describe("analytics client", () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "requestAnimationFrame", "Date"] });
    localStorage.clear();
    sessionStorage.clear();
    sent.length = 0;
    Object.assign(sdk, { answer: "delivered", optedOut: false, fail: false });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it("queues Page Open in localStorage before the library starts, then delivers and empties the queue", async () => {
    const { trackPageOpen } = await loadClient();
    trackPageOpen(at("/api-docs-v2/guide/authentication/"), null);
    await vi.advanceTimersByTimeAsync(40); // two frames: raised, library not started yet (idle start)
    expect(stored().map((e) => [e.event, e.properties.Pathname])).toEqual([
      ["Page Open", "/api-docs-v2/guide/authentication/"],
    ]);
    expect(sent).toEqual([]);
    await settle();
    expect(sent.map((e) => e.properties.Pathname)).toEqual(["/api-docs-v2/guide/authentication/"]);
    expect(stored()).toEqual([]);
  });

  it("raises nothing for a change of hash alone, and one event per real navigation", async () => {
    const { trackPageOpen } = await loadClient();
    trackPageOpen(at("/api-docs-v2/api/"), null);
    trackPageOpen(
      { ...at("/api-docs-v2/api/"), href: "http://localhost:3000/api-docs-v2/api/#errors" },
      at("/api-docs-v2/api/"),
    );
    trackPageOpen(at("/api-docs-v2/api/", "?source=Website&pageSource=/business"), at("/api-docs-v2/api/"));
    await settle();
    expect(sent.map((e) => [e.properties.Pathname, e.properties.Source])).toEqual([
      ["/api-docs-v2/api/", ""],
      ["/api-docs-v2/api/", "Website"],
    ]);
  });

  it("sets MP_ANON for an anonymous reader and clears it once an identity is known", async () => {
    const { track } = await loadClient();
    track("Page Feedback", { Helpful: true });
    expect(sessionStorage.getItem("MP_ANON")).toBe("true");
    localStorage.setItem("user_id", "u-42");
    localStorage.setItem("merchant_id", "M-1001");
    track("Page Feedback", { Helpful: false });
    expect(sessionStorage.getItem("MP_ANON")).toBeNull();
    await settle();
    expect(
      sent.map((e) => [e.properties.Helpful, e.properties.distinct_id ?? null, e.properties["Merchant Id"]]),
    ).toEqual([
      [true, null, ""],
      [false, "u-42", "M-1001"],
    ]);
  });

  it("logs a failed start to the console only, and keeps the events for the next visit", async () => {
    sdk.fail = true;
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const { trackPageOpen } = await loadClient();
    trackPageOpen(at("/api-docs-v2/"), null);
    await settle();
    trackPageOpen(at("/api-docs-v2/api/"), at("/api-docs-v2/"));
    await settle();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0][0])).toMatch(/Analytics could not start/);
    expect(stored().map((e) => e.properties.Pathname)).toEqual(["/api-docs-v2/", "/api-docs-v2/api/"]);

    sdk.fail = false; // the next visit
    const next = await loadClient();
    next.trackPageOpen(at("/api-docs-v2/guide/authentication/"), null);
    await settle();
    expect(sent.map((e) => e.properties.Pathname)).toEqual([
      "/api-docs-v2/",
      "/api-docs-v2/api/",
      "/api-docs-v2/guide/authentication/",
    ]);
    expect(stored()).toEqual([]);
  });

  it("keeps nothing for a reader who opted out of tracking", async () => {
    sdk.optedOut = true;
    const { track } = await loadClient();
    track("Page Feedback");
    await settle();
    track("Page Feedback");
    expect(stored()).toEqual([]);
    expect(sent).toEqual([]);
  });

  it("still delivers, and never throws, when storage throws", async () => {
    const denied = () => {
      throw new DOMException("denied", "SecurityError");
    };
    vi.spyOn(Storage.prototype, "getItem").mockImplementation(denied);
    vi.spyOn(Storage.prototype, "setItem").mockImplementation(denied);
    vi.spyOn(Storage.prototype, "removeItem").mockImplementation(denied);
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const { trackPageOpen, track } = await loadClient();
    expect(() => trackPageOpen(at("/api-docs-v2/"), null)).not.toThrow();
    expect(() => track("Page Feedback")).not.toThrow();
    await settle();
    expect(sent.map((e) => e.event)).toEqual(["Page Feedback", "Page Open"]);
  });
});
