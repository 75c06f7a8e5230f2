/**
 * Anchor ids of the sections an API operation page renders from the OpenAPI document. Search
 * results link to them (`/api/saku-widget/apply-token/#request-body`), so the API template renders
 * exactly these ids and reports them to the link checker; the search index only uses an id the
 * page really has (src/node/search/documents.ts), otherwise it links to the top of the page.
 */
export const API_SECTION_IDS = {
  requestHeaders: "request-headers",
  requestBody: "request-body",
  responseBody: "response-body",
  responseCodes: "response-codes",
  examples: "examples",
} as const;

export type ApiSectionKey = keyof typeof API_SECTION_IDS;
