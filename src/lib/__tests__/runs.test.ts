import { groupRuns } from "../runs";

describe("groupRuns", () => {
  it("keeps the order, grouping consecutive accepted items by the index of the first", () => {
    expect(groupRuns([1, 2, "a", 3, "b", "c", 4], (x) => typeof x === "number")).toEqual([
      { run: [1, 2], start: 0 },
      { item: "a", index: 2 },
      { run: [3], start: 3 },
      { item: "b", index: 4 },
      { item: "c", index: 5 },
      { run: [4], start: 6 },
    ]);
  });

  it("gives nothing for nothing, and one run when every item belongs", () => {
    expect(groupRuns([], () => true)).toEqual([]);
    expect(groupRuns(["x", "y"], () => true)).toEqual([{ run: ["x", "y"], start: 0 }]);
  });
});
