import { initialDraft, requestDraftReducer, type RequestDraft } from "../useRequestDraft";

const start = {
  pathParams: { id: "" },
  query: { page: "1" },
  headerValues: { "X-PARTNER-ID": "partner" },
  body: '{"partnerReferenceNo":"ORD-1"}',
};

describe("requestDraftReducer", () => {
  it("starts from the operation's starting values, nothing left out, references renewed", () => {
    expect(initialDraft(start)).toEqual({ ...start, leftOut: [], keepReferences: false });
  });

  it("sets one path parameter, query parameter or header, keeping the others", () => {
    let draft = initialDraft(start);
    draft = requestDraftReducer(draft, { type: "path-param", name: "id", value: "42" });
    draft = requestDraftReducer(draft, { type: "query", name: "size", value: "10" });
    draft = requestDraftReducer(draft, { type: "header", name: "X-TIMESTAMP", value: "old" });
    expect(draft.pathParams).toEqual({ id: "42" });
    expect(draft.query).toEqual({ page: "1", size: "10" });
    expect(draft.headerValues).toEqual({ "X-PARTNER-ID": "partner", "X-TIMESTAMP": "old" });
    expect(draft.body).toBe(start.body);
  });

  it("leaves optional headers out and puts them back, each once", () => {
    let draft = initialDraft(start);
    draft = requestDraftReducer(draft, { type: "leave-out", name: "Authorization-Customer", leave: true });
    draft = requestDraftReducer(draft, { type: "leave-out", name: "Authorization-Customer", leave: true });
    draft = requestDraftReducer(draft, { type: "leave-out", name: "X-DEVICE-ID", leave: true });
    expect(draft.leftOut).toEqual(["Authorization-Customer", "X-DEVICE-ID"]);
    draft = requestDraftReducer(draft, { type: "leave-out", name: "Authorization-Customer", leave: false });
    expect(draft.leftOut).toEqual(["X-DEVICE-ID"]);
  });

  it("edits the body and the keep-references choice; an unchanged body keeps the same draft", () => {
    const draft: RequestDraft = initialDraft(start);
    expect(requestDraftReducer(draft, { type: "body", body: start.body })).toBe(draft);
    const edited = requestDraftReducer(draft, { type: "body", body: "{}" });
    expect(edited.body).toBe("{}");
    expect(requestDraftReducer(edited, { type: "keep-references", keep: true }).keepReferences).toBe(true);
    expect(draft.body).toBe(start.body);
  });
});
