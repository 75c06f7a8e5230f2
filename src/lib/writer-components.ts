import type { contentComponents } from "./content-tree";

/** A prop of a writer component, as docs/authoring.md and the CMS's component inserter describe it. */
export interface ComponentProp {
  name: string;
  about: string;
  required?: boolean;
  /** The values it takes, when it takes only some. */
  choices?: readonly string[];
}

/** What a writer component is for, its props, and what goes inside it. */
export interface WriterComponent {
  about: string;
  props: readonly ComponentProp[];
  /** What it wraps: Markdown text, or a list of one child component per line of the form. */
  content?: "text" | { child: string; key: string };
  /** The component it belongs inside. */
  parent?: string;
  /** Written as a fenced block of this language instead of a tag (the build makes the component). */
  fence?: string;
}

const title = (about: string, required = false): ComponentProp => ({ name: "title", about, required });
const admonition = (about: string): WriterComponent => ({
  about,
  props: [title("A heading above the text (optional).")],
  content: "text",
});

/**
 * Components a doc may use by name without importing them (docs/authoring.md), with their props:
 * the one list the build checks MDX against (src/node/markdown/content-tree.ts) and the CMS's
 * component inserter offers, so the two cannot drift.
 */
export const writerComponents = {
  Admonition: {
    about: "A callout of a chosen kind.",
    props: [
      { name: "type", about: "Its kind.", choices: ["note", "tip", "info", "warning", "danger"] },
      title("A heading above the text (optional)."),
    ],
    content: "text",
  },
  Note: admonition("Plain information the reader should not miss."),
  Tip: admonition("A better way to do something."),
  Info: admonition("Background the reader may want."),
  Warning: admonition("Something that can break an integration."),
  Danger: admonition("Something that loses money or leaks secrets."),
  Tabs: {
    about: "The same content in several versions (languages), one shown at a time.",
    props: [{ name: "groupId", about: "Tab groups with the same id switch together (lang: code languages)." }],
    content: { child: "TabItem", key: "value" },
  },
  TabItem: {
    about: "One tab of Tabs.",
    props: [
      { name: "value", about: "Its id in the group (curl, node, python, go, java, php).", required: true },
      { name: "label", about: "The tab's text (cURL, Node.js…)." },
    ],
    content: "text",
    parent: "Tabs",
  },
  Steps: {
    about: "Numbered steps, each with a title.",
    props: [],
    content: { child: "Step", key: "title" },
  },
  Step: { about: "One step of Steps.", props: [title("The step's heading.", true)], content: "text", parent: "Steps" },
  CardGroup: {
    about: "Links to other pages as cards.",
    props: [],
    content: { child: "Card", key: "title" },
  },
  Card: {
    about: "One card of CardGroup.",
    props: [title("The card's heading.", true), { name: "href", about: "The page it links to.", required: true }],
    content: "text",
    parent: "CardGroup",
  },
  Details: {
    about: "A collapsible section.",
    props: [{ name: "summary", about: "The line shown when collapsed.", required: true }],
    content: "text",
  },
  SequenceDiagram: {
    about: "A process flow, written as a sequence block and followed by numbered steps.",
    props: [title("The diagram's accessible name.", true)],
    fence: "sequence",
  },
  SignaturePlayground: {
    about: "The signature calculator of the authentication guide, under a ## heading.",
    props: [],
  },
  GuideFlow: {
    about: "The guide's calls, run step by step in the page in the simulated sandbox.",
    props: [
      {
        name: "name",
        about: "The flow (src/lib/tryit/flows.ts).",
        required: true,
        choices: ["disbursement-to-bank", "hosted-checkout", "widget-binding"],
      },
    ],
  },
} as const satisfies Record<(typeof contentComponents)[number], WriterComponent>;
