import {
  answerFromDocs,
  docsHitLabel,
  docsHitRoute,
  docsQueries,
  docsSearchRoute,
  questionKeywords,
  type DocsHit,
  type DocsSearchEngine,
} from "../lazy";

describe("questionKeywords", () => {
  it.each([
    ["How do I verify the notification signature?", ["verify", "notification", "signature"]],
    ["What is X-TIMESTAMP?", ["x-timestamp"]],
    ["Why does apply-token return 4017300?", ["apply-token", "return", "4017300"]],
    ["refund refund REFUND", ["refund"]],
    ["Can I use the sandbox for disbursement to bank?", ["sandbox", "disbursement", "bank"]],
    ["how to", []],
    ["", []],
    ["a b c 7", ["7"]],
  ])("%j → %j", (question, keywords) => {
    expect(questionKeywords(question)).toEqual(keywords);
  });

  it("keeps at most eight keywords", () => {
    expect(questionKeywords("one two three four five six seven eight nine ten")).toHaveLength(8);
  });
});

describe("docsQueries", () => {
  it("runs all keywords together, then each alone", () => {
    expect(docsQueries("How do I refund an order?")).toEqual(["refund order", "refund", "order"]);
  });
  it("runs one keyword once", () => {
    expect(docsQueries("What is a signature?")).toEqual(["signature"]);
  });
  it("falls back to the raw question when it has only stop words", () => {
    expect(docsQueries("  how to  ")).toEqual(["how to"]);
    expect(docsQueries("   ")).toEqual([]);
  });
});

function hit(id: string, extra: Partial<DocsHit> = {}): DocsHit {
  return {
    title: `Page ${id}`,
    section: `Section ${id}`,
    url: `/guide/${id}/`,
    hash: id,
    breadcrumbs: ["Guides"],
    excerpt: `About ${id}`,
    score: 1,
    context: "guide",
    top: false,
    terms: [id],
    href: `/api-docs-v2/guide/${id}/?_highlight=${id}#${id}`,
    ...extra,
  };
}

function engine(index: Record<string, string[]>): DocsSearchEngine & { queries: string[] } {
  const queries: string[] = [];
  return {
    queries,
    search(query, options) {
      queries.push(query);
      return (index[query] ?? []).slice(0, options?.limit ?? 8).map((id) => hit(id));
    },
  };
}

describe("answerFromDocs", () => {
  it("returns the sections matching all keywords when there are enough", () => {
    const e = engine({ "refund order": ["a", "b"] });
    expect(answerFromDocs(e, "How do I refund an order?", 2).map((h) => h.hash)).toEqual(["a", "b"]);
    expect(e.queries).toEqual(["refund order"]);
  });

  it("fills up with sections matching most keywords apart, ranked by how many they match", () => {
    const e = engine({
      "verify notification signature": ["both"],
      verify: ["v", "n2"],
      notification: ["n1", "n2"],
      signature: ["s", "n2"],
    });
    expect(answerFromDocs(e, "How do I verify the notification signature?", 4).map((h) => h.hash)).toEqual([
      "both",
      "n2",
      "v",
      "n1",
    ]);
    expect(e.queries).toEqual(["verify notification signature", "verify", "notification", "signature"]);
  });

  it("never returns a section twice and respects the limit", () => {
    const e = engine({ "alpha beta": ["x"], alpha: ["x", "y", "z"], beta: ["y", "x", "w"] });
    const hashes = answerFromDocs(e, "alpha beta", 3).map((h) => h.hash);
    expect(hashes).toEqual(["x", "y", "z"]);
  });

  it("returns nothing for an empty question without searching", () => {
    const e = engine({});
    expect(answerFromDocs(e, "  ", 5)).toEqual([]);
    expect(e.queries).toEqual([]);
  });

  it("returns nothing when nothing matches", () => {
    expect(answerFromDocs(engine({}), "quantum teleportation", 5)).toEqual([]);
  });
});

describe("answer links", () => {
  it("go to the section as a route, with the matched terms to highlight", () => {
    expect(docsHitRoute(hit("refund", { terms: ["refund", "order"] }))).toBe(
      "/guide/refund/?_highlight=refund&_highlight=order#refund",
    );
    expect(docsHitRoute(hit("top", { hash: "", terms: [] }))).toBe("/guide/top/");
  });

  it("name the page, and the section when the hit is one further down", () => {
    expect(docsHitLabel(hit("a", { title: "Refund Order", section: "Request body" }))).toBe(
      "Refund Order: Request body",
    );
    expect(docsHitLabel(hit("b", { title: "Refund Order", section: "POST /v1.0/debit/refund", top: true }))).toBe(
      "Refund Order",
    );
    expect(docsHitLabel(hit("c", { title: "Authentication", section: "" }))).toBe("Authentication");
    expect(docsHitLabel(hit("d", { title: "Shop", section: "Shop" }))).toBe("Shop");
  });

  it("offer the search page for the whole question", () => {
    expect(docsSearchRoute("How do I refund?")).toBe("/search/?q=How+do+I+refund%3F");
  });
});
