import { dynamicFields, followUpEnvName } from "../core";

// What a sample computes when it runs, or reads from the environment, instead of sending the
// documented example as it stands.

describe("dynamicFields", () => {
  it("computes Create Order's partnerReferenceNo and validUpTo (now + 30 minutes) when the program runs", () => {
    const found = dynamicFields({
      partnerReferenceNo: "INV-20250314-000187",
      amount: { value: "150000.00", currency: "IDR" },
      validUpTo: "2025-03-14T11:15:30+07:00",
    });
    expect(found.map(({ name, kind, minutes, prefix }) => ({ name, kind, minutes, prefix }))).toEqual([
      { name: "partnerReferenceNo", kind: "reference", minutes: 0, prefix: "INV" },
      { name: "validUpTo", kind: "time", minutes: 30, prefix: "" },
    ]);
  });

  it("makes a refund's partnerRefundNo fresh and reads the order it refunds from SAKU_ORIGINAL_*", () => {
    const found = dynamicFields({
      originalPartnerReferenceNo: "INV-20250314-000187",
      originalReferenceNo: "20250314101531800110166000000187",
      partnerRefundNo: "RFD-20250315-000042",
    });
    expect(found.map(({ name, kind, env, example }) => ({ name, kind, env, example }))).toEqual([
      {
        name: "originalPartnerReferenceNo",
        kind: "follow-up",
        env: "SAKU_ORIGINAL_PARTNER_REFERENCE_NO",
        example: "INV-20250314-000187",
      },
      {
        name: "originalReferenceNo",
        kind: "follow-up",
        env: "SAKU_ORIGINAL_REFERENCE_NO",
        example: "20250314101531800110166000000187",
      },
      { name: "partnerRefundNo", kind: "reference", env: undefined, example: "RFD-20250315-000042" },
    ]);
  });

  it("starts a range 7 days ago and names the variables after the product", () => {
    const [from] = dynamicFields({ fromDateTime: "2025-02-13T00:00:00+07:00" });
    expect([from.name, from.minutes]).toEqual(["fromDateTime", -7 * 24 * 60]);
    expect(followUpEnvName("ACME", "sessionId")).toBe("ACME_SESSION_ID");
    expect(dynamicFields({ sessionId: "s" }, "ACME")[0].env).toBe("ACME_SESSION_ID");
  });
});
