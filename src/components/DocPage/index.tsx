// The layout first, as the templates imported it before this file: the one stylesheet keeps its
// order (gatsby-browser.tsx).
import { Layout } from "../Layout";
import React, { useRef } from "react";
import type { DocPageContext } from "../../lib/page-context";
import type { ContentNode } from "../../lib/content-tree";
import type { SidebarItem, SidebarLink } from "../../lib/sidebar";
import { KeptBreadcrumbs, KeptPager } from "./html";
import { DeferredContents } from "../TableOfContents";
import { DocFooter } from "../DocFooter";
import { PageFeedback } from "../PageFeedback";
import { PageActions } from "../PageActions";
import { mdxComponents } from "../mdx";
import { MdxContent } from "../MdxContent";
import { useSearchHighlight } from "../../hooks/useSearchHighlight";
import { ChangeNotes } from "../ChangeNotes";
import { StaticHtml } from "../StaticHtml";
import * as styles from "./styles.module.css";

export interface DocPageProps {
  context: DocPageContext;
  /** The MDX body, compiled at build time (src/lib/content-tree.ts). */
  content: readonly ContentNode[];
  /** Content a template adds under the title, before the lead (e.g. an API operation's endpoint). */
  header?: React.ReactNode;
  /** Replaces the lead paragraph (the frontmatter description) with richer content. */
  lead?: React.ReactNode;
  /** Content a template adds before the MDX body. */
  before?: React.ReactNode;
  /** Content a template adds after the MDX body (e.g. the API reference). */
  after?: React.ReactNode;
  /**
   * The table of contents changes with the page's state (the changelog's filter), so it renders at
   * once instead of keeping the server's list until the reader scrolls.
   */
  liveContents?: boolean;
}

function firstLink(items: SidebarItem[]): SidebarLink | null {
  for (const item of items) {
    if (item.type === "link") return item;
    const inner = firstLink(item.items);
    if (inner) return inner;
  }
  return null;
}

/** A doc: breadcrumbs, title, lead, MDX body (compiled at build time), pager, and the table of contents beside it. */
export function DocPage({ context, content, header, lead, before, after, liveContents = false }: DocPageProps) {
  const root = firstLink(context.sidebar);
  const article = useRef<HTMLElement>(null);
  useSearchHighlight(article);
  return (
    <div className={styles.page}>
      <article className={styles.article} ref={article}>
        <StaticHtml name="breadcrumbs">
          <KeptBreadcrumbs
            root={root && context.sidebarLabel ? { label: context.sidebarLabel, route: root.route } : null}
            trail={context.breadcrumbs}
            title={context.title}
          />
        </StaticHtml>
        <header>
          <div className={styles.titleRow}>
            <StaticHtml name="title">
              <h1 className={styles.title}>{context.title}</h1>
            </StaticHtml>
            <PageActions route={context.route} />
          </div>
          {header}
          <StaticHtml name="lead">
            <p className={styles.lead}>{lead ?? context.description}</p>
          </StaticHtml>
          {context.changes.length > 0 && <ChangeNotes notes={context.changes} />}
        </header>
        <div className={styles.tocInline}>
          <DeferredContents name="toc-inline" headings={context.toc} collapsible eager={liveContents} />
        </div>
        <div className={styles.markdown}>
          {before}
          <MdxContent nodes={content} components={mdxComponents} />
          {after}
        </div>
        {/* Edit link and date belong to the article they describe, so they follow it, before the
            feedback question, the pager and the site footer's copyright. */}
        <DocFooter file={context.file} sources={context.sources} lastUpdated={context.lastUpdated} />
        <PageFeedback key={context.route} route={context.route} title={context.title} />
        <StaticHtml name="pager">
          <KeptPager previous={context.previous} next={context.next} />
        </StaticHtml>
      </article>
      {/* Hidden at 1200 px and narrower, where the collapsible contents above the body show. */}
      <div className={styles.tocColumn}>
        <DeferredContents name="toc-column" headings={context.toc} eager={liveContents} />
      </div>
    </div>
  );
}

/** A doc page in the page frame, whose route and sidebars come from the page's context: what the doc and API templates render. */
export function DocPageInLayout(props: DocPageProps) {
  const { route, sidebarName, sidebarLabel, sidebar } = props.context;
  return (
    <Layout route={route} sidebarName={sidebarName} sidebarLabel={sidebarLabel} sidebar={sidebar}>
      <DocPage {...props} />
    </Layout>
  );
}
