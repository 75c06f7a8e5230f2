import { MAX_EVENT_AGE_MS, PendingEventQueue, parsePendingEvents } from "../queue";
import { ids, memorySlot, pendingEvent } from "./helpers";

const NOW = 1_767_225_600_000;

function makeQueue(slot = memorySlot(), maxEvents = 5) {
  const warnings: string[] = [];
  const queue = new PendingEventQueue(slot, { maxEvents, now: () => NOW, warn: (m) => warnings.push(m) });
  return { queue, slot, warnings };
}

describe("PendingEventQueue", () => {
  it("persists events as a JSON array in raise order and reads them back oldest first", () => {
    const { queue, slot } = makeQueue();
    const a = pendingEvent(NOW - 3000);
    const b = pendingEvent(NOW - 2000);
    const c = pendingEvent(NOW - 1000);
    for (const e of [a, b, c]) expect(queue.add(e)).toBe("queued");
    expect(ids(JSON.parse(slot.value ?? "[]"))).toEqual(ids([a, b, c]));
    expect(queue.pending()).toEqual([a, b, c]);
  });

  it("survives a reload: a new queue over the same storage sees the same events", () => {
    const { queue, slot } = makeQueue();
    const a = pendingEvent(NOW - 2000);
    const b = pendingEvent(NOW - 1000);
    queue.add(a);
    queue.add(b);
    const afterReload = makeQueue(slot).queue;
    expect(afterReload.pending()).toEqual([a, b]);
  });

  it("keeps events raised in the same millisecond in the order they were queued", () => {
    const { queue } = makeQueue();
    const same = [pendingEvent(NOW), pendingEvent(NOW), pendingEvent(NOW)];
    same.forEach((e) => queue.add(e));
    expect(ids(queue.pending())).toEqual(ids(same));
  });

  it("ignores an event whose $insert_id is already queued", () => {
    const { queue, slot } = makeQueue();
    const a = pendingEvent(NOW - 1000);
    expect(queue.add(a)).toBe("queued");
    expect(queue.add({ ...a, properties: { ...a.properties, Pathname: "/again/" } })).toBe("duplicate");
    expect(JSON.parse(slot.value ?? "[]")).toHaveLength(1);
    expect(queue.pending()).toEqual([a]);
  });

  it("removes only the event named, and clears storage when the queue empties", () => {
    const { queue, slot } = makeQueue();
    const a = pendingEvent(NOW - 2000);
    const b = pendingEvent(NOW - 1000);
    queue.add(a);
    queue.add(b);
    queue.remove(a.properties.$insert_id);
    expect(queue.pending()).toEqual([b]);
    queue.remove("not-queued");
    expect(queue.pending()).toEqual([b]);
    queue.remove(b.properties.$insert_id);
    expect(queue.pending()).toEqual([]);
    expect(slot.value).toBeNull();
  });

  it("when full, drops the oldest events, says how many, and keeps the newest", () => {
    const { queue, slot, warnings } = makeQueue(memorySlot(), 3);
    const events = [1, 2, 3, 4, 5].map((i) => pendingEvent(NOW - 10_000 + i));
    events.forEach((e) => queue.add(e));
    expect(ids(queue.pending())).toEqual(ids(events.slice(2)));
    expect(JSON.parse(slot.value ?? "[]")).toHaveLength(3);
    expect(warnings).toEqual([
      "Analytics queue is full (3 events); dropped the 1 oldest.",
      "Analytics queue is full (3 events); dropped the 1 oldest.",
    ]);
  });

  it("drops events older than Mixpanel accepts (five days)", () => {
    const old = pendingEvent(NOW - MAX_EVENT_AGE_MS - 1);
    const recent = pendingEvent(NOW - MAX_EVENT_AGE_MS + 60_000);
    const { queue, slot } = makeQueue(memorySlot(JSON.stringify([old, recent])));
    expect(queue.pending()).toEqual([recent]);
    queue.add(pendingEvent(NOW));
    expect(ids(JSON.parse(slot.value ?? "[]"))).not.toContain(old.properties.$insert_id);
  });

  it("clear() forgets everything", () => {
    const { queue, slot } = makeQueue();
    queue.add(pendingEvent(NOW));
    queue.clear();
    expect(queue.pending()).toEqual([]);
    expect(slot.value).toBeNull();
  });

  describe("with storage that does not work", () => {
    it("keeps events in memory when storage is unavailable, and delivers from there", () => {
      const slot = memorySlot();
      slot.broken = true;
      const { queue } = makeQueue(slot);
      const a = pendingEvent(NOW - 1000);
      const b = pendingEvent(NOW);
      queue.add(a);
      queue.add(b);
      expect(queue.add(a)).toBe("duplicate");
      expect(queue.pending()).toEqual([a, b]);
      queue.remove(a.properties.$insert_id);
      expect(queue.pending()).toEqual([b]);
    });

    it("keeps events in memory when writes fail (quota exceeded) next to those already stored", () => {
      const stored = pendingEvent(NOW - 5000);
      const slot = memorySlot(JSON.stringify([stored]));
      slot.failWrites = true;
      const { queue } = makeQueue(slot);
      const fresh = pendingEvent(NOW);
      queue.add(fresh);
      expect(queue.pending()).toEqual([stored, fresh]);
    });

    it("bounds the in-memory queue too", () => {
      const slot = memorySlot();
      slot.broken = true;
      const { queue } = makeQueue(slot, 2);
      const events = [1, 2, 3].map((i) => pendingEvent(NOW + i));
      events.forEach((e) => queue.add(e));
      expect(ids(queue.pending())).toEqual(ids(events.slice(1)));
    });
  });

  describe("with corrupt storage", () => {
    it.each([
      ["not JSON", "{oops"],
      ["an object", JSON.stringify({ event: "Page Open" })],
      ["a string", JSON.stringify("Page Open")],
      ["null", "null"],
    ])("reads %s as empty and replaces it on the next write", (_label, raw) => {
      const { queue, slot } = makeQueue(memorySlot(raw));
      expect(queue.pending()).toEqual([]);
      const a = pendingEvent(NOW);
      queue.add(a);
      expect(parsePendingEvents(slot.value)).toEqual([a]);
    });

    it("skips malformed entries one by one and keeps the good ones", () => {
      const good = pendingEvent(NOW - 1000);
      const raw = JSON.stringify([
        null,
        42,
        { event: "", properties: { $insert_id: "x1", time: 1 } },
        { event: "Page Open" },
        { event: "Page Open", properties: [] },
        { event: "Page Open", properties: { time: NOW / 1000 } },
        { event: "Page Open", properties: { $insert_id: "has space", time: NOW / 1000 } },
        { event: "Page Open", properties: { $insert_id: "x".repeat(37), time: NOW / 1000 } },
        { event: "Page Open", properties: { $insert_id: "x2", time: "yesterday" } },
        { event: "Page Open", properties: { $insert_id: "x3", time: NOW / 1000, nested: { a: 1 } } },
        good,
        good,
      ]);
      expect(parsePendingEvents(raw)).toEqual([good]);
      const { queue } = makeQueue(memorySlot(raw));
      expect(queue.pending()).toEqual([good]);
    });
  });
});
