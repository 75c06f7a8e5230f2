import type { StorageSlot } from "../../storage";
import type { PendingEvent } from "../events";

/** A storage slot over a plain variable; `broken` makes every access fail like disabled storage. */
export function memorySlot(
  initial: string | null = null,
): StorageSlot & { value: string | null; broken: boolean; failWrites: boolean } {
  return {
    value: initial,
    broken: false,
    failWrites: false,
    get() {
      return this.broken ? null : this.value;
    },
    set(v: string) {
      if (!this.broken && !this.failWrites) this.value = v;
    },
    del() {
      if (!this.broken && !this.failWrites) this.value = null;
    },
  };
}

let counter = 0;

/** A queued event with a unique $insert_id, raised at `atMs`. */
export function pendingEvent(atMs: number, event = "Page Open", id = `id-${++counter}`): PendingEvent {
  return { event, properties: { $insert_id: id, time: atMs / 1000, Pathname: `/p/${counter}/` } };
}

export const ids = (events: PendingEvent[]) => events.map((e) => e.properties.$insert_id);
