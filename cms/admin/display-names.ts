import { replaceProductTokens } from "../../src/lib/routes";
import { siteConfig } from "../../src/config";
import { loadPages } from "./pages";

/**
 * Names as the site shows them, in Decap's lists: `%PRODUCT%` as the product name (the build
 * replaces it, src/lib/routes.ts), and a sidebar item's doc id (`guide/authentication`, what the
 * sidebars file stores and Decap's summary shows) as its page's title. Decap's templates have no
 * such filter, so the admin rewrites the text of the nodes Decap draws (never an input, the body
 * editor or the preview), and again when Decap redraws them.
 */

/** How `text`, drawn by Decap, reads for the writer. */
export function displayText(text: string, titles: ReadonlyMap<string, string>): string {
  const title = titles.get(text.trim());
  return replaceProductTokens(title ?? text, siteConfig.product);
}

const skip = "input, textarea, [contenteditable], .cm-editor, script, style";

export function watchDisplayNames(): void {
  let titles = new Map<string, string>();
  const fix = (node: Node) => {
    if (node.nodeType === Node.TEXT_NODE) {
      const text = node.nodeValue ?? "";
      if (!text.trim() || node.parentElement?.closest(skip)) return;
      const shown = displayText(text, titles);
      if (shown !== text) node.nodeValue = shown;
      return;
    }
    if (node.nodeType !== Node.ELEMENT_NODE || (node as Element).closest(skip)) return;
    const walker = document.createTreeWalker(node, NodeFilter.SHOW_TEXT);
    for (let text = walker.nextNode(); text; text = walker.nextNode()) fix(text);
  };
  const observer = new MutationObserver((records) => {
    for (const record of records) {
      if (record.type === "characterData") fix(record.target);
      else record.addedNodes.forEach(fix);
    }
  });
  observer.observe(document.body, { childList: true, subtree: true, characterData: true });
  void loadPages()
    .then((pages) => {
      titles = new Map(pages.map((p) => [`${p.collection}/${p.slug}`, p.title]));
      fix(document.body);
    })
    .catch(() => undefined);
}
