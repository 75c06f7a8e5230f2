import { parseSequence, SequenceSyntaxError } from "../sequence";

describe("parseSequence", () => {
  it("parses participants, requests, responses and notes", () => {
    const d = parseSequence(
      "participant Customer\nMerchant->Saku: Create order\nSaku-->Merchant: webRedirectUrl\nNote over Customer,Saku: Customer pays",
      "Hosted checkout",
    );
    expect(d.participants).toEqual(["Customer", "Merchant", "Saku"]);
    expect(d.steps).toEqual([
      { kind: "message", from: 1, to: 2, text: "Create order", response: false },
      { kind: "message", from: 2, to: 1, text: "webRedirectUrl", response: true },
      { kind: "note", from: 0, to: 2, text: "Customer pays" },
    ]);
  });

  it("rejects a line it cannot read, naming the line, and a diagram without title", () => {
    expect(() => parseSequence("A->B: ok\nthis is wrong", "t")).toThrow(SequenceSyntaxError);
    expect(() => parseSequence("A->B: ok\nthis is wrong", "t")).toThrow(/line 2/);
    expect(() => parseSequence("A->B: ok", "")).toThrow(/title/);
  });
});
