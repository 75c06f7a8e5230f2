// @vitest-environment jsdom
import type { DeliveryResult } from "../delivery";
import type { PendingEvent, RaisedEvent } from "../events";

/**
 * The browser module (the first load's stub, client.ts) with the "analytics" chunk it loads at
 * idle (recorder.ts) and the library replaced by a fake sender (the real one is covered by
 * sdk.test.ts and e2e/analytics.spec.ts). The unit build has a development token and jsdom runs
 * on localhost, so analytics is on.
 */

const sent: PendingEvent[] = [];
const sdk = {
  answer: "delivered" as DeliveryResult,
  optedOut: false,
  fail: false,
  /** While set, sends wait for it: the events stay in the queue. */
  gate: null as Promise<void> | null,
};

vi.mock("../sdk", () => ({
  createMixpanelSender: (token: string) => {
    if (sdk.fail) throw new Error("blocked by the network");
    expect(token).toBe("unit-dev-token");
    return {
      send: async (e: PendingEvent) => {
        await sdk.gate;
        sent.push(e);
        return sdk.answer;
      },
      optedOut: () => sdk.optedOut,
    };
  },
}));

const RAISED_KEY = "docs.analytics.raised";
const raised = (): RaisedEvent[] => JSON.parse(localStorage.getItem(RAISED_KEY) ?? "[]");
const stored = (): PendingEvent[] => JSON.parse(localStorage.getItem("mixpanelPendingEvents") ?? "[]");
const at = (path: string, search = "") => ({ href: `http://localhost:3000${path}${search}`, pathname: path, search });
const pathnames = (events: PendingEvent[]) => events.map((e) => e.properties.Pathname);
const INSERT_ID = /^[0-9a-f]{32}$/;

/** A fresh page: a new module instance over the same storage, as after a reload. */
async function loadClient() {
  vi.resetModules();
  return import("../client");
}

/** Two animation frames: the Page Open is raised, the idle load (200 ms without requestIdleCallback) not begun. */
const frames = () => vi.advanceTimersByTimeAsync(40);

/** Lets the idle start, both chunks' imports and the sends happen. */
async function settle() {
  for (let i = 0; i < 3; i++) {
    await vi.advanceTimersByTimeAsync(1000);
    await vi.dynamicImportSettled();
  }
}

describe("analytics client", () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "requestAnimationFrame", "Date"] });
    localStorage.clear();
    sessionStorage.clear();
    sent.length = 0;
    Object.assign(sdk, { answer: "delivered", optedOut: false, fail: false, gate: null });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
    vi.doUnmock("../recorder");
  });

  it("stores Page Open as raised at once; at idle it becomes a complete queued event, then is delivered", async () => {
    localStorage.setItem("merchant_id", "M-1001");
    const { trackPageOpen } = await loadClient();
    const before = Date.now();
    trackPageOpen(at("/api-docs-v2/guide/authentication/", "?source=Website&pageSource=/business"), null);
    await frames();
    // Captured, not built: the page, the identity and the time of the raise.
    expect(raised()).toEqual([
      {
        event: "Page Open",
        properties: {},
        context: {
          ...at("/api-docs-v2/guide/authentication/", "?source=Website&pageSource=/business"),
          userId: null,
          merchantId: "M-1001",
          merchantName: null,
        },
        time: expect.any(Number),
        id: expect.stringMatching(INSERT_ID),
      },
    ]);
    const { id, time } = raised()[0];
    expect(time).toBeGreaterThan(before); // the second frame's time, not the idle time's
    expect(time).toBeLessThanOrEqual(Date.now());
    expect(stored()).toEqual([]);
    localStorage.setItem("merchant_id", "M-2002"); // changes after the raise do not count

    let open = () => {};
    sdk.gate = new Promise((resolve) => (open = resolve));
    await settle();
    expect(localStorage.getItem(RAISED_KEY)).toBeNull();
    expect(stored()).toEqual([
      {
        event: "Page Open",
        properties: expect.objectContaining({
          "Merchant Id": "M-1001",
          Source: "Website",
          "Page Source": "/business",
          Pathname: "/api-docs-v2/guide/authentication/",
          $insert_id: id,
          time: time / 1000,
        }),
      },
    ]);
    expect(sent).toEqual([]);
    open();
    await settle();
    expect(sent.map((e) => e.properties.$insert_id)).toEqual([id]);
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
    trackPageOpen(at("/api-docs-v2/guide/"), at("/api-docs-v2/api/")); // once the chunk is here: straight through it
    await settle();
    expect(sent.map((e) => [e.properties.Pathname, e.properties.Source])).toEqual([
      ["/api-docs-v2/api/", ""],
      ["/api-docs-v2/api/", "Website"],
      ["/api-docs-v2/guide/", ""],
    ]);
    expect(localStorage.getItem(RAISED_KEY)).toBeNull();
  });

  it("stamps each event with the identity stored when it was raised, and sets MP_ANON as the latest says", async () => {
    const { track } = await loadClient();
    track("Page Feedback", { Helpful: true });
    localStorage.setItem("user_id", "u-42");
    localStorage.setItem("merchant_id", "M-1001");
    track("Page Feedback", { Helpful: false });
    await settle();
    expect(
      sent.map((e) => [e.properties.Helpful, e.properties.distinct_id ?? null, e.properties["Merchant Id"]]),
    ).toEqual([
      [true, null, ""],
      [false, "u-42", "M-1001"],
    ]);
    expect(sessionStorage.getItem("MP_ANON")).toBeNull();
    localStorage.clear();
    track("Page Feedback", { Helpful: true });
    await settle();
    expect(sessionStorage.getItem("MP_ANON")).toBe("true");
  });

  it("after a reload before idle, the earlier page's events are completed and delivered once, in order, first", async () => {
    const first = await loadClient();
    first.trackPageOpen(at("/api-docs-v2/"), null);
    await frames();
    first.track("Page Feedback", { Helpful: true });
    expect(raised().map((r) => r.event)).toEqual(["Page Open", "Page Feedback"]);

    // The reload: the first page's idle time never comes (clearing the fake timers also resets the clock).
    const now = Date.now();
    vi.clearAllTimers();
    vi.setSystemTime(now);
    const second = await loadClient();
    vi.advanceTimersByTime(5);
    second.trackPageOpen(at("/api-docs-v2/api/"), null);
    await settle();
    expect(sent.map((e) => [e.event, e.properties.Pathname])).toEqual([
      ["Page Open", "/api-docs-v2/"],
      ["Page Feedback", "/"], // track: the page jsdom is on
      ["Page Open", "/api-docs-v2/api/"],
    ]);
    expect(new Set(sent.map((e) => e.properties.$insert_id)).size).toBe(3);
    expect([localStorage.getItem(RAISED_KEY), stored()]).toEqual([null, []]);

    const third = await loadClient(); // nothing of the earlier pages is left to send again
    third.trackPageOpen(at("/api-docs-v2/guide/"), null);
    await settle();
    expect(pathnames(sent.slice(3))).toEqual(["/api-docs-v2/guide/"]);
  });

  it("skips a malformed stored record with a console warning, and delivers the rest", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    localStorage.setItem(RAISED_KEY, JSON.stringify([null, { event: "Page Open" }]));
    const { trackPageOpen } = await loadClient();
    trackPageOpen(at("/api-docs-v2/"), null);
    await settle();
    expect(pathnames(sent)).toEqual(["/api-docs-v2/"]);
    expect(warn.mock.calls.map((c) => String(c[0]))).toEqual(['Analytics could not record "Page Open":']);
  });

  it("makes $insert_id when the event is raised, on plain http too (no crypto.randomUUID there)", async () => {
    const real = globalThis.crypto;
    vi.stubGlobal("crypto", { getRandomValues: real.getRandomValues.bind(real) }); // as on plain http
    try {
      const { track } = await loadClient();
      track("Page Feedback");
      const id = raised()[0].id;
      expect(id).toMatch(INSERT_ID);
      await settle();
      expect(sent.map((e) => e.properties.$insert_id)).toEqual([id]);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it("completes a record an older version raised without an id with a new one", async () => {
    const record = {
      event: "Page Feedback",
      properties: {},
      context: {
        href: "http://127.0.0.1/api-docs-v2/",
        pathname: "/api-docs-v2/",
        search: "",
        userId: null,
        merchantId: null,
        merchantName: null,
      },
      time: Date.now(),
    };
    localStorage.setItem(RAISED_KEY, JSON.stringify([record]));
    const { trackPageOpen } = await loadClient();
    trackPageOpen(at("/api-docs-v2/"), null);
    await settle();
    expect(sent.map((e) => e.event)).toEqual(["Page Feedback", "Page Open"]);
    expect(sent[0].properties.$insert_id).toMatch(INSERT_ID);
    expect(sent[0].properties.$insert_id).not.toBe(sent[1].properties.$insert_id);
  });

  it("records nothing when analytics is off for this host", async () => {
    const tokens = __ANALYTICS__.tokens;
    __ANALYTICS__.tokens = { production: "unit-prod-token", development: null };
    try {
      const { track, trackPageOpen } = await loadClient();
      trackPageOpen(at("/api-docs-v2/"), null);
      track("Page Feedback");
      await settle();
      expect([localStorage.length, sessionStorage.length, sent]).toEqual([0, 0, []]);
    } finally {
      __ANALYTICS__.tokens = tokens;
    }
  });

  it.each([
    {
      what: "the library cannot start: the events wait complete, in mixpanelPendingEvents",
      fail: (): void => void (sdk.fail = true),
      recover: (): void => void (sdk.fail = false),
      waiting: () => pathnames(stored()),
    },
    {
      what: "the analytics chunk cannot load: the events wait as raised",
      fail: (): void =>
        void vi.doMock("../recorder", () => {
          throw new Error("Loading chunk analytics failed");
        }),
      recover: (): void => void vi.doUnmock("../recorder"),
      waiting: () => raised().map((r) => r.context.pathname),
    },
  ])(
    "when $what; one console warning, and they are delivered on the next visit",
    async ({ fail, recover, waiting }) => {
      fail();
      const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
      const { trackPageOpen } = await loadClient();
      trackPageOpen(at("/api-docs-v2/"), null);
      await settle();
      trackPageOpen(at("/api-docs-v2/api/"), at("/api-docs-v2/"));
      await settle();
      expect(warn).toHaveBeenCalledTimes(1);
      expect(String(warn.mock.calls[0][0])).toMatch(/Analytics could not start/);
      expect(waiting()).toEqual(["/api-docs-v2/", "/api-docs-v2/api/"]);

      recover(); // the next visit
      const next = await loadClient();
      next.trackPageOpen(at("/api-docs-v2/guide/"), null);
      await settle();
      expect(pathnames(sent)).toEqual(["/api-docs-v2/", "/api-docs-v2/api/", "/api-docs-v2/guide/"]);
      expect([localStorage.getItem(RAISED_KEY), stored()]).toEqual([null, []]);
    },
  );

  it("keeps nothing for a reader who opted out of tracking", async () => {
    sdk.optedOut = true;
    const { track } = await loadClient();
    track("Page Feedback");
    await settle();
    track("Page Feedback");
    expect([raised(), stored(), sent]).toEqual([[], [], []]);
  });

  it("keeps events in memory when storage refuses them (full), and delivers them", async () => {
    vi.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new DOMException("Quota exceeded", "QuotaExceededError");
    });
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const { trackPageOpen, track } = await loadClient();
    trackPageOpen(at("/api-docs-v2/"), null);
    await frames();
    track("Page Feedback");
    expect(localStorage.getItem(RAISED_KEY)).toBeNull();
    await settle();
    expect(sent.map((e) => e.event)).toEqual(["Page Open", "Page Feedback"]);
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
