import { execFile, spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { sampleRuntimes } from "../../lib/samples";

/**
 * Runs code samples as a reader would: each with its real toolchain (bash + curl + openssl, node,
 * python3, go, javac/java, php), pointed at a server by environment variables. Java files are
 * compiled in one javac call and Go programs in one `go build` (its build cache kept between
 * runs), so the cost is mostly the programs themselves; they run a few at a time.
 */

const exec = promisify(execFile);

export type Toolchain = "curl" | "node" | "python" | "go" | "java" | "php";

export interface Program {
  /** Who it is, for messages: `pgCreateOrder (Go)`. */
  label: string;
  language: Toolchain;
  /** File name as published (`create_order.go`, `CreateOrder.java`). */
  title: string;
  code: string;
}

export interface RunResult {
  program: Program;
  exitCode: number | null;
  stdout: string;
  stderr: string;
}

export interface PreparedProgram {
  program: Program;
  /** The command that runs it (after compiling). */
  command: string;
  args: string[];
}

/** Writes the programs into `dir` and compiles what needs compiling; throws naming a program that does not compile. */
export async function preparePrograms(dir: string, programs: Program[]): Promise<PreparedProgram[]> {
  fs.mkdirSync(dir, { recursive: true });
  const prepared: PreparedProgram[] = [];
  const java: string[] = [];
  const goDirs: string[] = [];
  const used = new Set<string>();
  for (const program of programs) {
    if (used.has(`${program.language}/${program.title}`))
      throw new Error(`${program.label}: another program has the file name ${program.title}`);
    used.add(`${program.language}/${program.title}`);
    if (program.language === "go") {
      // One package per program in one module: `go build -o bin/ ./...` builds them all.
      const stem = program.title.replace(/\.go$/, "");
      const sub = path.join(dir, "go", stem);
      fs.mkdirSync(sub, { recursive: true });
      fs.writeFileSync(path.join(sub, "main.go"), program.code);
      goDirs.push(stem);
      prepared.push({ program, command: path.join(dir, "go", "bin", stem), args: [] });
      continue;
    }
    const sub = path.join(dir, program.language);
    fs.mkdirSync(sub, { recursive: true });
    const file = path.join(sub, program.title);
    // Executable, so a program can run a helper beside it as a reader would (`./call.sh`).
    fs.writeFileSync(file, program.code, { mode: 0o755 });
    if (program.language === "java") {
      java.push(file);
      prepared.push({
        program,
        command: "java",
        // Client-VM-like start-up: the samples run for a second, so JIT tiers beyond C1 only cost time.
        args: [
          "-XX:TieredStopAtLevel=1",
          "-XX:+UseSerialGC",
          "-Xshare:auto",
          "-cp",
          path.join(dir, "java", "classes"),
          program.title.replace(/\.java$/, ""),
        ],
      });
    } else {
      const command = { curl: "bash", node: "node", python: "python3", php: "php" }[program.language];
      prepared.push({ program, command, args: [file] });
    }
  }
  const compile = async (label: string, command: string, args: string[], cwd: string, env?: NodeJS.ProcessEnv) => {
    try {
      await exec(command, args, { cwd, env, maxBuffer: 16 * 1024 * 1024 });
    } catch (error) {
      const e = error as { stderr?: string; message: string };
      throw new Error(`${label} do not compile:\n${e.stderr ?? e.message}`);
    }
  };
  await Promise.all([
    java.length
      ? compile(
          "The Java samples",
          "javac",
          // The declared Java's language and library: an API added later does not compile.
          ["--release", sampleRuntimes.java.version, "-d", path.join(dir, "java", "classes"), ...java],
          dir,
        )
      : Promise.resolve(),
    goDirs.length
      ? (async () => {
          fs.writeFileSync(path.join(dir, "go", "go.mod"), `module samples\n\ngo ${sampleRuntimes.go.version}\n`);
          await compile(
            "The Go samples",
            "go",
            ["build", "-o", path.join(dir, "go", "bin") + path.sep, ...goDirs.map((d) => `./${d}`)],
            path.join(dir, "go"),
            // No network: the samples use the standard library only.
            { ...process.env, GOFLAGS: "-mod=mod", GOPROXY: "off", GO111MODULE: "on" },
          );
        })()
      : Promise.resolve(),
  ]);
  return prepared;
}

/** Runs a prepared program to its end (at most `timeoutMs`). */
export function runProgram(
  prepared: PreparedProgram,
  env: Record<string, string>,
  cwd: string,
  timeoutMs = 60_000,
): Promise<RunResult> {
  return new Promise((resolve) => {
    const child = spawn(prepared.command, prepared.args, {
      cwd,
      env: { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? os.tmpdir(), ...env },
    });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (c: Buffer) => (stdout += c.toString()));
    child.stderr.on("data", (c: Buffer) => (stderr += c.toString()));
    const timer = setTimeout(() => {
      stderr += `\n(killed after ${timeoutMs} ms)`;
      child.kill("SIGKILL");
    }, timeoutMs);
    child.on("error", (error) => {
      stderr += String(error);
    });
    child.on("close", (exitCode) => {
      clearTimeout(timer);
      resolve({ program: prepared.program, exitCode, stdout, stderr });
    });
  });
}

/** Starts a long-running program (a notification handler); `stop()` ends it. */
export function startProgram(
  prepared: PreparedProgram,
  env: Record<string, string>,
  cwd: string,
): { child: ChildProcess; output: () => string; stop: () => void } {
  const child = spawn(prepared.command, prepared.args, {
    cwd,
    env: { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? os.tmpdir(), ...env },
  });
  let output = "";
  child.stdout?.on("data", (c: Buffer) => (output += c.toString()));
  child.stderr?.on("data", (c: Buffer) => (output += c.toString()));
  return { child, output: () => output, stop: () => void child.kill("SIGKILL") };
}

/** Runs `task` over `items`, at most `limit` at once, keeping the order of results. */
export async function mapLimit<T, R>(items: T[], limit: number, task: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      results[i] = await task(items[i]);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

/** A port free on 127.0.0.1 now (for a handler that takes its port from PORT). */
export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Waits until something listens on the port (a handler has started). */
export async function waitForPort(port: number, timeoutMs = 30_000): Promise<void> {
  const started = Date.now();
  for (;;) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, "127.0.0.1");
      socket.once("connect", () => (socket.end(), resolve(true)));
      socket.once("error", () => resolve(false));
    });
    if (open) return;
    if (Date.now() - started > timeoutMs) throw new Error(`nothing listens on port ${port} after ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 100));
  }
}
