import React from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { compile } from "@mdx-js/mdx";
import remarkGfm from "remark-gfm";
import rehypeCode from "../rehype-code";
import rehypeNarrow from "../rehype-narrow";
import { rehypeContentTree } from "../content-tree";
import { mdxPluginOptions } from "../mdx-options";
import { parseSiteConfig } from "../../../config/schema";
import { siteConfigInput } from "../../../config/site-config";
import { MdxContent, type ContentComponents } from "../../../components/MdxContent";
import type { ContentNode } from "../../../lib/content-tree";

/** The HTML a reader gets for `source`: compiled to page data as the build does, rendered as the template does. */
async function html(source: string): Promise<string> {
  const file = await compile(
    { value: source, path: "/site/content/guide/page.mdx", cwd: "/site" },
    { remarkPlugins: [remarkGfm], rehypePlugins: [rehypeCode, rehypeNarrow, [rehypeContentTree, { lineOffset: 0 }]] },
  );
  const content = (file.data.meta as { content: ContentNode[] }).content;
  const Pass = ({ children, ...props }: { children?: React.ReactNode }) => <div {...props}>{children}</div>;
  const Table = (props: React.TableHTMLAttributes<HTMLTableElement>) => <table {...props} />;
  const components = new Proxy({ table: Table }, { get: (t, k) => (k in t ? t[k as "table"] : Pass) });
  return renderToStaticMarkup(
    <MdxContent nodes={content} components={components as unknown as ContentComponents} />,
  ).replace(/<wbr\/?>/g, "|"); // "|" marks a <wbr>, whether React or the HTML string wrote it
}

describe("rehypeNarrow: inline code", () => {
  it("puts a <wbr> after '.', '_', '/' and '-', in prose, tables, links and headings, never inside a word", async () => {
    const out = await html(
      [
        "## The `partnerReferenceNo` field",
        "",
        "Send `X-PARTNER-ID` and [`additionalInfo.deviceId`](/api/) with `Authorization`.",
        "",
        "| Header | Example |",
        "| --- | --- |",
        "| `Content-Type` | `QUERY_BALANCE` |",
      ].join("\n"),
    );
    expect(out).toContain("<code>partnerReferenceNo</code>");
    expect(out).toContain("<code>X-|PARTNER-|ID</code>");
    expect(out).toContain("<code>additionalInfo.|deviceId</code>");
    expect(out).toContain("<code>Content-|Type</code>");
    expect(out).toContain("<code>QUERY_|BALANCE</code>");
    expect(out).toContain("<code>Authorization</code>");
  });

  it("marks inline code longer than stays on one line on wide screens", async () => {
    const out = await html(
      "Open `https://sandbox.example.com/v1.0/debit/payment-host-to-host` or `/v1.0/debit/status`.",
    );
    expect(out).toContain(
      '<code data-long="">https://|sandbox.|example.|com/|v1.0/|debit/|payment-|host-|to-|host</code>',
    );
    expect(out).toContain("<code>/v1.0/|debit/|status</code>");
  });

  it("breaks identifier-like words of prose the same way, and no other word", async () => {
    const out = await html("Unless additionalInfo.refundAccount is missing, JavaScript sends it.");
    expect(out).toContain("<p>Unless additionalInfo.|refundAccount is missing, JavaScript sends it.</p>");
  });

  it("leaves code blocks alone and keeps the text of inline code", async () => {
    const out = await html('Use `additionalInfo.deviceId`.\n\n```json\n{"additionalInfo": {"deviceId": "D-1"}}\n```\n');
    // The block reaches CodeBlock as highlighted HTML (data-html), without break points.
    expect(out).toMatch(/data-html="[^"]*deviceId/);
    expect(out).not.toContain("wbr");
    expect(out).toContain("<code>additionalInfo.|deviceId</code>");
  });

  it("is part of the site's MDX pipeline, after highlighting", () => {
    const { rehypePlugins } = mdxPluginOptions(parseSiteConfig(siteConfigInput)).mdxOptions;
    expect(rehypePlugins).toEqual([rehypeCode, rehypeNarrow]);
  });
});

describe("rehypeNarrow: tables", () => {
  it("marks tables of three columns to stack and names each body cell after the first by its column", async () => {
    const out = await html(
      [
        "| Environment | Base URL | `Credentials` |",
        "| --- | --- | --- |",
        "| Sandbox | The sandbox base URL | Sandbox keys |",
      ].join("\n"),
    );
    expect(out).toContain("<table data-stack=");
    expect(out).toContain("<td>Sandbox</td>");
    expect(out).toContain('<td data-label="Base URL">The sandbox base URL</td>');
    expect(out).toContain('<td data-label="Credentials">Sandbox keys</td>');
  });

  it("stacks two-column tables too, naming the second cell by its column", async () => {
    const out = await html("| Field | Meaning |\n| --- | --- |\n| a | b |\n");
    expect(out).toContain("<table data-stack=");
    expect(out).toContain('<td data-label="Meaning">b</td>');
  });
});
