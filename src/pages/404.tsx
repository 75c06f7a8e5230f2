import React from "react";
import { Link, type HeadFC, type PageProps } from "gatsby";
import { Layout } from "../components/Layout";
import { Seo } from "../components/Seo";
import * as styles from "./pages.module.css";

/** Unknown paths show the not-found page (served as 404.html with status 404). */
export default function NotFoundPage(_: PageProps) {
  return (
    <Layout route="/404/">
      <div className={styles.center}>
        <h1>Page Not Found</h1>
        <p>We could not find the page you were looking for. It may have moved when the docs were reorganised.</p>
        <ul className={styles.links}>
          <li>
            <Link to="/">Integration Guides</Link>
          </li>
          <li>
            <Link to="/api/">API List</Link>
          </li>
          <li>
            <Link to="/search/">Search the docs</Link>
          </li>
        </ul>
      </div>
    </Layout>
  );
}

export const Head: HeadFC = () => <Seo title="Page Not Found" route="/404/" noindex />;
