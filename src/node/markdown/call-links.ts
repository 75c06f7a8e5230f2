import type { Parent, PhrasingContent, Root } from "mdast";

/**
 * Links the docs' mentions of the B2B access-token call to its API page (named about
 * 200 times as plain text, linked nowhere). One mdast pass serves the MDX docs (remark-docs) and
 * the OpenAPI document's markdown (rich.ts), so every page, its `.md` copy and the reference agree.
 * Mentions already in a link or in a heading are left alone.
 */

/** Route of the Get B2B Access Token page (content/api/authentication/get-b2b-access-token.mdx). */
export const tokenCallRoute = "/api/authentication/get-b2b-access-token";

/** Inline code that names the call. */
const codeMentions = new Set(["POST /v1.0/access-token/b2b", "/v1.0/access-token/b2b"]);
/** Prose that names the call (its summary in the OpenAPI document). */
const textMention = "Get B2B Access Token";

const skipped = new Set(["link", "linkReference", "heading", "definition"]);

function link(children: PhrasingContent[]): PhrasingContent {
  return { type: "link", url: tokenCallRoute, children } as PhrasingContent;
}

export function linkCallMentions(tree: Root | Parent): void {
  const visit = (parent: Parent) => {
    const out: Parent["children"] = [];
    for (const child of parent.children) {
      if (child.type === "inlineCode" && codeMentions.has(child.value)) out.push(link([child]));
      else if (child.type === "text" && child.value.includes(textMention)) {
        const parts = child.value.split(textMention);
        parts.forEach((part, i) => {
          if (i > 0) out.push(link([{ type: "text", value: textMention }]));
          if (part) out.push({ type: "text", value: part });
        });
      } else {
        if ("children" in child && !skipped.has(child.type)) visit(child);
        out.push(child);
      }
    }
    parent.children = out;
  };
  visit(tree);
}
