import { askAssistant, AssistantError } from "../lazy";

const base = {
  url: "/assistant/ask",
  question: "How do I refund?",
  page: "/api-docs-v2/guide/authentication/",
  origin: "https://docs.saku.example",
  timeoutMs: 1000,
};

function fakeFetch(respond: (init?: RequestInit) => Promise<Response>) {
  const calls: { input: string; init?: RequestInit }[] = [];
  const doFetch = ((input: RequestInfo | URL, init?: RequestInit) => {
    calls.push({ input: String(input), init });
    return respond(init);
  }) as typeof fetch;
  return { doFetch, calls };
}

describe("askAssistant", () => {
  it("POSTs { question, page } as JSON to the endpoint resolved against the origin", async () => {
    const { doFetch, calls } = fakeFetch(async () => Response.json({ answer: "<p>Call Refund Order.</p>" }));
    expect(await askAssistant({ ...base, fetch: doFetch })).toBe("<p>Call Refund Order.</p>");
    expect(calls).toHaveLength(1);
    expect(calls[0].input).toBe("https://docs.saku.example/assistant/ask");
    expect(calls[0].init?.method).toBe("POST");
    expect(calls[0].init?.credentials).toBe("same-origin");
    expect(new Headers(calls[0].init?.headers).get("Content-Type")).toBe("application/json");
    expect(JSON.parse(String(calls[0].init?.body))).toEqual({
      question: "How do I refund?",
      page: "/api-docs-v2/guide/authentication/",
    });
  });

  it("keeps an absolute endpoint as it is", async () => {
    const { doFetch, calls } = fakeFetch(async () => Response.json({ answer: "x" }));
    await askAssistant({ ...base, url: "https://ai.saku.example/v1/ask", fetch: doFetch });
    expect(calls[0].input).toBe("https://ai.saku.example/v1/ask");
  });

  it("accepts a text/html answer", async () => {
    const { doFetch } = fakeFetch(
      async () =>
        new Response("<p>Use <code>X-SIGNATURE</code>.</p>", {
          headers: { "Content-Type": "text/html; charset=utf-8" },
        }),
    );
    expect(await askAssistant({ ...base, fetch: doFetch })).toBe("<p>Use <code>X-SIGNATURE</code>.</p>");
  });

  it.each([
    ["a 500", async () => new Response("boom", { status: 500 }), /HTTP status 500/],
    ["a 404", async () => new Response("", { status: 404 }), /HTTP status 404/],
    [
      "invalid JSON",
      async () => new Response("{", { headers: { "Content-Type": "application/json" } }),
      /not valid JSON/,
    ],
    ["JSON without answer", async () => Response.json({ text: "hi" }), /empty/],
    ["an empty answer", async () => Response.json({ answer: "   " }), /empty/],
    ["a non-string answer", async () => Response.json({ answer: ["<p>x</p>"] }), /empty/],
    [
      "plain text",
      async () => new Response("hello", { headers: { "Content-Type": "text/plain" } }),
      /unexpected content type "text\/plain"/,
    ],
    ["a network error", async () => Promise.reject(new TypeError("Failed to fetch")), /network error: Failed to fetch/],
  ])("rejects with an AssistantError on %s", async (_name, respond, message) => {
    const { doFetch } = fakeFetch(respond);
    const result = askAssistant({ ...base, fetch: doFetch });
    await expect(result).rejects.toBeInstanceOf(AssistantError);
    await expect(result).rejects.toThrow(message);
  });

  const hang = (init?: RequestInit) =>
    new Promise<Response>((_resolve, reject) =>
      init?.signal?.addEventListener("abort", () => reject(new DOMException("aborted", "AbortError"))),
    );

  it("times out", async () => {
    const { doFetch } = fakeFetch(hang);
    await expect(askAssistant({ ...base, timeoutMs: 20, fetch: doFetch })).rejects.toThrow(/no answer within 20 ms/);
  });

  it("stops when the caller aborts", async () => {
    const { doFetch } = fakeFetch(hang);
    const controller = new AbortController();
    const result = askAssistant({ ...base, fetch: doFetch, signal: controller.signal });
    controller.abort();
    await expect(result).rejects.toThrow("cancelled");
  });
});
