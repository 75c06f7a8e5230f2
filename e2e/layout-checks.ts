import type { Page } from "@playwright/test";
import { nowrapMaxChars } from "../src/lib/identifier-breaks";

// What a reader sees at a given width, measured in the page: e2e/pages.spec.ts runs these checks
// on every page at the phone and tablet widths (and on one page of each type at six widths), and
// e2e/layout.spec.ts in its hand-written cases.

export const modes = ["light", "dark"] as const;
export type Mode = (typeof modes)[number];
/** Where the column beside the article gives way to the collapsible "On this page" (DocPage CSS). */
export const tocColumnMinWidth = 1201;
/** The smallest text a reader has to read, in CSS pixels. */
export const minTextPx = 12;

export interface Offender {
  what: string;
  detail: string;
}

/** Elements that stick out of the viewport sideways, unless a scroll container of their own (within the viewport) clips them. */
export function overflowingElements(): Offender[] {
  const vw = document.documentElement.clientWidth;
  const describe = (el: Element) =>
    `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ""}${
      typeof el.className === "string" && el.className ? `.${el.className.split(" ")[0]}` : ""
    } "${(el.textContent ?? "").trim().slice(0, 40)}"`;
  const clipped = (el: Element) => {
    for (let p = el.parentElement; p && p !== document.body; p = p.parentElement) {
      const s = getComputedStyle(p);
      if (s.overflowX !== "visible" || s.position === "fixed") return true;
    }
    return false;
  };
  const out: Offender[] = [];
  for (const el of Array.from(document.body.querySelectorAll("*"))) {
    const r = el.getBoundingClientRect();
    if (r.width === 0 || r.height === 0) continue;
    if (r.right <= vw + 0.5 && r.left >= -0.5) continue;
    if (clipped(el)) continue;
    out.push({ what: describe(el), detail: `left ${Math.round(r.left)}, right ${Math.round(r.right)} of ${vw}` });
  }
  return out.slice(0, 10);
}

/** Visible text rendered smaller than `min` px (visually hidden text, 1 px boxes, is not read by eye and is skipped). */
export function smallText(min: number): Offender[] {
  const out: Offender[] = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent?.trim();
    const parent = node.parentElement;
    if (!text || !parent) continue;
    const range = document.createRange();
    range.selectNodeContents(node);
    const rect = range.getBoundingClientRect();
    if (rect.width <= 1 || rect.height <= 1) continue;
    const style = getComputedStyle(parent);
    if (style.visibility === "hidden" || style.display === "none") continue;
    const size = parseFloat(style.fontSize);
    if (size < min)
      out.push({ what: `"${text.slice(0, 40)}" in ${parent.tagName.toLowerCase()}`, detail: `${size}px` });
  }
  return out.slice(0, 10);
}

/**
 * Table cells (of every table in the article: parameter tables, the catalog, overview and Markdown
 * tables) that are not wholly on screen sideways: outside the viewport, or cut off by a scroll
 * container they sit in. Being inside a scroll container does not excuse a cut-off column.
 */
export function cutOffTableCells(): string[] {
  const vw = document.documentElement.clientWidth;
  const out: string[] = [];
  for (const cell of Array.from(document.querySelectorAll("main table th, main table td"))) {
    if (cell.closest("pre")) continue;
    const r = cell.getBoundingClientRect();
    if (r.width === 0 || r.height === 0) continue;
    let left = 0;
    let right = vw;
    let hidden = false;
    for (let p = cell.parentElement; p && p !== document.body; p = p.parentElement) {
      if (getComputedStyle(p).overflowX === "visible") continue;
      const box = p.getBoundingClientRect();
      // A visually hidden header (1 px, clipped) is for screen readers only.
      if (box.width <= 1 || box.height <= 1) hidden = true;
      left = Math.max(left, box.left);
      right = Math.min(right, box.right);
    }
    if (hidden || (r.left >= left - 0.5 && r.right <= right + 0.5)) continue;
    const table = cell.closest("table");
    const name = table?.closest("[aria-label]")?.getAttribute("aria-label") ?? table?.caption?.textContent ?? "table";
    out.push(
      `${name}: ${cell.tagName.toLowerCase()} "${(cell.textContent ?? "").trim().slice(0, 30)}" ${Math.round(r.left)}–${Math.round(r.right)}, visible ${Math.round(left)}–${Math.round(right)}`,
    );
  }
  return out.slice(0, 10);
}

/**
 * Line breaks in inline code anywhere but at an identifier break point: after whitespace, ".",
 * "_", "/" or "-", or before "-". Code that is no name (of letters, digits and those four, such as
 * JSON or a template `<METHOD>:<path>:<hash of body>`) may also break at other punctuation, never
 * inside a word. The one break allowed elsewhere is the last resort of `overflow-wrap`: inside a
 * piece (between break points) wider than its whole line.
 */
export function midWordBreaks(): string[] {
  const out: string[] = [];
  const breakAfter = /[\s._/-]/;
  const word = /[\p{L}\p{N}]/u;
  const name = /^(?=.*[A-Za-z])[\w./-]+$/;
  const range = document.createRange();
  for (const code of Array.from(document.querySelectorAll("main code"))) {
    if (code.closest("pre")) continue;
    // Allowed to break anywhere on purpose: a parameter table's values and examples (FieldTable .meta).
    if (getComputedStyle(code).overflowWrap === "anywhere") continue;
    const rects = code.getClientRects();
    const fontSize = parseFloat(getComputedStyle(code).fontSize);
    if (rects.length === 0 || (rects.length === 1 && rects[0].height < 1.9 * fontSize)) continue; // one line
    const texts: { node: Text; start: number }[] = [];
    // Where the browser may break: the build's <wbr>s, spaces and the ends.
    const boundaries = new Set<number>();
    let offset = 0;
    const walker = document.createTreeWalker(code, NodeFilter.SHOW_TEXT | NodeFilter.SHOW_ELEMENT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      if (n.nodeName === "WBR") boundaries.add(offset);
      else if (n.nodeType === Node.TEXT_NODE) {
        texts.push({ node: n as Text, start: offset });
        offset += (n as Text).data.length;
      }
    }
    const full = texts.map((t) => t.node.data).join("");
    for (let i = 0; i <= full.length; i++) if (i === 0 || i === full.length || /\s/.test(full[i])) boundaries.add(i);
    const identifier = name.test(full);
    const allowed = (at: number) =>
      at === 0 ||
      at === full.length ||
      breakAfter.test(full[at - 1]) ||
      /[\s-]/.test(full[at]) ||
      (!identifier && !(word.test(full[at - 1]) && word.test(full[at])));
    const locate = (at: number) => {
      const t = texts.find((x) => at >= x.start && at <= x.start + x.node.data.length)!;
      return [t.node, at - t.start] as const;
    };
    // The width of the text between two offsets, over however many lines it spans.
    const widthOf = (from: number, to: number) => {
      range.setStart(...locate(from));
      range.setEnd(...locate(to));
      return Array.from(range.getClientRects()).reduce((sum, rect) => sum + rect.width, 0);
    };
    let block = code.parentElement!;
    while (getComputedStyle(block).display.startsWith("inline") && block.parentElement) block = block.parentElement;
    // A table column is only as wide as its cells' unbreakable pieces make it, so a cell is no
    // measure of "wider than its line": in a table, the line is what the table's container holds.
    const cell = block.closest("td, th");
    if (cell && getComputedStyle(cell).display.startsWith("table"))
      block = cell.closest("table")?.parentElement ?? block;
    else if (cell) block = cell as HTMLElement; // a stacked row's cell is its own line
    const style = getComputedStyle(block);
    const lineWidth = block.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    let lastTop: number | null = null;
    for (const { node, start } of texts) {
      for (let i = 0; i < node.data.length; i++) {
        range.setStart(node, i);
        range.setEnd(node, i + 1);
        const rect = range.getBoundingClientRect();
        if (rect.height === 0) continue;
        const at = start + i;
        const broken = lastTop !== null && rect.top > lastTop + 2;
        lastTop = rect.top;
        if (!broken || allowed(at)) continue;
        const from = Math.max(...[...boundaries].filter((b) => b < at));
        const to = Math.min(...[...boundaries].filter((b) => b > at));
        if (widthOf(from, to) > lineWidth) continue; // a piece wider than its line: the last resort
        out.push(
          `"${full.trim().slice(0, 60)}" breaks as "…${full.slice(Math.max(from, at - 12), at)}" / "${full.slice(at, Math.min(to, at + 12))}…"`,
        );
      }
    }
  }
  return out.slice(0, 10);
}

/**
 * Inline code naming a field, header or path (letters, digits and `._-/`, a letter among them), of
 * up to `max` characters, that spans more than one line (on a wide screen, none may).
 */
export function wrappedShortCode(max: number): string[] {
  const out: string[] = [];
  for (const code of Array.from(document.querySelectorAll("main code"))) {
    const text = code.textContent ?? "";
    if (code.closest("pre") || text.length > max || !/^(?=.*[A-Za-z])[\w./-]+$/.test(text)) continue;
    const lines = new Set(Array.from(code.getClientRects(), (r) => Math.round(r.top)));
    if (lines.size > 1) out.push(`"${text}" on ${lines.size} lines`);
  }
  return out.slice(0, 10);
}

/** Code blocks whose code lies, even in part, under their Copy button. */
export function codeUnderCopyButtons(): string[] {
  const out: string[] = [];
  for (const figure of Array.from(document.querySelectorAll("main figure"))) {
    const button = figure.querySelector('button[aria-label="Copy code"]');
    const pre = figure.querySelector("pre");
    if (!button || !pre) continue;
    const b = button.getBoundingClientRect();
    const p = pre.getBoundingClientRect();
    if (b.width === 0 || p.width === 0) continue; // a hidden tab
    const overlap = b.left < p.right && p.left < b.right && b.top < p.bottom && p.top < b.bottom;
    if (overlap) out.push(`"${(pre.textContent ?? "").trim().slice(0, 40)}" under its Copy button`);
  }
  return out.slice(0, 10);
}

/** Code in tables rendered smaller than `min` px. */
export function smallTableCode(min: number): string[] {
  const out: string[] = [];
  for (const code of Array.from(document.querySelectorAll("main table code"))) {
    if (code.getClientRects().length === 0) continue;
    const size = parseFloat(getComputedStyle(code).fontSize);
    if (size < min) out.push(`"${(code.textContent ?? "").slice(0, 40)}": ${size}px`);
  }
  return out.slice(0, 10);
}

/** What a reader sees at the current width: the checks every page passes at every width. */
export async function layoutProblems(page: Page) {
  return {
    "page scrolls sideways by": await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    ),
    "elements wider than the viewport": await page.evaluate(overflowingElements),
    "table cells cut off": await page.evaluate(cutOffTableCells),
    "inline code broken mid-word": await page.evaluate(midWordBreaks),
    // From the desktop width (global.css), where identifiers stay on one line.
    "short inline code wrapped on a wide screen":
      (page.viewportSize()?.width ?? 0) >= 997 ? await page.evaluate(wrappedShortCode, nowrapMaxChars) : [],
  };
}

export const noProblems = {
  "page scrolls sideways by": 0,
  "elements wider than the viewport": [],
  "table cells cut off": [],
  "inline code broken mid-word": [],
  "short inline code wrapped on a wide screen": [],
};

/** Waits until the transitions running now (colours after a mode switch, the navbar after a resize) have ended. */
export async function settled(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getComputedTiming().endTime !== Infinity)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
}

/**
 * Shows the loaded page in a colour mode, without a reload, as a reader's system setting does:
 * the site follows `prefers-color-scheme` live and sets `<html data-theme>` itself (the modes differ
 * only in colour tokens, DESIGN.md). Waits for the site to follow and for its colour transitions.
 */
export async function showMode(page: Page, mode: Mode): Promise<void> {
  await page.emulateMedia({ colorScheme: mode });
  // Polled on every animation frame (an expect polls at 100 ms and more): a page's checks switch
  // modes a few times.
  await page.waitForFunction((m) => document.documentElement.dataset.theme === m, mode, { timeout: 7_000 });
  await settled(page);
}

/** Resizes the viewport of the loaded page, as a reader rotating a phone or resizing a window does. */
export async function resize(page: Page, width: number, height = 900): Promise<void> {
  await page.setViewportSize({ width, height });
  await settled(page);
}
