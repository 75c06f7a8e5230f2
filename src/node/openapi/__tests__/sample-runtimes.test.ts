import fs from "node:fs";
import path from "node:path";
import { codeText } from "../../../lib/openapi";
import { replaceProductTokens } from "../../../lib/routes";
import { runtimeLine, sampleRuntimes, type SampleRuntime } from "../../../lib/samples";
import { extractCodeBlocks } from "../../markdown";
import { siteConfig, publishedSamples } from "./published-samples";
import { checkNode, checkPhp, checkPython, type RuntimeIssue, type SourceFile } from "./runtime-checks";

/**
 * Samples and guide code run on the oldest runtime they declare (sampleRuntimes), which the
 * Libraries page states. Go and Java compile with that version in the sample runs (go.mod's `go`
 * line, `javac --release`); Python, Node.js and PHP are newer on this machine, so their code is
 * held to the declared version's grammar and library here.
 */

vi.setConfig({ testTimeout: 60_000 });

const guideDir = path.resolve("content/guide");
const mdxFiles = (dir: string): string[] =>
  fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((e) =>
      e.isDirectory() ? mdxFiles(path.join(dir, e.name)) : e.name.endsWith(".mdx") ? [path.join(dir, e.name)] : [],
    );
const guideBlocks = mdxFiles(guideDir).flatMap((file) =>
  extractCodeBlocks(replaceProductTokens(fs.readFileSync(file, "utf8"), siteConfig.product)).map((b) => ({
    ...b,
    label: `${path.relative(process.cwd(), file)}:${b.line}`,
  })),
);

/** Every published sample and guide block of a language. */
function sources(runtime: SampleRuntime, fences: string[]): SourceFile[] {
  const samples = publishedSamples.flatMap((o) =>
    o.samples
      .filter((s) => s.value === runtime)
      .map((s) => ({ label: `${o.operationId} (${s.label})`, code: codeText(s) })),
  );
  const guides = guideBlocks.filter((b) => fences.includes(b.lang)).map((b) => ({ label: b.label, code: b.code }));
  return [...samples, ...guides];
}

const report = (issues: RuntimeIssue[]) => issues.map((i) => `${i.label} line ${i.line}: ${i.message}`);

describe("samples and guide code on the oldest runtime they declare", () => {
  it("the Libraries page states each language's version", () => {
    const page = fs.readFileSync(path.join(guideDir, "getting-started/libraries.mdx"), "utf8");
    for (const runtime of Object.keys(sampleRuntimes) as SampleRuntime[]) {
      const { name, version } = sampleRuntimes[runtime];
      expect(page, runtimeLine(runtime)).toMatch(new RegExp(`\\| ${name} \\| ${version.replace(".", "\\.")} \\|`));
    }
  });

  it("Python: the declared version's grammar, no annotation it cannot evaluate", async () => {
    const files = sources("python", ["python", "py"]);
    expect(files.length).toBeGreaterThan(40);
    expect(report(await checkPython(files, sampleRuntimes.python.version))).toEqual([]);
  });

  it("Node.js: the declared release's ECMAScript, globals and methods", () => {
    const files = sources("node", ["js", "javascript", "mjs"]);
    expect(files.length).toBeGreaterThan(40);
    expect(report(checkNode(files, sampleRuntimes.node.version))).toEqual([]);
  });

  it("PHP: php -l, no syntax or function newer than the declared version", async () => {
    const files = sources("php", ["php"]);
    expect(files.length).toBeGreaterThan(40);
    expect(report(await checkPhp(files, sampleRuntimes.php.version))).toEqual([]);
  });
});

describe("the runtime checks themselves", () => {
  it("Python: refuses `str | None` and `list[str]` evaluated at definition time, and 3.10 syntax", async () => {
    const issues = await checkPython(
      [
        { label: "union", code: "def f(x: str | None = None) -> list[str]:\n    return []\n" },
        { label: "class", code: "class A:\n    x: dict[str, int] = {}\n" },
        {
          label: "future",
          code: "from __future__ import annotations\n\ndef f(x: str | None) -> list[str]:\n    return []\n",
        },
        { label: "local", code: "def f():\n    y: list[str] = []\n    return y\n" },
        { label: "match", code: "match 1:\n    case 1:\n        pass\n" },
      ],
      "3.8",
    );
    expect(issues.map((i) => i.label)).toEqual(["union", "union", "class", "match"]);
  });

  it("Node.js: refuses later syntax, methods and globals", () => {
    const issues = checkNode(
      [
        { label: "groupBy", code: "const g = Object.groupBy([1], (x) => x);\n" },
        { label: "global crypto", code: "console.log(crypto.randomUUID());\n" },
        { label: "imported crypto", code: 'import crypto from "node:crypto";\nconsole.log(crypto.randomUUID());\n' },
        { label: "decorator", code: "@dec class A {}\n" },
      ],
      "18",
    );
    expect(issues.map((i) => i.label)).toEqual(["groupBy", "global crypto", "decorator"]);
  });

  it("PHP: refuses enums, readonly, first-class callables and later functions", async () => {
    const issues = await checkPhp(
      [
        { label: "enum", code: "<?php\nenum Suit { case Hearts; }\n" },
        { label: "readonly", code: "<?php\nclass A { public function __construct(public readonly int $x) {} }\n" },
        { label: "callable", code: "<?php\n$f = strlen(...);\n" },
        { label: "function", code: "<?php\nvar_dump(array_is_list([1]));\n" },
        { label: "syntax", code: "<?php\n$x = ;\n" },
        { label: "plain", code: "<?php\necho json_encode(['a' => 1]);\n" },
      ],
      "8.0",
    );
    expect([...new Set(issues.map((i) => i.label))]).toEqual(["syntax", "enum", "readonly", "callable", "function"]);
  });
});
