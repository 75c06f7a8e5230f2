import "../../../src/theme/global.css";
import React, { useEffect, useState } from "react";
import { createRoot, type Root } from "react-dom/client";
import { compile } from "@mdx-js/mdx";
import { mdxPluginOptions } from "../../../src/node/markdown/mdx-options";
import { rehypeContentTree } from "../../../src/node/markdown/content-tree";
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
  title: string;
  description: string;
  body: string;
  operationId: string | null;
}

type Compiled = { nodes: ContentNode[]; error: null } | { nodes: null; error: string };

async function compileBody(data: PreviewData): Promise<Compiled> {
  const { mdxOptions } = mdxPluginOptions(siteConfig);
  try {
    const result = await compile(
      { value: data.body, path: `/${data.path}` },
      {
        remarkPlugins: mdxOptions.remarkPlugins,
        rehypePlugins: [...mdxOptions.rehypePlugins, [rehypeContentTree, { lineOffset: 0 }]],
      },
    );
    const nodes = (result.data.meta as { content?: ContentNode[] } | undefined)?.content ?? [];
    return { nodes, error: null };
  } catch (error) {
    const e = error as { reason?: string; message?: string; line?: number };
    return { nodes: null, error: `${e.line ? `body line ${e.line}: ` : ""}${e.reason ?? e.message ?? String(error)}` };
  }
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

function Preview({ data }: { data: PreviewData }) {
  const [compiled, setCompiled] = useState<Compiled | null>(null);
  const loaded = useOperation(data.operationId);
  const operation = loaded?.view ?? null;
  const note = operationNote(data.operationId, loaded);
  const [dark, setDark] = useState(false);
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
    document.documentElement.dataset.theme = dark ? "dark" : "light";
  }, [dark]);
  const text = (s: string) => replaceProductTokens(s, siteConfig.product);
  return (
    <div className={styles.frame} data-cms-preview="">
      <div className={styles.bar}>
        <button type="button" className={styles.toggle} onClick={() => setDark((d) => !d)}>
          {dark ? "Switch to light mode" : "Switch to dark mode"}
        </button>
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
