import { writerComponents, type WriterComponent } from "../../../src/lib/writer-components";
import { sampleLanguages } from "../../../src/lib/samples";

/**
 * The component inserter's forms and the MDX they insert. The components, their props and what
 * each wraps come from the registry the build checks MDX against (`writerComponents`,
 * src/lib/content-tree.ts): a component the build knows is offered here, with its props.
 */

export type ComponentName = keyof typeof writerComponents;

export interface FormField {
  name: string;
  label: string;
  about: string;
  required: boolean;
  /** A line of text, one of `choices`, Markdown text, or one child a line. */
  kind: "text" | "choice" | "content" | "lines";
  choices?: readonly string[];
  initial: string;
}

/** Every component the inserter offers, in the registry's order, with what it is for. */
export const inserterItems = (Object.entries(writerComponents) as [ComponentName, WriterComponent][]).map(
  ([name, spec]) => ({ name, about: spec.parent ? `${spec.about} (inside ${spec.parent})` : spec.about }),
);

/** A name the `/` command and the menu match: the component's own. */
export const isComponent = (name: string): name is ComponentName => Object.hasOwn(writerComponents, name);

const language = (value: string) => sampleLanguages.find((l) => l.value === value);

/** Defaults that make the inserted MDX read as the site's own (docs/authoring.md's examples). */
const initial: Partial<Record<string, string>> = {
  groupId: "lang",
  "Tabs.items": "node\npython",
  "Steps.items": "First step\nSecond step",
  "CardGroup.items": "",
  "Admonition.type": "note",
};

/** The form that asks for a component's props (and what it wraps) before inserting it. */
export function formFor(name: ComponentName): FormField[] {
  const spec: WriterComponent = writerComponents[name];
  const fields: FormField[] = spec.props.map((p) => ({
    name: p.name,
    label: p.name,
    about: p.about,
    required: p.required ?? false,
    kind: p.choices ? "choice" : "text",
    choices: p.choices,
    initial: initial[`${name}.${p.name}`] ?? initial[p.name] ?? "",
  }));
  if (spec.content === "text")
    fields.push({
      name: "text",
      label: "text",
      about: "What it says (Markdown).",
      required: false,
      kind: "content",
      initial: "",
    });
  else if (spec.content) {
    const { child } = spec.content;
    const known = name === "Tabs" ? ` (${sampleLanguages.map((l) => l.value).join(", ")} get their labels)` : "";
    fields.push({
      name: "items",
      label: `${child}s`,
      about: `One ${child} a line: its ${(writerComponents[child as ComponentName] as WriterComponent).props
        .filter((p) => p.required)
        .map((p) => p.name)
        .join(" | ")}${known}.`,
      required: true,
      kind: "lines",
      initial: initial[`${name}.items`] ?? "",
    });
  }
  return fields;
}

/** A JSX attribute: a string in quotes, or a string expression when it holds a quote. */
function attribute(name: string, value: string): string {
  return value.includes('"') ? ` ${name}={${JSON.stringify(value)}}` : ` ${name}="${value}"`;
}

function tag(name: string, values: Record<string, string | undefined>, props: readonly { name: string }[]): string {
  return `<${name}${props.map((p) => (values[p.name]?.trim() ? attribute(p.name, values[p.name]!.trim()) : "")).join("")}`;
}

/** A block that wraps Markdown: blank lines inside, so the text is parsed as Markdown. */
const wrap = (open: string, name: string, inner: string) => `${open}>\n\n${inner}\n\n</${name}>`;

/** The MDX a filled form inserts: valid for the build (every required prop set from the form or a default). */
export function snippet(name: ComponentName, values: Record<string, string | undefined>): string {
  const spec: WriterComponent = writerComponents[name];
  const text = values.text?.trim() || `${name} text.`;
  if (spec.fence) {
    const title = values.title?.trim() || "A flow";
    return [
      `\`\`\`${spec.fence} title="${title.replace(/"/g, "'")}"`,
      "participant Merchant",
      "participant %PRODUCT%",
      "Merchant->%PRODUCT%: Request",
      "%PRODUCT%-->Merchant: Response",
      "```",
      "",
      "1. The merchant sends the request to %PRODUCT%.",
      "2. %PRODUCT% answers.",
    ].join("\n");
  }
  const open = tag(name, values, spec.props);
  if (!spec.content) return `${open} />`;
  if (spec.content === "text") return wrap(open, name, text);
  const { child, key } = spec.content;
  const childSpec: WriterComponent = writerComponents[child as ComponentName];
  const lines = (values.items ?? "")
    .split("\n")
    .map((l) => l.trim())
    .filter(Boolean);
  // A line gives the child's required props in order, separated by " | " (`Hosted checkout | /guide/…`).
  const required = childSpec.props.filter((p) => p.required).map((p) => p.name);
  const items = (lines.length ? lines : [`${child} 1`]).map((line) => {
    const parts = line.split(" | ").map((p) => p.trim());
    const childValues: Record<string, string | undefined> = Object.fromEntries(required.map((p, i) => [p, parts[i]]));
    if (key === "value") childValues.label = language(parts[0])?.label ?? parts[0];
    return wrap(tag(child, childValues, childSpec.props), child, `${childValues.label ?? parts[0]}: text.`);
  });
  return `${open}>\n${items.join("\n")}\n</${name}>`;
}
