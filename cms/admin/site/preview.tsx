import "../../../src/theme/global.css";
import React, { startTransition, useEffect, useMemo, useRef, useState } from "react";
import { createRoot, type Root } from "react-dom/client";
import { MdxContent } from "../../../src/components/MdxContent";
import { mdxComponents } from "../../../src/components/mdx";
import { siteConfig } from "../../../src/config";
import { replaceProductTokens } from "../../../src/lib/routes";
import type { OperationView } from "../../../src/lib/openapi/types";
import { EndpointBar, OperationIntro, OperationReference } from "../../../src/components/ApiOperation";
import { RichText } from "../../../src/components/RichText";
import * as page from "../../../src/components/DocPage/styles.module.css";
import * as styles from "./preview.module.css";
import type { Compiled, PreviewData } from "./compile";

/**
 * The preview pane's content, rendered by the site's React (18) into its own root inside Decap's
 * preview frame: the body is compiled in the browser with the build's MDX pipeline (the same
 * @mdx-js/mdx 2, remark and rehype plugins, and the content tree the templates render) and drawn
 * with the site's writer components and CSS.
 */

export type { PreviewData } from "./compile";

/** The site's first colour mode for a reader who chose none (src/theme/before-paint.ts), in `win`. */
function initialMode(win: Window | null): "light" | "dark" {
  const { defaultMode, disableSwitch, respectPrefersColorScheme } = siteConfig.colorMode;
  if (!disableSwitch && respectPrefersColorScheme && win?.matchMedia("(prefers-color-scheme: dark)").matches)
    return "dark";
  return defaultMode;
}

/** How long typing must pause before the preview compiles the body again. */
const typingPause = 250;

let worker: Worker | null = null;
let nextId = 0;
const waiting = new Map<number, (result: Compiled) => void>();
/** The last few compiles, by source: an unchanged body (a title typed, an undo) is not compiled again. */
const memo = new Map<string, Promise<Compiled>>();

/**
 * Where the running bundle was loaded from: the worker sits beside it (admin.js and openapi.js are
 * both in /admin/, while the API reference text editor's page is /admin/openapi/).
 */
const bundleUrl =
  (typeof document !== "undefined" && (document.currentScript as HTMLScriptElement | null)?.src) || null;

/** The body compiled by the compile worker (compile-worker.js beside admin.js; ./compile.ts). */
function compileOffThread(data: PreviewData): Promise<Compiled> {
  const { operation: _operation, ...page } = data;
  const source: PreviewData = { ...page, title: "", description: "", operationId: null };
  const key = JSON.stringify(source);
  const known = memo.get(key);
  if (known) return known;
  if (!worker) {
    worker = new Worker(new URL("compile-worker.js", bundleUrl ?? document.baseURI));
    worker.addEventListener("message", (event: MessageEvent<{ id: number; result: Compiled }>) => {
      waiting.get(event.data.id)?.(event.data.result);
      waiting.delete(event.data.id);
    });
  }
  const id = nextId++;
  const result = new Promise<Compiled>((resolve) => waiting.set(id, resolve));
  worker.postMessage({ id, data: source });
  memo.set(key, result);
  if (memo.size > 8) memo.delete(memo.keys().next().value as string);
  return result;
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
  // While the writer types, the body is compiled once they pause (the first time at once), off
  // the page's thread, and the result drawn as a transition that a key press interrupts.
  const shown = useRef(false);
  useEffect(() => {
    let current = true;
    const timer = setTimeout(
      () =>
        void compileOffThread(data).then((result) => {
          shown.current = true;
          if (current) startTransition(() => setCompiled(result));
        }),
      shown.current ? typingPause : 0,
    );
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [data]);
  // Drawn again only when the compiled tree changes, not on each key.
  const content = useMemo(
    () => (compiled?.nodes ? <MdxContent nodes={compiled.nodes} components={mdxComponents} /> : null),
    [compiled],
  );
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
            {content}
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
    // A transition: the title and text fields stay responsive while the preview redraws.
    render: (data) => startTransition(() => root.render(<Preview data={data} />)),
    unmount: () => root.unmount(),
  };
}
