import React, { useEffect, useRef } from "react";
import CMS from "decap-cms-app";
import { frontmatterYAML } from "decap-cms-core/src/formats/frontmatter";
import type { PreviewTemplateComponentProps } from "decap-cms-core";
import { mountPreview, type PreviewData } from "./site/preview";
import { needsFreshEditor } from "./routes";
import { mountFindings, watchSaves } from "./findings";
import { frontmatterLines } from "../../src/node/content";
import { frontmatterOrder } from "../node/decap-config";
import { BodyControl } from "./editor/body-control";
import { CountedControl } from "./editor/counted-control";
import { asDecapControl } from "./editor/decap-control";
import { mountBodySearch } from "./body-search";
import { watchDisplayNames } from "./display-names";
import { readPagesFrom } from "./pages";

/**
 * The writers' admin app: Decap CMS (React 19, from cms/node_modules) configured by the CMS
 * server (config.json, generated from the build's data), with a preview rendered by the site.
 */

/** Decap's own frontmatter formatter, as its backend writes an entry (and cms:normalize does). */
const formatter = frontmatterYAML();

function previewData(entry: PreviewTemplateComponentProps["entry"], collectionFolder: string): PreviewData {
  const field = (name: string): string => {
    const value: unknown = entry.getIn(["data", name]);
    return typeof value === "string" ? value : "";
  };
  const path: unknown = entry.get("path");
  // The file's frontmatter as the save will write it, so the preview's line numbers are the save's.
  const { body: _body, ...frontmatter } = (entry.get("data") as { toJS(): Record<string, unknown> }).toJS();
  const lineOffset = frontmatterLines(formatter.toFile({ ...frontmatter, body: "\n" }, [...frontmatterOrder, "body"]));
  return {
    path: typeof path === "string" && path ? path : `${collectionFolder}/new.mdx`,
    lineOffset,
    title: field("title"),
    description: field("description"),
    body: field("body"),
    operationId: field("operationId") || null,
  };
}

/** Decap's preview template: an element the site's own React root renders into. */
function DocPreview({ entry, collection }: PreviewTemplateComponentProps) {
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<ReturnType<typeof mountPreview> | null>(null);
  useEffect(() => {
    if (!host.current) return undefined;
    const mounted = mountPreview(host.current);
    view.current = mounted;
    return () => {
      view.current = null;
      // Unmounting a root while React 19 commits its own tree warns; let it finish first.
      setTimeout(() => mounted.unmount(), 0);
    };
  }, []);
  useEffect(() => {
    view.current?.render(previewData(entry, String(collection.get("folder"))));
  }, [entry, collection]);
  return <div ref={host} />;
}

async function start(): Promise<void> {
  const response = await fetch("config.json", { credentials: "same-origin" });
  if (!response.ok) throw new Error(`config.json: HTTP ${response.status}`);
  const config = (await response.json()) as Parameters<typeof CMS.init>[0] extends infer O
    ? O extends { config?: infer C }
      ? C
      : never
    : never;
  // A refused save's reasons are in the findings panel, which stays; the toast only points there
  // (Decap's own words would prefix the server's message with "API_ERROR:").
  type Phrases = { ui: { toast: Record<string, string> } & Record<string, unknown> } & Record<string, unknown>;
  const en = CMS.getLocale("en") as Phrases | undefined;
  if (en) {
    const toast = {
      ...en.ui.toast,
      onFailToPersist: "Not saved: the findings are listed at the lower right.",
      onFailToDelete: "Not deleted: the findings are listed at the lower right.",
      onFailToPublishEntry: "Not published: the findings are listed at the lower right.",
    };
    CMS.registerLocale("en", { ...en, ui: { ...en.ui, toast } });
  }
  const proxy = config.backend.proxy_url ? new URL(config.backend.proxy_url, window.location.href).pathname : undefined;
  watchSaves(proxy ?? "/api/v1");
  mountFindings();
  readPagesFrom(proxy, config.backend.branch ?? "main");
  mountBodySearch();
  watchDisplayNames();
  CMS.registerWidget("mdx", asDecapControl(BodyControl));
  CMS.registerWidget("counted", asDecapControl(CountedControl));
  CMS.registerPreviewStyle("admin.css");
  CMS.registerPreviewTemplate("guide", DocPreview);
  CMS.registerPreviewTemplate("api", DocPreview);
  window.addEventListener("hashchange", (event) => {
    if (needsFreshEditor(new URL(event.oldURL).hash, new URL(event.newURL).hash)) window.location.reload();
  });
  CMS.init({ config });
}

start().catch((error: unknown) => {
  document.body.textContent = `The CMS could not start: ${error instanceof Error ? error.message : String(error)}`;
});
