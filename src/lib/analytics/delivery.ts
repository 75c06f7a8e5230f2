import type { PendingEvent } from "./events";
import type { PendingEventQueue } from "./queue";

/**
 * Delivery of the queue (events raised before initialisation are replayed later).
 * Delivery is this module's job, not the library's: an event leaves the queue only when the
 * analytics service has answered for it, events go out one at a time oldest first (so they arrive
 * in the order they were raised), and a failure stops the round and retries later with backoff.
 */

/**
 * - `delivered`: the service accepted the event;
 * - `rejected`: the service read it and refused it for good (it would be refused again);
 * - `failed`: no answer, or an answer that may change (offline, 5xx, 429, timeouts, 401, 404…).
 */
export type DeliveryResult = "delivered" | "rejected" | "failed";

export type SendEvent = (event: PendingEvent) => Promise<DeliveryResult>;

export interface FlushOutcome {
  delivered: number;
  rejected: number;
  failed: boolean;
}

type QueueLike = Pick<PendingEventQueue, "pending" | "remove">;

/**
 * Sends pending events oldest first until the queue is empty or a send fails. `accepted` holds the
 * `$insert_id`s this page has already had accepted: such an event is never sent again, even if
 * removing it from storage failed or another tab wrote it back.
 */
export async function flushQueue(
  queue: QueueLike,
  send: SendEvent,
  accepted: Set<string>,
  warn: (message: string) => void = console.warn,
): Promise<FlushOutcome> {
  const outcome: FlushOutcome = { delivered: 0, rejected: 0, failed: false };
  for (;;) {
    const pending = queue.pending();
    const next = pending.find((e) => !accepted.has(e.properties.$insert_id));
    for (const e of pending) if (accepted.has(e.properties.$insert_id)) queue.remove(e.properties.$insert_id);
    if (!next) return outcome;
    const id = next.properties.$insert_id;
    const result = await send(next);
    if (result === "failed") return { ...outcome, failed: true };
    accepted.add(id);
    queue.remove(id);
    if (result === "delivered") outcome.delivered += 1;
    else {
      outcome.rejected += 1;
      warn(`Analytics refused the "${next.event}" event ${id}; it will not be resent.`);
    }
  }
}

export interface DeliveryLoopOptions {
  queue: QueueLike;
  send: SendEvent;
  /** Runs a flush exclusively across tabs (Web Locks), so two tabs never send the same event at once. */
  withLock?: (task: () => Promise<FlushOutcome>) => Promise<FlushOutcome>;
  setTimer?: (callback: () => void, ms: number) => unknown;
  clearTimer?: (handle: unknown) => void;
  /** First retry delay after a failure; doubles per consecutive failure up to `maxRetryMs`. */
  minRetryMs?: number;
  maxRetryMs?: number;
  warn?: (message: string) => void;
}

/** Keeps flushing the queue: on request (a new event, coming online) and after failures, with backoff. */
export class DeliveryLoop {
  private readonly accepted = new Set<string>();
  private running: Promise<void> | null = null;
  private again = false;
  private timer: unknown = null;
  private failures = 0;

  constructor(private readonly options: DeliveryLoopOptions) {}

  /** Flushes now, or right after the flush in progress. Resolves when that flush is over. */
  request(): Promise<void> {
    if (this.timer !== null) {
      (this.options.clearTimer ?? clearTimeout)(this.timer as ReturnType<typeof setTimeout>);
      this.timer = null;
    }
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.running = this.run().finally(() => {
      this.running = null;
    });
    return this.running;
  }

  /** Milliseconds until the next retry after `failures` consecutive failures. */
  retryDelay(failures: number): number {
    const min = this.options.minRetryMs ?? 1000;
    const max = this.options.maxRetryMs ?? 60_000;
    return Math.min(max, min * 2 ** Math.max(0, failures - 1));
  }

  private async run(): Promise<void> {
    const { queue, send, withLock = (task) => task() } = this.options;
    const warn = this.options.warn ?? console.warn;
    let outcome: FlushOutcome;
    do {
      this.again = false;
      try {
        outcome = await withLock(() => flushQueue(queue, send, this.accepted, warn));
      } catch (error) {
        warn(`Analytics delivery failed: ${error instanceof Error ? error.message : String(error)}`);
        outcome = { delivered: 0, rejected: 0, failed: true };
      }
    } while (!outcome.failed && this.again);
    if (outcome.failed) {
      this.failures += 1;
      this.timer = (this.options.setTimer ?? setTimeout)(() => {
        this.timer = null;
        void this.request();
      }, this.retryDelay(this.failures));
    } else {
      this.failures = 0;
    }
  }
}
