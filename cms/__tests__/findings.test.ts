import { findingsOf } from "../node/findings";
import { fixFor } from "../node/site-code";
import { currentFindings, recordSave } from "../admin/findings";

const file = "content/guide/payment-gateway/refunds.mdx";
// Four lines of frontmatter: body line 1 is file line 5.
const raw = "---\ntitle: Refunds\ndescription: How refunds work.\n---\n\nIntro.\n\n<Foo />\n";
const saved = new Map([[file, raw]]);

describe("a refused save as findings: file, body line, message, fix", () => {
  it("splits the build's message into findings, counting lines in the body", () => {
    const text =
      "The build would fail: Broken links (2):\n" +
      `  - ${file}:8: page "/guide/payment-gateway/refunds/" links to "/guide/nope/", which is not a page of this site\n` +
      `  - ${file}:9: page "/guide/payment-gateway/refunds/" links to "/guide/a/#b", but "/guide/a/" has no anchor "#b"`;
    expect(findingsOf(text, saved)).toEqual([
      {
        file,
        line: 4,
        text: "<Foo />",
        message: 'page "/guide/payment-gateway/refunds/" links to "/guide/nope/", which is not a page of this site',
        fix: fixFor("which is not a page of this site"),
      },
      {
        file,
        line: 5,
        text: "",
        message: 'page "/guide/payment-gateway/refunds/" links to "/guide/a/#b", but "/guide/a/" has no anchor "#b"',
        fix: fixFor("has no anchor"),
      },
    ]);
    expect(fixFor("which is not a page of this site")).toContain("Link to a page that exists");
  });

  it("reads a compile error and the content lint's findings, with the line's column dropped", () => {
    expect(findingsOf(`The build would fail: ${file}:8:1: Expected a closing tag for \`<Note>\``, saved)).toEqual([
      {
        file,
        line: 4,
        text: "<Foo />",
        message: "Expected a closing tag for `<Note>`",
        fix: "Close the tag after its content (</Note>), or end it with /> when it has none (<Card … />).",
      },
    ]);
    const lint = `The content lint (npm test) would fail:\n${file}:6: [placeholder] placeholder text "TODO"`;
    expect(findingsOf(lint, saved)).toMatchObject([
      {
        file,
        line: 2,
        message: '[placeholder] placeholder text "TODO"',
        fix: "Write the real text: a page is published as it is.",
      },
    ]);
  });

  it("keeps a refusal that names no line as one finding, and a frontmatter line as no body line", () => {
    expect(findingsOf("A page already exists at content/guide/x.mdx. Nothing was saved.", saved)).toMatchObject([
      { file: null, line: null, message: "A page already exists at content/guide/x.mdx. Nothing was saved." },
    ]);
    expect(findingsOf(`${file}:2: something in the frontmatter`, saved)).toMatchObject([{ file, line: null }]);
    expect(findingsOf("git commit failed: hook said no\n  line two", saved)).toMatchObject([
      { message: "git commit failed: hook said no\nline two" },
    ]);
  });
});

describe("the findings panel keeps a refusal until it is fixed or dismissed", () => {
  const answer = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });

  it("lists a refused save's findings, replaces them on the next refusal, and clears them on a save", async () => {
    const params = { entry: { path: file } };
    const finding = { file, line: 4, message: "unknown component <Foo>", fix: "x" };
    await recordSave(params, answer(422, { error: "…", findings: [finding] }));
    await recordSave({ asset: { path: "static/img/big.png" } }, answer(413, { error: "too large" }));
    expect(currentFindings()).toMatchObject([finding, { file: "static/img/big.png", message: "too large" }]);
    // Another page's save leaves them; a new refusal of this page replaces its findings.
    await recordSave({ entry: { path: "content/guide/other.mdx" } }, answer(200, { message: "entry persisted" }));
    expect(currentFindings()).toHaveLength(2);
    await recordSave(params, answer(422, { error: "…", findings: [{ ...finding, line: 5 }] }));
    expect(currentFindings().map((f) => f.line)).toEqual([null, 5]);
    await recordSave(params, answer(200, { message: "entry persisted" }));
    expect(currentFindings().map((f) => f.file)).toEqual(["static/img/big.png"]);
  });

  it("lists a saved draft's findings, keeps a refused Publish's by their file, and clears them when the draft checks clean", async () => {
    const finding = { file, line: 2, message: "a broken link", fix: "x" };
    const draft = { dataFiles: [{ path: file }] };
    await recordSave(draft, answer(200, { message: "entry persisted", findings: [finding], checkedFiles: [file] }));
    expect(currentFindings()).toMatchObject([
      { file: "static/img/big.png" },
      { ...finding, heading: "Saved as a draft; Publish would refuse it" },
    ]);
    // Publish names no files: its findings are kept by theirs.
    await recordSave({}, answer(422, { error: "…", findings: [finding] }), "publishUnpublishedEntry");
    expect(currentFindings()).toMatchObject([
      { file: "static/img/big.png" },
      { ...finding, heading: "Saved as a draft; Publish would refuse it" },
      { ...finding, heading: "Not published", saved: [file] },
    ]);
    // The draft opened again, fixed: its answer names the files it checked and no findings.
    await recordSave({}, answer(200, { status: "draft", findings: [], checkedFiles: [file] }), "unpublishedEntry");
    expect(currentFindings().map((f) => f.file)).toEqual(["static/img/big.png"]);
  });
});
