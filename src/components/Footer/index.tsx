import React from "react";
import { Link } from "gatsby";
import { siteConfig } from "../../config";
import * as styles from "./styles.module.css";

export function Footer() {
  const { links, copyright } = siteConfig.footer;
  return (
    <footer className={styles.footer}>
      {links.length > 0 && (
        <nav aria-label="Footer">
          <ul className={styles.links}>
            {links.map((l) => (
              <li key={l.to}>
                <Link to={l.to}>{l.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <p className={styles.copyright}>{copyright}</p>
    </footer>
  );
}
