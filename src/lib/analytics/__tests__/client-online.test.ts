// @vitest-environment jsdom
import type { DeliveryResult } from "../delivery";
import type { PendingEvent } from "../events";
import { track } from "../client";

/** In a file of its own: every started client listens for `online` on the one jsdom window. */

const sent: PendingEvent[] = [];
let answer: DeliveryResult = "failed";

vi.mock("../sdk", () => ({
  createMixpanelSender: () => ({
    send: async (e: PendingEvent) => {
      sent.push(e);
      return answer;
    },
    optedOut: () => false,
  }),
}));

const stored = (): PendingEvent[] => JSON.parse(localStorage.getItem("mixpanelPendingEvents") ?? "[]");

it("retries at once when the browser comes back online, without waiting for the backoff", async () => {
  vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "Date"] });
  try {
    track("Page Feedback");
    await vi.advanceTimersByTimeAsync(300); // load is complete in jsdom; no requestIdleCallback: 200 ms
    await vi.dynamicImportSettled();
    await vi.advanceTimersByTimeAsync(0);
    expect(sent).toHaveLength(1);
    expect(stored()).toHaveLength(1);

    answer = "delivered";
    window.dispatchEvent(new Event("online"));
    await vi.advanceTimersByTimeAsync(0); // no time passes: the 1 s backoff cannot be the trigger
    expect(sent).toHaveLength(2);
    expect(sent[1].properties.$insert_id).toBe(sent[0].properties.$insert_id);
    expect(stored()).toEqual([]);
  } finally {
    vi.useRealTimers();
  }
});
