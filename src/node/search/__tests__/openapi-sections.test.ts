import { indexOpenApi, operationSearchSections, schemaFields } from "../openapi-sections";
import { sampleOpenApi } from "./fixtures";

const product = { name: "Saku", slug: "saku" };

describe("API page search sections", () => {
  const api = indexOpenApi(sampleOpenApi);

  it("lists operations and webhooks by operationId", () => {
    expect([...api.operations.keys()]).toEqual(["widgetQueryPayment", "widgetFinishNotify"]);
    expect(api.operations.get("widgetFinishNotify")).toMatchObject({ method: "POST", path: null, webhook: "widgetFinishNotify" });
  });

  it("indexes method and path, service code, headers, dotted field names and response codes", () => {
    const sections = operationSearchSections(api, "widgetQueryPayment", product) ?? [];
    expect(sections.map((s) => [s.key, s.id, s.heading])).toEqual([
      ["endpoint", "", "POST /v1.0/debit/status"],
      ["requestHeaders", "request-headers", "Request headers"],
      ["requestBody", "request-body", "Request body"],
      ["responseBody", "response-body", "Response body"],
      ["responseCodes", "response-codes", "Response codes"],
    ]);
    const text = Object.fromEntries(sections.map((s) => [s.key, s.indexText]));
    expect(text.endpoint).toContain("service code 55");
    expect(text.endpoint).toContain("Get the status of a Saku payment.");
    expect(text.requestHeaders.split("\n")).toEqual(["X-PARTNER-ID", "Content-Type"]);
    expect(text.requestBody.split("\n")).toEqual(["originalPartnerReferenceNo", "additionalInfo", "additionalInfo.payMethod"]);
    expect(text.responseBody.split("\n")).toEqual(["responseCode", "refundHistory", "refundHistory.refundAmount", "refundHistory.refundAmount.value", "refundHistory.refundAmount.currency"]);
    expect(text.responseCodes.split("\n")).toEqual(["2005500 Successful", "4045501 Transaction Not Found"]);
  });

  it("keeps descriptions and meanings for excerpts, out of the index", () => {
    const codes = operationSearchSections(api, "widgetQueryPayment", product)?.find((s) => s.key === "responseCodes");
    expect(codes?.text).toContain("4045501 Transaction Not Found: No such payment. Check the references.");
    expect(codes?.indexText).not.toContain("Check the references");
  });

  it("describes a webhook as a notification and reads fields through allOf", () => {
    const sections = operationSearchSections(api, "widgetFinishNotify", product) ?? [];
    expect(sections[0]?.heading).toBe("POST notification to your server");
    expect(sections.find((s) => s.key === "requestBody")?.indexText).toBe("value\ncurrency");
    expect(operationSearchSections(api, "noSuchOperation", product)).toBeNull();
  });

  it("stops at circular references", () => {
    const cyclic = indexOpenApi(`
openapi: 3.1.0
components:
  schemas:
    Node: { type: object, properties: { child: { $ref: "#/components/schemas/Node" }, name: { type: string } } }
`);
    const names = schemaFields(cyclic.document, { $ref: "#/components/schemas/Node" }).map((f) => f.name);
    expect(names).toEqual(["child", "name"]);
  });
});
