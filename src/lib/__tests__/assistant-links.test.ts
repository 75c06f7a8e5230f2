import { assistantLinks, assistantPrompt } from "../assistant-links";

describe("assistant links", () => {
  const md = "https://docs.saku.example/api-docs-v2/guide/authentication.md";

  it("asks the assistant to read the page's Markdown URL", () => {
    expect(assistantPrompt(md)).toBe(`Read ${md} so I can ask questions about it.`);
  });

  it("opens ChatGPT and Claude with the prompt as the q parameter", () => {
    const links = assistantLinks(md);
    expect(links.map((l) => l.label)).toEqual(["Open in ChatGPT", "Open in Claude"]);
    for (const link of links) expect(new URL(link.href).searchParams.get("q")).toBe(assistantPrompt(md));
    expect(new URL(links[0].href).origin).toBe("https://chatgpt.com");
    expect(new URL(links[1].href).pathname).toBe("/new");
  });
});
