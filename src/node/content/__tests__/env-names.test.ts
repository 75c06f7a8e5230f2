import fs from "node:fs";
import path from "node:path";
import { lintDoc } from "../lint";
import { allowedEnvNames, lintEnvNames } from "../env-names";
import { extractCodeBlocks } from "../../markdown";

// The content lint's rule `env-name`: code in the docs reads one set of environment variables.

const page = (...blocks: string[]) => extractCodeBlocks(blocks.join("\n\n"));
const fence = (lang: string, title: string, code: string) => `\`\`\`${lang} title="${title}"\n${code}\n\`\`\``;
const messages = (source: ReturnType<typeof page>) => lintEnvNames(source, "saku").map((f) => f.message);

describe("the env-name lint", () => {
  it("allows the samples' variables, the follow-up ones and the notification samples'", () => {
    const allowed = allowedEnvNames("saku");
    for (const name of [
      "SAKU_BASE_URL",
      "SAKU_PRIVATE_KEY",
      "SAKU_ORIGINAL_PARTNER_REFERENCE_NO",
      "SAKU_SESSION_ID",
      "PORT",
    ])
      expect(allowed.has(name)).toBe(true);
    expect(allowed.has("PRIVATE_KEY_PEM")).toBe(false);
  });

  it("flags a setting read under another name, in shell and in other languages, naming the one to use", () => {
    expect(
      messages(
        page(
          fence("bash", "create-order.sh", 'curl "$SAKU_BASE_URL/x" -H "X-PARTNER-ID: $CLIENT_ID"'),
          fence("js", "client.js", "const key = process.env.PRIVATE_KEY_PEM;"),
          fence("python", "client.py", 'env = os.environ.get("MERCHANT_ENV", "sandbox")'),
          fence("go", "client.go", 'id := os.Getenv("SAKU_CLIENTID")'),
          fence("bash", "env.sh", 'export CHANNEL_ID="95221"'),
        ),
      ),
    ).toEqual([
      'the code block "create-order.sh" reads the environment variable CLIENT_ID: use SAKU_CLIENT_ID, one of the variables every sample reads (docs/samples.md)',
      'the code block "client.js" reads the environment variable PRIVATE_KEY_PEM: use a SAKU_* variable, one of the variables every sample reads (docs/samples.md)',
      'the code block "client.py" reads the environment variable MERCHANT_ENV: use a SAKU_* variable, one of the variables every sample reads (docs/samples.md)',
      'the code block "client.go" reads the environment variable SAKU_CLIENTID: use a SAKU_* variable, one of the variables every sample reads (docs/samples.md)',
      'the code block "env.sh" reads the environment variable CHANNEL_ID: use SAKU_CHANNEL_ID, one of the variables every sample reads (docs/samples.md)',
    ]);
  });

  it("does not take shell locals, awk fields or a variable set by an earlier block of the page for the environment", () => {
    expect(
      messages(
        page(
          fence(
            "bash",
            "sign.sh",
            'TIMESTAMP="$(date)"\nBODY_HASH="$(printf \'%s\' "$BODY" | awk \'{print $NF}\')"\nBODY=x',
          ),
          fence("bash", "send.sh", 'curl "$SAKU_BASE_URL/x" -H "X-TIMESTAMP: $TIMESTAMP" -d "$BODY" # $NOT_READ'),
          fence("bash", "quoted.sh", 'cat > a.json <<\'EOF\'\n{"v": "$LITERAL"}\nEOF'),
        ),
      ),
    ).toEqual([]);
  });

  it("asks for a comment on a value the reader sets by hand", () => {
    const undocumented = page(fence("bash", "verify.sh", 'printf "%s" "$NOTIFY_SIGNATURE"'));
    expect(messages(undocumented)).toEqual([
      'the code block "verify.sh" reads NOTIFY_SIGNATURE, which no block of the page sets: set it in the block, or say in a comment what the reader sets it to',
    ]);
    const documented = page(
      fence("bash", "verify.sh", '# NOTIFY_SIGNATURE: the X-SIGNATURE received\nprintf "%s" "$NOTIFY_SIGNATURE"'),
    );
    expect(messages(documented)).toEqual([]);
  });

  it("is part of the content lint, and the docs pass it", () => {
    const source = `---\ntitle: T\ndescription: D\n---\n\nText.\n\n${fence("bash", "a.sh", 'echo "$CLIENT_ID"')}\n`;
    expect(lintDoc({ file: "x.mdx", docId: "x", route: "/x/", source }, { name: "Saku", slug: "saku" })).toEqual([
      expect.objectContaining({ file: "x.mdx", line: 8, rule: "env-name" }),
    ]);
    const walk = (dir: string): string[] =>
      fs
        .readdirSync(dir, { withFileTypes: true })
        .flatMap((e) =>
          e.isDirectory() ? walk(path.join(dir, e.name)) : e.name.endsWith(".mdx") ? [path.join(dir, e.name)] : [],
        );
    const findings = walk("content").flatMap((file) =>
      lintEnvNames(extractCodeBlocks(fs.readFileSync(file, "utf8")), "saku").map(
        (f) => `${file}:${f.line}: ${f.message}`,
      ),
    );
    expect(findings).toEqual([]);
  }, 60_000);
});
