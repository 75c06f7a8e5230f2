import type { OperationSearchData } from "../api-pages";

/** An operation as its `ApiOperation` node carries it (src/node/openapi `operationNodeFields`). */
export const queryPayment: OperationSearchData = {
  operationId: "widgetQueryPayment",
  summary: "Query Payment",
  method: "POST",
  path: "/v1.0/debit/status",
  webhook: false,
  serviceCode: "55",
  searchSections: [
    { id: "", heading: "Query Payment", text: "Get the status of a Saku payment. Poll every 10 seconds." },
    { id: "request-headers.X-PARTNER-ID", heading: "X-PARTNER-ID (header)", text: "Your client id." },
    { id: "request-headers.Content-Type", heading: "Content-Type (header)", text: "The body is JSON." },
    {
      id: "request-body.originalPartnerReferenceNo",
      heading: "originalPartnerReferenceNo (request body)",
      text: "Your order reference.",
    },
    {
      id: "request-body.additionalInfo.payMethod",
      heading: "additionalInfo.payMethod (request body)",
      text: "How it was paid.",
    },
    {
      id: "response-body.refundHistory.refundAmount.value",
      heading: "refundHistory.refundAmount.value (response, HTTP 200)",
      text: "Amount.",
    },
    { id: "error-body.responseCode", heading: "responseCode (response, HTTP 400, 404)", text: "The result code." },
    { id: "response-code-2005500", heading: "2005500 Successful", text: "Found. Act on it." },
    {
      id: "response-code-4045501",
      heading: "4045501 Transaction Not Found",
      text: "No such payment. Check the references.",
    },
  ],
};

export const finishNotify: OperationSearchData = {
  operationId: "widgetFinishNotify",
  summary: "Finish Notify",
  method: "POST",
  path: "/v1.0/debit/notify",
  webhook: true,
  serviceCode: "56",
  searchSections: [
    { id: "", heading: "Finish Notify", text: "Receive the final result." },
    { id: "request-body.amount.value", heading: "amount.value (request body)", text: "Amount." },
  ],
};
