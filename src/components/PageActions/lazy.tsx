import React from "react";
import { Link, withPrefix } from "gatsby";
import { siteConfig } from "../../config";
import { assistantLinks, MCP_SETUP_ROUTE } from "../../lib/assistant-links";
import { markdownRoute, withBasePath } from "../../lib/routes";
import { CopyButton } from "../CopyButton";
import * as styles from "./styles.module.css";

export interface PageActionsProps {
  route: string;
}

/**
 * "Copy page" (the page as Markdown, fetched on click, to the clipboard), "View as Markdown"
 * (the page's `.md` copy, written at build time by src/node/llms), "Open in ChatGPT" and "Open in
 * Claude" (plain links: the assistant fetches the page's absolute `.md` URL itself) and "Connect
 * MCP" (the guide's setup section for the docs MCP server).
 */
export function PageActions({ route }: PageActionsProps) {
  const href = withPrefix(markdownRoute(route));
  const markdown = async () => {
    const response = await fetch(href, { credentials: "same-origin" });
    if (!response.ok) throw new Error(`${href} answered HTTP ${response.status}`);
    return response.text();
  };
  return (
    <div className={styles.actions}>
      <CopyButton
        text={markdown}
        label="Copy page"
        copiedMessage="The page was copied as Markdown."
        failedMessage="The page could not be copied; open it with View as Markdown."
        className={styles.action}
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" width="14" height="14">
          <path
            fill="currentColor"
            d="M16 1H4a2 2 0 0 0-2 2v14h2V3h12V1zm3 4H8a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h11a2 2 0 0 0 2-2V7a2 2 0 0 0-2-2zm0 16H8V7h11v14z"
          />
        </svg>
      </CopyButton>
      <a className={styles.action} href={href} type="text/markdown">
        <svg aria-hidden="true" viewBox="0 0 24 24" width="14" height="14">
          <path
            fill="currentColor"
            d="M20.6 5H3.4C2.6 5 2 5.6 2 6.4v11.2c0 .8.6 1.4 1.4 1.4h17.2c.8 0 1.4-.6 1.4-1.4V6.4c0-.8-.6-1.4-1.4-1.4zM13 16h-2v-4l-1.5 2L8 12v4H6V8h2l1.5 2L11 8h2v8zm3.5 0L14 13h1.5V8h2v5H19l-2.5 3z"
          />
        </svg>
        View as Markdown
      </a>
      {assistantLinks(siteConfig.siteUrl + withBasePath(siteConfig.basePath, markdownRoute(route))).map((link) => (
        <a key={link.label} className={styles.action} href={link.href} target="_blank" rel="noopener noreferrer">
          <svg aria-hidden="true" viewBox="0 0 24 24" width="14" height="14">
            <path
              fill="currentColor"
              d="M14 3v2h3.6l-9.8 9.8 1.4 1.4L19 6.4V10h2V3h-7zM19 19H5V5h7V3H5a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h14a2 2 0 0 0 2-2v-7h-2v7z"
            />
          </svg>
          {link.label}
          <span className="visually-hidden"> (opens in a new tab)</span>
        </a>
      ))}
      <Link className={styles.action} to={MCP_SETUP_ROUTE}>
        <svg aria-hidden="true" viewBox="0 0 24 24" width="14" height="14">
          <path
            fill="currentColor"
            d="M16 7V3h-2v4h-4V3H8v4H7a1 1 0 0 0-1 1v5a6 6 0 0 0 5 5.9V22h2v-3.1a6 6 0 0 0 5-5.9V8a1 1 0 0 0-1-1h-1z"
          />
        </svg>
        Connect MCP
      </Link>
    </div>
  );
}
