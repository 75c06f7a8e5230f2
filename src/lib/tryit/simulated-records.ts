import type { LedgerStore } from "../mock";
import { createStorageSlot, storageKeys, type StorageSlot } from "../storage";

/**
 * What the simulated sandbox created in this visit: its transaction store as text (the mock's
 * ledger-json.ts), so that an order, an inquiry session or a customer token made in the console is
 * still there after a reload, a typed URL or in another tab of the site.
 *
 * It lives in sessionStorage `tryit.simulated`, which lasts through reloads and typed URLs and ends
 * with the visit; localStorage would keep days-old test orders and expired sessions for the next
 * one. sessionStorage is per tab, so the site's open tabs share the records over a BroadcastChannel
 * of the same name: each save and reset goes to the others, and a tab whose session has none asks
 * the open ones before its first send. Unavailable storage (blocked, full) leaves the records in the
 * page's memory; without BroadcastChannel each tab keeps its own.
 *
 * Only the mock's own values are stored (orders, sessions, the customer tokens it issued): never a
 * key, the client secret or a B2B access token, which the console keeps in memory (session.ts).
 */

type Message = { type: "records"; text: string | null } | { type: "ask" };

/** The part of a BroadcastChannel the records use. */
export interface RecordsChannel {
  postMessage(message: Message): void;
  addEventListener(type: "message", listener: (event: MessageEvent) => void): void;
}

export interface SimulatedRecords {
  /** How many records the reader created: orders, payments, payouts, refunds, sessions, tokens, divisions, shops. */
  count(): number;
  /** Forgets them, in every open tab. */
  reset(): void;
  /** Calls `listener` whenever the records change (a send, a reset, another tab); returns the unsubscribe. */
  subscribe(listener: () => void): () => void;
  /** The store of one mock (MockOptions.ledger): every mock of the page shares the records. */
  ledger(): LedgerStore;
  /** Resolves once an open tab has answered, or after a short wait when none has records. */
  ready(): Promise<void>;
}

const isMessage = (data: unknown): data is Message =>
  typeof data === "object" &&
  data !== null &&
  "type" in data &&
  (data.type === "ask" || (data.type === "records" && "text" in data));

export function createSimulatedRecords(
  slot: StorageSlot,
  channel: RecordsChannel | null,
  waitMs = 150,
): SimulatedRecords {
  let text = slot.get();
  let version = 0;
  const listeners = new Set<() => void>();
  const change = (next: string | null) => {
    text = next;
    if (next === null) slot.del();
    else slot.set(next);
    version++;
    listeners.forEach((listener) => listener());
  };
  let answered = () => {};
  const ready =
    text === null && channel
      ? new Promise<void>((resolve) => {
          answered = resolve;
          setTimeout(resolve, waitMs);
        })
      : Promise.resolve();
  if (channel) {
    channel.addEventListener("message", ({ data }: MessageEvent) => {
      if (!isMessage(data)) return;
      if (data.type === "ask") {
        if (text !== null) channel.postMessage({ type: "records", text });
      } else {
        if (data.text !== text) change(data.text);
        answered();
      }
    });
    if (text === null) channel.postMessage({ type: "ask" });
  }
  let counted: [string | null, number] = [null, 0];
  return {
    count() {
      if (counted[0] !== text) {
        let records = 0;
        try {
          const saved: unknown = JSON.parse(text ?? "null");
          if (typeof saved === "object" && saved && "records" in saved && typeof saved.records === "number")
            records = saved.records;
        } catch {
          // Not a saved store: nothing the reader can use.
        }
        counted = [text, records];
      }
      return counted[1];
    },
    reset() {
      change(null);
      channel?.postMessage({ type: "records", text: null });
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    ledger() {
      let seen = -1;
      return {
        read() {
          if (seen === version) return undefined;
          seen = version;
          return text;
        },
        write(next) {
          change(next);
          seen = version;
          channel?.postMessage({ type: "records", text: next });
        },
      };
    },
    ready: () => ready,
  };
}

let records: SimulatedRecords | null = null;

/** This page's simulated sandbox records, made on first use (when the console opens). */
export function simulatedRecords(): SimulatedRecords {
  records ??= createSimulatedRecords(
    createStorageSlot(storageKeys.tryItSimulated, "sessionStorage"),
    typeof BroadcastChannel === "function" ? new BroadcastChannel(storageKeys.tryItSimulated) : null,
  );
  return records;
}
