import { frontmatterLines, mdxErrorMessage } from "../docs";
import { compileFailure } from "../compile";
import { ContentTreeError, extractOutline } from "../../markdown";

const source = "---\ntitle: Broken\ndescription: One sentence.\n---\n\nIntro.\n\n<Tabs>\n\nText\n";
const body = source.slice(source.indexOf("\n---\n") + 5);

function parseError(): unknown {
  try {
    extractOutline(
      body,
      "/site/content/guide/broken.mdx",
      { product: { name: "Saku", slug: "saku" }, contentDir: "/site/content" },
      0,
    );
  } catch (error) {
    return error;
  }
  throw new Error("expected a parse error");
}

describe("MDX errors name the file and the file's own line", () => {
  it("counts the frontmatter lines", () => {
    expect(frontmatterLines(source)).toBe(4);
    expect(frontmatterLines("No frontmatter.\n")).toBe(0);
  });

  it("moves a syntax error's place from the body to the file, also when it is only in the reason", () => {
    expect(mdxErrorMessage("content/guide/broken.mdx", frontmatterLines(source), parseError())).toBe(
      "content/guide/broken.mdx:8:1: Expected a closing tag for `<Tabs>`",
    );
    expect(mdxErrorMessage("a.mdx", 4, { reason: "Unexpected character", line: 2, column: 5 })).toBe(
      "a.mdx:6:5: Unexpected character",
    );
    expect(mdxErrorMessage("a.mdx", 4, new Error("no place"))).toBe("a.mdx: no place");
  });

  it("names one line for an unclosed tag: the opening tag's, not also where the parser gave up", () => {
    const error = {
      reason: "Expected a closing tag for `<b>` (2:6-2:9) before the end of `paragraph`",
      line: 4,
      column: 1,
    };
    expect(mdxErrorMessage("a.mdx", 4, error)).toBe(
      "a.mdx:6:6: Expected a closing tag for `<b>` before the end of `paragraph`",
    );
  });

  it("a failed content compile reports the converter's message or the MDX error", () => {
    expect(
      compileFailure("a.mdx", 4, {
        context: { errorMeta: new ContentTreeError("a.mdx:9: unknown component <Widget>") },
      }),
    ).toBe("a.mdx:9: unknown component <Widget>");
    expect(
      compileFailure("a.mdx", 4, {
        context: { errorMeta: { reason: "Could not parse expression", line: 3, column: 2 } },
      }),
    ).toBe("a.mdx:7:2: Could not parse expression");
  });
});
