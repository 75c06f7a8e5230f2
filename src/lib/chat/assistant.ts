/**
 * The optional assistant endpoint named by the chat configuration (`assistant.url`). The question
 * is POSTed as JSON `{ question, page }`; the answer is HTML, either the body of a `text/html`
 * response or the `answer` field of a JSON one. It reaches the DOM only through sanitizeHelpText.
 * Every failure rejects with an AssistantError so the panel can fall back to the docs answer.
 */

export class AssistantError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "AssistantError";
  }
}

export interface AskAssistantOptions {
  /** From the configuration: an http(s) URL or a root-relative path (resolved against `origin`). */
  url: string;
  question: string;
  /** The reader's current page path, so the assistant can answer in context. */
  page: string;
  origin: string;
  timeoutMs: number;
  fetch?: typeof fetch;
  /** Aborts the request when the panel closes or the reader asks something else. */
  signal?: AbortSignal;
}

/** Returns the assistant's answer as (unsanitised) HTML. */
export async function askAssistant({
  url,
  question,
  page,
  origin,
  timeoutMs,
  fetch: doFetch = fetch,
  signal,
}: AskAssistantOptions): Promise<string> {
  const controller = new AbortController();
  const abort = () => controller.abort();
  signal?.addEventListener("abort", abort);
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  try {
    const response = await doFetch(new URL(url, `${origin}/`).href, {
      method: "POST",
      credentials: "same-origin",
      headers: { "Content-Type": "application/json", Accept: "application/json, text/html" },
      body: JSON.stringify({ question, page }),
      signal: controller.signal,
    });
    if (!response.ok) throw new AssistantError(`HTTP status ${response.status}`);
    const type = response.headers.get("Content-Type") ?? "";
    let answer: unknown;
    if (/\bjson\b/i.test(type)) {
      const body: unknown = JSON.parse(await response.text());
      answer = typeof body === "object" && body !== null && "answer" in body ? body.answer : undefined;
    } else if (/^text\/html\b/i.test(type)) {
      answer = await response.text();
    } else {
      throw new AssistantError(`unexpected content type "${type || "none"}"`);
    }
    if (typeof answer !== "string" || !answer.trim()) throw new AssistantError("the answer is empty");
    return answer;
  } catch (error) {
    if (error instanceof AssistantError) throw error;
    if (timedOut) throw new AssistantError(`no answer within ${timeoutMs} ms`);
    if (signal?.aborted) throw new AssistantError("cancelled");
    throw new AssistantError(
      error instanceof SyntaxError
        ? "the body is not valid JSON"
        : `network error: ${error instanceof Error ? error.message : String(error)}`,
    );
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener("abort", abort);
  }
}
