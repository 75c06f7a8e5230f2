import { lintApiLinks, lintDoc, lintOpenApiProse, type LintDoc } from "../lint";

const brand = { name: "Saku", slug: "saku" };
const doc = (body: string, extra: Partial<LintDoc> = {}): LintDoc => ({
  file: "content/guide/x.mdx",
  docId: "guide/x",
  route: "/guide/x/",
  source: `---\ntitle: X\ndescription: A page.\n---\n\n${body}\n`,
  ...extra,
});
const rules = (body: string) => lintDoc(doc(body), brand).map((f) => f.rule);

describe("lintDoc", () => {
  it("passes clean content", () => {
    expect(
      lintDoc(doc("## Intro\n\nUse `X-TIMESTAMP` with `application/json` and %PRODUCT%.\n\n### Sub\n\nText."), brand),
    ).toEqual([]);
  });

  it("flags placeholder text with its line", () => {
    const findings = lintDoc(doc("## Intro\n\nTODO: write this."), brand);
    expect(findings).toEqual([
      { file: "content/guide/x.mdx", line: 8, rule: "placeholder", message: 'placeholder text "TODO"' },
    ]);
    expect(rules("## A\n\nLorem ipsum dolor.")).toContain("placeholder");
    expect(rules("## A\n\nDetails coming soon.")).toContain("placeholder");
  });

  it("flags a shell time zone other than TZ=UTC-7", () => {
    expect(rules('## A\n\n```bash\nT="$(TZ=Asia/Jakarta date +%H)"\n```')).toEqual(["time-zone"]);
    expect(rules('## A\n\n```bash\nT="$(TZ=UTC-7:00 date +%H)"\n```')).toEqual(["time-zone"]);
    expect(rules('## A\n\n```bash\nT="$(TZ=UTC-7 date +%H)"\n```')).toEqual([]);
  });

  it("flags a heading with nothing under it, but not a heading followed by a subsection", () => {
    expect(rules("## Empty\n\n## Next\n\nText.")).toEqual(["empty-section"]);
    expect(rules("## Last\n\nText.\n\n### Trailing")).toEqual(["empty-section"]);
    expect(rules("## Parent\n\n### Child\n\nText.")).toEqual([]);
  });

  it("flags two code spans with nothing but spaces between them, also across a line break", () => {
    expect(lintDoc(doc("## A\n\nSend `feeType`\n`OUR` to pay the fee."), brand)).toEqual([
      {
        file: "content/guide/x.mdx",
        line: 8,
        rule: "adjacent-code",
        message: 'code spans `feeType` `OUR` with nothing between them: put words between them (for example "set to")',
      },
    ]);
    expect(rules("## A\n\nSend `feeType` set to `OUR`.")).toEqual([]);
    expect(rules("## A\n\n```json\n`a` `b`\n```")).toEqual([]);
  });

  it("holds the OpenAPI document's prose to the same rule, naming the YAML line", () => {
    expect(
      lintOpenApiProse("content/openapi/x.yaml", [
        { value: "Fails with `4014900` `Unauthorized. Scope`.", line: 12 },
        { value: "Fails with `4014900` and the message `Unauthorized. Scope`.", line: 20 },
      ]),
    ).toEqual([expect.objectContaining({ file: "content/openapi/x.yaml", line: 12, rule: "adjacent-code" })]);
  });

  it("flags the literal brand name or slug anywhere", () => {
    expect(rules("## A\n\nPay with Saku.")).toEqual(["brand-literal"]);
    expect(rules("## A\n\nSee [x](/api/saku-widget/apply-token).")).toEqual(["brand-literal"]);
  });

  it("flags inconsistent spelling of headers and terms in prose, not in code blocks", () => {
    const findings = lintDoc(
      doc(
        "## A\n\nSend `X-Timestamp` as application/JSON with a partnerReferenceNumber via web hook.\n\n```js\nheaders['x-timestamp'] = t;\n```",
      ),
      brand,
    );
    expect(findings.map((f) => f.message)).toEqual([
      '"X-Timestamp" should be written "X-TIMESTAMP"',
      '"application/JSON" should be written "application/json"',
      '"partnerReferenceNumber" should be written "partnerReferenceNo"',
      '"web hook" should be written "webhook"',
    ]);
  });
});

describe("lintApiLinks", () => {
  const guide = doc("", { docId: "guide/pay", route: "/guide/pay/", file: "content/guide/pay.mdx" });
  const api = doc("", { docId: "api/p/create", route: "/api/p/create/", file: "content/api/p/create.mdx" });
  const pageOf = new Map([["createOrder", "/api/p/create/"]]);

  it("passes when the guide links the operation's page", () => {
    expect(
      lintApiLinks([guide, api], [{ operationId: "createOrder", usedIn: ["guide/pay"] }], pageOf, () => [
        "/api/p/create#request-body",
      ]),
    ).toEqual([]);
  });

  it("flags a guide that uses an operation without linking it, and an API page no guide links", () => {
    const findings = lintApiLinks(
      [guide, api],
      [{ operationId: "createOrder", usedIn: ["guide/pay"] }],
      pageOf,
      () => [],
    );
    expect(findings.map((f) => f.rule)).toEqual(["missing-api-link", "orphan-api-page"]);
    expect(findings[0].file).toBe("content/guide/pay.mdx");
  });
});
