// @vitest-environment jsdom
import type { PendingEvent } from "../events";

/**
 * The real mixpanel-browser (core build) over a fake XMLHttpRequest: checks the configuration
 * choices of sdk.ts — one request per event (no batching), the callback reflecting the HTTP
 * answer, our stamps kept — and how each answer is classified.
 */

interface Sent {
  method: string;
  url: URL;
  body: string;
  respond(status: number, text: string): void;
}

const requests: Sent[] = [];

class FakeXhr {
  withCredentials = false;
  readyState = 0;
  status = 0;
  statusText = "";
  responseText = "";
  timeout = 0;
  onreadystatechange: (() => void) | null = null;
  private method = "GET";
  private url = "";
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader() {}
  send(body: string | null) {
    requests.push({
      method: this.method,
      url: new URL(this.url),
      body: body ?? "",
      respond: (status, text) => {
        this.status = status;
        this.responseText = text;
        this.readyState = 4;
        this.onreadystatechange?.();
      },
    });
  }
}

const decode = (body: string): { event: string; properties: Record<string, unknown> } => {
  const data = new URLSearchParams(body).get("data") ?? "";
  return JSON.parse(Buffer.from(data, "base64").toString("utf8"));
};

const event = (id: string): PendingEvent => ({
  event: "Page Open",
  properties: {
    $insert_id: id,
    time: 1_767_225_600.5,
    Pathname: "/api-docs-v2/",
    $current_url: "http://localhost/api-docs-v2/",
  },
});

async function loadSdk() {
  vi.stubGlobal("XMLHttpRequest", FakeXhr);
  return import("../sdk");
}

describe("createMixpanelSender (real library, fake network)", () => {
  beforeEach(() => {
    requests.length = 0;
    vi.resetModules();
  });
  afterEach(() => vi.unstubAllGlobals());

  it("sends each event at once as its own request, with our stamps, and resolves on the HTTP answer", async () => {
    const { createMixpanelSender } = await loadSdk();
    const sender = createMixpanelSender("unit-token", "http://collector.test/mp/");
    expect(sender.optedOut()).toBe(false);

    const first = sender.send(event("id-1"));
    const second = sender.send(event("id-2"));
    expect(requests).toHaveLength(2);
    const [a, b] = requests;
    expect(a.method).toBe("POST");
    expect(`${a.url.origin}${a.url.pathname}`).toBe("http://collector.test/mp/track/");
    expect(a.url.searchParams.get("verbose")).toBe("1");
    const payload = decode(a.body);
    expect(payload.event).toBe("Page Open");
    expect(payload.properties).toMatchObject({
      $insert_id: "id-1",
      time: 1_767_225_600.5,
      token: "unit-token",
      Pathname: "/api-docs-v2/",
    });
    expect(decode(b.body).properties.$insert_id).toBe("id-2");

    let settled = false;
    void first.then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false); // not "queued": only the answer settles it
    a.respond(200, '{"status":1,"error":null}');
    b.respond(503, "Service Unavailable");
    await expect(first).resolves.toBe("delivered");
    await expect(second).resolves.toBe("failed");
    expect(Object.keys(localStorage).filter((k) => k.startsWith("__mpq_"))).toEqual([]); // no library batch queue
  });

  it.each([
    [200, '{"status":1,"error":null}', "delivered"],
    [200, "1", "delivered"],
    [200, '{"status":0,"error":"invalid data"}', "rejected"],
    [400, "bad request", "rejected"],
    [413, "too large", "rejected"],
    [0, "", "failed"],
    [500, "", "failed"],
    [429, "", "failed"],
    [401, "", "failed"],
    [404, "", "failed"],
    [200, "<html>proxy page</html>", "failed"],
  ])("classifies HTTP %i %j as %s", async (status, text, expected) => {
    const { createMixpanelSender } = await loadSdk();
    const sender = createMixpanelSender("unit-token", "http://collector.test");
    const result = sender.send(event("id-x"));
    requests[0].respond(status, text);
    await expect(result).resolves.toBe(expected);
  });

  it("treats a request the library never answers as failed, after its guard time", async () => {
    vi.useFakeTimers();
    try {
      const { createMixpanelSender } = await loadSdk();
      const sender = createMixpanelSender("unit-token", "http://collector.test");
      const result = sender.send(event("id-y"));
      expect(requests).toHaveLength(1);
      await vi.advanceTimersByTimeAsync(15_000);
      await expect(result).resolves.toBe("failed");
    } finally {
      vi.useRealTimers();
    }
  });
});
