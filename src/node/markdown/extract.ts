import { unified } from "unified";
import remarkParse from "remark-parse";
import remarkMdx from "remark-mdx";
import remarkGfm from "remark-gfm";
import { plainText, transformDocTree, walk, type RemarkDocsOptions } from "./remark-docs";

export interface DocHeading {
  depth: number;
  value: string;
  id: string;
}

export interface DocLink {
  url: string;
  /** The original `./x.mdx` target when the link was written as a file link. */
  fileLink: string | null;
  line: number;
}

/** An image a doc shows: Markdown's `![alt](src)` or an `<img>` element. */
export interface DocImage {
  src: string;
  /** Its alt text; empty when it has none. */
  alt: string;
  line: number;
}

export interface DocOutline {
  headings: DocHeading[];
  links: DocLink[];
  images: DocImage[];
  /**
   * Plain text per section (keyed by heading id, "" before the first heading), for search:
   * prose (with inline code) in `text`, fenced code blocks apart in `code`, and in `defines` the
   * identifiers the section defines: the inline code that opens a table row (`X-SIGNATURE` in a
   * table of headers), which search ranks like a heading.
   */
  sections: { id: string; heading: string; text: string; code: string; defines?: string }[];
}

const parser = unified().use(remarkParse).use(remarkMdx).use(remarkGfm);

/** Parses a doc body exactly as the site renders it and lists its headings, links and text. */
export function extractOutline(body: string, filePath: string, options: RemarkDocsOptions, lineOffset = 0): DocOutline {
  const tree = parser.parse(body);
  transformDocTree(tree, filePath, options);
  const headings: DocHeading[] = [];
  const links: DocLink[] = [];
  const images: DocImage[] = [];
  const sections: DocOutline["sections"] = [{ id: "", heading: "", text: "", code: "" }];
  walk(tree, (node, parent) => {
    const line = (node.position?.start.line ?? 0) + lineOffset;
    const data = node.data as { id?: string; fileLink?: string } | undefined;
    if (node.type === "heading") {
      const value = plainText(node);
      headings.push({ depth: node.depth ?? 2, value, id: data?.id ?? "" });
      sections.push({ id: data?.id ?? "", heading: value, text: "", code: "" });
    } else if ((node.type === "link" || node.type === "definition") && node.url) {
      links.push({ url: node.url, fileLink: data?.fileLink ?? null, line });
    } else if (node.type === "image") {
      images.push({ src: node.url ?? "", alt: (node as { alt?: string | null }).alt?.trim() ?? "", line });
    } else if (node.attributes) {
      if (node.name === "img") {
        const attr = (name: string) => node.attributes?.find((a) => a.name === name)?.value;
        const [src, alt] = [attr("src"), attr("alt")];
        images.push({ src: typeof src === "string" ? src : "", alt: typeof alt === "string" ? alt.trim() : "", line });
      }
      for (const attr of node.attributes) {
        if ((attr.name === "href" || attr.name === "to") && typeof attr.value === "string")
          links.push({ url: attr.value, fileLink: null, line });
        // Step titles, card titles and collapsible summaries are visible text of the section.
        if ((attr.name === "title" || attr.name === "summary") && typeof attr.value === "string")
          sections[sections.length - 1].text += `${attr.value} `;
      }
    }
    const opening = node.type === "tableRow" ? node.children?.[0]?.children?.[0] : undefined;
    if (opening?.type === "inlineCode" && typeof opening.value === "string") {
      const section = sections[sections.length - 1];
      section.defines = `${section.defines ?? ""}${opening.value} `;
    }
    if ((node.type === "text" || node.type === "inlineCode") && parent?.type !== "heading") {
      sections[sections.length - 1].text += `${node.value} `;
    } else if (node.type === "code") {
      sections[sections.length - 1].code += `${node.value}\n`;
    }
  });
  return { headings, links, images, sections: sections.filter((s) => s.id || s.text.trim() || s.code.trim()) };
}
