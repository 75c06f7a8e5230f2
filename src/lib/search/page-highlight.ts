import { matchRanges } from "./highlight";

export { highlightTermsFrom } from "./highlight";

/** Class of the `<mark>`s put around search terms on a page (styled in src/theme/global.css). */
export const HIGHLIGHT_CLASS = "search-highlight";

/** Text under these is left alone: navigation, controls and marks already there. */
const SKIP = "nav, script, style, button, select, textarea, mark, [aria-hidden='true']";

/**
 * Wraps every occurrence of `terms` in the text under `root` in `<mark class="search-highlight">`
 * and returns a function that restores the text exactly. Each text node React rendered stays in
 * the document holding the text before its first match (the rest is split off), so React can
 * still update or remove it while the marks are there.
 */
export function highlightTerms(root: HTMLElement, terms: readonly string[]): () => void {
  if (terms.length === 0) return () => undefined;
  const doc = root.ownerDocument;
  const walker = doc.createTreeWalker(root, NodeFilter.SHOW_TEXT, {
    acceptNode: (node) => (node.parentElement?.closest(SKIP) ? NodeFilter.FILTER_REJECT : NodeFilter.FILTER_ACCEPT),
  });
  const targets: { node: Text; ranges: [number, number][] }[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node as Text;
    const ranges = matchRanges(text.data, terms);
    if (ranges.length) targets.push({ node: text, ranges });
  }

  const added = new Map<Text, Node[]>();
  for (const { node, ranges } of targets) {
    const inserted: Node[] = [];
    // Last match first, so earlier offsets stay valid and `node` keeps the leading text.
    for (const [from, to] of [...ranges].reverse()) {
      if (to < node.length) inserted.unshift(node.splitText(to));
      const match = node.splitText(from);
      const mark = doc.createElement("mark");
      mark.className = HIGHLIGHT_CLASS;
      match.replaceWith(mark);
      mark.appendChild(match);
      inserted.unshift(mark);
    }
    added.set(node, inserted);
  }

  return () => {
    for (const [node, inserted] of added) {
      node.data += inserted.map((n) => n.textContent ?? "").join("");
      inserted.forEach((n) => n.parentNode?.removeChild(n));
    }
    added.clear();
  };
}
