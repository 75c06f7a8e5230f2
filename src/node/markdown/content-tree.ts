import type { Element, Root } from "hast";
import { toHtml } from "hast-util-to-html";
import { find, hastToReact, html as htmlSchema } from "property-information";
import { contentComponents, elementOverrides, type ContentElement, type ContentNode } from "../../lib/content-tree";
import { flows } from "../../lib/tryit";

/**
 * Turns the hast gatsby-plugin-mdx's pipeline produces (after the site's rehype plugins) into the
 * page data one template renders (src/lib/content-tree.ts). MDX that cannot be data — imports,
 * exports, JavaScript expressions, unknown components — stops the build naming file and line.
 */

export class ContentTreeError extends Error {}

interface Position {
  start?: { line?: number };
}

interface JsxAttribute {
  type: string;
  name?: string;
  value?: string | null | { type: string; value?: string; data?: { estree?: Program } };
}

interface JsxElement {
  type: "mdxJsxFlowElement" | "mdxJsxTextElement";
  name: string | null;
  attributes: JsxAttribute[];
  children: HastLike[];
  position?: Position;
}

interface EstreeNode {
  type: string;
  [key: string]: unknown;
}

interface Program {
  body: EstreeNode[];
}

type HastLike =
  | { type: string; position?: Position; value?: unknown; children?: HastLike[]; data?: { estree?: Program } }
  | Element
  | JsxElement;

/** A text or expression node's source text (a string in every node remark-mdx makes). */
const textOf = (value: unknown) => (typeof value === "string" ? value : "");

const known = new Set<string>(contentComponents);
/** Elements whose line breaks MDX drops (React does not allow text in them). */
const tableElements = new Set(["table", "thead", "tbody", "tfoot", "tr"]);
const overrides = new Set<string>(elementOverrides);

/** The file's name for messages, and how many frontmatter lines precede the compiled body. */
interface Source {
  name: string;
  lineOffset: number;
}

function where(file: Source, node: { position?: Position }): string {
  const line = node.position?.start?.line;
  return line ? `${file.name}:${line + file.lineOffset}` : file.name;
}

/** The value of a JavaScript literal (strings, numbers, booleans, null, arrays and objects of them). */
export function literalValue(node: EstreeNode, describe: () => string): unknown {
  switch (node.type) {
    case "Literal":
      if ("regex" in node || "bigint" in node) break;
      return node.value;
    case "TemplateLiteral": {
      const quasis = node.quasis as { value: { cooked: string } }[];
      if ((node.expressions as unknown[]).length === 0) return quasis.map((q) => q.value.cooked).join("");
      break;
    }
    case "ArrayExpression":
      return (node.elements as (EstreeNode | null)[]).map((e) => (e === null ? null : literalValue(e, describe)));
    case "ObjectExpression": {
      const out: Record<string, unknown> = {};
      for (const prop of node.properties as EstreeNode[]) {
        const key = prop.key as EstreeNode | undefined;
        if (prop.type !== "Property" || prop.computed || prop.method || prop.kind !== "init" || !key)
          throw new ContentTreeError(`${describe()}: only plain object properties are supported`);
        const name =
          key.type === "Identifier" ? (key.name as string) : key.type === "Literal" ? String(key.value) : null;
        if (name === null) throw new ContentTreeError(`${describe()}: object keys must be names or strings`);
        out[name] = literalValue(prop.value as EstreeNode, describe);
      }
      return out;
    }
    case "UnaryExpression": {
      const value = literalValue(node.argument as EstreeNode, describe);
      if (typeof value === "number" && node.operator === "-") return -value;
      if (typeof value === "number" && node.operator === "+") return value;
      break;
    }
    case "Identifier":
      if (node.name === "undefined") return undefined;
      break;
  }
  throw new ContentTreeError(
    `${describe()}: only literal values (strings, numbers, booleans, arrays and objects of them) are supported, not ${node.type}`,
  );
}

function expressionValue(
  program: Program | undefined,
  describe: () => string,
): { empty: true } | { empty: false; value: unknown } {
  const statement = program?.body[0];
  if (!statement) return { empty: true };
  if (statement.type !== "ExpressionStatement" || program.body.length > 1)
    throw new ContentTreeError(`${describe()}: expected one expression`);
  return { empty: false, value: literalValue(statement.expression as EstreeNode, describe) };
}

function parseStyle(style: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const decl of style.split(";")) {
    const colon = decl.indexOf(":");
    if (colon < 0) continue;
    const name = decl.slice(0, colon).trim();
    const value = decl.slice(colon + 1).trim();
    if (name && value)
      out[name.startsWith("--") ? name : name.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase())] = value;
  }
  return out;
}

/** An element's hast properties as React props, named as MDX names them (`className`, `tabIndex`, `data-language`). */
export function propsOf(properties: Element["properties"]): Record<string, unknown> | undefined {
  const props: Record<string, unknown> = {};
  for (const [name, raw] of Object.entries(properties ?? {})) {
    const info = find(htmlSchema, name);
    if (
      raw === undefined ||
      raw === null ||
      raw === false ||
      (typeof raw === "number" && Number.isNaN(raw)) ||
      (!raw && info.boolean)
    )
      continue;
    const prop = info.space ? (hastToReact[info.property] ?? info.property) : info.attribute;
    let value: unknown = raw;
    if (Array.isArray(value)) value = value.join(info.commaSeparated ? ", " : " ");
    if (prop === "style") value = parseStyle(String(value));
    else if (value !== true) value = String(value);
    props[prop] = value;
  }
  return Object.keys(props).length ? props : undefined;
}

function isStatic(node: HastLike): boolean {
  if (node.type === "text") return true;
  if (node.type !== "element") return false;
  const element = node as Element;
  return !overrides.has(element.tagName) && element.children.every((c) => isStatic(c as HastLike));
}

function element(
  t: string,
  props: Record<string, unknown> | undefined,
  children: ContentNode[],
  component: boolean,
): ContentElement {
  const out: ContentElement = { t };
  if (component) out.x = 1;
  if (props) out.p = props;
  if (children.length) out.c = children;
  return out;
}

function convertAll(nodes: HastLike[], file: Source): ContentNode[] {
  const out: ContentNode[] = [];
  for (const node of nodes) out.push(...convert(node, file));
  return out;
}

function jsxProps(node: JsxElement, file: Source): Record<string, unknown> | undefined {
  const props: Record<string, unknown> = {};
  for (const attr of node.attributes) {
    const describe = () => `${where(file, node)}: attribute "${attr.name ?? "{…}"}" of <${node.name}>`;
    if (attr.type !== "mdxJsxAttribute" || !attr.name)
      throw new ContentTreeError(
        `${where(file, node)}: spread attributes ({...props}) are not supported on <${node.name}>`,
      );
    const value = attr.value;
    if (value === null || value === undefined) props[attr.name] = true;
    else if (typeof value === "string") props[attr.name] = value;
    else {
      const result = expressionValue(value.data?.estree, describe);
      if (!result.empty) props[attr.name] = result.value;
    }
  }
  return Object.keys(props).length ? props : undefined;
}

function convert(node: HastLike, file: Source): ContentNode[] {
  switch (node.type) {
    case "text":
      return [textOf(node.value)];
    case "comment":
      return [];
    case "element": {
      const el = node as Element;
      const children = el.children as HastLike[];
      if (!overrides.has(el.tagName) && children.every(isStatic)) {
        const out = element(el.tagName, propsOf(el.properties), [], false);
        if (children.length) out.h = toHtml({ type: "root", children: el.children });
        return [out];
      }
      return [element(el.tagName, propsOf(el.properties), convertAll(children, file), overrides.has(el.tagName))];
    }
    case "mdxJsxFlowElement":
    case "mdxJsxTextElement": {
      const jsx = node as JsxElement;
      const children = convertAll(jsx.children, file);
      if (jsx.name === null) return children;
      if (/^[a-z][a-z0-9-]*$/.test(jsx.name)) return [element(jsx.name, jsxProps(jsx, file), children, false)];
      if (!known.has(jsx.name)) {
        throw new ContentTreeError(
          `${where(file, jsx)}: unknown component <${jsx.name}>; docs can use ${contentComponents.join(", ")}`,
        );
      }
      const props = jsxProps(jsx, file);
      if (jsx.name === "GuideFlow" && !(String(props?.name) in flows))
        throw new ContentTreeError(
          `${where(file, jsx)}: <GuideFlow name="${String(props?.name)}"> names no flow; the flows are ${Object.keys(flows).join(", ")} (src/lib/tryit/flows.ts)`,
        );
      return [element(jsx.name, props, children, true)];
    }
    case "mdxFlowExpression":
    case "mdxTextExpression": {
      const result = expressionValue(
        node.data?.estree,
        () => `${where(file, node)}: the expression {${textOf(node.value)}}`,
      );
      if (result.empty || result.value === undefined || result.value === null || typeof result.value === "boolean")
        return [];
      if (typeof result.value === "string" || typeof result.value === "number") return [String(result.value)];
      throw new ContentTreeError(
        `${where(file, node)}: the expression {${textOf(node.value)}} must be a string or a number`,
      );
    }
    case "mdxjsEsm":
      throw new ContentTreeError(
        `${where(file, node)}: imports and exports are not supported in docs; components are available by name (${contentComponents.join(", ")})`,
      );
    default:
      throw new ContentTreeError(`${where(file, node)}: unexpected ${node.type} node in the compiled MDX`);
  }
}

function dropTableLineBreaks(node: { type: string; tagName?: string; children?: HastLike[] }): void {
  if (!node.children) return;
  if (node.type === "element" && node.tagName && tableElements.has(node.tagName))
    node.children = node.children.filter((c) => !(c.type === "text" && "value" in c && c.value === "\n"));
  for (const child of node.children) dropTableLineBreaks(child as { type: string; children?: HastLike[] });
}

/**
 * Images are written with their site path (`/img/x.png`), as links are: the page shows them under
 * the site's path prefix (`/api-docs-v2/img/x.png`), which Gatsby adds to links but not to images.
 */
function prefixImages(node: HastLike, pathPrefix: string): void {
  const prefixed = (src: unknown) =>
    typeof src === "string" && src.startsWith("/") && !src.startsWith("//") && !src.startsWith(`${pathPrefix}/`)
      ? `${pathPrefix}${src}`
      : src;
  if (node.type === "element" && (node as Element).tagName === "img") {
    const img = node as Element;
    img.properties = { ...img.properties, src: prefixed(img.properties?.src) as string };
  }
  if ((node.type === "mdxJsxFlowElement" || node.type === "mdxJsxTextElement") && (node as JsxElement).name === "img")
    for (const attr of (node as JsxElement).attributes)
      if (attr.name === "src") attr.value = prefixed(attr.value) as string;
  for (const child of (node as { children?: HastLike[] }).children ?? []) prefixImages(child, pathPrefix);
}

/**
 * The page data for a compiled doc body: whitespace around the top-level blocks trimmed, as MDX
 * does. `file` names the source in messages; `lineOffset` is its frontmatter's line count;
 * `pathPrefix` is the site's path prefix (`/api-docs-v2`, or "" without one) for images.
 */
export function hastToContent(
  tree: Root | { type: "root"; children: unknown[] },
  file: string,
  lineOffset = 0,
  pathPrefix = "",
): ContentNode[] {
  dropTableLineBreaks(tree as { type: string; children?: HastLike[] });
  if (pathPrefix) prefixImages(tree as HastLike, pathPrefix);
  const nodes = convertAll(tree.children as HastLike[], { name: file, lineOffset });
  const blank = (n: ContentNode | undefined) => typeof n === "string" && !n.trim();
  while (blank(nodes[0])) nodes.shift();
  while (blank(nodes[nodes.length - 1])) nodes.pop();
  return nodes;
}

/**
 * Last rehype plugin of a content compile: records the tree as `file.data.meta.content` (which
 * gatsby-plugin-mdx returns as metadata), then empties it, since the JavaScript MDX would go on
 * to generate is not used.
 */
export function rehypeContentTree(options: { lineOffset?: number; pathPrefix?: string } = {}) {
  return (tree: Root, file: { path?: string; cwd?: string; data: Record<string, unknown> }) => {
    const name = file.path ? file.path.replace(`${file.cwd ?? process.cwd()}/`, "") : "MDX";
    const meta = (file.data.meta ?? {}) as Record<string, unknown>;
    file.data.meta = {
      ...meta,
      content: hastToContent(tree, name, options.lineOffset ?? 0, options.pathPrefix ?? ""),
    };
    tree.children = [];
  };
}
