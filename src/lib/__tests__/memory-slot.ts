import type { StorageSlot } from "../storage";

/** A storage slot in memory, for tests: `value` is what it holds. */
export function memorySlot(initial: string | null = null): StorageSlot & { value: string | null } {
  return {
    value: initial,
    get() {
      return this.value;
    },
    set(v) {
      this.value = v;
    },
    del() {
      this.value = null;
    },
  };
}
