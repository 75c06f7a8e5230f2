// The styles of the components whose code is a chunk (the kept-HTML ones, html/parts.tsx, and the
// deferred ones, parts.tsx) are imported where their modules stood before: the one stylesheet
// keeps its order in every chunk group (gatsby-browser.tsx).
import "./Admonition/styles.module.css";
import "./Tabs/styles.module.css";
import { TabItem } from "./tab-items";
import "./Steps/styles.module.css";
import "./Cards/styles.module.css";
import "./Details/styles.module.css";
import "./CodeBlock/styles.module.css";
import "./SequenceDiagram/styles.module.css";
import "./Heading/styles.module.css";
import "../SignaturePlayground/styles.module.css";
import "../LazyDetails/styles.module.css";
import { DeferredCodeBlock, DeferredGuideFlow, DeferredSignaturePlayground, DeferredTabs } from "./deferred";
import { keptHtml } from "./html";
import type { ContentComponents } from "../MdxContent";
import "./styles.module.css";

/**
 * Every component a doc may use without importing it (docs/authoring.md), and Markdown's element
 * overrides. Those that act only when used are deferred (deferred.tsx): their code loads on use.
 * Those whose HTML never changes in the browser keep their server HTML on a first visit
 * (keptHtml): their code loads when a page is rendered in the app.
 */
export const mdxComponents: ContentComponents = {
  a: keptHtml("a"),
  pre: DeferredCodeBlock,
  table: keptHtml("table"),
  input: keptHtml("input"),
  h2: keptHtml("h2"),
  h3: keptHtml("h3"),
  h4: keptHtml("h4"),
  Admonition: keptHtml("Admonition"),
  Note: keptHtml("Note"),
  Tip: keptHtml("Tip"),
  Info: keptHtml("Info"),
  Warning: keptHtml("Warning"),
  Danger: keptHtml("Danger"),
  Tabs: DeferredTabs,
  TabItem,
  Steps: keptHtml("Steps"),
  Step: keptHtml("Step"),
  CardGroup: keptHtml("CardGroup"),
  Card: keptHtml("Card"),
  Details: keptHtml("Details"),
  SequenceDiagram: keptHtml("SequenceDiagram"),
  SignaturePlayground: DeferredSignaturePlayground,
  GuideFlow: DeferredGuideFlow,
};
