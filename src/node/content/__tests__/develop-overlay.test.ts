import { overlayError, reportingNodeErrors, reportingToBrowser } from "../develop-overlay";

const file = "content/guide/authentication.mdx";
const message = `${file}:14:1: Expected a closing tag for \`<Tip>\``;

describe("content errors in develop's browser overlay", () => {
  it("names the file, line, the build's message and the fix the CMS gives for it", () => {
    const fix = "\n\nFix: Close the tag after its content (</Note>), or end it with /> when it has none (<Card … />).";
    expect(overlayError(file, message)).toEqual({
      level: "ERROR",
      code: "content",
      error: { message: `Expected a closing tag for \`<Tip>\`${fix}` },
      context: { sourceMessage: `Expected a closing tag for \`<Tip>\`${fix}` },
      filePath: file,
      location: { start: { line: 14, column: 1 } },
      text: message + fix,
    });
    expect(overlayError(file, `${file}: frontmatter "title" is required`)).toMatchObject({
      error: { message: 'frontmatter "title" is required\n\nFix: Correct the field in the frontmatter (in the CMS, the form above the body).' },
      filePath: file,
    });
    expect(overlayError(file, `${file}: something new`).text).toMatch(/Fix: Correct what the message names, then save the file\.$/);
  });

  it("wraps onCreateNode without Gatsby's callback parameter, which Gatsby would wait for", () => {
    const seen: unknown[] = [];
    const wrapped = reportingNodeErrors((args) => void seen.push(args.node.id));
    expect(wrapped?.length).toBeLessThan(3);
    const node = { id: "n", internal: { type: "Mdx" } };
    void wrapped?.({ node } as never, {} as never, () => undefined);
    expect(seen).toEqual(["n"]);
  });

  it("shows a failure, rethrows it, and clears it once the file works again", async () => {
    const sent: [string, unknown][] = [];
    const send = (id: string, errors: unknown) => sent.push([id, errors]);
    expect(() =>
      reportingToBrowser(
        "body",
        file,
        () => {
          throw new Error(message);
        },
        send,
      ),
    ).toThrow(message);
    expect(sent).toEqual([[`body ${file}`, [overlayError(file, message)]]]);
    expect(reportingToBrowser("body", file, () => 42, send)).toBe(42);
    expect(sent[1]).toEqual([`body ${file}`, null]);
    await expect(reportingToBrowser("fields", file, () => Promise.reject(new Error(message)), send)).rejects.toThrow(
      message,
    );
    expect(sent[2]).toEqual([`fields ${file}`, [overlayError(file, message)]]);
  });

  it("does nothing outside develop", () => {
    expect(reportingToBrowser("body", file, () => "ok")).toBe("ok");
    expect(() =>
      reportingToBrowser("body", file, () => {
        throw new Error(message);
      }),
    ).toThrow(message);
  });
});
