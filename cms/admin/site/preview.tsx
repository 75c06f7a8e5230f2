import "../../../src/theme/global.css";
import React, { useEffect, useRef, useState } from "react";
import { createRoot, type Root } from "react-dom/client";
import { compile } from "@mdx-js/mdx";
import { ContentTreeError, mdxPluginOptions, rehypeContentTree } from "../../../src/node/markdown";
import { mdxErrorMessage } from "../../../src/node/content";
import { MdxContent } from "../../../src/components/MdxContent";
import { mdxComponents } from "../../../src/components/mdx";
import { siteConfig } from "../../../src/config";
import { replaceProductTokens } from "../../../src/lib/routes";
import type { ContentNode } from "../../../src/lib/content-tree";
import type { OperationView } from "../../../src/lib/openapi/types";
import { EndpointBar, OperationIntro, OperationReference } from "../../../src/components/ApiOperation";
import { RichText } from "../../../src/components/RichText";
import * as page from "../../../src/components/DocPage/styles.module.css";
import * as styles from "./preview.module.css";

/**
 * The preview pane's content, rendered by the site's React (18) into its own root inside Decap's
 * preview frame: the body is compiled in the browser with the build's MDX pipeline (the same
 * @mdx-js/mdx 2, remark and rehype plugins, and the content tree the templates render) and drawn
 * with the site's writer components and CSS.
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

type Compiled =
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
async function compileBody(data: PreviewData): Promise<Compiled> {
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

/** The site's first colour mode for a reader who chose none (src/theme/before-paint.ts), in `win`. */
function initialMode(win: Window | null): "light" | "dark" {
  const { defaultMode, disableSwitch, respectPrefersColorScheme } = siteConfig.colorMode;
  if (!disableSwitch && respectPrefersColorScheme && win?.matchMedia("(prefers-color-scheme: dark)").matches)
    return "dark";
  return defaultMode;
}

type LoadedOperation = { id: string; view: OperationView | null; error: string | null };

/**
 * The operation an API page documents, as the build renders it: `operations/<id>.json` beside
 * admin.js, written by the CMS server (or build:admin) with the build's own page data.
 */
function useOperation(operationId: string | null): LoadedOperation | null {
  const [loaded, setLoaded] = useState<LoadedOperation | null>(null);
  useEffect(() => {
    if (!operationId) return undefined;
    let current = true;
    const url = new URL(`operations/${encodeURIComponent(operationId)}.json`, document.baseURI);
    void fetch(url, { credentials: "same-origin" })
      .then(async (response) => {
        if (response.status === 404) return { id: operationId, view: null, error: null };
        if (!response.ok) throw new Error(`HTTP ${response.status}`);
        return { id: operationId, view: (await response.json()) as OperationView, error: null };
      })
      .catch((error: unknown) => ({
        id: operationId,
        view: null,
        error: error instanceof Error ? error.message : String(error),
      }))
      .then((result) => {
        if (current) setLoaded(result);
      });
    return () => {
      current = false;
    };
  }, [operationId]);
  return operationId && loaded?.id === operationId ? loaded : null;
}

function operationNote(operationId: string | null, loaded: LoadedOperation | null): string | null {
  if (!operationId) return null;
  if (!loaded) return `Loading the operation ${operationId}…`;
  if (loaded.error) return `The operation ${operationId} could not be loaded (${loaded.error}).`;
  if (!loaded.view) return `${operationId} is not an operation of the OpenAPI document.`;
  return null;
}

/** The preview of a page (for a root of the site's React; Decap's pane mounts it with mountPreview). */
export function Preview({ data }: { data: PreviewData }) {
  const [compiled, setCompiled] = useState<Compiled | null>(null);
  const given = data.operation !== undefined;
  const loaded = useOperation(given ? null : data.operationId);
  const operation = given ? (data.operation ?? null) : (loaded?.view ?? null);
  const note = given ? null : operationNote(data.operationId, loaded);
  // The preview's own document (Decap's preview frame), not the admin's: the site's tokens
  // (src/theme/tokens.css) follow data-theme on its root element.
  const frame = useRef<HTMLDivElement>(null);
  const [mode, setMode] = useState<"light" | "dark" | null>(null);
  useEffect(() => {
    let current = true;
    void compileBody(data).then((result) => {
      if (current) setCompiled(result);
    });
    return () => {
      current = false;
    };
  }, [data]);
  useEffect(() => {
    const doc = frame.current?.ownerDocument;
    if (!doc) return;
    if (mode === null) setMode(initialMode(doc.defaultView));
    else doc.documentElement.dataset.theme = mode;
  }, [mode]);
  const dark = mode === "dark";
  const text = (s: string) => replaceProductTokens(s, siteConfig.product);
  return (
    <div ref={frame} className={styles.frame} data-cms-preview="">
      <div className={styles.bar}>
        {siteConfig.colorMode.disableSwitch ? null : (
          <button type="button" className={styles.toggle} onClick={() => setMode(dark ? "light" : "dark")}>
            {dark ? "Switch to light mode" : "Switch to dark mode"}
          </button>
        )}
        {note ? <span className={styles.note}>{note}</span> : null}
      </div>
      <div className={page.page}>
        <article className={page.article}>
          <header>
            <div className={page.titleRow}>
              <h1 className={page.title}>{text(data.title || "(no title)")}</h1>
            </div>
            {operation ? <EndpointBar operation={operation} /> : null}
            <p className={page.lead}>{operation ? <RichText nodes={operation.purpose} /> : text(data.description)}</p>
          </header>
          {compiled?.error ? (
            <p role="alert" className={styles.error}>
              This body does not compile: {compiled.error}
              {compiled.source ? (
                <code className={styles.source}>
                  {compiled.source.line} | {compiled.source.text}
                </code>
              ) : null}
            </p>
          ) : null}
          {/* As the API template (src/templates/api.tsx) places the operation around the body. */}
          <div className={page.markdown}>
            {operation ? <OperationIntro operation={operation} /> : null}
            {compiled?.nodes ? <MdxContent nodes={compiled.nodes} components={mdxComponents} /> : null}
            {operation ? <OperationReference operation={operation} /> : null}
          </div>
        </article>
      </div>
    </div>
  );
}

/** Renders (and re-renders) the preview into `element`; returns the function that unmounts it. */
export function mountPreview(element: HTMLElement): { render(data: PreviewData): void; unmount(): void } {
  const root: Root = createRoot(element);
  return {
    render: (data) => root.render(<Preview data={data} />),
    unmount: () => root.unmount(),
  };
}
