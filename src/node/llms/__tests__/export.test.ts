import path from "node:path";
import { loadSiteConfig } from "../../../config/load";
import { contentDir } from "../../content";
import { pageMarkdown, type ExportDoc } from "../export";

const config = loadSiteConfig();
const doc = (body: string): ExportDoc => ({
  fields: {
    docId: "guide/x",
    route: "/guide/x/",
    title: "Pay *now*",
    description: "How to pay.",
    sidebarLabel: null,
    operationId: null,
    file: "content/guide/x.mdx",
    headings: [],
    links: [],
    images: [],
    sections: [],
  },
  body,
  filePath: path.join(contentDir, "guide/x.mdx"),
});
const pageUrl = `${config.siteUrl}${config.basePath.replace(/\/$/, "")}/guide/x/`;
const tabs = [
  '<Tabs groupId="lang">',
  '<TabItem value="curl" label="cURL">\n\n```bash\ncurl -X POST\n```\n\n</TabItem>',
  '<TabItem value="python" label="Python">\n\n```python\nrequests.post()\n```\n\n</TabItem>',
  "</Tabs>",
].join("\n");

describe("pageMarkdown", () => {
  it("puts the Source line under the title of the full form, the rest as in the page's copy", () => {
    const md = pageMarkdown(doc("Some *text*.\n"), null, config);
    expect(md.page).toBe("# Pay \\*now\\*\n\n> How to pay.\n\nSome _text_.\n");
    expect(md.full).toBe(`# Pay \\*now\\*\n\nSource: [${pageUrl}](${pageUrl})\n\n> How to pay.\n\nSome _text_.\n`);
    expect(md.oneLanguage).toBe(md.full);
  });

  it("keeps only the one language's tab of a language tab group in the one-language form", () => {
    const md = pageMarkdown(doc(`Call it:\n\n${tabs}\n`), null, config, "curl");
    expect(md.full).toContain("requests.post()");
    expect(md.oneLanguage).toContain("curl -X POST");
    expect(md.oneLanguage).not.toContain("requests.post()");
    expect(md.oneLanguage.startsWith(md.full.slice(0, md.full.indexOf("> How to pay.")))).toBe(true);
  });
});
