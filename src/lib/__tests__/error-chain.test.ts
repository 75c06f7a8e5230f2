import { errorChain, toError } from "../error-chain";

describe("errorChain", () => {
  it("lists the error and every cause, outermost first", () => {
    const root = new TypeError("socket closed");
    const middle = new Error("page data unavailable", { cause: root });
    const top = new Error("render failed", { cause: middle });
    expect(errorChain(top)).toEqual([
      { name: "Error", message: "render failed" },
      { name: "Error", message: "page data unavailable" },
      { name: "TypeError", message: "socket closed" },
    ]);
  });

  it("describes causes that are not errors", () => {
    expect(errorChain(new Error("outer", { cause: "a string" }))[1]).toEqual({ name: "Error", message: "a string" });
    expect(errorChain(new Error("outer", { cause: { code: 42 } }))[1]).toEqual({
      name: "Thrown value",
      message: '{"code":42}',
    });
  });

  it("stops at a cycle and after ten links", () => {
    const a = new Error("a");
    const b = new Error("b", { cause: a });
    a.cause = b;
    expect(errorChain(a).map((l) => l.message)).toEqual(["a", "b"]);

    let deep: Error = new Error("0");
    for (let i = 1; i < 50; i++) deep = new Error(String(i), { cause: deep });
    expect(errorChain(deep)).toHaveLength(10);
  });

  it("turns thrown non-errors into errors", () => {
    expect(toError("boom").message).toBe("boom");
    const error = new RangeError("x");
    expect(toError(error)).toBe(error);
    const circular: Record<string, unknown> = {};
    circular.self = circular;
    expect(toError(circular).message).toBe("[object Object]");
  });
});
