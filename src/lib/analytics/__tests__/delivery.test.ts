import { DeliveryLoop, flushQueue, type DeliveryResult, type SendEvent } from "../delivery";
import type { PendingEvent } from "../events";
import { PendingEventQueue } from "../queue";
import { ids, memorySlot, pendingEvent } from "./helpers";

const NOW = 1_767_225_600_000;

function setup(events: PendingEvent[] = []) {
  const slot = memorySlot();
  const queue = new PendingEventQueue(slot, { maxEvents: 100, now: () => NOW, warn: () => {} });
  events.forEach((e) => queue.add(e));
  return { queue, slot };
}

/** A fake service: answers from a script (default: accepts), records what it was sent. */
function service(script: (e: PendingEvent, n: number) => DeliveryResult = () => "delivered") {
  const received: string[] = [];
  const send: SendEvent = async (e) => {
    received.push(e.properties.$insert_id);
    return script(e, received.length);
  };
  return { send, received };
}

describe("flushQueue", () => {
  it("sends every pending event once, oldest first, and empties the queue", async () => {
    const events = [pendingEvent(NOW - 3), pendingEvent(NOW - 2), pendingEvent(NOW - 1)];
    const { queue } = setup([events[2], events[0], events[1]]);
    const { send, received } = service();
    const outcome = await flushQueue(queue, send, new Set());
    expect(outcome).toEqual({ delivered: 3, rejected: 0, failed: false });
    expect(received).toEqual(ids(events));
    expect(queue.pending()).toEqual([]);
  });

  it("removes an event only after it is accepted: a failure keeps it and everything after it", async () => {
    const events = [pendingEvent(NOW - 3), pendingEvent(NOW - 2), pendingEvent(NOW - 1)];
    const { queue } = setup(events);
    const { send, received } = service((_e, n) => (n === 2 ? "failed" : "delivered"));
    const outcome = await flushQueue(queue, send, new Set());
    expect(outcome).toEqual({ delivered: 1, rejected: 0, failed: true });
    expect(received).toEqual(ids(events.slice(0, 2)));
    expect(queue.pending()).toEqual(events.slice(1));
  });

  it("keeps an event that is being sent in storage until the answer comes (crash safety)", async () => {
    const event = pendingEvent(NOW);
    const { queue, slot } = setup([event]);
    let storedDuringSend: string | null = null;
    await flushQueue(
      queue,
      async () => {
        storedDuringSend = slot.value;
        return "delivered";
      },
      new Set(),
    );
    expect(JSON.parse(storedDuringSend ?? "[]")).toEqual([event]);
    expect(slot.value).toBeNull();
  });

  it("drops a refused event with a warning instead of resending it forever", async () => {
    const events = [pendingEvent(NOW - 2), pendingEvent(NOW - 1)];
    const { queue } = setup(events);
    const warnings: string[] = [];
    const { send } = service((_e, n) => (n === 1 ? "rejected" : "delivered"));
    const outcome = await flushQueue(queue, send, new Set(), (m) => warnings.push(m));
    expect(outcome).toEqual({ delivered: 1, rejected: 1, failed: false });
    expect(queue.pending()).toEqual([]);
    expect(warnings).toEqual([
      `Analytics refused the "Page Open" event ${events[0].properties.$insert_id}; it will not be resent.`,
    ]);
  });

  it("never resends an event this page already had accepted, even if storage could not forget it", async () => {
    const event = pendingEvent(NOW);
    const { queue, slot } = setup([event]);
    slot.failWrites = true; // removal fails: the event stays in storage
    const accepted = new Set<string>();
    const { send, received } = service();
    await flushQueue(queue, send, accepted);
    await flushQueue(queue, send, accepted);
    expect(received).toEqual(ids([event]));
  });

  it("picks up events raised while it was sending", async () => {
    const first = pendingEvent(NOW - 1);
    const { queue } = setup([first]);
    const late = pendingEvent(NOW);
    const received: string[] = [];
    await flushQueue(
      queue,
      async (e) => {
        received.push(e.properties.$insert_id);
        if (received.length === 1) queue.add(late);
        return "delivered";
      },
      new Set(),
    );
    expect(received).toEqual(ids([first, late]));
  });
});

describe("DeliveryLoop", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("retries after a failure with doubling delays, capped, and resets after a success", async () => {
    const { queue } = setup([pendingEvent(NOW)]);
    let up = false;
    const { send, received } = service(() => (up ? "delivered" : "failed"));
    const loop = new DeliveryLoop({ queue, send, minRetryMs: 1000, maxRetryMs: 4000 });
    expect([1, 2, 3, 4, 5].map((n) => loop.retryDelay(n))).toEqual([1000, 2000, 4000, 4000, 4000]);

    await loop.request();
    expect(received).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(999);
    expect(received).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(received).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(2000);
    expect(received).toHaveLength(3);
    up = true;
    await vi.advanceTimersByTimeAsync(4000);
    expect(received).toHaveLength(4);
    expect(queue.pending()).toEqual([]);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(received).toHaveLength(4);
  });

  it("a request during a backoff (a new page, coming online) flushes at once", async () => {
    const first = pendingEvent(NOW - 1);
    const { queue } = setup([first]);
    let up = false;
    const { send, received } = service(() => (up ? "delivered" : "failed"));
    const loop = new DeliveryLoop({ queue, send, minRetryMs: 30_000 });
    await loop.request();
    up = true;
    const second = pendingEvent(NOW);
    queue.add(second);
    await loop.request();
    expect(received).toEqual(ids([first, first, second]));
    await vi.advanceTimersByTimeAsync(60_000);
    expect(received).toHaveLength(3);
  });

  it("coalesces requests made while a flush runs into one more round, never two sends of one event", async () => {
    const { queue } = setup([pendingEvent(NOW - 1)]);
    const received: string[] = [];
    let release: () => void = () => {};
    const send: SendEvent = (e) =>
      new Promise((resolve) => {
        received.push(e.properties.$insert_id);
        release = () => resolve("delivered");
      });
    const loop = new DeliveryLoop({ queue, send });
    const running = loop.request();
    const late = pendingEvent(NOW);
    queue.add(late);
    void loop.request();
    void loop.request();
    release();
    await vi.waitFor(() => expect(received).toHaveLength(2));
    release();
    await running;
    expect(new Set(received).size).toBe(2);
    expect(queue.pending()).toEqual([]);
  });

  it("runs each round inside the cross-tab lock and survives a lock that throws", async () => {
    const { queue } = setup([pendingEvent(NOW)]);
    const { send, received } = service();
    const warnings: string[] = [];
    let attempts = 0;
    const loop = new DeliveryLoop({
      queue,
      send,
      warn: (m) => warnings.push(m),
      minRetryMs: 100,
      withLock: async (task) => {
        attempts += 1;
        if (attempts === 1) throw new Error("lock manager unavailable");
        return task();
      },
    });
    await loop.request();
    expect(received).toHaveLength(0);
    expect(warnings).toEqual(["Analytics delivery failed: lock manager unavailable"]);
    await vi.advanceTimersByTimeAsync(100);
    expect(received).toHaveLength(1);
  });
});
