import React from "react";
import { mainContentId } from "../../lib/ui-constants";
import * as styles from "./styles.module.css";

export { mainContentId };

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
