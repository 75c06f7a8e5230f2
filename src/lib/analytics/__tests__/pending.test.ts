import { appendPendingEvent } from "../pending";
import { PendingEventQueue } from "../queue";
import { memorySlot, pendingEvent } from "./helpers";

const stored = (slot: { value: string | null }) => JSON.parse(slot.value ?? "null") as unknown;

describe("appendPendingEvent (first load, before the queue is here)", () => {
  it("appends each event to the stored list at once, in the order raised", () => {
    const slot = memorySlot();
    const [a, b] = [pendingEvent(1000), pendingEvent(2000)];
    expect(appendPendingEvent(slot, a, 5)).toBe(true);
    expect(appendPendingEvent(slot, b, 5)).toBe(true);
    expect(stored(slot)).toEqual([a, b]);
  });

  it("keeps the newest events when full, and says how many it dropped", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const events = [1, 2, 3, 4].map((s) => pendingEvent(s * 1000));
    const slot = memorySlot();
    for (const e of events) appendPendingEvent(slot, e, 3);
    expect(stored(slot)).toEqual(events.slice(1));
    expect(warn.mock.calls).toEqual([["Analytics queue is full (3 events); dropped the 1 oldest."]]);
    warn.mockRestore();
  });

  it.each([
    ["corrupt JSON", '[{"event":"Page Open","properties":{"$insert_id":'],
    ["a value that is not a list", '{"event":"Page Open"}'],
  ])("replaces %s", (_name, raw) => {
    const slot = memorySlot(raw);
    const event = pendingEvent(1000);
    expect(appendPendingEvent(slot, event, 5)).toBe(true);
    expect(stored(slot)).toEqual([event]);
  });

  it("says so when storage did not take the event (unavailable or full)", () => {
    const broken = memorySlot();
    broken.broken = true;
    expect(appendPendingEvent(broken, pendingEvent(1000), 5)).toBe(false);
    const full = memorySlot();
    full.failWrites = true;
    expect(appendPendingEvent(full, pendingEvent(1000), 5)).toBe(false);
  });

  it("leaves what the queue reads back: well-formed events kept, malformed entries skipped", () => {
    const now = Date.now();
    const kept = pendingEvent(now - 1000);
    const slot = memorySlot(JSON.stringify([{ event: "Page Open", properties: { time: 1 } }, kept]));
    const late = pendingEvent(now);
    appendPendingEvent(slot, late, 5);
    const queue = new PendingEventQueue(slot, { maxEvents: 5, warn: () => {} });
    expect(queue.pending()).toEqual([kept, late]);
  });
});
