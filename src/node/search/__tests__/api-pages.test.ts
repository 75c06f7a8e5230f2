import { apiPageSections, endpointOf } from "../api-pages";
import { apiSections } from "../../../lib/openapi";
import { finishNotify, queryPayment } from "./fixtures";

describe("API page search sections", () => {
  it("groups the operation's rows under the headings the page renders, top first", () => {
    expect(apiPageSections(queryPayment).map((s) => [s.id, s.heading])).toEqual([
      ["", "POST /v1.0/debit/status"],
      [apiSections.headers.id, apiSections.headers.value],
      [apiSections.requestBody.id, apiSections.requestBody.value],
      [apiSections.responseBody.id, apiSections.responseBody.value],
      [apiSections.responseCodes.id, apiSections.responseCodes.value],
    ]);
  });

  it("indexes method and path, service code, header and dotted field names, codes and messages", () => {
    const text = Object.fromEntries(apiPageSections(queryPayment).map((s) => [s.id, s.indexText]));
    expect(text[""]).toContain("POST /v1.0/debit/status\nservice code 55\nwidgetQueryPayment");
    expect(text["request-headers"]).toBe("X-PARTNER-ID\nContent-Type");
    expect(text["request-body"]).toBe("originalPartnerReferenceNo\nadditionalInfo.payMethod");
    expect(text["response-body"]).toBe("refundHistory.refundAmount.value\nresponseCode");
    expect(text["response-codes"]).toBe("2005500 Successful\n4045501 Transaction Not Found");
  });

  it("keeps descriptions and meanings for excerpts, out of the index", () => {
    const codes = apiPageSections(queryPayment).find((s) => s.id === "response-codes");
    expect(codes?.text).toContain("4045501 Transaction Not Found: No such payment. Check the references.");
    expect(codes?.indexText).not.toContain("Check the references");
  });

  it("names the response codes' rows, so a code typed whole links to its row", () => {
    const codes = apiPageSections(queryPayment).find((s) => s.id === "response-codes");
    expect(codes?.rows).toEqual({ prefix: "response-code-", tokens: ["2005500", "4045501"] });
    expect(apiPageSections(queryPayment).filter((s) => s.rows)).toHaveLength(1);
  });

  it("names a webhook's endpoint as a notification", () => {
    expect(endpointOf(finishNotify)).toBe("POST /v1.0/debit/notify (notification)");
    expect(apiPageSections(finishNotify).map((s) => s.id)).toEqual(["", "request-body"]);
  });
});
