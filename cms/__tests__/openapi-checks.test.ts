import fs from "node:fs";
import { loadSiteConfig } from "../../src/config/load";
import { makeChangelog } from "../../src/node/changelog";
import { applyOperationEdit, makeApiReference, openApiFile, operationText } from "../../src/node/openapi";
import { siteExtras } from "../../src/node/pages";
import { checkedSite } from "../node/validate";
import { openApiFindings, operationPreview, type OpenApiContext } from "../node/openapi-checks";

const site = loadSiteConfig();
const changelog = makeChangelog(site);
const source = fs.readFileSync(openApiFile, "utf8");
const text = operationText(source, "pgCreateOrder");
let ctx: OpenApiContext;

beforeAll(async () => {
  const api = makeApiReference(site, openApiFile, changelog.fieldEntry);
  const { docs } = await checkedSite([], site, siteExtras(api, changelog));
  ctx = { site, repo: process.cwd(), changelog, docs: () => docs };
}, 300_000);

/** The document with Create Order's first request example changed by `change`. */
function withExample(change: (value: Record<string, unknown>) => void): string {
  const [example] = text.examples;
  const value = JSON.parse(example.json) as Record<string, unknown>;
  change(value);
  return applyOperationEdit(source, "pgCreateOrder", { examples: { [example.key]: JSON.stringify(value) } });
}

describe("an OpenAPI edit checked with the build's checks before the CMS commits it", () => {
  it("refuses an example that breaks its schema, naming the example and the field", async () => {
    const broken = withExample((v) => {
      (v.amount as Record<string, unknown>).value = 10000;
    });
    const findings = await openApiFindings(broken, "pgCreateOrder", ctx);
    expect(findings.length).toBeGreaterThan(0);
    expect(findings[0].file).toBe(openApiFile);
    expect(findings[0].message).toMatch(
      /^example request application\/json hostedCheckout, field amount\.value \(content\/openapi\/merchant-api-v2\.yaml:\d+\): example must be string/,
    );
  }, 120_000);

  it("passes a description edit, and the API page's preview shows it", async () => {
    const edited = applyOperationEdit(source, "pgCreateOrder", {
      description: text.description.replace("confirms the cart.", "confirms the cart and the delivery address."),
    });
    expect(await openApiFindings(edited, "pgCreateOrder", ctx)).toEqual([]);
    const view = await operationPreview(edited, "pgCreateOrder", ctx);
    expect(JSON.stringify(view)).toContain("confirms the cart and the delivery address.");
  }, 300_000);
});
