import { tabAskedInstead } from "../../lib/tab-choice";
import type { OperationView } from "../../lib/openapi/types";

/** The tab group of every operation's code samples: the reader's language, shared with the guides' tabs. */
export const samplesGroup = "lang";

/**
 * Whether the address (`?lang=`) or the reader's stored choice asks for another language than the
 * server's HTML shows (the first): the samples then load at once instead of on the reader's intent.
 */
export function asksForAnotherLanguage(operation: OperationView): boolean {
  const values = operation.samples.map((s) => s.value);
  return tabAskedInstead(samplesGroup, values, values[0]) !== undefined;
}
