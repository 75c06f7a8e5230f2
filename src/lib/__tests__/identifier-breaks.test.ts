import { describe, expect, it } from "vitest";
import { identifierPieces } from "../identifier-breaks";

describe("identifierPieces", () => {
  it("breaks camelCase before each hump and keeps runs of capitals together", () => {
    expect(identifierPieces("partnerReferenceNo")).toEqual(["partner", "Reference", "No"]);
    expect(identifierPieces("merchantURL")).toEqual(["merchant", "URL"]);
    expect(identifierPieces("Authorization")).toEqual(["Authorization"]);
  });

  it("breaks after separators, keeping the separator on the first line", () => {
    expect(identifierPieces("X-PARTNER-ID")).toEqual(["X-", "PARTNER-", "ID"]);
    expect(identifierPieces("additionalInfo.deviceId")).toEqual(["additional", "Info.", "device", "Id"]);
    expect(identifierPieces("/v1.0/debit/payment-host-to-host.htm")).toEqual([
      "/v1.0/",
      "debit/",
      "payment-",
      "host-",
      "to-",
      "host.",
      "htm",
    ]);
  });

  it("joins back to the text, empty and one-character input included", () => {
    for (const text of ["", "a", "X-TIMESTAMP", "snake_case_name", "a..b", "2025-01-01T10:00:00+07:00"])
      expect(identifierPieces(text).join("")).toBe(text);
  });
});
