import { matchRanges } from "./highlight";

export { highlightTermsFrom } from "./highlight";

/** Class of the `<mark>`s put around search terms on a page (styled in src/theme/global.css). */
export const HIGHLIGHT_CLASS = "search-highlight";

/** Text under these is left alone: navigation, controls and marks already there. */
const SKIP = "nav, script, style, button, select, textarea, mark, [aria-hidden='true']";

/** Whether `node` continues the text of `prev`: next to it, or with only `<wbr>`s between (identifier break points). */
function continues(prev: Text | undefined, node: Text): boolean {
  if (!prev) return false;
  let sibling = node.previousSibling;
  while (sibling && sibling.nodeName === "WBR") sibling = sibling.previousSibling;
  return sibling === prev;
}

/**
 * Wraps every occurrence of `terms` in the text under `root` in `<mark class="search-highlight">`
 * and returns a function that restores the text exactly. Each text node React rendered stays in
 * the document holding the text before its first match (the rest is split off), so React can
 * still update or remove it while the marks are there.
 *
 * Text nodes next to each other, or with only `<wbr>`s between them (the build puts those inside
 * identifiers, src/node/markdown/rehype-narrow.ts), are matched as one text: `X-PARTNER-ID` is
 * found in `X-<wbr>PARTNER-<wbr>ID`, marked piece by piece, the `<wbr>`s left where they are.
 */
export function highlightTerms(root: HTMLElement, terms: readonly string[]): () => void {
  if (terms.length === 0) return () => undefined;
  const doc = root.ownerDocument;
  const walker = doc.createTreeWalker(root, NodeFilter.SHOW_TEXT, {
    acceptNode: (node) => (node.parentElement?.closest(SKIP) ? NodeFilter.FILTER_REJECT : NodeFilter.FILTER_ACCEPT),
  });
  const runs: Text[][] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node as Text;
    const run = runs[runs.length - 1];
    if (run && continues(run[run.length - 1], text)) run.push(text);
    else runs.push([text]);
  }
  const targets: { node: Text; ranges: [number, number][] }[] = [];
  for (const run of runs) {
    const matches = matchRanges(run.map((n) => n.data).join(""), terms);
    let start = 0;
    for (const node of run) {
      const end = start + node.length;
      const ranges = matches
        .filter(([from, to]) => from < end && to > start)
        .map(([from, to]): [number, number] => [Math.max(from, start) - start, Math.min(to, end) - start]);
      if (ranges.length) targets.push({ node, ranges });
      start = end;
    }
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
