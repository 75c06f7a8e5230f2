import { generateKeyPairSync, randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { siteConfigInput } from "../../config/site-config";
import { parseSiteConfig } from "../../config/schema";
import { sandboxScenarios } from "../../lib/mock/scenarios";
import { envNames } from "../../lib/openapi/samples";
import { replaceProductTokens } from "../../lib/routes";
import { extractCodeBlocks } from "../markdown/code-blocks";
import { startMockServer, type MockServer } from "../mock-server";
import { loadOpenApi, openApiFile } from "../openapi";
import { mockOperations } from "../openapi/mock-operations";
import { preparePrograms, runProgram, type PreparedProgram, type Program, type Toolchain } from "../samples/run";

/**
 * The guides' complete programs, marked in MDX with `runnable` in the code fence
 * (```bash title="get-access-token.sh" runnable): each runs as published, with its toolchain,
 * against the API mock, reading the same SAKU_* variables as the API pages' samples. It passes
 * when it exits with 0 and every call it made was answered with success. Titled blocks of the
 * same page and interpreted language are written beside it, so a program may load a helper
 * block (`require("./sign-access-token")`).
 */

vi.setConfig({ testTimeout: 120_000, hookTimeout: 300_000 });

const config = parseSiteConfig(siteConfigInput);
const env = envNames(config.product.slug);
const guideDir = path.resolve("content/guide");
const toolchains: Record<string, Toolchain> = {
  bash: "curl",
  sh: "curl",
  js: "node",
  javascript: "node",
  mjs: "node",
  python: "python",
  py: "python",
  go: "go",
  java: "java",
  php: "php",
};

function mdxFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((e) =>
      e.isDirectory() ? mdxFiles(path.join(dir, e.name)) : e.name.endsWith(".mdx") ? [path.join(dir, e.name)] : [],
    );
}

interface GuideProgram {
  page: string;
  line: number;
  program: Program;
  /** Titled blocks of the same page and language, written beside it. */
  siblings: Program[];
}

const found: GuideProgram[] = mdxFiles(guideDir).flatMap((file) => {
  const page = path.relative(process.cwd(), file);
  const blocks = extractCodeBlocks(replaceProductTokens(fs.readFileSync(file, "utf8"), config.product));
  return blocks
    .filter((b) => b.runnable)
    .map((b) => {
      const language = toolchains[b.lang];
      if (!language)
        throw new Error(
          `${page}:${b.line}: a runnable block needs a language the tests run (${Object.keys(toolchains).join(", ")}), not "${b.lang}"`,
        );
      if (!b.title) throw new Error(`${page}:${b.line}: a runnable block needs title="<file name>"`);
      const label = `${page}:${b.line} ${b.title}`;
      const siblings =
        language === "go" || language === "java"
          ? []
          : blocks
              .filter((o) => o !== b && o.title && toolchains[o.lang] === language && /\.\w+$/.test(o.title))
              .map((o) => ({
                label: `${page}:${o.line} ${o.title}`,
                language,
                title: o.title as string,
                code: o.code,
              }));
      return { page, line: b.line, program: { label, language, title: b.title, code: b.code }, siblings };
    });
});

const merchant = generateKeyPairSync("rsa", {
  modulusLength: 2048,
  privateKeyEncoding: { type: "pkcs8", format: "pem" },
  publicKeyEncoding: { type: "spki", format: "pem" },
});
const customerToken = randomBytes(16).toString("hex");
const clientIds = found.map((_, i) => `20250315${String(i + 1).padStart(8, "0")}`);

let dir: string;
let mock: MockServer;
let prepared: PreparedProgram[];

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "guide-programs-"));
  const api = loadOpenApi(fs.readFileSync(path.resolve(openApiFile), "utf8"), config);
  mock = await startMockServer({
    operations: mockOperations(api),
    credentials: Object.fromEntries(clientIds.map((id) => [id, { publicKeyPem: merchant.publicKey }])),
    customerTokens: [customerToken],
    scenarios: sandboxScenarios,
  });
  // Each program in a folder of its own, with its page's helper blocks beside it.
  prepared = await Promise.all(
    found.map(async (g, i) => {
      const programs = [g.program, ...g.siblings.filter((s) => s.title !== g.program.title)];
      const list = await preparePrograms(path.join(dir, String(i)), programs);
      return list[0];
    }),
  );
});

afterAll(async () => {
  await mock?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe("guide programs marked runnable", () => {
  it("the guides mark their complete programs (at least the Authentication guide's token call)", () => {
    expect(found.map((g) => g.program.title)).toContain("get-access-token.sh");
  });

  it.each(found.map((g, i) => [g.program.label, i] as const))("%s runs against the API mock", async (label, i) => {
    const p = prepared[i];
    const clientId = clientIds[i];
    const result = await runProgram(
      p,
      {
        [env.baseUrl]: mock.url,
        [env.clientId]: clientId,
        [env.privateKey]: merchant.privateKey,
        [env.customerToken]: customerToken,
      },
      path.dirname(p.args.at(-1) ?? dir),
    );
    const calls = mock.api.log.filter((e) => e.response.trace.clientId === clientId);
    const failed = calls.filter((c) => c.response.status >= 300);
    const problems = [
      ...(result.exitCode === 0 ? [] : [`exited with ${result.exitCode}`]),
      ...failed.map(
        (c) =>
          `the mock answered ${c.response.trace.operationId ?? c.request.url} with ${c.response.trace.outcome}: ${c.response.trace.checks
            .filter((k) => !k.ok)
            .map((k) => `${k.check} (${k.detail ?? ""})`)
            .join("; ")}`,
      ),
    ];
    if (problems.length)
      throw new Error(`${label}:\n- ${problems.join("\n- ")}\nstdout: ${result.stdout}\nstderr: ${result.stderr}`);
  });
});
