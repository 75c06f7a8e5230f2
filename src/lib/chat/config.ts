/**
 * The Ask AI chat configuration call. A GET of a static
 * JSON file whose path carries an environment segment and whose query string is a fresh random
 * 10-character cache-buster, sent with same-origin credentials. Any failure (network error,
 * non-2xx status, timeout, unreadable or wrongly shaped body) resolves to `null` after one
 * console.warn: the feature hides and the page carries on.
 *
 * This module is on every page's first load, and so is the full check of a body that turns chat
 * on (parse.ts): the Ask AI button shows as soon as the configuration is checked, without waiting
 * for chat's own chunk, and a malformed configuration never flashes a button. A body that turns
 * chat off is used for nothing, so nothing more of it is read.
 */
import { parseChatConfig } from "./parse";
import type { ChatConfig, ChatEnv } from "./types";

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
  let body: unknown;
  try {
    const response = await doFetch(url, {
      method: "GET",
      credentials: "same-origin",
      headers: { Accept: "application/json" },
      signal: controller.signal,
    });
    if (!response.ok) return refuse(`HTTP status ${response.status}`);
    const text = await response.text();
    try {
      body = JSON.parse(text);
    } catch {
      return refuse("the body is not valid JSON");
    }
  } catch (error) {
    return refuse(
      timedOut
        ? `no answer within ${timeoutMs} ms`
        : `network error: ${error instanceof Error ? error.message : String(error)}`,
    );
  } finally {
    clearTimeout(timer);
  }
  // Chat off: nothing else in the body is used, so a stale FAQ there is no reason to warn.
  if (typeof body === "object" && body !== null && (body as { show?: unknown }).show === false)
    return { show: false, faq: [] };
  const checked = parseChatConfig(body);
  return "error" in checked ? refuse(checked.error) : checked.config;
}
