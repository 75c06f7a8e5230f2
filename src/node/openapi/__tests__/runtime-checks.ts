import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { Parser } from "acorn";
import { simple } from "acorn-walk";
import type { Node as AcornNode } from "acorn";

/**
 * Holds code to the oldest runtime it declares (sampleRuntimes) where the machine has a newer
 * one: a program that parses and runs on today's toolchain may still fail on the version its
 * opening comment promises. Each check names the program, the line and the construct.
 */

const exec = promisify(execFile);

export interface SourceFile {
  /** Who it is, for messages: `pgCreateOrder (Python)`, `content/guide/authentication.mdx:309`. */
  label: string;
  code: string;
}

export interface RuntimeIssue {
  label: string;
  line: number;
  message: string;
}

/**
 * Python: parsed with Python's own grammar of the declared version (`ast.parse(feature_version=)`),
 * and annotations evaluated when a function or class is defined may not use `X | Y` (3.10) or
 * `list[str]` (3.9) unless the file starts with `from __future__ import annotations`.
 */
export async function checkPython(files: SourceFile[], version: string): Promise<RuntimeIssue[]> {
  const script = path.join(__dirname, "python-version-check.py");
  const child = exec("python3", [script, version], { maxBuffer: 16 * 1024 * 1024 });
  child.child.stdin?.end(JSON.stringify(files));
  const { stdout } = await child;
  return JSON.parse(stdout) as RuntimeIssue[];
}

/** Globals and methods that arrived after a Node.js release, with the release. */
const newerNodeApis: { pattern: RegExp; since: number; what: string }[] = [
  { pattern: /\b(Object|Map)\.groupBy\(/, since: 21, what: "groupBy" },
  { pattern: /\.(toSorted|toReversed|toSpliced)\(/, since: 20, what: "change-array-by-copy methods" },
  { pattern: /\.(isWellFormed|toWellFormed)\(/, since: 20, what: "well-formed string methods" },
  { pattern: /\bArray\.fromAsync\(/, since: 22, what: "Array.fromAsync" },
  { pattern: /\bPromise\.withResolvers\(/, since: 22, what: "Promise.withResolvers" },
  { pattern: /\bimport\.meta\.(dirname|filename)\b/, since: 21, what: "import.meta.dirname/filename" },
  { pattern: /\bprocess\.loadEnvFile\(/, since: 21, what: "process.loadEnvFile" },
  { pattern: /\bcrypto\.hash\(/, since: 21, what: "crypto.hash" },
  { pattern: /\.(union|intersection|symmetricDifference|isSubsetOf)\(/, since: 22, what: "Set methods" },
];
/** Globals Node.js 18 does not have without a flag (`crypto` is imported from node:crypto instead). */
const newerNodeGlobals: Record<string, number> = {
  crypto: 19,
  CustomEvent: 19,
  File: 20,
  navigator: 21,
  WebSocket: 22,
};
/** The ECMAScript edition each Node.js release parses in full. */
const nodeEcmaVersion = (major: number) => (major >= 22 ? 2024 : major >= 20 ? 2023 : 2022);

/**
 * Node.js: parsed as a module with the ECMAScript edition of the declared release (acorn), then
 * searched for globals and library methods that came later.
 */
export function checkNode(files: SourceFile[], version: string): RuntimeIssue[] {
  const major = Number(version.split(".")[0]);
  const issues: RuntimeIssue[] = [];
  for (const file of files) {
    let tree: AcornNode;
    try {
      tree = Parser.parse(file.code, {
        ecmaVersion: nodeEcmaVersion(major),
        sourceType: /^\s*(import|export)\s/m.test(file.code) || /\bawait\b/.test(file.code) ? "module" : "script",
        allowHashBang: true,
        locations: true,
      });
    } catch (error) {
      const e = error as { loc?: { line: number }; message: string };
      issues.push({ label: file.label, line: e.loc?.line ?? 0, message: `not Node.js ${version}: ${e.message}` });
      continue;
    }
    file.code.split("\n").forEach((text, i) => {
      for (const api of newerNodeApis)
        if (api.since > major && api.pattern.test(text))
          issues.push({ label: file.label, line: i + 1, message: `${api.what} needs Node.js ${api.since}` });
    });
    // A global used without a declaration of that name anywhere in the file.
    const declared = new Set<string>();
    const used: { name: string; line: number }[] = [];
    simple(tree, {
      VariableDeclarator: (n) => n.id.type === "Identifier" && declared.add(n.id.name),
      ImportSpecifier: (n) => declared.add(n.local.name),
      ImportDefaultSpecifier: (n) => declared.add(n.local.name),
      ImportNamespaceSpecifier: (n) => declared.add(n.local.name),
      Function: (n) => n.params.forEach((p) => p.type === "Identifier" && declared.add(p.name)),
      Identifier: (n) => used.push({ name: n.name, line: n.loc?.start.line ?? 0 }),
    });
    for (const u of used)
      if ((newerNodeGlobals[u.name] ?? 0) > major && !declared.has(u.name))
        issues.push({
          label: file.label,
          line: u.line,
          message: `the global ${u.name} needs Node.js ${newerNodeGlobals[u.name]}`,
        });
  }
  return issues;
}

/**
 * PHP: `php -l`, then PHP's own tokenizer looks for syntax and functions newer than the declared
 * version (enums, readonly, first-class callables, `never`, 0o literals, 8.1+ functions).
 */
export async function checkPhp(files: SourceFile[], version: string): Promise<RuntimeIssue[]> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "php-version-"));
  try {
    const issues: RuntimeIssue[] = [];
    const written = files.map((f, i) => {
      const file = path.join(dir, `${i}.php`);
      fs.writeFileSync(file, /^\s*<\?php/.test(f.code) ? f.code : `<?php\n${f.code}`);
      return file;
    });
    for (const [i, file] of written.entries()) {
      try {
        await exec("php", ["-l", file]);
      } catch (error) {
        const out = (error as { stdout?: string }).stdout ?? String(error);
        const line = /on line (\d+)/.exec(out)?.[1];
        issues.push({ label: files[i].label, line: Number(line ?? 0), message: `php -l: ${out.trim()}` });
      }
    }
    const script = path.join(__dirname, "php-version-check.php");
    const { stdout } = await exec("php", [script, version, ...written], { maxBuffer: 16 * 1024 * 1024 });
    for (const found of JSON.parse(stdout) as { file: number; line: number; message: string }[])
      issues.push({ label: files[found.file].label, line: found.line, message: found.message });
    return issues;
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
