import type { SearchContext } from "../../lib/search/node";

/**
 * The relevance sets: queries a developer types into the navbar box, on the home page or a guide
 * (the guides' context) or an API page, each with the page that must be among the first three
 * suggestions the dropdown shows, in the order the reader sees them (suggestionGroups: the
 * context of the best hit first). Unit tests fail under 90 % for the in-context set and 95 % for
 * the cross-context set (src/node/search/__tests__/relevance.test.ts); the benchmark prints both.
 * Add a case when a query disappoints a reader; fix the ranking, not the case.
 */
export interface RelevanceCase {
  query: string;
  /** The sidebar of the page the reader types on; null for the search page (every context). */
  from: SearchContext | null;
  /**
   * Route of the page that must be in the first `within`, or of each of the pages that are equally
   * right. A route with an anchor (`/api/#headers`) names that section; a route ending in `*`
   * names every page under it.
   */
  expect: string | readonly string[];
  /** How many suggestions the page must be among (default 3; 1: first). */
  within?: number;
  /** The hit's section heading must match this too ("Request body"). */
  section?: RegExp;
  /** Routes that must not be shown at all, among the 8. */
  never?: readonly string[];
  /** What kind of query it is (tasks, codes, fields, typos, synonyms, questions, word forms). */
  kind: "task" | "code" | "field" | "typo" | "synonym" | "product" | "question" | "form";
}

/** Routes the relevance sets name. */
export const PG = "/api/payment-gateway";
export const WIDGET = "/api/saku-widget";
export const DISB = "/api/disbursement";
export const MM = "/api/merchant-management";
export const refundOrder = [`${PG}/refund-order/`, `${WIDGET}/refund-order/`];
export const finishNotify = [`${PG}/finish-notify/`, `${WIDGET}/finish-notify/`, `${DISB}/transfer-to-bank-notify/`];
export const overview = "/guide/getting-started/integration-overview/";
export const catalog = "/api/response-codes/";

export const cancelOrder = [`${PG}/cancel-order/`, `${WIDGET}/cancel-order/`];
export const queryPayment = [`${PG}/query-payment/`, `${WIDGET}/query-payment/`];
/** Where a header is defined: the API overview's table of headers and each product's. */
export const headerTables = ["/api/", `${PG}/overview/`, `${WIDGET}/overview/`, `${DISB}/overview/`, `${MM}/overview/`];
export const settlementGuides = ["/guide/settlement-file/payment-services/", "/guide/settlement-file/disbursement/"];
