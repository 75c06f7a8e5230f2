import type { APIRequestContext } from "@playwright/test";
import { test, expect, hydrated } from "./fixtures";
import { allDocRoutes, apiRoutes, guideRoutes, rel } from "./spec-routes";

// Docs for AI assistants. For every listed page: a Markdown copy at its route +
// `.md` that carries the page's headings (and, on API pages, every parameter name), an entry in
// llms.txt with its description, and its full text in llms-full.txt.

const site = "https://docs.saku.example/api-docs-v2";
const mdPath = (route: string) => `${route.replace(/\/$/, "") || "/index"}.md`;

const decode = (html: string) =>
  html
    .replace(/<[^>]+>/g, "")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, "&")
    .trim();

/** Plain text of a Markdown line: no heading marks, code ticks, emphasis or escapes. */
const plainMarkdown = (line: string) =>
  line
    .replace(/^#+\s*/, "")
    .replace(/\\(.)/g, "$1")
    .replace(/[`*_]/g, "")
    .trim();

interface PageFacts {
  title: string;
  description: string;
  headings: string[];
  parameters: string[];
}

/** What a reader sees on the page (its server-rendered HTML): title, description, h2/h3 headings, field table rows. */
async function pageFacts(request: APIRequestContext, route: string): Promise<PageFacts> {
  const html = await (await request.get(rel(route))).text();
  const article = html.slice(html.indexOf("<article"), html.indexOf("</article>"));
  const headings = [...article.matchAll(/<h([23])[^>]*>([\s\S]*?)<\/h\1>/g)].map((m) =>
    decode(m[2].replace(/<a [^>]*aria-label="Link to this section"[^>]*>#<\/a>/, "")),
  );
  // Field table rows are anchors named after the field: `request-body.amount.value`.
  const parameters = [...article.matchAll(/<tr[^>]* id="((?:request|response|error)-[a-z-]+\.[^"]+)"/g)].map((m) =>
    decode(m[1]).split(".").pop()!,
  );
  const title = decode(/<h1[^>]*>([\s\S]*?)<\/h1>/.exec(article)![1]);
  const description = decode(/<meta name="description" content="([^"]*)"/.exec(html)![1]);
  return { title, description, headings, parameters: [...new Set(parameters)] };
}

test("every listed page has a Markdown copy with its title, headings and, on API pages, every parameter", async ({
  request,
}) => {
  test.setTimeout(120_000);
  const problems: string[] = [];
  let parameterCount = 0;
  for (const route of allDocRoutes) {
    const response = await request.get(rel(mdPath(route)));
    if (response.status() !== 200) {
      problems.push(`${mdPath(route)}: HTTP ${response.status()}`);
      continue;
    }
    expect(response.headers()["content-type"]).toBe("text/markdown; charset=utf-8");
    const markdown = await response.text();
    const facts = await pageFacts(request, route);
    const lines = markdown.split("\n");
    if (lines[0] !== `# ${facts.title}`)
      problems.push(`${route}: first line is ${JSON.stringify(lines[0])}, not the title`);
    const mdHeadings = new Set(lines.filter((l) => /^#{2,3} /.test(l)).map(plainMarkdown));
    for (const h of facts.headings) if (!mdHeadings.has(h)) problems.push(`${route}: heading "${h}" is missing`);
    for (const p of facts.parameters)
      if (
        !markdown.includes(`\`${p}\``) &&
        !new RegExp(`[\`.\\]]${p.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\``).test(markdown)
      )
        problems.push(`${route}: parameter ${p} is missing`);
    parameterCount += facts.parameters.length;
    if (/<[A-Z][A-Za-z]*[\s/>]/.test(markdown.replace(/```[\s\S]*?```/g, "").replace(/`[^`\n]*`/g, "")))
      problems.push(`${route}: JSX left in the Markdown`);
    if (/%PRODUCT(_SLUG)?%/.test(markdown)) problems.push(`${route}: unreplaced product token`);
    if (
      apiRoutes.includes(route) &&
      route.split("/").length > 4 &&
      !route.endsWith("/overview/") &&
      facts.parameters.length === 0
    )
      problems.push(`${route}: an operation page without parameters?`);
  }
  expect(problems).toEqual([]);
  expect(parameterCount).toBeGreaterThan(500);
});

test("an API page's Markdown has its endpoint, parameter table, examples, samples and response codes", async ({
  request,
}) => {
  const markdown = await (await request.get(rel("api/payment-gateway/create-order.md"))).text();
  expect(markdown).toContain("**Endpoint:** `POST /v1.0/payment-gateway/create-order`");
  expect(markdown).toMatch(/\| Field +\| Type +\| Required +\| Description +\|/);
  expect(markdown).toMatch(/\| `amount\.value` +\| string/);
  expect(markdown).toMatch(/\| `urlParams\[\]\.url` +\|/);
  expect(markdown).toContain("**Node.js**\n\n```js");
  // Each code links to its entry in the response-code catalog.
  expect(markdown).toMatch(/\| \[`2006000`\]\([^)]*\/api\/response-codes\/#code-2006000\) +\|/);
  expect(markdown).toContain(`(${site}/guide/payment-gateway/hosted-checkout/)`);
});

test("a guide's Markdown is clean: tabs labelled, admonitions quoted, diagrams as text", async ({ request }) => {
  const markdown = await (await request.get(rel("guide/authentication.md"))).text();
  expect(markdown.split("\n").slice(0, 3)).toEqual([
    "# Authentication",
    "",
    expect.stringMatching(/^> Get B2B and customer access tokens/),
  ]);
  expect(markdown).toContain('**Node.js**\n\n```js title="sign-access-token.js"');
  expect(markdown).toMatch(/^> \*\*Danger:\*\* \*\*Keep the private key private\.\*\*/m);
  expect(markdown).toContain(
    "**Sequence diagram: Authenticating a service call**\n\n```text\nparticipant Merchant server\nparticipant Saku",
  );
  expect(markdown).toContain(`[Apply Token](${site}/api/saku-widget/apply-token/)`);
  expect(markdown).not.toMatch(/<Tabs|<TabItem|<Steps|<Note|<Danger|\{\/\*/);
});

test("llms.txt lists every listed page with its description, by sidebar; llms-full.txt has them all in full", async ({
  request,
}) => {
  test.setTimeout(60_000);
  const llms = await (await request.get("llms.txt")).text();
  expect(llms.split("\n")[0]).toBe("# Saku API Documentation");
  expect(llms).toMatch(/^> /m);
  const guideSection = llms.slice(llms.indexOf("## Integration Guides"), llms.indexOf("## API List"));
  const apiSection = llms.slice(llms.indexOf("## API List"), llms.indexOf("## Optional"));
  const full = await (await request.get("llms-full.txt")).text();
  for (const route of allDocRoutes) {
    const facts = await pageFacts(request, route);
    const entry = `](${site}${mdPath(route)}): ${facts.description}`;
    expect(guideRoutes.includes(route) ? guideSection : apiSection, route).toContain(entry);
    expect(full, route).toContain(`# ${facts.title}\n\nSource: [${site}${route}](${site}${route})`);
  }
  expect(llms).toContain(`[OpenAPI document (YAML)](${site}/openapi/merchant-api-v2.yaml)`);
  expect(full.indexOf("# Authentication\n")).toBeLessThan(full.indexOf("# Create Order\n"));
});

test("llms.txt lists llms-full.txt by product area, every file at most 400 KB, each page in one file of each variant", async ({
  request,
}) => {
  test.setTimeout(60_000);
  const llms = await (await request.get("llms.txt")).text();
  const section = llms.slice(llms.indexOf("## Docs by product area"), llms.indexOf("## Optional"));
  const files = [...section.matchAll(/^- \[([^\]]+)\]\((\S+?\.txt)\)/gm)].map((m) => ({ label: m[1], url: m[2] }));
  expect(files.length).toBeGreaterThanOrEqual(10);
  for (const area of ["General", "Payment Gateway", "Saku Widget", "Disbursement", "Merchant Management"])
    expect(
      files.some((f) => f.label.startsWith(area)),
      area,
    ).toBe(true);
  const texts = new Map<string, string>();
  for (const file of files) {
    expect(file.url.startsWith(`${site}/llms-full-`), file.url).toBe(true);
    const response = await request.get(file.url.slice(site.length + 1));
    expect(response.status(), file.url).toBe(200);
    const body = await response.body();
    expect(body.length, file.url).toBeLessThanOrEqual(400_000);
    texts.set(file.url, body.toString("utf8"));
  }
  const full = await (await request.get("llms-full.txt")).text();
  const sources = [...full.matchAll(/^Source: \[(\S+)\]/gm)].map((m) => m[1]);
  expect(sources.length).toBeGreaterThanOrEqual(allDocRoutes.length);
  for (const curl of [false, true]) {
    const variant = [...texts].filter(([url]) => url.includes("-curl") === curl).map(([, text]) => text);
    const seen = variant.flatMap((text) => [...text.matchAll(/^Source: \[(\S+)\]/gm)].map((m) => m[1]));
    expect(seen.sort(), curl ? "cURL variant" : "six languages").toEqual([...sources].sort());
  }
  const createOrder = [...texts].find(([url, text]) => url.includes("-curl") && text.includes("# Create Order\n"));
  expect(createOrder?.[1]).toContain("**cURL**");
  expect(createOrder?.[1]).not.toContain("**Python**");
});

test("Copy page copies the page's Markdown; View as Markdown opens it", async ({ page, context, request }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await page.goto("guide/authentication/");
  await hydrated(page);
  const expected = await (await request.get("guide/authentication.md")).text();
  await page.getByRole("button", { name: "Copy page" }).click();
  await expect(page.getByRole("button", { name: "Copied" })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(expected);
  const view = page.getByRole("link", { name: "View as Markdown" });
  await expect(view).toHaveAttribute("href", "/api-docs-v2/guide/authentication.md");
  await page.goto("api/");
  await expect(page.getByRole("link", { name: "View as Markdown" })).toHaveAttribute("href", "/api-docs-v2/api.md");
  await page.goto("");
  await expect(page.getByRole("link", { name: "View as Markdown" })).toHaveAttribute("href", "/api-docs-v2/index.md");
});
