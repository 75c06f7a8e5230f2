import { unified } from "unified";
import remarkParse from "remark-parse";
import remarkMdx from "remark-mdx";
import remarkGfm from "remark-gfm";
import type { Code } from "mdast";
import matter from "gray-matter";
import { walk } from "./remark-docs";

export interface CodeBlock {
  lang: string;
  title: string | null;
  /** Marked `runnable` in the fence's meta: a complete program the tests run against the API mock. */
  runnable: boolean;
  code: string;
  /** 1-based line in the source file. */
  line: number;
}

/** Lists the fenced code blocks of an MDX source (with frontmatter), as writers wrote them. */
export function extractCodeBlocks(source: string): CodeBlock[] {
  const { content } = matter(source);
  const offset = source.slice(0, source.length - content.length).split("\n").length - 1;
  const tree = unified().use(remarkParse).use(remarkMdx).use(remarkGfm).parse(content);
  const blocks: CodeBlock[] = [];
  walk(tree, (node) => {
    if (node.type !== "code") return;
    const code = node as unknown as Code;
    blocks.push({
      lang: code.lang ?? "",
      title: /title="([^"]*)"/.exec(code.meta ?? "")?.[1] ?? null,
      runnable: /(^|\s)runnable(\s|$)/.test((code.meta ?? "").replace(/"[^"]*"/g, '""')),
      code: code.value,
      line: (code.position?.start.line ?? 0) + offset,
    });
  });
  return blocks;
}
