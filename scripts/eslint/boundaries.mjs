// Module boundaries that `npm run lint` keeps (a local ESLint plugin, eslint.config.mjs):
// - `boundaries/no-cycle`: no import cycle among the project's modules, type-only and dynamic
//   imports included (eslint-plugin-import-x's no-cycle skips type imports). The whole graph is
//   read once per lint run from the source folders named in the rule's options.
// - `boundaries/layers`: a file matching `from` may not import a module matching `disallow` (UI
//   code never imports build-time code).
// - `boundaries/front-doors`: a domain is a folder directly under one of the `parents` named in
//   the rule's options (src/lib/search, src/node/openapi, src/components/TryIt…). Code outside a
//   domain imports only its front doors: `index.ts(x)`, `types.ts` (the types it shares),
//   `lazy.ts(x)` (what loads on interaction: the browser reaches it by `import()`, or from a chunk
//   that is itself loaded so) and `node.ts` (what only Node code takes, kept out of a front door
//   pages import). Inside a domain imports are free.
import fs from "node:fs";
import path from "node:path";

const extensions = [".ts", ".tsx", ".mts", ".mjs", ".js"];
const specifierPattern =
  /(?:^|[\s;])(?:import|export)\s+(?:type\s+)?(?:[\w*{}\s,$]+?\s+from\s+)?["']([^"']+)["']|\bimport\(\s*(?:\/\*[^*]*\*\/\s*)?["']([^"']+)["']\s*\)/g;

/** The file a relative specifier names (extension or /index omitted), or null for packages and misses. */
export function resolveSpecifier(from, specifier) {
  if (!specifier.startsWith(".")) return null;
  const base = path.resolve(path.dirname(from), specifier);
  const candidates = [
    base,
    ...extensions.map((e) => base + e),
    ...extensions.map((e) => path.join(base, `index${e}`)),
    base.replace(/\.js$/, ".ts"),
  ];
  return candidates.find((c) => fs.existsSync(c) && fs.statSync(c).isFile()) ?? null;
}

/** The relative imports of a source text (static, type-only, re-exports and dynamic). */
export function importSpecifiers(text) {
  const stripped = text
    .replace(/\/\*[\s\S]*?\*\//g, (c) => (c.includes("webpackChunkName") ? c : ""))
    .replace(/^\s*\/\/.*$/gm, "");
  return [...stripped.matchAll(specifierPattern)].map((m) => m[1] ?? m[2]);
}

const isSource = (name) =>
  extensions.some((e) => name.endsWith(e)) && !name.endsWith(".d.ts") && !name.endsWith(".d.mts");

function sourceFiles(dir, out = []) {
  if (!fs.existsSync(dir)) return out;
  if (fs.statSync(dir).isFile()) return isSource(dir) ? [...out, dir] : out;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === "node_modules" || entry.name.startsWith(".")) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) sourceFiles(full, out);
    else if (isSource(entry.name)) out.push(full);
  }
  return out;
}

/** Every module that is part of an import cycle, with the cycle's members (Tarjan's algorithm). */
export function cyclesOf(graph) {
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const member = new Map();
  let next = 0;
  const visit = (v) => {
    index.set(v, next);
    low.set(v, next++);
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!graph.has(w)) continue;
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v), low.get(w)));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v), index.get(w)));
    }
    if (low.get(v) !== index.get(v)) return;
    const component = [];
    let w;
    do {
      w = stack.pop();
      onStack.delete(w);
      component.push(w);
    } while (w !== v);
    if (component.length > 1) for (const m of component) member.set(m, new Set(component));
  };
  for (const v of graph.keys()) if (!index.has(v)) visit(v);
  return member;
}

const graphs = new Map();
/** The import graph of the files under `roots` (relative to `cwd`), read once per lint run. */
function graphOf(cwd, roots) {
  const key = `${cwd}\0${roots.join("\0")}`;
  if (!graphs.has(key)) {
    const graph = new Map();
    for (const file of roots.flatMap((r) => sourceFiles(path.resolve(cwd, r)))) {
      const targets = importSpecifiers(fs.readFileSync(file, "utf8"))
        .map((s) => resolveSpecifier(file, s))
        .filter(Boolean);
      graph.set(file, targets);
    }
    graphs.set(key, { graph, cycles: cyclesOf(graph) });
  }
  return graphs.get(key);
}

/** A path from `from` back to `to` inside one cycle, for the message. */
function cyclePath(graph, members, from, to) {
  const previous = new Map([[from, null]]);
  const queue = [from];
  while (queue.length) {
    const v = queue.shift();
    if (v === to) break;
    for (const w of graph.get(v) ?? [])
      if (members.has(w) && !previous.has(w)) {
        previous.set(w, v);
        queue.push(w);
      }
  }
  const out = [];
  for (let v = to; v; v = previous.get(v)) out.unshift(v);
  return out;
}

/** Calls `check(node, specifier)` for every import, re-export and dynamic import of a file. */
const importVisitors = (check) => ({
  ImportDeclaration: (node) => check(node, node.source.value),
  ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
  ExportAllDeclaration: (node) => check(node, node.source.value),
  ImportExpression: (node) => node.source.type === "Literal" && check(node, node.source.value),
});

const noCycle = {
  meta: {
    type: "problem",
    docs: { description: "No import cycle, type-only and dynamic imports included" },
    schema: [{ type: "object", properties: { roots: { type: "array", items: { type: "string" } } } }],
    messages: { cycle: "Import cycle: {{path}}. Move what both sides share into a module of its own (e.g. types.ts)." },
  },
  create(context) {
    const file = context.filename;
    const { graph, cycles } = graphOf(context.cwd, context.options[0]?.roots ?? ["src"]);
    const members = cycles.get(file);
    if (!members) return {};
    const rel = (p) => path.relative(context.cwd, p);
    return importVisitors((node, specifier) => {
      const target = typeof specifier === "string" ? resolveSpecifier(file, specifier) : null;
      if (!target || !members.has(target)) return;
      const loop = [file, ...cyclePath(graph, members, target, file)];
      context.report({ node, messageId: "cycle", data: { path: loop.map(rel).join(" → ") } });
    });
  },
};

const layers = {
  meta: {
    type: "problem",
    docs: { description: "Files of one layer never import modules of another" },
    schema: [
      {
        type: "array",
        items: {
          type: "object",
          properties: { from: { type: "string" }, disallow: { type: "string" }, message: { type: "string" } },
          required: ["from", "disallow", "message"],
        },
      },
    ],
    messages: { layer: "{{file}} may not import {{target}}: {{message}}" },
  },
  create(context) {
    const file = context.filename;
    const rel = (p) => path.relative(context.cwd, p).split(path.sep).join("/");
    const rules = (context.options[0] ?? []).filter((r) => new RegExp(r.from).test(rel(file)));
    if (rules.length === 0) return {};
    return importVisitors((node, specifier) => {
      const target = typeof specifier === "string" ? resolveSpecifier(file, specifier) : null;
      if (!target) return;
      for (const rule of rules)
        if (new RegExp(rule.disallow).test(rel(target)))
          context.report({
            node,
            messageId: "layer",
            data: { file: rel(file), target: rel(target), message: rule.message },
          });
    });
  },
};

/**
 * The domain folder a file belongs to (`src/lib/search`), or null for a loose file. The first
 * parent that holds the file decides, so a nested parent (src/components/mdx) goes before its own.
 */
export function domainOf(relPath, parents) {
  for (const parent of parents) {
    const prefix = `${parent.replace(/\/$/, "")}/`;
    if (!relPath.startsWith(prefix)) continue;
    const rest = relPath.slice(prefix.length).split("/");
    // A parent's own __tests__ folder (shared test helpers) is no domain.
    return rest.length > 1 && rest[0] !== "__tests__" ? prefix + rest[0] : null;
  }
  return null;
}

const frontDoors = {
  meta: {
    type: "problem",
    docs: { description: "Code outside a domain imports only its front doors: index, types, lazy or node entry" },
    schema: [
      {
        type: "object",
        properties: { parents: { type: "array", items: { type: "string" } } },
        required: ["parents"],
      },
    ],
    messages: {
      deep: "{{target}} is inside {{domain}}: import its front door ({{domain}}/index), its types.ts, lazy.ts or node.ts.",
    },
  },
  create(context) {
    const file = context.filename;
    const rel = (p) => path.relative(context.cwd, p).split(path.sep).join("/");
    const { parents } = context.options[0];
    const own = domainOf(rel(file), parents);
    return importVisitors((node, specifier) => {
      const target = typeof specifier === "string" ? resolveSpecifier(file, specifier) : null;
      // Stylesheets are not code: a preview may lay out a page with the page's own classes.
      if (!target || !isSource(target)) return;
      const domain = domainOf(rel(target), parents);
      if (!domain || domain === own) return;
      // Tests may share another domain's test helpers.
      const isTest = /(^|\/)(__tests__|e2e)\//.test(rel(file));
      if (isTest && rel(target).includes("/__tests__/")) return;
      const entry = rel(target).slice(domain.length + 1);
      if (/^(index\.tsx?|types\.ts|lazy\.tsx?|node\.ts)$/.test(entry)) return;
      context.report({ node, messageId: "deep", data: { target: rel(target), domain } });
    });
  },
};

export default { meta: { name: "boundaries" }, rules: { "no-cycle": noCycle, layers, "front-doors": frontDoors } };
