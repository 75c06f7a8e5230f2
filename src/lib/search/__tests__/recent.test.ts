import { recentSearches } from "../recent";
import { memorySlot } from "../../__tests__/memory-slot";

describe("recent searches", () => {
  it("keeps the last 5 picked queries, newest first, once each", () => {
    const slot = memorySlot();
    const recent = recentSearches(slot);
    for (const q of ["refund", "X-PARTNER-ID", "2005400", "webhook", "settlement", "Refund "]) recent.add(q);
    expect(recent.list()).toEqual(["Refund", "settlement", "webhook", "2005400", "X-PARTNER-ID"]);
    expect(slot.value).toBe(JSON.stringify(recent.list()));
  });

  it("reads corrupt or foreign data as empty, and clears", () => {
    expect(recentSearches(memorySlot("{oops")).list()).toEqual([]);
    expect(recentSearches(memorySlot('{"a":1}')).list()).toEqual([]);
    const slot = memorySlot('["refund"]');
    recentSearches(slot).clear();
    expect(slot.value).toBeNull();
  });

  it("works with unavailable storage through the safe wrapper (nothing kept, no throw)", () => {
    const recent = recentSearches({
      get: () => null,
      set: () => undefined,
      del: () => undefined,
    });
    expect(recent.add("refund")).toEqual(["refund"]);
    expect(recent.list()).toEqual([]);
  });
});
