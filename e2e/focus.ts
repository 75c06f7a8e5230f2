import type { Page } from "@playwright/test";

/** The focused element as a keyboard user meets it. */
export interface Focused {
  tag: string;
  role: string | null;
  /** aria-label, else the text of its <label>, else its text, else its placeholder. */
  name: string;
  /** aria-label of the nearest labelled <nav> around it. */
  inside: string | null;
}

export async function focused(page: Page): Promise<Focused> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el) return { tag: "", role: null, name: "", inside: null };
    const label = "labels" in el ? (el as HTMLInputElement).labels?.[0]?.textContent?.trim() : undefined;
    return {
      tag: el.tagName.toLowerCase(),
      role: el.getAttribute("role"),
      name:
        el.getAttribute("aria-label") ??
        label ??
        ((el.textContent ?? "").trim() || (el.getAttribute("placeholder") ?? "")),
      inside: el.closest("nav[aria-label]")?.getAttribute("aria-label") ?? null,
    };
  });
}
