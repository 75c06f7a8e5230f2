import { chatConfigUrl, chatEnv, fetchChatConfig, isAllowedEndpoint, parseChatConfig, randomAlphanumeric } from "..";

const dashboard = "merchant.saku.example";

describe("chatEnv", () => {
  it.each([
    ["merchant.saku.example", "prod"],
    ["merchant.saku.example:443", "prod"],
    ["MERCHANT.Saku.Example", "prod"],
    ["eu.merchant.saku.example", "prod"],
    ["docs.saku.example", "test"],
    ["localhost:9105", "test"],
    ["merchant.saku.test", "test"],
  ])("%s → %s", (host, env) => {
    expect(chatEnv(host, dashboard)).toBe(env);
  });
});

describe("randomAlphanumeric", () => {
  it("is 10 characters from [A-Za-z0-9] by default", () => {
    for (let i = 0; i < 200; i++) expect(randomAlphanumeric()).toMatch(/^[A-Za-z0-9]{10}$/);
  });

  it("differs between calls", () => {
    const seen = new Set(Array.from({ length: 500 }, () => randomAlphanumeric()));
    expect(seen.size).toBe(500);
  });

  it("redraws bytes that would bias the alphabet and maps the rest uniformly", () => {
    // 248..255 are skipped; 0 → A, 61 → 9, 62 → A and 63 → B again (byte mod 62).
    let call = 0;
    const fill = (bytes: Uint8Array) => {
      bytes.fill(call++ === 0 ? 250 : 0);
      bytes.set([0, 255, 61, 248, 62, 63]);
      return bytes;
    };
    expect(randomAlphanumeric(4, fill)).toBe("A9AB");
  });

  it("keeps drawing until it has enough characters", () => {
    let calls = 0;
    const fill = (bytes: Uint8Array) => {
      calls++;
      bytes.fill(calls < 3 ? 255 : 27);
      return bytes;
    };
    expect(randomAlphanumeric(10, fill)).toBe("bbbbbbbbbb");
    expect(calls).toBe(3);
  });
});

describe("chatConfigUrl", () => {
  const local = { host: "localhost:9105", origin: "http://localhost:9105" };
  const prod = { host: "merchant.saku.example", origin: "https://merchant.saku.example" };

  it("resolves a root-relative template against the page's origin, not the docs base path", () => {
    expect(chatConfigUrl("/chat-config/{env}/config.json", local, dashboard, "abcDEF1234")).toBe(
      "http://localhost:9105/chat-config/test/config.json?abcDEF1234",
    );
  });

  it("uses prod on the dashboard host", () => {
    expect(chatConfigUrl("/chat-config/{env}/config.json", prod, dashboard, "abcDEF1234")).toBe(
      "https://merchant.saku.example/chat-config/prod/config.json?abcDEF1234",
    );
  });

  it("keeps an absolute template's host and replaces every {env}", () => {
    expect(chatConfigUrl("https://cdn.saku.example/{env}/chat/{env}.json", prod, dashboard, "x".repeat(10))).toBe(
      "https://cdn.saku.example/prod/chat/prod.json?xxxxxxxxxx",
    );
  });

  it("appends a fresh random 10-character query string by default", () => {
    const a = chatConfigUrl("/chat-config/{env}/config.json", local, dashboard);
    const b = chatConfigUrl("/chat-config/{env}/config.json", local, dashboard);
    expect(new URL(a).search).toMatch(/^\?[A-Za-z0-9]{10}$/);
    expect(new URL(b).search).toMatch(/^\?[A-Za-z0-9]{10}$/);
    expect(a).not.toBe(b);
  });

  it("keeps a query the template already has and drops a fragment", () => {
    expect(chatConfigUrl("https://cdn.saku.example/{env}.json?v=2#x", local, dashboard, "abcDEF1234")).toBe(
      "https://cdn.saku.example/test.json?v=2&abcDEF1234",
    );
  });
});

describe("parseChatConfig", () => {
  const faq = [{ question: "How do I get sandbox keys?", answer: "<p>From the dashboard.</p>" }];

  it("accepts { show, faq }", () => {
    expect(parseChatConfig({ show: true, faq })).toEqual({ config: { show: true, faq } });
    expect(parseChatConfig({ show: false, faq: [] })).toEqual({ config: { show: false, faq: [] } });
  });

  it("accepts an assistant endpoint and ignores unknown fields", () => {
    expect(
      parseChatConfig({ show: true, faq, assistant: { url: " https://ai.saku.example/ask " }, version: 3 }),
    ).toEqual({
      config: { show: true, faq, assistant: { url: "https://ai.saku.example/ask" } },
    });
    expect(parseChatConfig({ show: true, faq, assistant: { url: "/assistant/ask" } })).toEqual({
      config: { show: true, faq, assistant: { url: "/assistant/ask" } },
    });
    expect(parseChatConfig({ show: true, faq, assistant: null })).toEqual({ config: { show: true, faq } });
  });

  it("trims questions", () => {
    expect(parseChatConfig({ show: true, faq: [{ question: "  Why?  ", answer: "" }] })).toEqual({
      config: { show: true, faq: [{ question: "Why?", answer: "" }] },
    });
  });

  it.each([
    [null, "the body is not a JSON object"],
    [[], "the body is not a JSON object"],
    ["show", "the body is not a JSON object"],
    [{}, "`show` must be true or false"],
    [{ show: "true", faq: [] }, "`show` must be true or false"],
    [{ show: 1, faq: [] }, "`show` must be true or false"],
    [{ show: true }, "`faq` must be a list"],
    [{ show: true, faq: {} }, "`faq` must be a list"],
    [{ show: true, faq: ["Q?"] }, "faq[0] must be an object with question and answer"],
    [
      {
        show: true,
        faq: [
          { question: "Q?", answer: "A" },
          { question: "", answer: "A" },
        ],
      },
      "faq[1].question must be a non-empty string",
    ],
    [{ show: true, faq: [{ question: 3, answer: "A" }] }, "faq[0].question must be a non-empty string"],
    [{ show: true, faq: [{ question: "Q?" }] }, "faq[0].answer must be a string of HTML"],
    [{ show: true, faq: [{ question: "Q?", answer: { html: "<p>x</p>" } }] }, "faq[0].answer must be a string of HTML"],
    [
      { show: true, faq: [], assistant: "https://ai.saku.example" },
      "`assistant.url` must be an http(s) URL or a root-relative path",
    ],
    [
      { show: true, faq: [], assistant: { url: "javascript:alert(1)" } },
      "`assistant.url` must be an http(s) URL or a root-relative path",
    ],
    [
      { show: true, faq: [], assistant: { url: "//evil.example/ask" } },
      "`assistant.url` must be an http(s) URL or a root-relative path",
    ],
  ])("refuses %j: %s", (body, error) => {
    expect(parseChatConfig(body)).toEqual({ error });
  });
});

describe("isAllowedEndpoint", () => {
  it.each(["https://ai.saku.example/ask", "http://localhost:8080/ask", "/assistant/ask", "/"])("allows %s", (url) =>
    expect(isAllowedEndpoint(url)).toBe(true),
  );
  it.each([
    "//evil.example",
    "/\\evil.example",
    "javascript:alert(1)",
    "data:text/html,x",
    "ask",
    "ftp://x.example",
    "https:/x",
    "",
  ])("refuses %s", (url) => expect(isAllowedEndpoint(url)).toBe(false));
});

describe("fetchChatConfig", () => {
  const url = "http://localhost:9105/chat-config/test/config.json?abcDEF1234";
  const json = (body: unknown, init: ResponseInit = {}) =>
    new Response(typeof body === "string" ? body : JSON.stringify(body), { status: 200, ...init });

  function run(respond: (input: RequestInfo | URL, init?: RequestInit) => Promise<Response>, timeoutMs = 1000) {
    const warnings: string[] = [];
    const calls: { input: string; init?: RequestInit }[] = [];
    const doFetch = ((input: RequestInfo | URL, init?: RequestInit) => {
      calls.push({ input: String(input), init });
      return respond(input, init);
    }) as typeof fetch;
    return {
      result: fetchChatConfig({ url, timeoutMs, fetch: doFetch, warn: (m) => warnings.push(m) }),
      warnings,
      calls,
    };
  }

  it("GETs the URL with same-origin credentials and returns the configuration", async () => {
    const { result, warnings, calls } = run(async () =>
      json({ show: true, faq: [{ question: "Q?", answer: "<p>A</p>" }] }),
    );
    expect(await result).toEqual({ show: true, faq: [{ question: "Q?", answer: "<p>A</p>" }] });
    expect(warnings).toEqual([]);
    expect(calls).toHaveLength(1);
    expect(calls[0].input).toBe(url);
    expect(calls[0].init?.method).toBe("GET");
    expect(calls[0].init?.credentials).toBe("same-origin");
    expect(calls[0].init?.body).toBeUndefined();
  });

  it("returns show: false as it is, without a warning", async () => {
    const { result, warnings } = run(async () => json({ show: false, faq: [] }));
    expect(await result).toEqual({ show: false, faq: [] });
    expect(warnings).toEqual([]);
  });

  it("checks nothing more of a configuration that turns chat off", async () => {
    const { result, warnings } = run(async () => json({ show: false, faq: "none" }));
    expect(await result).toEqual({ show: false, faq: [] });
    expect(warnings).toEqual([]);
  });

  it("checks a configuration that turns chat on in full, with no code to load first", async () => {
    const body = { show: true, faq: [{ question: " Q? ", answer: "<p>A</p>" }], assistant: { url: "/assistant/ask" } };
    const { result, warnings } = run(async () => json(body));
    expect(await result).toEqual({
      show: true,
      faq: [{ question: "Q?", answer: "<p>A</p>" }],
      assistant: { url: "/assistant/ask" },
    });
    expect(warnings).toEqual([]);
  });

  it("hides chat, with one warning giving the check's reason, when a configuration that turns it on is refused", async () => {
    const { result, warnings } = run(async () => json({ show: true, faq: [{ question: "Q?" }] }));
    expect(await result).toBeNull();
    expect(warnings).toEqual([expect.stringMatching(/\(faq\[0\]\.answer must be a string of HTML\)\.$/)]);
  });

  it.each([
    ["a 404", async () => json("Not found", { status: 404 }), /HTTP status 404/],
    ["a 500", async () => json({ show: true, faq: [] }, { status: 500 }), /HTTP status 500/],
    ["invalid JSON", async () => json("{ show: true, "), /not valid JSON/],
    [
      "an HTML error page",
      async () => json("<!doctype html><h1>Oops</h1>", { headers: { "Content-Type": "text/html" } }),
      /not valid JSON/,
    ],
    ["a wrong shape", async () => json({ show: "yes", faq: [] }), /`show` must be true or false/],
    ["a body that is no object", async () => json([{ show: true }]), /the body is not a JSON object/],
    [
      "an assistant that is no http(s) URL",
      async () => json({ show: true, faq: [], assistant: { url: "javascript:x" } }),
      /`assistant\.url`/,
    ],
    ["a network error", async () => Promise.reject(new TypeError("Failed to fetch")), /network error: Failed to fetch/],
  ])("returns null and warns once for %s", async (_name, respond, reason) => {
    const { result, warnings } = run(respond);
    expect(await result).toBeNull();
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(
      /^Ask AI is hidden: the chat configuration from http:\/\/localhost:9105\/chat-config\/test\/config\.json\?abcDEF1234 could not be used/,
    );
    expect(warnings[0]).toMatch(reason);
  });

  it("gives up after the timeout, aborting the request", async () => {
    let signal: AbortSignal | undefined;
    const { result, warnings } = run(
      (_input, init) =>
        new Promise((_resolve, reject) => {
          signal = init?.signal ?? undefined;
          signal?.addEventListener("abort", () => reject(new DOMException("aborted", "AbortError")));
        }),
      30,
    );
    expect(await result).toBeNull();
    expect(signal?.aborted).toBe(true);
    expect(warnings).toEqual([expect.stringMatching(/no answer within 30 ms/)]);
  });

  it("also times out a body that never finishes", async () => {
    const { result, warnings } = run(async (_input, init) => {
      const stream = new ReadableStream({
        start(controller) {
          controller.enqueue(new TextEncoder().encode('{"show": true,'));
          init?.signal?.addEventListener("abort", () => controller.error(new DOMException("aborted", "AbortError")));
        },
      });
      return new Response(stream, { status: 200 });
    }, 30);
    expect(await result).toBeNull();
    expect(warnings).toEqual([expect.stringMatching(/no answer within 30 ms/)]);
  });
});
