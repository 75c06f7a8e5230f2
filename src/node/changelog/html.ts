import type { Content } from "mdast";
import { toHast } from "mdast-util-to-hast";
import { toHtml } from "hast-util-to-html";

/** Plain Markdown nodes (from the `.md` converter, links already absolute) as HTML for the feed. */
export function markdownToHtml(nodes: Content[]): string {
  const hast = toHast({ type: "root", children: nodes });
  return hast ? toHtml(hast) : "";
}
