import React from "react";
import { Admonition, Note, Tip, Info, Warning, Danger } from "./Admonition";
import { Tabs, TabItem } from "./Tabs";
import { Steps, Step } from "./Steps";
import { CardGroup, Card } from "./Cards";
import { Details } from "./Details";
import { CodeBlock } from "./CodeBlock";
import { SequenceDiagram } from "./SequenceDiagram";
import { MdxLink } from "./MdxLink";
import { makeHeading } from "./Heading";
import { SignaturePlayground } from "../SignaturePlayground";
import { GuideFlow } from "../GuideFlow";
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

/** Every component a doc may use without importing it (docs/authoring.md), and Markdown's element overrides. */
export const mdxComponents: ContentComponents = {
  a: MdxLink,
  pre: CodeBlock,
  table: Table,
  input: Input,
  h2: makeHeading(2),
  h3: makeHeading(3),
  h4: makeHeading(4),
  Admonition,
  Note,
  Tip,
  Info,
  Warning,
  Danger,
  Tabs,
  TabItem,
  Steps,
  Step,
  CardGroup,
  Card,
  Details,
  SequenceDiagram,
  SignaturePlayground,
  GuideFlow,
};
