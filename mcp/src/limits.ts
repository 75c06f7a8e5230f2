/**
 * How much of a caller's input an answer may repeat. An assistant pays for every character it
 * reads, and a tool that echoes a 100 KB mistake back fills its context with it: answers quote at
 * most `QUOTE_CHARS` characters of any input, and a tool error is at most `ERROR_CHARS` long.
 */

export const QUOTE_CHARS = 200;
export const ERROR_CHARS = 1000;

/** The input as an answer quotes it: whole when short, else its start and its length. */
export function quote(input: string): string {
  return input.length <= QUOTE_CHARS ? input : `${input.slice(0, QUOTE_CHARS)}… (${input.length} characters)`;
}

/** A message cut to `max` characters, saying that it was. */
export function clip(message: string, max = ERROR_CHARS): string {
  const mark = "… (cut)";
  return message.length <= max ? message : `${message.slice(0, max - mark.length)}${mark}`;
}

/** The message with each long input string it contains quoted (`quote`) instead of repeated whole. */
export function quoteWithin(message: string, inputs: readonly unknown[]): string {
  let out = message;
  for (const input of inputs)
    if (typeof input === "string" && input.length > QUOTE_CHARS) out = out.split(input).join(quote(input));
  return out;
}
