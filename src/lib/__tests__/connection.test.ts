import { isConstrainedConnection } from "../connection";

describe("isConstrainedConnection (no prefetch on 2G or data saver)", () => {
  it.each([
    [{ effectiveType: "2g" }, true],
    [{ effectiveType: "slow-2g" }, true],
    [{ effectiveType: "4g", saveData: true }, true],
    [{ effectiveType: "3g" }, false],
    [{ effectiveType: "4g", saveData: false }, false],
    [{}, false],
  ])("%o → %s", (connection, expected) => {
    expect(isConstrainedConnection(connection)).toBe(expected);
  });

  it("treats a browser without the Network Information API as unconstrained", () => {
    expect(isConstrainedConnection(undefined)).toBe(false);
    expect(isConstrainedConnection(null)).toBe(false);
  });
});
