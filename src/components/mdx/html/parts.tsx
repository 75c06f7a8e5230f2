/**
 * The code of the components whose HTML never changes in the browser (no state, effects or
 * handlers but links): admonitions, steps, cards, details, sequence diagrams, headings, links,
 * tables and task-list boxes. A first visit keeps their server HTML (StaticHtml) and never renders
 * them, so in the browser they are a chunk of their own (index.tsx), fetched when a page is
 * rendered in the app.
 *
 * Their stylesheets are imported where they stood before (../index.tsx): the one stylesheet keeps
 * its order in every chunk group (gatsby-browser.tsx).
 */
import React from "react";
import { Admonition, Danger, Info, Note, Tip, Warning } from "../Admonition";
import { Step, Steps } from "../Steps";
import { Card, CardGroup } from "../Cards";
import { Details } from "../Details";
import { SequenceDiagram } from "../SequenceDiagram";
import { MdxLink } from "../MdxLink";
import { makeHeading } from "../Heading";
import * as styles from "../styles.module.css";

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

/** Each kept-HTML name of the MDX components map (../index.tsx), with what it renders. */
export const htmlParts = {
  a: MdxLink,
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
  Steps,
  Step,
  CardGroup,
  Card,
  // Native <details>: opening it changes the DOM, which nothing renders again.
  Details,
  SequenceDiagram,
};

export type HtmlPartName = keyof typeof htmlParts;
