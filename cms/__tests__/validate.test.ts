import fs from "node:fs";
import { loadSiteConfig } from "../../src/config/load";
import { makeApiReference, openApiFile } from "../../src/node/openapi";
import { makeChangelog } from "../../src/node/changelog";
import { siteExtras } from "../../src/node/pages";
import os from "node:os";
import path from "node:path";
import { checkChanges, checkedSite, lintChanges } from "../node/validate";
import { writeOperationViews } from "../node/page-data";
import { normalizeDoc } from "../normalize";

const site = loadSiteConfig();
const changelog = makeChangelog(site);
const api = makeApiReference(site, openApiFile, changelog.fieldEntry);
const file = "content/guide/authentication.mdx";
const source = fs.readFileSync(file, "utf8");
const extras = siteExtras(api, changelog);
const check = (raw: string, path = file) => checkChanges([{ path, raw }], site, extras);

describe("CMS checks before a commit (the build's functions and messages)", () => {
  it("passes the repository as it is", async () => {
    expect(await check(source)).toBeNull();
  }, 300_000); // the first check reads every doc and the OpenAPI document (slow on a loaded machine)

  it("refuses bad frontmatter, MDX syntax, broken links and broken images with the build's message", async () => {
    expect(await check(source.replace(/^description:[^\n]*(\n {2}[^\n]*)*/m, 'description: "  "'))).toBe(
      `${file}: frontmatter "description" must be a non-empty string of 50 to 160 characters`,
    );
    const lines = source.split("\n").length;
    expect(await check(`${source}\n<Tabs>\n`)).toBe(`${file}:${lines + 1}:1: Expected a closing tag for \`<Tabs>\``);
    expect(await check(`${source}\n[x](/guide/nope/)\n`)).toContain(
      `page "/guide/authentication/" links to "/guide/nope/", which is not a page of this site`,
    );
    // Images: a missing file and a missing alt text fail like a broken link, naming page and path.
    expect(await check(`${source}\n![Refund flow](/img/refund-flow.png)\n`)).toBe(
      `Broken images (1):\n  - ${file}:${lines + 1}: page "/guide/authentication/" shows the image "/img/refund-flow.png", which is not a file of this site: put it in static/img/ and write /img/<name>.png`,
    );
    expect(await check(`${source}\n![](/img/social-card.png)\n`)).toContain(
      'shows the image "/img/social-card.png" without alt text',
    );
    expect(await check(`${source}\n![The social card](/img/social-card.png)\n`)).toBeNull();
  }, 120_000);

  it("refuses a sidebars edit that names a missing doc", async () => {
    const sidebars = fs.readFileSync("content/sidebars.yaml", "utf8").replace("id: guide/overview", "id: guide/nope");
    expect(await check(sidebars, "content/sidebars.yaml")).toMatch(/guide\/nope/);
  }, 120_000);
});

describe("the content lint of npm test, on the edited docs of a save", () => {
  const lint = async (raw: string, path = file) => {
    const changes = [{ path, raw }];
    const { docs } = await checkedSite(changes, site, extras);
    return lintChanges(changes, docs, site, api.load().operations);
  };

  it("passes the content as it is, and refuses a placeholder, a literal brand or a misspelt term, naming the line", async () => {
    expect(await lint(source)).toBeNull();
    const lines = source.split("\n").length;
    const edited = `${source}\nTODO: explain the ${site.product.name} retry rule for x-timestamp.\n`;
    expect((await lint(edited))?.split("\n")).toEqual([
      `${file}:${lines + 1}: [placeholder] placeholder text "TODO"`,
      `${file}:${lines + 1}: [brand-literal] literal brand "${site.product.name}": write %PRODUCT% or %PRODUCT_SLUG%`,
      `${file}:${lines + 1}: [spelling] "x-timestamp" should be written "X-TIMESTAMP"`,
    ]);
  }, 300_000);

  it("refuses a guide that no longer links an operation it uses (x-used-in)", async () => {
    const guide = "content/guide/payment-gateway/hosted-checkout.mdx";
    const text = fs
      .readFileSync(guide, "utf8")
      .replaceAll("](/api/payment-gateway/create-order", "](/guide/authentication");
    expect(await lint(text, guide)).toContain(
      `${guide}:1: [missing-api-link] uses pgCreateOrder (x-used-in) but does not link its page /api/payment-gateway/create-order/`,
    );
  }, 300_000);
});

describe("the preview's operations", () => {
  it("writes each API page's operation as the API template renders it, from the build's page data", async () => {
    const { docs } = await checkedSite([], site, extras);
    const out = fs.mkdtempSync(path.join(os.tmpdir(), "cms-ops-"));
    const written = writeOperationViews(out, extras, docs);
    expect(written).toBe(docs.filter((d) => d.operationId).length);
    const view = JSON.parse(fs.readFileSync(path.join(out, "operations/pgCreateOrder.json"), "utf8"));
    expect([view.operationId, view.method, view.path]).toEqual([
      "pgCreateOrder",
      "POST",
      "/v1.0/payment-gateway/create-order",
    ]);
    fs.rmSync(out, { recursive: true, force: true });
  }, 300_000);
});

describe("frontmatter normalisation", () => {
  it("leaves the normalised content as it is (Decap's style) and never touches a body", () => {
    expect(normalizeDoc(source)).toBe(source);
    const messy = "---\ndescription: \"One sentence.\"\ntitle: 'T'\n---\n\nBody {with} <Note>x</Note>\n";
    expect(normalizeDoc(messy)).toBe("---\ntitle: T\ndescription: One sentence.\n---\n\nBody {with} <Note>x</Note>\n");
  });
});
