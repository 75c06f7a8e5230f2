import { isDeepStrictEqual } from "node:util";
import { Document, isMap, isScalar, isSeq, parseDocument, Scalar, type Node, type Pair, type YAMLMap } from "yaml";

/**
 * The API reference text of one operation of the OpenAPI document, read and written back with the
 * `yaml` package's Document API: its summary, description, rules (`x-rules`) and its request and
 * response examples. A save rewrites only the source ranges of the values that changed, each
 * rendered in the style it had (a folded description stays folded, a quoted rule quoted); every
 * other byte of the file, comments and key order included, is the file's own.
 */

type Path = (string | number)[];

/** One example the editor shows as JSON: where it is, and its value. */
export interface ExampleText {
  /** `request application/json default`, `response 200 application/json success`: the field's name in refusals. */
  key: string;
  /** Its place in the document, from the root (the `value` node). */
  path: Path;
  /** The value as indented JSON. */
  json: string;
}

export interface OperationText {
  operationId: string;
  method: string;
  /** The path (or webhook name). */
  path: string;
  summary: string;
  description: string;
  rules: string[];
  examples: ExampleText[];
}

/** What the editor sends: the fields it changes (others stay as they are). */
export interface OperationEdit {
  summary?: string;
  description?: string;
  rules?: string[];
  /** Example key → JSON text. */
  examples?: Record<string, string>;
}

/** An edit that cannot be written, naming the field (unknown operation, an example that is not JSON…). */
export class EditRefusal extends Error {
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(`${field}: ${message}`);
  }
}

const methods = ["get", "put", "post", "delete", "options", "head", "patch", "trace"];

/** Every operation's place in the document: `["paths", "/v1.0/…", "post"]` or `["webhooks", name, "post"]`. */
export function operationPaths(doc: Document): Map<string, Path> {
  const found = new Map<string, Path>();
  for (const root of ["paths", "webhooks"]) {
    const items = doc.get(root, true);
    if (!isMap(items)) continue;
    for (const item of items.items) {
      if (!isScalar(item.key) || !isMap(item.value)) continue;
      for (const op of item.value.items) {
        const method = isScalar(op.key) ? String(op.key.value) : "";
        if (!methods.includes(method) || !isMap(op.value)) continue;
        const id = op.value.get("operationId");
        if (typeof id === "string") found.set(id, [root, String(item.key.value), method]);
      }
    }
  }
  return found;
}

/** The examples of an operation (requestBody and responses, `examples.<name>.value`). */
function examplesOf(op: YAMLMap, base: Path): ExampleText[] {
  const out: ExampleText[] = [];
  const fromContent = (content: unknown, where: string, at: Path) => {
    if (!isMap(content)) return;
    for (const media of content.items) {
      const mediaType = isScalar(media.key) ? String(media.key.value) : "";
      const examples = isMap(media.value) ? media.value.get("examples", true) : undefined;
      if (!isMap(examples)) continue;
      for (const ex of examples.items) {
        const name = isScalar(ex.key) ? String(ex.key.value) : "";
        const value = isMap(ex.value) ? ex.value.get("value", true) : undefined;
        if (!value) continue;
        out.push({
          key: `${where} ${mediaType} ${name}`,
          path: [...at, "content", mediaType, "examples", name, "value"],
          json: JSON.stringify((value as Node).toJSON(), null, 2),
        });
      }
    }
  };
  const body = op.get("requestBody", true);
  if (isMap(body)) fromContent(body.get("content", true), "request", [...base, "requestBody"]);
  const responses = op.get("responses", true);
  if (isMap(responses))
    for (const r of responses.items) {
      const code = isScalar(r.key) ? String(r.key.value) : "";
      if (isMap(r.value)) fromContent(r.value.get("content", true), `response ${code}`, [...base, "responses", code]);
    }
  return out;
}

function operationNode(doc: Document, operationId: string) {
  const at = operationPaths(doc).get(operationId);
  const op = at ? doc.getIn(at, true) : undefined;
  if (!at || !isMap(op)) throw new EditRefusal("operationId", `"${operationId}" is not an operation of the document`);
  return { doc, at, op };
}

/** The editable text of an operation. */
export function operationText(text: string | Document, operationId: string): OperationText {
  const { at, op } = operationNode(typeof text === "string" ? parseDocument(text) : text, operationId);
  const str = (key: string) => {
    const v: unknown = op.get(key);
    return typeof v === "string" ? v : "";
  };
  const rules: unknown = (op.toJSON() as Record<string, unknown>)["x-rules"];
  return {
    operationId,
    method: String(at[2]).toUpperCase(),
    path: String(at[1]),
    summary: str("summary"),
    description: str("description"),
    rules: Array.isArray(rules) ? rules.map(String) : [],
    examples: examplesOf(op, at),
  };
}

/** A value rendered as the `yaml` package writes it, as a map entry or a list item at `column`. */
function render(value: unknown, column: number, width: number, key?: string): string {
  const wrapped = new Document(key === undefined ? [value] : { [key]: value });
  const text = wrapped
    .toString({ lineWidth: Math.max(40, width - column), minContentWidth: 20, indentSeq: true })
    .replace(/\n$/, "");
  return text
    .split("\n")
    .map((line, i) => (i && line ? `${" ".repeat(column)}${line}` : line))
    .join("\n");
}

/** A new string in the style the old one had (folded, quoted, plain). */
function styled(old: unknown, value: string): Scalar {
  const scalar = new Scalar(value);
  if (isScalar(old) && old.type) scalar.type = old.type;
  return scalar;
}

interface Splice {
  start: number;
  end: number;
  text: string;
}

/**
 * The width a value is folded to: its own widest line as written (the style its writer kept),
 * or the project's print width for a short one.
 */
function widthOf(text: string, start: number, end: number): number {
  const lineStart = text.lastIndexOf("\n", start - 1) + 1;
  const widest = Math.max(
    ...text
      .slice(lineStart, end)
      .split("\n")
      .map((l) => l.length),
  );
  return widest > 80 ? widest : printWidth;
}

const printWidth = 120;

const columnOf = (text: string, offset: number) => offset - (text.lastIndexOf("\n", offset - 1) + 1);

/** The end of a node's own text (a collection's range runs to the next key's line). */
const trimmedEnd = (text: string, start: number, end: number) => start + text.slice(start, end).trimEnd().length;

/** Replaces a map entry's `key: value` text. */
function pairSplice(text: string, pair: Pair, value: unknown): Splice {
  const key = pair.key as Node;
  const valueNode = pair.value as Node;
  const start = key.range![0];
  const end = trimmedEnd(text, start, valueNode.range![1]);
  const width = widthOf(text, start, end);
  return { start, end, text: render(value, columnOf(text, start), width, String((key as Scalar).value)) };
}

function pairAt(doc: Document, path: Path): Pair {
  const parent = doc.getIn(path.slice(0, -1), true);
  const pair = isMap(parent) ? parent.items.find((p) => isScalar(p.key) && p.key.value === path.at(-1)) : undefined;
  if (!pair?.value || !(pair.key as Node).range) throw new EditRefusal(String(path.at(-1)), "is not in the document");
  return pair;
}

/** The splices that write `edit` into the operation at `at`: only values that changed. */
function splicesFor(text: string, doc: Document, at: Path, current: OperationText, edit: OperationEdit): Splice[] {
  const splices: Splice[] = [];
  for (const field of ["summary", "description"] as const) {
    const value = edit[field];
    if (value === undefined || value === current[field]) continue;
    if (field === "summary" && !value.trim()) throw new EditRefusal("summary", "must not be empty");
    const pair = pairAt(doc, [...at, field]);
    splices.push(pairSplice(text, pair, styled(pair.value, value)));
  }
  if (edit.rules && !isDeepStrictEqual(edit.rules, current.rules)) {
    const pair = pairAt(doc, [...at, "x-rules"]);
    const seq = pair.value;
    if (isSeq(seq) && seq.items.length === edit.rules.length) {
      // The same number of rules: each changed rule alone, from its dash.
      edit.rules.forEach((rule, i) => {
        const item = seq.items[i] as Node;
        if (rule === current.rules[i]) return;
        const start = text.lastIndexOf("-", item.range![0]);
        const end = trimmedEnd(text, start, item.range![1]);
        const width = widthOf(text, start, end);
        splices.push({ start, end, text: render(styled(item, rule), columnOf(text, start), width) });
      });
    } else {
      const items = edit.rules.map((rule, i) => styled(isSeq(seq) ? seq.items[i] : undefined, rule));
      splices.push(pairSplice(text, pair, items));
    }
  }
  for (const [key, json] of Object.entries(edit.examples ?? {})) {
    const example = current.examples.find((e) => e.key === key);
    if (!example) throw new EditRefusal(`example ${key}`, "is not an example of this operation");
    let value: unknown;
    try {
      value = JSON.parse(json);
    } catch (error) {
      throw new EditRefusal(
        `example ${key}`,
        `is not JSON (${error instanceof Error ? error.message : String(error)})`,
      );
    }
    if (isDeepStrictEqual(value, JSON.parse(example.json))) continue;
    splices.push(pairSplice(text, pairAt(doc, example.path), value));
  }
  return splices;
}

/**
 * The document with `edit` written into the operation: the changed values' source ranges
 * rewritten, every other byte kept. Read back and compared, so a value the rendering would
 * change (or a neighbour it would touch) is never written.
 */
export function applyOperationEdit(text: string, operationId: string, edit: OperationEdit): string {
  const doc = parseDocument(text);
  const { at } = operationNode(doc, operationId);
  const current = operationText(doc, operationId);
  const splices = splicesFor(text, doc, at, current, edit).sort((a, b) => b.start - a.start);
  let out = text;
  for (const s of splices) out = out.slice(0, s.start) + s.text + out.slice(s.end);
  const after = parseDocument(out);
  const expected = doc.toJS() as Record<string, unknown>;
  const target = operationText(after, operationId);
  const wanted = { ...current, ...edit, examples: current.examples };
  if (
    after.errors.length ||
    target.summary !== wanted.summary ||
    target.description !== wanted.description ||
    !isDeepStrictEqual(target.rules, wanted.rules)
  )
    throw new Error(`${operationId}: the edit could not be written back exactly`);
  // Nothing else changed: the document outside the edited values is the same data.
  const strip = (d: Record<string, unknown>, examples: ExampleText[]) => {
    const copy = structuredClone(d);
    const op = at.reduce<Record<string, unknown>>((o, k) => o[k] as Record<string, unknown>, copy);
    for (const k of ["summary", "description", "x-rules"]) delete op[k];
    for (const e of examples) {
      const parent = e.path
        .slice(0, -1)
        .reduce<Record<string, unknown>>((o, k) => o[k] as Record<string, unknown>, copy);
      delete parent.value;
    }
    return copy;
  };
  if (
    !isDeepStrictEqual(
      strip(after.toJS() as Record<string, unknown>, current.examples),
      strip(expected, current.examples),
    )
  )
    throw new Error(`${operationId}: the edit would change other parts of the document`);
  for (const [key, json] of Object.entries(edit.examples ?? {})) {
    const example = target.examples.find((e) => e.key === key);
    if (!example || !isDeepStrictEqual(JSON.parse(example.json), JSON.parse(json)))
      throw new Error(`${operationId}: example ${key} could not be written back exactly`);
  }
  return out;
}
