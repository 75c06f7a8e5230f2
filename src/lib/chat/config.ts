/**
 * The Ask AI chat configuration call. A GET of a static
 * JSON file whose path carries an environment segment and whose query string is a fresh random
 * 10-character cache-buster, sent with same-origin credentials. Any failure (network error,
 * non-2xx status, timeout, unreadable or wrongly shaped body) resolves to `null` after one
 * console.warn: the feature hides and the page carries on.
 *
 * This module is on every page's first load, so the body is checked by hand-written guards
 * rather than a schema library.
 */
import type { ChatConfig, ChatEnv, FaqEntry } from "./types";

/** `prod` when the page address contains the production dashboard host, else `test`. */
export function chatEnv(pageHost: string, dashboardHost: string): ChatEnv {
  return pageHost.toLowerCase().includes(dashboardHost.toLowerCase()) ? "prod" : "test";
}

const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";

/** A random alphanumeric string (uniform over the 62 characters: bytes ≥ 248 are redrawn). */
export function randomAlphanumeric(
  length = 10,
  fillRandom: (bytes: Uint8Array) => Uint8Array = (b) => crypto.getRandomValues(b),
): string {
  let out = "";
  while (out.length < length) {
    for (const byte of fillRandom(new Uint8Array(length * 2))) {
      if (byte < 248 && out.length < length) out += alphabet[byte % 62];
    }
  }
  return out;
}

/**
 * The URL to fetch: `{env}` replaced, resolved against the page's origin (a root-relative
 * template such as `/chat-config/{env}/config.json` lives at the origin root, not under the
 * docs base path), then `?` and a fresh random 10-character string.
 */
export function chatConfigUrl(
  template: string,
  page: { host: string; origin: string },
  dashboardHost: string,
  random: string = randomAlphanumeric(),
): string {
  const resolved = new URL(template.replaceAll("{env}", chatEnv(page.host, dashboardHost)), `${page.origin}/`);
  resolved.hash = "";
  // A template that already has a query keeps it; the cache-buster is then its last parameter.
  return `${resolved.href}${resolved.search ? "&" : "?"}${random}`;
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);

/** http(s) URLs and root-relative paths (not protocol-relative `//host` or `/\host`). */
export function isAllowedEndpoint(url: string): boolean {
  return /^https?:\/\/[^/\\\s]/i.test(url) || /^\/(?![/\\])\S*$/.test(url);
}

/** Checks the body's shape. Returns the configuration, or the reason it was refused. */
export function parseChatConfig(body: unknown): { config: ChatConfig } | { error: string } {
  if (!isRecord(body)) return { error: "the body is not a JSON object" };
  if (typeof body.show !== "boolean") return { error: "`show` must be true or false" };
  if (!Array.isArray(body.faq)) return { error: "`faq` must be a list" };
  const faq: FaqEntry[] = [];
  for (const [i, entry] of body.faq.entries()) {
    if (!isRecord(entry)) return { error: `faq[${i}] must be an object with question and answer` };
    if (typeof entry.question !== "string" || !entry.question.trim())
      return { error: `faq[${i}].question must be a non-empty string` };
    if (typeof entry.answer !== "string") return { error: `faq[${i}].answer must be a string of HTML` };
    faq.push({ question: entry.question.trim(), answer: entry.answer });
  }
  const config: ChatConfig = { show: body.show, faq };
  if (body.assistant !== undefined && body.assistant !== null) {
    if (
      !isRecord(body.assistant) ||
      typeof body.assistant.url !== "string" ||
      !isAllowedEndpoint(body.assistant.url.trim())
    ) {
      return { error: "`assistant.url` must be an http(s) URL or a root-relative path" };
    }
    config.assistant = { url: body.assistant.url.trim() };
  }
  return { config };
}

export interface FetchChatConfigOptions {
  url: string;
  timeoutMs: number;
  fetch?: typeof fetch;
  warn?: (message: string) => void;
}

/** Fetches and checks the configuration; `null` (after one warning) when the feature must hide. */
export async function fetchChatConfig({
  url,
  timeoutMs,
  fetch: doFetch = fetch,
  warn = console.warn,
}: FetchChatConfigOptions): Promise<ChatConfig | null> {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  const refuse = (reason: string) => {
    warn(`Ask AI is hidden: the chat configuration from ${url} could not be used (${reason}).`);
    return null;
  };
  try {
    const response = await doFetch(url, {
      method: "GET",
      credentials: "same-origin",
      headers: { Accept: "application/json" },
      signal: controller.signal,
    });
    if (!response.ok) return refuse(`HTTP status ${response.status}`);
    const text = await response.text();
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      return refuse("the body is not valid JSON");
    }
    const parsed = parseChatConfig(body);
    return "error" in parsed ? refuse(parsed.error) : parsed.config;
  } catch (error) {
    return refuse(
      timedOut
        ? `no answer within ${timeoutMs} ms`
        : `network error: ${error instanceof Error ? error.message : String(error)}`,
    );
  } finally {
    clearTimeout(timer);
  }
}
