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

function Preview({ data }: { data: PreviewData }) {
  const [compiled, setCompiled] = useState<Compiled | null>(null);
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
        {data.operationId ? <span className={styles.note}>Operation: {data.operationId}</span> : null}
      </div>
      <div className={page.page}>
        <article className={page.article}>
          <header>
            <div className={page.titleRow}>
              <h1 className={page.title}>{text(data.title || "(no title)")}</h1>
            </div>
            <p className={page.lead}>{text(data.description)}</p>
          </header>
          {compiled?.error ? (
            <p role="alert" className={styles.error}>
              This body does not compile: {compiled.error}
            </p>
          ) : null}
          <div className={page.markdown}>
            {compiled?.nodes ? <MdxContent nodes={compiled.nodes} components={mdxComponents} /> : null}
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
