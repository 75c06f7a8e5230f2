import { describe, expect, it } from "vitest";
import { identifierPieces, prosePieces } from "../identifier-breaks";

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

  it("breaks a long number (an id or reference) into groups of eight digits, keeps short numbers whole", () => {
    expect(identifierPieces("20250314101535800110166000004417")).toEqual([
      "20250314",
      "10153580",
      "01101660",
      "00004417",
    ]);
    expect(identifierPieces("INV-202503141015308001101")).toEqual(["INV-20250314", "10153080", "01101"]);
    for (const short of ["2005400", "202503140000", "10.00", "4017300"])
      expect(identifierPieces(short)).toEqual([short]);
  });

  it("joins back to the text, empty and one-character input included", () => {
    for (const text of ["", "a", "X-TIMESTAMP", "snake_case_name", "a..b", "2025-01-01T10:00:00+07:00"])
      expect(identifierPieces(text).join("")).toBe(text);
  });
});

describe("prosePieces", () => {
  it("breaks only the words of prose that are identifiers", () => {
    expect(prosePieces("Unless additionalInfo.refundAccount is missing, resend partnerRefundNo.")).toEqual([
      "Unless additional",
      "Info.",
      "refund",
      "Account is missing, resend partner",
      "Refund",
      "No.",
    ]);
    for (const text of ["Use JavaScript or GitHub Actions, e.g. on iOS.", "A re-sent request", "Paid in 10.00 IDR"])
      expect(prosePieces(text)).toEqual([text]);
  });

  it("joins back to the text, spaces included", () => {
    for (const text of ["", " ", "  two  spaces  ", "a\nb additionalInfo.x\tz"])
      expect(prosePieces(text).join("")).toBe(text);
  });
});
