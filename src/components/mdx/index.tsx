import React from "react";
import { Admonition, Note, Tip, Info, Warning, Danger } from "./Admonition";
// Tabs render at once: a reader who goes offline just after the page loaded can still switch them.
import { Tabs, TabItem } from "./Tabs";
// The deferred components' styles where their modules stood before their code became a chunk:
// the one stylesheet keeps its order in every chunk group (gatsby-browser.tsx).
import { Steps, Step } from "./Steps";
import { CardGroup, Card } from "./Cards";
import { Details } from "./Details";
import "./CodeBlock/styles.module.css";
import { SequenceDiagram } from "./SequenceDiagram";
import { MdxLink } from "./MdxLink";
import { makeHeading } from "./Heading";
import "../SignaturePlayground/styles.module.css";
import "../LazyDetails/styles.module.css";
import { DeferredCodeBlock, DeferredGuideFlow, DeferredSignaturePlayground } from "./deferred";
import type { ContentComponents } from "../MdxContent";
import * as styles from "./styles.module.css";

function Table(props: React.TableHTMLAttributes<HTMLTableElement>) {
  return (
    <div className={styles.tableWrap} tabIndex={0} role="group" aria-label="Table">
      <table {...props} />
    </div>
  );
}

/**
 * GFM task lists (`- [ ] item`) render a disabled checkbox: decorative, since the list item's
 * text is what a reader (or a screen reader) takes in.
 */
function Input(props: React.InputHTMLAttributes<HTMLInputElement>) {
  if (props.type === "checkbox") return <input {...props} aria-hidden="true" tabIndex={-1} />;
  return <input {...props} />;
}

/**
 * Marks a component that renders the same HTML whatever happens in the browser (no state, effects
 * or handlers but links): MdxContent keeps its server HTML through the first hydration.
 */
function keepsHtml<C extends object>(component: C): C & { keepsHtml: true } {
  return Object.assign(component, { keepsHtml: true as const });
}

/**
 * Every component a doc may use without importing it (docs/authoring.md), and Markdown's element
 * overrides. Those that act only when used are deferred (deferred.tsx): their code loads on use.
 */
export const mdxComponents: ContentComponents = {
  a: keepsHtml(MdxLink),
  pre: DeferredCodeBlock,
  table: keepsHtml(Table),
  input: keepsHtml(Input),
  h2: keepsHtml(makeHeading(2)),
  h3: keepsHtml(makeHeading(3)),
  h4: keepsHtml(makeHeading(4)),
  Admonition: keepsHtml(Admonition),
  Note: keepsHtml(Note),
  Tip: keepsHtml(Tip),
  Info: keepsHtml(Info),
  Warning: keepsHtml(Warning),
  Danger: keepsHtml(Danger),
  Tabs,
  TabItem,
  Steps: keepsHtml(Steps),
  Step: keepsHtml(Step),
  CardGroup: keepsHtml(CardGroup),
  Card: keepsHtml(Card),
  // Native <details>: opening it changes the DOM, which nothing renders again.
  Details: keepsHtml(Details),
  SequenceDiagram: keepsHtml(SequenceDiagram),
  SignaturePlayground: DeferredSignaturePlayground,
  GuideFlow: DeferredGuideFlow,
};
