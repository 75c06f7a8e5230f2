import type { Finding } from "./findings";

/** A save the CMS refuses: the HTTP status and the message the editor shows (Decap's proxy backend reads `error`). */
export class Refusal extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** What the panel offers to do instead (a request it sends when the writer chooses it). */
    readonly offer?: Finding["offer"],
    /** The files as the refused change has them, by path: a finding's line is counted in their body. */
    readonly files?: Map<string, string>,
  ) {
    super(message);
  }
}
