import { timestampGmt7 } from "../signature";

/**
 * The body fields a new request renews, shared by the code samples (src/lib/samples), the
 * Try it console (src/lib/tryit) and the API mock: what differs between
 * two sends of "the same" documented request.
 */

/** A request's own new key: a fresh value on every send, so a second send is a new transaction. */
export const referenceFields: readonly string[] = [
  "partnerReferenceNo",
  "partnerRefundNo",
  "partnerTrxId",
  "externalDivisionId",
  "externalShopId",
];

/** A date-time as the API writes it (`2025-03-14T10:15:30+07:00`): renewed on each send. */
export const dateTimeWithOffset = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}[+-]\d{2}:\d{2}$/;

/** Whether a date-time field is a deadline (`validUpTo`, `expiryTime`), which must lie ahead of the call. */
export const isDeadline = (key: string) => /validUpTo|expir/i.test(key);

/**
 * Minutes from now a renewed date-time gets: a deadline now + 30 (inside every operation's
 * window), the start of a range (`fromDateTime`) 7 days ago, any other time now.
 */
export function renewedMinutes(key: string): number {
  return isDeadline(key) ? 30 : /^from/i.test(key) ? -7 * 24 * 60 : 0;
}

/** Whether a top-level body field is renewed on each send: a reference of the request's own or a date-time. */
export function isRenewed(key: string, value: unknown): boolean {
  return referenceFields.includes(key) || (typeof value === "string" && dateTimeWithOffset.test(value));
}

/** A fresh reference shaped like the example's: its letters kept, a date in it set to today, other digits new. */
export function freshReference(example: string, now: Date, random: (length: number) => Uint8Array): string {
  const day = timestampGmt7(now).slice(0, 10).replace(/-/g, "");
  const dateAt = example.search(/20\d{6}/);
  const bytes = random(example.length);
  return Array.from(example, (ch, i) => {
    if (dateAt >= 0 && i >= dateAt && i < dateAt + 8) return day[i - dateAt];
    return /\d/.test(ch) ? String(bytes[i] % 10) : ch;
  }).join("");
}
