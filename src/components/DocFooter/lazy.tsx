import React from "react";
import { siteConfig } from "../../config";
import { editUrlFor, formatDocDate } from "../../lib/doc-meta";
import * as styles from "./styles.module.css";

export interface DocFooterProps {
  /** The page's MDX source, relative to the project. */
  file: string;
  /** Other sources of the page (the OpenAPI document for API pages). */
  sources: string[];
  /** ISO date of the last change, from git at build time; null when unknown. */
  lastUpdated: string | null;
}

function EditLink({ href, children }: { href: string; children: React.ReactNode }) {
  return (
    <a href={href} className={styles.edit} target="_blank" rel="noopener noreferrer">
      <svg aria-hidden="true" viewBox="0 0 24 24" width="16" height="16" className={styles.icon}>
        <path
          fill="currentColor"
          d="M3 17.25V21h3.75L17.8 9.94l-3.75-3.75L3 17.25zm17.7-10.2a1 1 0 0 0 0-1.42l-2.33-2.33a1 1 0 0 0-1.42 0l-1.83 1.83 3.75 3.75 1.83-1.83z"
        />
      </svg>
      {children}
      <span className="visually-hidden"> (opens in a new tab)</span>
    </a>
  );
}

/** "Edit this page" (repository URL from config) and "Last updated" (git history at build). */
export function DocFooter({ file, sources, lastUpdated }: DocFooterProps) {
  const editBase = siteConfig.repository?.editUrl ?? null;
  const date = lastUpdated ? formatDocDate(lastUpdated) : null;
  const openApi = sources.find((s) => /\.(ya?ml|json)$/.test(s));
  if (!editBase && !date) return null;
  return (
    <div className={styles.footer}>
      {editBase && (
        <p className={styles.links}>
          <EditLink href={editUrlFor(editBase, file)}>Edit this page</EditLink>
          {openApi && <EditLink href={editUrlFor(editBase, openApi)}>Edit the API definition</EditLink>}
        </p>
      )}
      {date && lastUpdated && (
        <p className={styles.updated}>
          Last updated on <time dateTime={lastUpdated}>{date}</time>
        </p>
      )}
    </div>
  );
}
