import { generateKeyPairSync, randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { siteConfigInput } from "../../../config/site-config";
import { parseSiteConfig } from "../../../config/schema";
import { mockClient, sandboxScenarios } from "../../../lib/mock/lazy";
import { envNames, envPrefix } from "../../../lib/samples";
import { replaceProductTokens } from "../../../lib/routes";
import { allowedEnvNames, shellVariableUse } from "../../content/node";
import { extractCodeBlocks, type CodeBlock } from "../../markdown";
import { startMockServer, type MockServer } from "../mock-server";
import { loadOpenApi, mockOperations, openApiFile } from "../../openapi";
import {
  followUpEnv,
  openPages,
  preparePrograms,
  runProgram,
  valuesSeen,
  type PreparedProgram,
  type Program,
  type Toolchain,
} from "../index";

/**
 * The guides' complete programs, marked in MDX with `runnable` in the code fence
 * (```bash title="get-access-token.sh" runnable): each runs as published, with its toolchain,
 * against the API mock, reading the same SAKU_* variables as the API pages' samples.
 *
 * A page's programs run in the page's order, in one folder and as one merchant (client id), as a
 * reader following the page would: what an earlier step answered is passed to the next one in the
 * SAKU_* variables the page names (SAKU_ORIGINAL_PARTNER_REFERENCE_NO, SAKU_SESSION_ID, …,
 * src/node/samples/follow-ups.ts), and after each step the test plays the user on the sandbox
 * pages it linked to (pays the order, approves the binding). A program passes when it exits with
 * 0, at least one request it sent reached the mock with a verified signature, and every call it
 * made was answered with success. Titled blocks of the same page and interpreted language are
 * written beside it, so a program may load a helper block (`require("./sign-access-token")`,
 * `./call.sh`); a helper a page uses but does not show (`./call.sh` on the Divisions page) comes
 * from the guide that shows it.
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
    .sort((a, b) => a.name.localeCompare(b.name))
    .flatMap((e) =>
      e.isDirectory() ? mdxFiles(path.join(dir, e.name)) : e.name.endsWith(".mdx") ? [path.join(dir, e.name)] : [],
    );
}

interface Page {
  page: string;
  blocks: CodeBlock[];
}
const pages: Page[] = mdxFiles(guideDir).map((file) => ({
  page: path.relative(process.cwd(), file),
  blocks: extractCodeBlocks(replaceProductTokens(fs.readFileSync(file, "utf8"), config.product)),
}));

/** Blocks titled with a file name, by language and title, from every guide (the first one wins). */
const helpers = new Map<string, Program>();
for (const { page, blocks } of pages)
  for (const b of blocks) {
    const language = toolchains[b.lang];
    if (!language || !b.title || !/\.\w+$/.test(b.title) || helpers.has(`${language}/${b.title}`)) continue;
    helpers.set(`${language}/${b.title}`, {
      label: `${page}:${b.line} ${b.title}`,
      language,
      title: b.title,
      code: b.code,
    });
  }

/** `./call.sh`, `require("./api-client")`: the helper files a program loads. */
const invoked = (code: string) => [...code.matchAll(/\.\/([\w.-]+\.(?:sh|js|py|php))\b/g)].map((m) => m[1]);

interface GuideProgram {
  page: string;
  line: number;
  program: Program;
  /** Titled blocks of the same page and language, and the helpers it invokes from other guides. */
  siblings: Program[];
}

const programsByPage: { page: string; programs: GuideProgram[] }[] = pages
  .map(({ page, blocks }) => ({
    page,
    programs: blocks
      .filter((b) => b.runnable)
      .map((b) => {
        const language = toolchains[b.lang];
        if (!language)
          throw new Error(
            `${page}:${b.line}: a runnable block needs a language the tests run (${Object.keys(toolchains).join(", ")}), not "${b.lang}"`,
          );
        if (!b.title || !/\.\w+$/.test(b.title))
          throw new Error(`${page}:${b.line}: a runnable block needs title="<file name>"`);
        const label = `${page}:${b.line} ${b.title}`;
        if (language === "go" || language === "java")
          return { page, line: b.line, program: { label, language, title: b.title, code: b.code }, siblings: [] };
        const own = blocks
          .filter((o) => o !== b && o.title && toolchains[o.lang] === language && /\.\w+$/.test(o.title))
          .map((o) => ({ label: `${page}:${o.line} ${o.title}`, language, title: o.title as string, code: o.code }));
        // Helpers the program (or a helper it runs) invokes, from another guide when this page has none.
        const borrowed: Program[] = [];
        const queue = [b.code, ...own.map((o) => o.code)];
        for (let code = queue.shift(); code !== undefined; code = queue.shift())
          for (const name of invoked(code)) {
            if (name === b.title || own.some((o) => o.title === name) || borrowed.some((o) => o.title === name))
              continue;
            const helper = helpers.get(`${language}/${name}`);
            if (helper) {
              borrowed.push(helper);
              queue.push(helper.code);
            }
          }
        return {
          page,
          line: b.line,
          program: { label, language, title: b.title, code: b.code },
          siblings: [...own, ...borrowed],
        };
      }),
  }))
  .filter((p) => p.programs.length);
const found = programsByPage.flatMap((p) => p.programs);

const merchant = generateKeyPairSync("rsa", {
  modulusLength: 2048,
  privateKeyEncoding: { type: "pkcs8", format: "pem" },
  publicKeyEncoding: { type: "spki", format: "pem" },
});
/**
 * One merchant per guide folder (a product), its client id and a customer token of the sandbox's
 * active user: the pages of a product run one after the other, as one merchant, so a page may
 * use what an earlier one created (the Shops page puts its shop under the Divisions page's division).
 */
const folders = [...new Set(programsByPage.map((p) => path.dirname(p.page)))];
const folderMerchants = folders.map((_, i) => ({
  clientId: `20250315${String(i + 1).padStart(8, "0")}`,
  customerToken: randomBytes(16).toString("hex"),
}));
const merchants = programsByPage.map((p) => folderMerchants[folders.indexOf(path.dirname(p.page))]);

let dir: string;
let mock: MockServer;
const operations = mockOperations(loadOpenApi(fs.readFileSync(path.resolve(openApiFile), "utf8"), config));
const prepared = new Map<GuideProgram, PreparedProgram>();

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "guide-programs-"));
  mock = await startMockServer({
    operations,
    credentials: Object.fromEntries(folderMerchants.map((m) => [m.clientId, { publicKeyPem: merchant.publicKey }])),
    customerTokens: folderMerchants.map((m) => m.customerToken),
    scenarios: sandboxScenarios,
  });
  // Each page's programs in one folder, its helper blocks beside them.
  await Promise.all(
    programsByPage.map(async ({ programs }, i) => {
      const files = new Map<string, Program>();
      for (const g of programs) for (const p of [g.program, ...g.siblings]) files.set(`${p.language}/${p.title}`, p);
      const list = await preparePrograms(path.join(dir, String(i)), [...files.values()]);
      for (const g of programs)
        prepared.set(g, list.find((p) => p.program.label === g.program.label) as PreparedProgram);
    }),
  );
});

afterAll(async () => {
  await mock?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

/**
 * A complete cURL program: it calls the API (`./call.sh`, or curl at `$SAKU_BASE_URL`) and reads
 * no shell variable but its own and the SAKU_* settings (a block that continues the one before
 * it, using its `$SIGNATURE`, is a fragment).
 */
const allowed = allowedEnvNames(config.product.slug);
const completeProgram = (b: CodeBlock) => {
  if (toolchains[b.lang] !== "curl" || !/(^|[\s(])\.\/call\.sh\s|curl\b[^\n]*\$\{?SAKU_BASE_URL/.test(b.code))
    return false;
  const { reads, assigns } = shellVariableUse(b.code);
  return [...reads].every((n) => assigns.has(n) || allowed.has(n) || n === "RANDOM");
};
const helperTitles = new Set(pages.flatMap((p) => p.blocks.flatMap((b) => invoked(b.code))));

/**
 * Runs a page's program as its merchant after the page's earlier steps; returns what went wrong
 * (nothing when it passed), then plays the user on the pages its answers linked to.
 */
async function runGuideProgram(
  p: PreparedProgram,
  { clientId, customerToken }: { clientId: string; customerToken: string },
): Promise<string[]> {
  const from = mock.api.log.length;
  const result = await runProgram(
    p,
    {
      [env.baseUrl]: mock.url,
      [env.clientId]: clientId,
      [env.privateKey]: merchant.privateKey,
      [env.customerToken]: customerToken,
      // What the page's earlier steps answered, as the reader copies it into the next step.
      ...followUpEnv(envPrefix(config.product.slug), valuesSeen(mock.api.log, clientId, operations)),
    },
    path.dirname(p.args.at(-1) ?? dir),
  );
  const calls = mock.api.log.slice(from).filter((e) => e.response.trace.clientId === clientId);
  const problems = [
    ...(result.exitCode === 0 ? [] : [`exited with ${result.exitCode}`]),
    ...(calls.some((c) => c.response.trace.signature) ? [] : ["no request with a verified signature reached the mock"]),
    ...calls
      .filter((c) => c.response.status >= 300)
      .map(
        (c) =>
          `the mock answered ${c.response.trace.operationId ?? c.request.url} with ${c.response.trace.outcome}: ${c.response.trace.checks
            .filter((k) => !k.ok)
            .map((k) => `${k.check} (${k.detail ?? ""})`)
            .join("; ")}`,
      ),
  ];
  // The user does what the page asks of them: pays the order, approves the binding.
  await openPages(mockClient(mock.api, operations, { clientId, privateKeyPem: merchant.privateKey }), mock.api);
  return problems.length
    ? [`${p.program.label}:`, ...problems.map((x) => `- ${x}`), `stdout: ${result.stdout}`, `stderr: ${result.stderr}`]
    : [];
}

describe("guide programs marked runnable", () => {
  it("every complete cURL program that calls the API is marked runnable", () => {
    const unmarked = pages.flatMap(({ page, blocks }) =>
      blocks
        .filter((b) => completeProgram(b) && !b.runnable && !helperTitles.has(b.title ?? ""))
        .map((b) => `${page}:${b.line} ${b.title ?? "(untitled)"}`),
    );
    expect(unmarked).toEqual([]);
    expect(found.map((g) => g.program.title)).toEqual(
      expect.arrayContaining(["get-access-token.sh", "create-order.sh", "query-payment.sh", "refund-order.sh"]),
    );
  });

  describe.each(programsByPage.map((p, i) => [p.page, p, i] as const))("%s", (_, { programs }, i) => {
    it.each(programs.map((g) => [g.program.label, g] as const))("%s runs against the API mock", async (_label, g) => {
      const problems = await runGuideProgram(prepared.get(g) as PreparedProgram, merchants[i]);
      if (problems.length) throw new Error(problems.join("\n"));
    });
  });
});

describe("the harness itself", () => {
  it("fails a program that exits 0 without a request reaching the mock", async () => {
    const [p] = await preparePrograms(path.join(dir, "no-call"), [
      { label: "no-call.sh", language: "curl", title: "no-call.sh", code: 'echo "2007300 looks fine"\n' },
    ]);
    expect(await runGuideProgram(p, merchants[0])).toEqual([
      "no-call.sh:",
      "- no request with a verified signature reached the mock",
      "stdout: 2007300 looks fine\n",
      "stderr: ",
    ]);
  });

  it("fails a program whose call the mock refuses, naming the check", async () => {
    const program = found.find((g) => g.program.title === "get-access-token.sh") as GuideProgram;
    const [p] = await preparePrograms(path.join(dir, "wrong-key"), [
      {
        ...program.program,
        code: program.program.code.replace(
          '"$SAKU_PRIVATE_KEY"',
          '"$(openssl genpkey -algorithm RSA -pkeyopt rsa_keygen_bits:2048 2>/dev/null)"',
        ),
      },
    ]);
    const problems = await runGuideProgram(p, merchants[0]);
    expect(problems.join("\n")).toMatch(/no request with a verified signature[\s\S]*getB2bAccessToken with 4017300/);
  });
});
