import path from "node:path";
import { mdxToMarkdownNodes, stringify } from "../mdx-markdown";

const product = { name: "Saku", slug: "saku" };
const contentDir = path.resolve("content");
const ctx = {
  absoluteUrl: (href: string) =>
    href.startsWith("/") ? `https://docs.example/api-docs-v2${href.replace(/^([^#?]*[^/#?])(?=[#?]|$)/, "$1/")}` : href,
  pageUrl: "https://docs.example/api-docs-v2/guide/x/",
};
const convert = (mdx: string) =>
  stringify(mdxToMarkdownNodes(mdx, path.join(contentDir, "guide/x.mdx"), { product, contentDir }, ctx));

describe("mdxToMarkdown", () => {
  it("replaces product tokens and makes links absolute", () => {
    const md = convert(
      "Pay with %PRODUCT%: see [Apply Token](/api/%PRODUCT_SLUG%-widget/apply-token#request-body) and [Binding](./product-widget/widget-binding.mdx).\n",
    );
    expect(md).toBe(
      "Pay with Saku: see [Apply Token](https://docs.example/api-docs-v2/api/saku-widget/apply-token/#request-body) and [Binding](https://docs.example/api-docs-v2/guide/saku-widget/widget-binding/).\n",
    );
  });

  it("turns admonitions into blockquotes with their title", () => {
    expect(convert("<Warning>\n\nDo not reuse keys.\n\n</Warning>\n")).toBe("> **Warning:** Do not reuse keys.\n");
    expect(convert('<Tip title="Faster testing">Use the sandbox.</Tip>\n')).toBe(
      "> **Faster testing:** Use the sandbox.\n",
    );
  });

  it("turns tabs into labelled sections and keeps code titles, not line highlights", () => {
    const md = convert(
      '<Tabs groupId="lang">\n<TabItem value="node" label="Node.js">\n\n```js title="sign.js" {2}\nsign();\n```\n\n</TabItem>\n<TabItem value="python" label="Python">\n\n```python\nsign()\n```\n\n</TabItem>\n</Tabs>\n',
    );
    expect(md).toBe('**Node.js**\n\n```js title="sign.js"\nsign();\n```\n\n**Python**\n\n```python\nsign()\n```\n');
  });

  it("keeps only one language's tab of a language tab group when asked, and every tab of other groups", () => {
    const tabs = (group: string) =>
      `<Tabs groupId="${group}">\n<TabItem value="curl" label="cURL">\n\n\`\`\`bash\ncurl x\n\`\`\`\n\n</TabItem>\n<TabItem value="python" label="Python">\n\n\`\`\`python\nx()\n\`\`\`\n\n</TabItem>\n</Tabs>\n`;
    const only = (mdx: string, language: string) =>
      stringify(
        mdxToMarkdownNodes(
          mdx,
          path.join(contentDir, "guide/x.mdx"),
          { product, contentDir },
          {
            ...ctx,
            sampleLanguage: language,
          },
        ),
      );
    expect(only(tabs("lang"), "curl")).toBe("**cURL**\n\n```bash\ncurl x\n```\n");
    expect(only(tabs("mode"), "curl")).toContain("**Python**");
    // A group without that language keeps all its tabs rather than losing its content.
    expect(only(tabs("lang"), "go")).toContain("**Python**");
  });

  it("numbers steps, lists cards with their links, and titles collapsible sections", () => {
    expect(
      convert(
        '<Steps>\n<Step title="Create a key">\n\nRun openssl.\n\n</Step>\n<Step title="Upload it">\n\nIn the dashboard.\n\n</Step>\n</Steps>\n',
      ),
    ).toBe("**Step 1: Create a key**\n\nRun openssl.\n\n**Step 2: Upload it**\n\nIn the dashboard.\n");
    expect(
      convert(
        '<CardGroup>\n<Card title="Hosted checkout" href="/guide/payment-gateway/hosted-checkout">\nA page %PRODUCT% hosts.\n</Card>\n</CardGroup>\n',
      ),
    ).toBe(
      "- [Hosted checkout](https://docs.example/api-docs-v2/guide/payment-gateway/hosted-checkout/): A page Saku hosts.\n",
    );
    expect(convert('<Details summary="Why">\n\nBecause.\n\n</Details>\n')).toBe("**Why**\n\nBecause.\n");
  });

  it("writes a sequence diagram as its text", () => {
    const md = convert(
      '```sequence title="Checkout flow"\nparticipant Customer\nCustomer->Merchant: Pays with %PRODUCT%\nMerchant-->Customer: Receipt\nNote over Customer,Merchant: Done\n```\n',
    );
    expect(md).toBe(
      "**Sequence diagram: Checkout flow**\n\n```text\nparticipant Customer\nparticipant Merchant\nCustomer -> Merchant: Pays with Saku\nMerchant --> Customer: Receipt\nNote over Customer, Merchant: Done\n```\n",
    );
  });

  it("drops comments and imports, unwraps unknown JSX, keeps GFM tables and task lists", () => {
    const md = convert(
      'import X from "y";\n\n{/* a writer\'s note */}\n\n<Box>\n\n| a | b |\n| --- | --- |\n| `1` | 2 |\n\n</Box>\n\n- [ ] checked later\n',
    );
    expect(md).toBe("| a   | b |\n| --- | - |\n| `1` | 2 |\n\n- [ ] checked later\n");
  });

  it("points the signature playground at its page", () => {
    expect(convert("<SignaturePlayground />\n")).toBe(
      "This page has an interactive signature playground that runs in the browser: [https://docs.example/api-docs-v2/guide/x/](https://docs.example/api-docs-v2/guide/x/).\n",
    );
  });

  it("points a guide flow at its page", () => {
    expect(convert('<GuideFlow name="hosted-checkout" />\n')).toBe(
      "This page runs these calls step by step in the browser, in a simulated sandbox: [https://docs.example/api-docs-v2/guide/x/](https://docs.example/api-docs-v2/guide/x/).\n",
    );
  });
});
