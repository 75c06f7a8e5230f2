import { readJson, type StorageSlot } from "./storage";
import type { EventProperties } from "./analytics";

/**
 * "Was this page helpful?": one answer per page per reader, remembered in
 * localStorage `docs.feedback` (route → answer) and sent once as the analytics event
 * `Page Feedback` through the persistent queue.
 */

export const PAGE_FEEDBACK = "Page Feedback";
export const MAX_COMMENT_LENGTH = 1000;

export type FeedbackAnswer = "yes" | "no";

export interface StoredFeedback {
  answer: FeedbackAnswer;
  /** When it was given, ms since the epoch. */
  at: number;
}

type FeedbackMap = Record<string, StoredFeedback>;

function isFeedbackMap(value: unknown): value is FeedbackMap {
  if (!value || typeof value !== "object" || Array.isArray(value)) return false;
  return Object.values(value).every(
    (v) =>
      v && typeof v === "object" && ((v as StoredFeedback).answer === "yes" || (v as StoredFeedback).answer === "no"),
  );
}

/** The reader's answer for a route, or null. Corrupt storage reads as no answers. */
export function readFeedback(slot: StorageSlot, route: string): StoredFeedback | null {
  return readJson(slot, {}, isFeedbackMap)[route] ?? null;
}

/** Records an answer; keeps at most `limit` routes (the oldest answers go first). */
export function saveFeedback(slot: StorageSlot, route: string, answer: FeedbackAnswer, now: number, limit = 500): void {
  const map = { ...readJson(slot, {}, isFeedbackMap), [route]: { answer, at: now } };
  const kept = Object.entries(map)
    .sort((a, b) => b[1].at - a[1].at)
    .slice(0, limit);
  slot.set(JSON.stringify(Object.fromEntries(kept)));
}

/** A comment as sent: whitespace collapsed at the ends, at most MAX_COMMENT_LENGTH characters. */
export function cleanComment(comment: string): string {
  return comment.trim().slice(0, MAX_COMMENT_LENGTH);
}

/** The event's own properties; the analytics client adds Pathname and the other event fields. */
export function feedbackProperties(input: {
  route: string;
  title: string;
  answer: FeedbackAnswer;
  comment: string;
}): EventProperties {
  return {
    Page: input.route,
    "Page Title": input.title,
    Helpful: input.answer === "yes",
    Comment: cleanComment(input.comment),
  };
}
