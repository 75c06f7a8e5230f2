/**
 * Why a lazy load failed, in words for the reader (the common failure message, `<LoadFailed>`).
 * webpack's own errors name a chunk and its URL ("Loading chunk 268 failed.\n(error:
 * https://…/268-1a2b.js)", "Loading CSS chunk 12 failed.\n(missing: …)"), which tells a reader
 * nothing they can act on: those read "the download failed" ("timed out" when webpack gave up
 * waiting). Any other error keeps its own message.
 */
export function loadFailureReason(error: Error): string {
  const chunk = /^Loading (?:CSS )?chunk \S+ failed\b[^(]*(?:\((\w+))?/.exec(error.message);
  if (!chunk && error.name !== "ChunkLoadError") return error.message;
  return chunk?.[1] === "timeout" ? "the download timed out" : "the download failed";
}
