import type { StorageSlot } from "../../../lib/storage";
import { memorySlot } from "../../../lib/__tests__/memory-slot";
import { keyPair } from "../../../lib/tryit/__tests__/fixtures";
import { createSimulatedMock } from "../../../lib/tryit/lazy";
import { createSimulatedRecords, type RecordsChannel } from "../../../lib/tryit";
import { credentials, press, published, viewOf } from "./simulated-fixtures";

/**
 * The simulated sandbox's records last for the visit (src/lib/tryit/simulated-records.ts): what a
 * send created is there for the next page's sandbox (a reload), in another tab, and in memory when
 * storage is unavailable; the reset forgets it; an unknown reference says which call issues one.
 */

vi.setConfig({ testTimeout: 60_000 });

/** Storage that is blocked: reads as empty, keeps nothing. */
const blockedSlot: StorageSlot = { get: () => null, set: () => undefined, del: () => undefined };

/** Two tabs' ends of one BroadcastChannel (a message reaches the other end, as the browser's does). */
function channelPair(): [RecordsChannel, RecordsChannel] {
  const listeners: ((e: MessageEvent) => void)[][] = [[], []];
  const end = (i: number): RecordsChannel => ({
    postMessage: (data) => queueMicrotask(() => listeners[1 - i].forEach((l) => l({ data } as MessageEvent))),
    addEventListener: (_type, listener) => listeners[i].push(listener),
  });
  return [end(0), end(1)];
}

/** A page's simulated sandbox, keeping its records in `records`. */
const pageMock = (records: ReturnType<typeof createSimulatedRecords>) =>
  createSimulatedMock(
    published,
    credentials.clientId,
    { publicKeyPem: keyPair.publicKey, clientSecret: credentials.clientSecret },
    records.ledger(),
  ).mock;

/** Transfer to Bank Account Inquiry's prefilled request: the sessionId it issued. */
async function inquire(mock: ReturnType<typeof pageMock>): Promise<string> {
  const { code, answer } = await press(viewOf("transferToBankAccountInquiry"), { mock });
  expect(code).toBe("2004200");
  return String(answer?.sessionId);
}

const transfer = (mock: ReturnType<typeof pageMock>, sessionId: string) =>
  press(viewOf("transferToBank"), { mock, body: (b) => ({ ...b, sessionId }) });

describe("the simulated sandbox's records", () => {
  it("last through a reload: the next page's sandbox pays with the session an inquiry issued", async () => {
    const slot = memorySlot();
    const sessionId = await inquire(pageMock(createSimulatedRecords(slot, null)));
    expect(slot.value).toContain(sessionId);
    expect(slot.value).not.toContain("PRIVATE KEY");
    expect(slot.value).not.toContain(credentials.clientSecret);

    const reloaded = createSimulatedRecords(slot, null);
    expect(reloaded.count()).toBe(1);
    const paid = await transfer(pageMock(reloaded), sessionId);
    expect([paid.status, paid.code]).toEqual([200, "2004300"]);
    expect(reloaded.count()).toBe(2);
    // Used once: a second payout with the same session is refused.
    const again = await transfer(pageMock(createSimulatedRecords(slot, null)), sessionId);
    expect(again.code).toBe("4044318");
  });

  it("forget everything on reset, and an unknown session says which call issues one", async () => {
    const slot = memorySlot();
    const records = createSimulatedRecords(slot, null);
    const mock = pageMock(records);
    const sessionId = await inquire(mock);
    const changes: number[] = [];
    records.subscribe(() => changes.push(records.count()));
    records.reset();
    expect([records.count(), slot.value, changes]).toEqual([0, null, [0]]);
    const refused = await transfer(mock, sessionId);
    expect([refused.status, refused.code]).toEqual([404, "4044318"]);
    expect(refused.last.response?.hint).toBe(
      `sessionId ${sessionId}: not issued in this visit's simulated sandbox: run Transfer to Bank Account Inquiry first.`,
    );
  });

  it("reach another open tab, and a new tab gets them from an open one", async () => {
    const [one, two] = channelPair();
    const first = createSimulatedRecords(memorySlot(), one);
    await first.ready();
    const sessionId = await inquire(pageMock(first));
    const second = createSimulatedRecords(memorySlot(), two);
    await second.ready();
    expect(second.count()).toBe(1);
    const paid = await transfer(pageMock(second), sessionId);
    expect(paid.code).toBe("2004300");
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(first.count()).toBe(2);
    second.reset();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(first.count()).toBe(0);
  });

  it("stay in the page's memory when storage is unavailable", async () => {
    const records = createSimulatedRecords(blockedSlot, null);
    const mock = pageMock(records);
    const sessionId = await inquire(mock);
    expect(records.count()).toBe(1);
    expect((await transfer(pageMock(records), sessionId)).code).toBe("2004300");
  });

  it("answer the documentation's example session, saying why", async () => {
    const { code, last } = await press(viewOf("transferToBank"), {
      mock: pageMock(createSimulatedRecords(memorySlot(), null)),
    });
    expect(code).toBe("2004300");
    expect(last.response?.hint).toMatch(/is the documentation's example session, which the simulated sandbox accepts/);
  });
});
