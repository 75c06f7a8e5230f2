// First, as before its code became a chunk: the one stylesheet keeps its order (gatsby-browser.tsx).
import "./styles.module.css";
import React from "react";
import { deferred } from "../mdx/deferred";
import type { DocFooterProps } from "./lazy";

export type { DocFooterProps } from "./lazy";

const Footer = deferred((parts) => parts.DocFooter, "The page footer", "never");

/** "Edit this page" and "Last updated" (lazy.tsx): a link and a date, kept as the server rendered them. */
export function DocFooter(props: DocFooterProps) {
  return <Footer part="doc-footer" {...props} />;
}
