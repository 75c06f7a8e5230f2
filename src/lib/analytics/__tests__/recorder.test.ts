import type { RaisedEvent } from "../events";
import { appendPendingEvent } from "../pending";
import { PendingEventQueue } from "../queue";
import { completeEvent, takeRaisedEvents } from "../recorder";
import { ids, memorySlot } from "./helpers";

/** What the "analytics" chunk does with the first load's records (client.test.ts covers the whole path). */

const raisedAt = (time: number, pathname: string, id?: string): RaisedEvent => ({
  event: "Page Open",
  properties: {},
  context: {
    href: `https://docs.saku.example${pathname}`,
    pathname,
    search: "",
    userId: null,
    merchantId: null,
    merchantName: null,
  },
  time,
  ...(id ? { id } : {}),
});

describe("takeRaisedEvents", () => {
  it("returns the stored records in the order raised and removes them, so no later load finds them", () => {
    const records = [raisedAt(1000, "/a/"), raisedAt(2000, "/b/")];
    const slot = memorySlot(JSON.stringify(records));
    expect(takeRaisedEvents(slot)).toEqual(records);
    expect(slot.value).toBeNull();
    expect(takeRaisedEvents(slot)).toEqual([]);
  });

  it.each([
    ["corrupt JSON", '[{"event":"Page Open"'],
    ["a value that is not a list", '{"event":"Page Open"}'],
  ])("reads %s as empty, and removes it", (_label, raw) => {
    const slot = memorySlot(raw);
    expect(takeRaisedEvents(slot)).toEqual([]);
    expect(slot.value).toBeNull();
  });

  it("skips entries that are not records", () => {
    const record = raisedAt(1000, "/a/");
    expect(takeRaisedEvents(memorySlot(JSON.stringify([null, 42, "Page Open", record])))).toEqual([record]);
  });
});

describe("completeEvent", () => {
  it("keeps the time and the $insert_id made when the event was raised", () => {
    const { properties } = completeEvent(raisedAt(1_767_225_600_123, "/a/", "0b4b6a4e-8a3c-4f5e-9a51-1d2f3e4a5b6c"));
    expect(properties).toMatchObject({
      Pathname: "/a/",
      $insert_id: "0b4b6a4e-8a3c-4f5e-9a51-1d2f3e4a5b6c",
      time: 1_767_225_600.123,
    });
  });

  it("makes a $insert_id for a record raised without one", () => {
    const [a, b] = [completeEvent(raisedAt(1000, "/a/")), completeEvent(raisedAt(1000, "/a/"))];
    expect(a.properties.$insert_id).not.toBe(b.properties.$insert_id);
  });

  it("a record two tabs both completed is one event for the queue (same $insert_id)", () => {
    const now = Date.now();
    const record = raisedAt(now, "/a/", "0b4b6a4e-8a3c-4f5e-9a51-1d2f3e4a5b6c");
    const other = raisedAt(now + 1, "/b/", "1c5c7b5f-9b4d-4a6f-8b62-2e3f4a5b6c7d");
    const slot = memorySlot();
    for (const event of [record, record, other].map(completeEvent)) appendPendingEvent(slot, event, 10);
    const queue = new PendingEventQueue(slot, { maxEvents: 10, warn: () => {} });
    expect(ids(queue.pending())).toEqual([
      "0b4b6a4e-8a3c-4f5e-9a51-1d2f3e4a5b6c",
      "1c5c7b5f-9b4d-4a6f-8b62-2e3f4a5b6c7d",
    ]);
  });
});
