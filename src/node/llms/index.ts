/**
 * Docs for AI assistants, written after the build (export.ts): the `.md` copy of every page,
 * `llms.txt`, `llms-full.txt` and the files by product area (area-files.ts), from the MDX
 * (mdx-markdown.ts) and the API pages' data (api-markdown.ts, api-page-markdown.ts).
 */
export {
  absoluteUrlFor,
  buildMarkdownExport,
  exportMarkdown,
  pageMarkdown,
  writeMarkdownExport,
  type ExportDoc,
  type MarkdownExport,
  type MarkdownExportSetup,
} from "./export";
export { mdxToMarkdownNodes, paragraph, stringify, text, type MarkdownContext } from "./mdx-markdown";
export { fieldPath, richBlocks, richInline } from "./api-markdown";
