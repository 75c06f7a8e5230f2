import React from "react";
import * as styles from "./styles.module.css";

/** The id of the page's main content, the skip link's target. */
export const mainContentId = "main-content";

/**
 * The first focusable element of every page. Without JavaScript it is a plain fragment link;
 * with it, focus moves to <main> itself, so the next Tab continues in the content.
 */
export function SkipToContent() {
  return (
    <a
      className={styles.skipLink}
      href={`#${mainContentId}`}
      onClick={(event) => {
        const main = document.getElementById(mainContentId);
        if (!main) return;
        event.preventDefault();
        main.focus();
        main.scrollIntoView();
      }}
    >
      Skip to main content
    </a>
  );
}
