import { compile } from "@mdx-js/mdx";
import { ContentTreeError, mdxPluginOptions, rehypeContentTree } from "../../../src/node/markdown";
import { mdxErrorMessage } from "../../../src/node/content";
import { siteConfig } from "../../../src/config";
import type { ContentNode } from "../../../src/lib/content-tree";
import type { OperationView } from "../../../src/lib/openapi/types";

/**
 * The preview's MDX compile, in a worker of its own (compile-worker.js beside admin.js, built by
 * cms/node/bundle.ts): compiling a long guide takes hundreds of milliseconds, which on the page's
 * own thread would hold every key typed meanwhile. The worker answers each message (a body to
 * compile, with an id) with the content tree or the build's error.
 */

export interface PreviewData {
  /** Repository path of the entry, e.g. content/guide/authentication.mdx. */
  path: string;
  /** How many lines the frontmatter takes in the file as the CMS saves it (body line 1 is this + 1). */
  lineOffset: number;
  title: string;
  description: string;
  body: string;
  operationId: string | null;
  /** The operation's view when the caller has it (the API reference text editor's preview of an edit). */
  operation?: OperationView | null;
}

export type Compiled =
  { nodes: ContentNode[]; error: null } | { nodes: null; error: string; source: { line: number; text: string } | null };

/**
 * An error as the writer reads it beside the body field: the build names the line in the file
 * (`<path>:<line>:<column>: reason`), frontmatter included; here it is the body's line, as the
 * findings panel counts it, with that line's text (the browser's find searches the field for it).
 */
function bodyError(
  data: PreviewData,
  message: string,
): { error: string; source: { line: number; text: string } | null } {
  const place = message.startsWith(`${data.path}:`)
    ? /^:(\d+)(?::\d+)?: ([\s\S]*)$/.exec(message.slice(data.path.length))
    : null;
  const line = place ? Number(place[1]) - data.lineOffset : 0;
  const text = data.body.split("\n")[line - 1];
  if (!place || line < 1 || text === undefined) return { error: message, source: null };
  return { error: `body line ${line}: ${place[2]}`, source: { line, text } };
}

/** Compiles the body as the build does (cms/node/validate.ts checkBody, src/node/content/compile.ts compileFailure). */
export async function compileBody(data: PreviewData): Promise<Compiled> {
  const { mdxOptions } = mdxPluginOptions(siteConfig);
  const { lineOffset } = data;
  try {
    const result = await compile(
      { value: data.body, path: data.path },
      {
        remarkPlugins: mdxOptions.remarkPlugins,
        // Images under the base path, as on the site: the CMS server serves them there.
        rehypePlugins: [
          ...mdxOptions.rehypePlugins,
          [rehypeContentTree, { lineOffset, pathPrefix: siteConfig.basePath.replace(/\/$/, "") }],
        ],
      },
    );
    const nodes = (result.data.meta as { content?: ContentNode[] } | undefined)?.content ?? [];
    return { nodes, error: null };
  } catch (error) {
    const message = error instanceof ContentTreeError ? error.message : mdxErrorMessage(data.path, lineOffset, error);
    return { nodes: null, ...bodyError(data, message) };
  }
}

/** Within the worker: compile each message's body and answer with its id. */
if (typeof self !== "undefined" && typeof (self as { importScripts?: unknown }).importScripts === "function") {
  self.addEventListener("message", (event: MessageEvent<{ id: number; data: PreviewData }>) => {
    void compileBody(event.data.data).then((result) => self.postMessage({ id: event.data.id, result }));
  });
}
