import { envNames, envPrefix, followUpEnvName, followUpFields } from "../../lib/samples";
import type { CodeBlock } from "../markdown";

/**
 * The environment variables code in the docs may read: one set, the SAKU_* names of the code
 * samples (src/lib/samples/core.ts: envNames and the follow-up fields), plus `PORT`,
 * `NOTIFY_URL` and `TEST_PRIVATE_KEY` of the notification samples. The content lint flags any
 * other variable a code block reads from the environment (docs/samples.md), so a guide
 * cannot drift back to `$CLIENT_ID` or `PRIVATE_KEY_PEM`.
 */

export function allowedEnvNames(productSlug: string): Set<string> {
  const prefix = envPrefix(productSlug);
  return new Set([
    ...Object.values(envNames(productSlug)),
    ...Object.keys(followUpFields).map((f) => followUpEnvName(prefix, f)),
    "PORT",
    "NOTIFY_URL",
    "TEST_PRIVATE_KEY",
  ]);
}

/** Variables the shell itself sets. */
const shellVariables = new Set([
  "HOME",
  "PATH",
  "PWD",
  "RANDOM",
  "SECONDS",
  "EPOCHSECONDS",
  "IFS",
  "UID",
  "BASH_SOURCE",
  "OSTYPE",
  "TMPDIR",
]);

/**
 * The shell code as the shell expands it: no comments, no single-quoted strings (outside double
 * quotes; inside `"$(…)"` they quote again), no quoted heredocs.
 */
function expandedShell(code: string): string {
  const text = code.replace(/<<-?\s*'(\w+)'[^\n]*\n[\s\S]*?\n\s*\1\s*(\n|$)/g, "\n");
  let out = "";
  // Open contexts: a double-quoted string, or a command substitution (with its open parentheses).
  const stack: { kind: "dq" | "cmd"; depth: number }[] = [];
  const top = () => stack[stack.length - 1];
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    const inDouble = top()?.kind === "dq";
    if (c === "\\") {
      out += text.slice(i, i + 2);
      i++;
    } else if (c === "$" && text[i + 1] === "(") {
      stack.push({ kind: "cmd", depth: 0 });
      out += "$(";
      i++;
    } else if (c === '"') {
      if (inDouble) stack.pop();
      else stack.push({ kind: "dq", depth: 0 });
      out += c;
    } else if (!inDouble && c === "'") {
      const close = text.indexOf("'", i + 1);
      i = close < 0 ? text.length : close;
    } else if (!inDouble && c === "#" && (i === 0 || /[\s;]/.test(text[i - 1]))) {
      const eol = text.indexOf("\n", i);
      i = eol < 0 ? text.length : eol - 1;
    } else {
      const t = top();
      if (t?.kind === "cmd" && c === "(") t.depth++;
      else if (t?.kind === "cmd" && c === ")") {
        if (t.depth === 0) stack.pop();
        else t.depth--;
      }
      out += c;
    }
  }
  return out;
}

/** Upper-case variables a shell block reads and the ones it assigns. */
export function shellVariableUse(code: string): { reads: Set<string>; assigns: Set<string> } {
  const text = expandedShell(code);
  const reads = new Set([...text.matchAll(/\$\{?([A-Z_][A-Z0-9_]*)/g)].map((m) => m[1]));
  const assigns = new Set([
    ...[...text.matchAll(/(?:^|[\s;(&|])(?:export\s+|local\s+|readonly\s+)?([A-Z_][A-Z0-9_]*)\+?=/gm)].map((m) => m[1]),
    ...[...text.matchAll(/\bread\s+(?:-\w+\s+)*([A-Z_][A-Z0-9_ ]*)/g)].flatMap((m) => m[1].trim().split(/\s+/)),
    ...[...text.matchAll(/\bfor\s+([A-Z_][A-Z0-9_]*)\s+in\b/g)].map((m) => m[1]),
  ]);
  return { reads, assigns };
}

const isShell = (lang: string) => ["bash", "sh", "shell", "zsh"].includes(lang);

/** Environment variables a block of another language reads (`process.env.X`, `os.getenv("X")`, …). */
export function envReads(code: string): string[] {
  const patterns = [
    /process\.env\.([A-Za-z_][A-Za-z0-9_]*)/g,
    /process\.env\[\s*["'`]([^"'`]+)["'`]\s*\]/g,
    /os\.environ(?:\.get)?[[(]\s*["']([^"']+)["']/g,
    /os\.getenv\(\s*["']([^"']+)["']/g,
    /os\.Getenv\(\s*"([^"]+)"/g,
    /System\.getenv\(\s*"([^"]+)"/g,
    /\bgetenv\(\s*["']([^"']+)["']/g,
    /\$_ENV\[\s*["']([^"']+)["']/g,
  ];
  return patterns.flatMap((re) => [...code.matchAll(re)].map((m) => m[1]));
}

export interface EnvNameFinding {
  line: number;
  message: string;
}

/** A name that holds a setting (client id, key, token, secret, URL, merchant, channel, environment). */
const settingLike = /CLIENT|KEY|TOKEN|SECRET|URL|MERCHANT|CHANNEL|(^|_)ENV(_|$)/;

/**
 * Environment variables outside the allowed set in a page's code blocks.
 *
 * Other languages: every variable read from the environment must be allowed. Shell code: an
 * upper-case variable no shell block of the page assigns is read from the environment (a block
 * may continue the one before it, so the page's assignments count). A setting (its name says
 * client, key, token, URL, …) must be allowed; another value the reader sets by hand (the
 * `NOTIFY_SIGNATURE` of a received notification) must be explained in a comment of the block.
 */
export function lintEnvNames(blocks: CodeBlock[], productSlug: string): EnvNameFinding[] {
  const allowed = allowedEnvNames(productSlug);
  const prefix = envPrefix(productSlug);
  const pageAssigns = new Set(
    blocks.filter((b) => isShell(b.lang)).flatMap((b) => [...shellVariableUse(b.code).assigns]),
  );
  const findings: EnvNameFinding[] = [];
  const where = (b: CodeBlock) => `the code block${b.title ? ` "${b.title}"` : ""}`;
  for (const b of blocks) {
    const shell = isShell(b.lang);
    const names = shell
      ? [...shellVariableUse(b.code).reads].filter((n) => !pageAssigns.has(n) && !shellVariables.has(n))
      : envReads(b.code);
    const comments = shell
      ? b.code
          .split("\n")
          .filter((l) => /^\s*#/.test(l))
          .join("\n")
      : "";
    // `export CHANNEL_ID=…` sets a setting for the next programs: it too must be one of the set.
    if (shell)
      for (const m of expandedShell(b.code).matchAll(/\bexport\s+([A-Z_][A-Z0-9_]*)=/g))
        if (!allowed.has(m[1]) && (m[1].startsWith(`${prefix}_`) || settingLike.test(m[1]))) names.push(m[1]);
    for (const name of new Set(names)) {
      if (allowed.has(name)) continue;
      const setting = name.startsWith(`${prefix}_`) || settingLike.test(name) || !shell;
      if (setting) {
        const instead = allowed.has(`${prefix}_${name}`) ? `${prefix}_${name}` : `a ${prefix}_* variable`;
        findings.push({
          line: b.line,
          message: `${where(b)} reads the environment variable ${name}: use ${instead}, one of the variables every sample reads (docs/samples.md)`,
        });
      } else if (!new RegExp(`\\b${name}\\b`).test(comments))
        findings.push({
          line: b.line,
          message: `${where(b)} reads ${name}, which no block of the page sets: set it in the block, or say in a comment what the reader sets it to`,
        });
    }
  }
  return findings;
}
