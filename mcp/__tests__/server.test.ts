import fs from "node:fs";
import path from "node:path";
import type { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { assertBuilt, call, connect, ok, repoRoot, toolError } from "./client";
import { type Hit, markdownOf, type Page } from "./answers";

/**
 * The built server (mcp/dist/server.mjs with mcp/data) started over stdio and driven by the
 * official SDK client, as an assistant would. Needs the production build and `npm run build:mcp`.
 */

let client: Client;
const textOf = (content: { text: string } | { blob: string }) => ("text" in content ? content.text : null);
const rootVersion = (JSON.parse(fs.readFileSync(path.join(repoRoot, "package.json"), "utf8")) as { version: string })
  .version;

/** Every page's Markdown copy in public/. */
function markdownFiles(dir = path.join(repoRoot, "public")): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    if (e.isDirectory()) return ["static", "page-data"].includes(e.name) ? [] : markdownFiles(path.join(dir, e.name));
    return e.name.endsWith(".md") ? [path.join(dir, e.name)] : [];
  });
}

/** Every code fence of a part is closed, and every table in it starts with its header and delimiter rows. */
function expectWholeBlocks(markdown: string, where: string): void {
  let fence: string | null = null;
  const lines = markdown.split("\n");
  lines.forEach((line, i) => {
    const marker = /^ {0,3}(`{3,}|~{3,})/.exec(line)?.[1];
    if (marker && fence === null) fence = marker;
    else if (marker && fence !== null && line.trim() === fence) fence = null;
    else if (fence === null && line.startsWith("|") && !(lines[i - 1] ?? "").startsWith("|"))
      expect(lines[i + 1] ?? "", `${where}: table without its header at line ${i}`).toMatch(/^\|(?: *:?-+:? *\|)+$/);
  });
  expect(fence, `${where}: a code block is left open`).toBeNull();
}

beforeAll(async () => {
  assertBuilt();
  client = await connect();
});
afterAll(async () => {
  await client?.close();
});

describe("docs MCP server", () => {
  it("names the docs build it holds", () => {
    expect(client.getServerVersion()).toMatchObject({ name: "saku-docs", version: rootVersion });
    expect(client.getInstructions()).toMatch(
      new RegExp(`${rootVersion.replace(/\./g, "\\.")}, built \\d{4}-\\d\\d-\\d\\dT`),
    );
  });

  it("lists the eight tools, each with an input and an output schema", async () => {
    const { tools } = await client.listTools();
    expect(tools.map((t) => t.name).sort()).toEqual(
      [
        "docs_info",
        "get_operation",
        "list_operations",
        "list_response_codes",
        "read_page",
        "search_docs",
        "sign_request",
        "validate_request",
      ].sort(),
    );
    for (const tool of tools) {
      expect(tool.inputSchema.type, tool.name).toBe("object");
      expect(tool.outputSchema?.type, tool.name).toBe("object");
    }
  });

  it("search_docs finds the Create Order page first for 'create order'", async () => {
    const { results } = await ok<{ results: Hit[] }>(client, "search_docs", { query: "create order" });
    expect(results[0]).toMatchObject({
      title: "Create Order",
      route: "/api/payment-gateway/create-order/",
      url: "https://docs.saku.example/api-docs-v2/api/payment-gateway/create-order/",
      markdownUrl: "https://docs.saku.example/api-docs-v2/api/payment-gateway/create-order.md",
      breadcrumb: "API List › Payment Gateway",
    });
    expect(results[0].excerpt).toMatch(/order/i);
    const guides = await ok<{ results: Hit[] }>(client, "search_docs", {
      query: "create order",
      context: "guide",
      limit: 3,
    });
    expect(guides.results.length).toBeGreaterThan(0);
    expect(guides.results.length).toBeLessThanOrEqual(3);
    for (const hit of guides.results) expect(hit.route).toMatch(/^\/guide\//);
  });

  it("search_docs answers questions with the page that answers them first", async () => {
    for (const [query, route] of [
      ["Transfer to Bank required fields", "/api/disbursement/transfer-to-bank/"],
      ["what changed in the API recently", "/changelog/"],
      ["how long is the access token valid", "/api/authentication/get-b2b-access-token/"],
    ]) {
      const { results } = await ok<{ results: Hit[] }>(client, "search_docs", { query });
      expect(results[0]?.route, query).toBe(route);
    }
  });

  it("search_docs gives every hit an excerpt, also for sections that open with code, a table or a sub-heading", async () => {
    // A search for each heading of every page finds that section: the sections with no indexed text among them.
    const headings = new Set<string>(["sign the access-token request", "string to sign", "4015400", "rate limit"]);
    for (const file of markdownFiles())
      for (const m of fs.readFileSync(file, "utf8").matchAll(/^#{2,3} (.+)$/gm))
        headings.add(m[1].replace(/[`*_]/g, ""));
    let hits = 0;
    for (const query of [...headings].slice(0, 400)) {
      const { results } = await ok<{ results: Hit[] }>(client, "search_docs", {
        query: query.slice(0, 200),
        limit: 10,
      });
      for (const hit of results) {
        expect(hit.excerpt.trim(), `${query} → ${hit.url}`).not.toBe("");
        hits += 1;
      }
    }
    expect(hits).toBeGreaterThan(1000);
    const { results } = await ok<{ results: (Hit & { section: string })[] }>(client, "search_docs", {
      query: "sign the access-token request",
    });
    const section = results.find((r) => r.section === "Sign the access-token request");
    expect(section?.excerpt).toMatch(/\w{3,}/);
  }, 120_000);

  it("read_page cuts long pages at headings or between blocks, never inside a code block or table", async () => {
    const site = fs.readFileSync(path.join(repoRoot, "public", "guide", "authentication.md"), "utf8");
    const page = await ok<Page>(client, "read_page", { route: "/guide/authentication", maxChars: 100_000 });
    expect(page.title).toBe("Authentication");
    expect(page.markdown).toBe(site);
    expect(page.nextOffset).toBeNull();
    expect(page.toc?.map((h) => h.id)).toEqual(
      expect.arrayContaining(["how-authentication-works", "before-you-start"]),
    );

    for (const [route, maxChars] of [
      ["https://docs.saku.example/api-docs-v2/guide/authentication.md", 20_000],
      ["/api/payment-gateway/create-order/", 20_000],
      ["/api/response-codes/", 20_000],
      ["/guide/authentication/", 3_000],
    ] as const) {
      const file = markdownOf(route);
      let offset: number | null = 0;
      let covered = 0;
      let parts = 0;
      let whole = 0;
      while (offset !== null) {
        const part: Page = await ok(client, "read_page", { route, offset, maxChars });
        const where = `${route} part ${parts}`;
        expect(part.offset, where).toBe(covered);
        const end: number = part.nextOffset ?? file.length;
        const slice = file.slice(part.offset, end);
        expectWholeBlocks(part.markdown, where);
        if (part.markdown === slice) {
          whole += 1;
          // Cut at a line end, outside any code block.
          const fences = file
            .slice(0, end)
            .split("\n")
            .filter((l) => /^ {0,3}(`{3,}|~{3,})/.test(l)).length;
          expect(fences % 2, `${where} ends inside a code block`).toBe(0);
          expect(end === file.length || file[end - 1] === "\n", `${where} ends inside a line`).toBe(true);
        } else {
          // Only a block longer than a part is cut inside: the part adds its fence or table header, nothing else.
          expect(part.markdown, where).toContain(slice.replace(/\n$/, ""));
          expect(part.markdown.length - slice.length, where).toBeLessThan(2000);
        }
        covered = end;
        offset = part.nextOffset;
        parts += 1;
      }
      expect(covered).toBe(file.length);
      expect(parts).toBeGreaterThan(1);
      expect(whole).toBeGreaterThan(parts / 2);
    }
  }, 120_000);

  it("read_page reads one section by anchor, title or a search result's URL, and lists the sections in the first part", async () => {
    const route = "/api/payment-gateway/create-order/";
    const first = await call(client, "read_page", { route });
    const firstPage = first.structuredContent as unknown as Page;
    expect(firstPage.toc?.map((h) => h.id)).toEqual(
      expect.arrayContaining(["request-body", "code-samples", "response-codes"]),
    );
    expect(first.content[0].text).toMatch(/^\[\/api\/payment-gateway\/create-order\/ has \d+ characters in parts/);
    expect(first.content[0].text).toContain("- response-codes: Response codes (");

    const codes = await ok<Page>(client, "read_page", { route, section: "response-codes" });
    expect(codes.section).toEqual({
      id: "response-codes",
      title: "Response codes",
      url: "https://docs.saku.example/api-docs-v2/api/payment-gateway/create-order/#response-codes",
    });
    expect(codes.markdown).toMatch(/^## Response codes\n/);
    expect(codes.markdown).toContain("4046018");
    expect(codes.nextOffset).toBeNull();
    expect(codes.toc).toBeUndefined();
    for (const other of [
      { route, section: "Response codes" },
      { route: `${route}#response-code-4046018` },
      { route: "https://docs.saku.example/api-docs-v2/api/payment-gateway/create-order/#response-codes" },
    ])
      expect((await ok<Page>(client, "read_page", other)).markdown, JSON.stringify(other)).toBe(codes.markdown);

    // A section longer than a part comes in parts of its own.
    const body = await ok<Page>(client, "read_page", { route, section: "request-body", maxChars: 10_000 });
    expect(body.markdown).toMatch(/^### Request body\n/);
    expect(body.nextOffset).not.toBeNull();
    const rest = await ok<Page>(client, "read_page", { route, section: "request-body", offset: body.nextOffset });
    expect(rest.markdown).toMatch(/^\| Field +\| Type/);
    expect(rest.markdown).not.toContain("## Request examples");

    expect(await toolError(client, "read_page", { route, section: "refunds" })).toMatch(
      /has no section "refunds"\. Its sections: rules-and-notes \(Rules and notes\)/,
    );
  });

  it("offers llms.txt and every page's Markdown as resources", async () => {
    const { resources } = await client.listResources();
    const uris = resources.map((r) => r.uri);
    expect(uris).toContain("https://docs.saku.example/api-docs-v2/llms.txt");
    expect(uris).toContain("https://docs.saku.example/api-docs-v2/guide/authentication.md");
    expect(uris.filter((u) => u.endsWith(".md")).length).toBe(
      fs.readFileSync(path.join(repoRoot, "public", "llms.txt"), "utf8").match(/\.md\)/g)?.length,
    );
    const llms = await client.readResource({ uri: "https://docs.saku.example/api-docs-v2/llms.txt" });
    expect(llms.contents[0]).toMatchObject({ mimeType: "text/plain" });
    expect(textOf(llms.contents[0])).toBe(fs.readFileSync(path.join(repoRoot, "public", "llms.txt"), "utf8"));
    const openapi = await client.readResource({
      uri: "https://docs.saku.example/api-docs-v2/openapi/merchant-api-v2.json",
    });
    expect(textOf(openapi.contents[0])).toBe(
      fs.readFileSync(path.join(repoRoot, "public", "openapi", "merchant-api-v2.json"), "utf8"),
    );
    const auth = await client.readResource({ uri: "https://docs.saku.example/api-docs-v2/guide/authentication.md" });
    expect(textOf(auth.contents[0])).toMatch(/^# Authentication/);
  });

  it("is the server the Integration with MCP guide describes", async () => {
    const guide = fs.readFileSync(path.join(repoRoot, "content", "guide", "integration-mcp.mdx"), "utf8");
    const pkg = JSON.parse(fs.readFileSync(path.join(repoRoot, "mcp", "package.json"), "utf8")) as {
      name: string;
      bin: Record<string, string>;
    };
    const root = JSON.parse(fs.readFileSync(path.join(repoRoot, "package.json"), "utf8")) as {
      scripts: Record<string, string>;
    };
    // The guide writes the scope as %PRODUCT_SLUG% (site config: saku). Its snippets start the
    // package from the address where the build put it on this site (build.json, from the site config).
    expect(pkg.name).toBe("@saku/docs-mcp");
    const build = JSON.parse(fs.readFileSync(path.join(repoRoot, "mcp", "data", "build.json"), "utf8")) as {
      tarballUrl: string;
      stableTarballUrl: string;
    };
    for (const url of [build.tarballUrl, build.stableTarballUrl]) {
      const site = url.replace(/^https:\/\/[^/]+\/[^/]+\//, "");
      expect(fs.existsSync(path.join(repoRoot, "public", site)), site).toBe(true);
    }
    // Every snippet that starts the server names the address of the major version, which releases keep.
    const product = (s: string) => s.replace(/%PRODUCT_SLUG%/g, "saku");
    const npxUrls = [
      ...guide.matchAll(/(?:npx\s+-y\s+--fetch-retries=0\s+|"-y", "--fetch-retries=0", ")(https:\/\/[^\s"]+)/g),
    ].map((m) => product(m[1]));
    // Every start names the address with the option that lets npx start from its cache when the site is down.
    expect([...guide.matchAll(/(?:npx\s+-y\s+|"-y", ")https:/g)]).toEqual([]);
    expect(npxUrls.length).toBeGreaterThanOrEqual(8);
    expect(new Set(npxUrls)).toEqual(new Set([build.stableTarballUrl]));
    expect(product(guide)).toContain(build.tarballUrl);
    const registry = [...guide.matchAll(/-y @([\w%]+\/docs-mcp)@(\d+\.\d+\.\d+)/g)].map((m) => product(m[1]));
    expect(new Set(registry)).toEqual(new Set([pkg.name.slice(1)]));
    expect(Object.keys(pkg.bin)).toEqual(["docs-mcp"]);
    expect(guide).toMatch(/the installed command\s+`docs-mcp`/);
    expect(root.scripts.mcp).toBe(`node mcp/${pkg.bin["docs-mcp"]}`);
    expect(root.scripts.build).toMatch(/ && npm run build:mcp\b/);
    const versions = [...guide.matchAll(/docs-mcp(?:-|@)(\d+\.\d+\.\d+)|`(\d+\.\d+\.\d+)` for\s+this site/g)].map(
      (m) => m[1] ?? m[2],
    );
    expect(versions.length).toBeGreaterThanOrEqual(3);
    expect(new Set(versions)).toEqual(new Set([rootVersion]));

    // The Tools table: one row per tool, naming every input the tool takes.
    const table = guide.slice(guide.indexOf("### Tools"), guide.indexOf("### Example of a tool call"));
    const rows = new Map([...table.matchAll(/^\| `(\w+)` \|(.*)$/gm)].map((m) => [m[1], m[2]]));
    const { tools } = await client.listTools();
    expect([...rows.keys()].sort()).toEqual(tools.map((t) => t.name).sort());
    for (const tool of tools)
      for (const input of Object.keys(tool.inputSchema.properties ?? {}))
        expect(rows.get(tool.name), `${tool.name} input ${input}`).toContain(`\`${input}\``);
  });

  it("has a package README that names the site's URL of this version, every client and every tool input", async () => {
    const readme = fs.readFileSync(path.join(repoRoot, "mcp", "README.md"), "utf8");
    const build = JSON.parse(fs.readFileSync(path.join(repoRoot, "mcp", "data", "build.json"), "utf8")) as {
      tarballUrl: string;
      stableTarballUrl: string;
    };
    const urls = [...readme.matchAll(/https:\/\/\S+?\.tgz/g)].map((m) => m[0]);
    expect(urls.length).toBeGreaterThanOrEqual(4);
    expect(new Set(urls)).toEqual(new Set([build.stableTarballUrl]));
    expect(readme).toContain(path.basename(build.tarballUrl));
    expect(readme).toContain(`@saku/docs-mcp@${rootVersion}`);
    for (const client of ["Claude Code", "Claude Desktop", "Cursor", "VS Code", "Windsurf"])
      expect(readme).toContain(client);
    const { tools } = await client.listTools();
    for (const tool of tools) {
      const item = readme.slice(readme.indexOf(`- \`${tool.name}\``)).split("\n- ")[0];
      expect(item, tool.name).toMatch(new RegExp(`^- \`${tool.name}\``));
      for (const input of Object.keys(tool.inputSchema.properties ?? {}))
        expect(item, `${tool.name} input ${input}`).toContain(`\`${input}\``);
    }
  });
});
