import { extractOutline } from "../extract";
import { inlineMarkdownToRich } from "../../openapi";

const options = { product: { name: "Saku", slug: "saku" }, contentDir: "/site/content" };
const links = (body: string, file = "/site/content/guide/page.mdx") =>
  extractOutline(body, file, options).links.map((l) => l.url);

describe("mentions of the B2B access-token call become links to its page", () => {
  it("links the call named as code or by its name in prose, tables and lists", () => {
    const body = [
      "Get one from `POST /v1.0/access-token/b2b` first.",
      "",
      "| Header | From |",
      "| --- | --- |",
      "| `Authorization` | Get B2B Access Token |",
      "",
      "- Call `/v1.0/access-token/b2b`, then Get B2B Access Token again.",
    ].join("\n");
    expect(links(body)).toEqual(Array(4).fill("/api/authentication/get-b2b-access-token"));
  });

  it("leaves other code, links, headings and the call's own page alone", () => {
    expect(links("`POST /v1.0/access-token/b2b2c` and `POST /v1.0/access-token/b2b?x`")).toEqual([]);
    expect(links("[Get B2B Access Token](/guide/authentication#get-a-b2b-access-token)")).toEqual([
      "/guide/authentication#get-a-b2b-access-token",
    ]);
    expect(links("## Get B2B Access Token\n")).toEqual([]);
    expect(links("```bash\ncurl $BASE_URL/v1.0/access-token/b2b\n```\n")).toEqual([]);
    expect(links("Get B2B Access Token", "/site/content/api/authentication/get-b2b-access-token.mdx")).toEqual([]);
  });

  it("links it in the OpenAPI document's markdown too", () => {
    expect(inlineMarkdownToRich("Request a new token with Get B2B Access Token, then retry.")).toEqual([
      "Request a new token with ",
      ["a", { href: "/api/authentication/get-b2b-access-token" }, "Get B2B Access Token"],
      ", then retry.",
    ]);
  });
});
