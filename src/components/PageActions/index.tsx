// First, as before its code became a chunk: the one stylesheet keeps its order (gatsby-browser.tsx).
import "./styles.module.css";
import React from "react";
import { deferred } from "../mdx/deferred";
import type { PageActionsProps } from "./lazy";

export type { PageActionsProps } from "./lazy";

const Actions = deferred((parts) => parts.PageActions, "The page actions");

/**
 * Copy page, View as Markdown, Open in ChatGPT or Claude, Connect MCP (lazy.tsx): links, and one
 * button whose code loads when the reader reaches for the menu.
 */
export function PageActions(props: PageActionsProps) {
  return <Actions part="page-actions" {...props} />;
}
