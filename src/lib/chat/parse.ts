/**
 * The full check of a chat configuration: its shape, the FAQ entries and the optional assistant
 * endpoint. On every page's first load (config.ts runs it on a body that turns chat on), so the Ask
 * AI button shows once the answer is checked, with no chunk to wait for; keep it small.
 */
import type { ChatConfig, FaqEntry } from "./types";

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
