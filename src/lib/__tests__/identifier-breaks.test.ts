import { describe, expect, it } from "vitest";
import { identifierPieces, isLongCode, nowrapMaxChars, prosePieces } from "../identifier-breaks";

describe("identifierPieces", () => {
  it("never breaks inside a word: not at camelCase humps, not inside a number", () => {
    for (const whole of ["partnerReferenceNo", "merchantURL", "Authorization", "20250314101535800110166000004417"])
      expect(identifierPieces(whole)).toEqual([whole]);
  });

  it("breaks after ., _, / and -, keeping the separator on the first line", () => {
    expect(identifierPieces("X-PARTNER-ID")).toEqual(["X-", "PARTNER-", "ID"]);
    expect(identifierPieces("additionalInfo.payOptionDetails")).toEqual(["additionalInfo.", "payOptionDetails"]);
    expect(identifierPieces("snake_case_name")).toEqual(["snake_", "case_", "name"]);
    expect(identifierPieces("/v1.0/debit/payment-host-to-host")).toEqual([
      "/v1.0/",
      "debit/",
      "payment-",
      "host-",
      "to-",
      "host",
    ]);
  });

  it("breaks JSON and templates between their parts, after , : = & ? |", () => {
    expect(identifierPieces('{"value":"10000.00","currency":"IDR"}')).toEqual([
      '{"value":',
      '"10000.00",',
      '"currency":',
      '"IDR"}',
    ]);
    expect(identifierPieces("<X-CLIENT-KEY>|<X-TIMESTAMP>")).toEqual(["<X-", "CLIENT-", "KEY>|", "<X-", "TIMESTAMP>"]);
  });

  it("breaks after _ and - before a digit too, but not after . or inside a number", () => {
    expect(identifierPieces("INV-20250314-000187")).toEqual(["INV-", "20250314-", "000187"]);
    expect(identifierPieces("saku_PAYMENT_216620000091234567890_20250314.csv")).toEqual([
      "saku_",
      "PAYMENT_",
      "216620000091234567890_",
      "20250314.",
      "csv",
    ]);
    for (const whole of ["10.00", "v1.0", "10:00:00", "a, b", "/v1", "20250314101530800110166001400000123"])
      expect(identifierPieces(whole)).toEqual([whole]);
    expect(identifierPieces("https://a.example/x")).toEqual(["https://", "a.", "example/", "x"]);
  });

  it("joins back to the text, empty and one-character input included", () => {
    for (const text of ["", "a", "X-TIMESTAMP", "snake_case_name", "a..b", "2025-01-01T10:00:00+07:00"])
      expect(identifierPieces(text).join("")).toBe(text);
  });
});

describe("isLongCode", () => {
  it("keeps names up to the length limit on one line on wide screens", () => {
    for (const name of [
      "a".repeat(nowrapMaxChars),
      "additionalInfo.payOptionDetails",
      "X-EXTERNAL-ID",
      "/v1.0/debit/notify",
    ])
      expect(isLongCode(name)).toBe(false);
  });

  it("lets longer code and code that is no name wrap there", () => {
    for (const other of ["a".repeat(nowrapMaxChars + 1), '{"a":"b"}', "Bearer <token>", "20250314101535", "a=b"])
      expect(isLongCode(other)).toBe(true);
  });
});

describe("prosePieces", () => {
  it("breaks only the words of prose that are identifiers", () => {
    expect(prosePieces("Unless additionalInfo.refundAccount is missing, resend partnerRefundNo.")).toEqual([
      "Unless additionalInfo.",
      "refundAccount is missing, resend partnerRefundNo.",
    ]);
    for (const text of ["Use JavaScript or GitHub Actions, e.g. on iOS.", "A re-sent request", "Paid in 10.00 IDR"])
      expect(prosePieces(text)).toEqual([text]);
  });

  it("joins back to the text, spaces included", () => {
    for (const text of ["", " ", "  two  spaces  ", "a\nb additionalInfo.x\tz"])
      expect(prosePieces(text).join("")).toBe(text);
  });
});
