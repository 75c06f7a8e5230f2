import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Linter } from "eslint";
import tseslint from "typescript-eslint";
import boundaries, { cyclesOf, importSpecifiers } from "../boundaries.mjs";

/** A throwaway project: files by relative path. */
function project(files: Record<string, string>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "boundaries-"));
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), text);
  }
  return dir;
}

/** ESLint's messages for one file of the project, with the boundaries rules as eslint.config.mjs sets them. */
function lint(dir: string, file: string): string[] {
  const linter = new Linter({ cwd: dir });
  const config = [
    {
      files: ["**/*.ts", "**/*.tsx"],
      languageOptions: { parser: tseslint.parser },
      plugins: { boundaries },
      rules: {
        "boundaries/no-cycle": ["error", { roots: ["src"] }],
        "boundaries/layers": [
          "error",
          [{ from: "^src/components/", disallow: "^src/node/", message: "UI code never imports build code" }],
        ],
        "boundaries/front-doors": ["error", { parents: ["src/lib", "src/components"] }],
      },
    },
  ] as Linter.Config[];
  const full = path.join(dir, file);
  return linter.verify(fs.readFileSync(full, "utf8"), config, { filename: full }).map((m) => m.message);
}

describe("module boundaries (npm run lint)", () => {
  it("a cycle through a type-only import fails, naming the loop", () => {
    const dir = project({
      "src/lib/a.ts": 'import type { B } from "./b";\nexport interface A { b: B }\n',
      "src/lib/b.ts": 'import { helper } from "./c";\nexport interface B { n: number }\nhelper();\n',
      "src/lib/c.ts": 'import type { A } from "./a";\nexport const helper = (a?: A) => a;\n',
    });
    expect(lint(dir, "src/lib/a.ts")).toEqual([
      "Import cycle: src/lib/a.ts → src/lib/b.ts → src/lib/c.ts → src/lib/a.ts. Move what both sides share into a module of its own (e.g. types.ts).",
    ]);
    expect(lint(dir, "src/lib/c.ts")).toHaveLength(1);
  });

  it("a cycle through a dynamic import or a re-export fails too; a tree does not", () => {
    const dir = project({
      "src/x/index.ts": 'export * from "./y";\n',
      "src/x/y.ts": 'export const load = () => import("./index");\n',
      "src/tree/a.ts": 'import { b } from "./b";\nexport const a = b;\n',
      "src/tree/b.ts": "export const b = 1;\n",
    });
    expect(lint(dir, "src/x/y.ts")).toHaveLength(1);
    expect(lint(dir, "src/tree/a.ts")).toEqual([]);
  });

  it("UI code importing build-time code fails; sharing through src/lib passes", () => {
    const dir = project({
      "src/components/Page/index.tsx":
        'import type { Data } from "../../node/changelog";\nimport { shared } from "../../lib/shared";\nexport const page = (d: Data) => shared(d);\n',
      "src/node/changelog/index.ts": "export interface Data { n: number }\n",
      "src/lib/shared.ts": "export const shared = (x: unknown) => x;\n",
    });
    expect(lint(dir, "src/components/Page/index.tsx")).toEqual([
      "src/components/Page/index.tsx may not import src/node/changelog/index.ts: UI code never imports build code",
    ]);
  });

  it("outside a domain only its front doors may be imported: its index, types, lazy and node entries", () => {
    const dir = project({
      "src/lib/search/index.ts": 'export { engine } from "./engine";\n',
      "src/lib/search/types.ts": "export interface Hit { id: string }\n",
      "src/lib/search/engine.ts": 'import type { Hit } from "./types";\nexport const engine = (h: Hit) => h;\n',
      "src/lib/search/lazy.ts": 'export { engine as lazyEngine } from "./engine";\n',
      "src/lib/search/__tests__/helpers.ts": "export const fixture = 1;\n",
      "src/lib/routes.ts": "export const home = '/';\n",
      "src/components/Box/index.tsx":
        'import { engine } from "../../lib/search/node";\nimport type { Hit } from "../../lib/search/types";\nimport { home } from "../../lib/routes";\nexport const load = () => import("../../lib/search/lazy");\nexport const box = (h: Hit) => [engine(h), home];\n',
      "src/components/Deep/index.tsx":
        'import { engine } from "../../lib/search/engine";\nimport { lazyEngine } from "../../lib/search/lazy";\nexport const deep = [engine, lazyEngine, () => import("../../lib/search/engine")];\n',
      "src/components/Deep/__tests__/deep.test.ts":
        'import { fixture } from "../../../lib/search/__tests__/helpers";\nexport const f = fixture;\n',
    });
    expect(lint(dir, "src/components/Box/index.tsx")).toEqual([]);
    expect(lint(dir, "src/lib/search/engine.ts")).toEqual([]);
    expect(lint(dir, "src/components/Deep/__tests__/deep.test.ts")).toEqual([]);
    expect(lint(dir, "src/components/Deep/index.tsx")).toEqual([
      "src/lib/search/engine.ts is inside src/lib/search: import its front door (src/lib/search/index), its types.ts, lazy.ts or node.ts.",
      "src/lib/search/engine.ts is inside src/lib/search: import its front door (src/lib/search/index), its types.ts, lazy.ts or node.ts.",
    ]);
  });

  it("reads every form of import", () => {
    expect(
      importSpecifiers(
        'import a from "./a";\nimport type { B } from "./b";\nexport * from "./c";\nexport { d } from "./d";\nconst e = import(/* webpackChunkName: "e" */ "./e");\nimport "./f.css";\n// import x from "./not";\n',
      ),
    ).toEqual(["./a", "./b", "./c", "./d", "./e", "./f.css"]);
    const graph = new Map([
      ["a", ["b"]],
      ["b", ["a", "c"]],
      ["c", []],
    ]);
    expect([...cyclesOf(graph).keys()].sort()).toEqual(["a", "b"]);
  });
});
