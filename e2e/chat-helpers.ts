import type { ConsoleMessage, Page, Request } from "@playwright/test";

/** What the Ask AI browser tests (chat.spec.ts, chat-panel.spec.ts) look for and wait on. */

export const askAi = (page: Page) => page.getByRole("button", { name: "Ask AI", exact: true });
export const panel = (page: Page) => page.getByRole("dialog", { name: "Ask AI" });
export const questionBox = (page: Page) => page.getByRole("textbox", { name: "Ask a question about the docs" });

/** The number of the page's requests, from now on, that are still loading (finished and failed ones end). */
export function loadsInFlight(page: Page): () => number {
  const pending = new Set<Request>();
  page.on("request", (r) => pending.add(r));
  page.on("requestfinished", (r) => pending.delete(r));
  page.on("requestfailed", (r) => pending.delete(r));
  return () => pending.size;
}

/** Lets a settled fetch reach the screen: two frames and a task after the response. */
export async function settle(page: Page): Promise<void> {
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 100)))),
  );
}

export function collectWarnings(page: Page): string[] {
  const warnings: string[] = [];
  page.on("console", (m: ConsoleMessage) => {
    if (m.type() === "warning") warnings.push(m.text());
  });
  return warnings;
}

export const hiddenWarning = (m: ConsoleMessage) => m.type() === "warning" && m.text().startsWith("Ask AI is hidden:");
