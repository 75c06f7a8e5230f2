import { describe, expect, it } from "vitest";
import { createInsertId } from "../insert-id";

describe("createInsertId", () => {
  it("makes distinct ids of 32 hexadecimal digits, which Mixpanel accepts as $insert_id", () => {
    const ids = new Set(Array.from({ length: 500 }, () => createInsertId()));
    expect(ids.size).toBe(500);
    for (const id of ids) expect(id).toMatch(/^[0-9a-f]{32}$/);
  });

  it("uses only getRandomValues (crypto.randomUUID is missing on plain-http pages), two digits a byte", () => {
    const filled = (byte: number) => ({
      getRandomValues: <T extends ArrayBufferView | null>(a: T) => ((a as Uint8Array | null)?.fill(byte), a),
    });
    expect(createInsertId(filled(0))).toBe("0".repeat(32));
    expect(createInsertId(filled(10))).toBe("0a".repeat(16));
    expect(createInsertId(filled(255))).toBe("f".repeat(32));
  });
});
