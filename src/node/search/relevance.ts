import type { SearchEngine } from "../../lib/search/engine";
import { suggestionGroups } from "../../lib/search/suggestions";
import type { SearchContext } from "../../lib/search/types";

/**
 * The relevance set (issue 16): queries a developer types into the navbar box, from a guide page
 * or an API page, each with the page that must be among the first three suggestions the dropdown
 * shows. A unit test fails under 90 % (src/node/search/__tests__/relevance.test.ts); the benchmark
 * prints the score. Add a case when a query disappoints a reader; fix the ranking, not the case.
 */
export interface RelevanceCase {
  query: string;
  /** The sidebar of the page the reader types on. */
  from: SearchContext;
  /** Route of the page that must be in the top 3. */
  expect: string;
  /** What kind of query it is (tasks, codes, fields, typos, synonyms). */
  kind: "task" | "code" | "field" | "typo" | "synonym" | "product";
}

export const RELEVANCE_SET: readonly RelevanceCase[] = [
  // Tasks, in a developer's words.
  { query: "refund", from: "guide", expect: "/api/payment-gateway/refund-order/", kind: "task" },
  { query: "refund", from: "api", expect: "/api/saku-widget/refund-order/", kind: "task" },
  { query: "cancel order", from: "api", expect: "/api/payment-gateway/cancel-order/", kind: "task" },
  { query: "create order", from: "guide", expect: "/api/payment-gateway/create-order/", kind: "task" },
  { query: "query payment", from: "api", expect: "/api/saku-widget/query-payment/", kind: "task" },
  { query: "balance inquiry", from: "api", expect: "/api/saku-widget/balance-inquiry/", kind: "task" },
  { query: "transfer to bank", from: "api", expect: "/api/disbursement/transfer-to-bank/", kind: "task" },
  { query: "bind account", from: "guide", expect: "/guide/saku-widget/widget-binding/", kind: "task" },
  { query: "unbind", from: "api", expect: "/api/saku-widget/account-unbinding/", kind: "task" },
  { query: "create shop", from: "api", expect: "/api/merchant-management/create-shop/", kind: "task" },
  { query: "update division", from: "api", expect: "/api/merchant-management/update-division/", kind: "task" },
  { query: "transaction history", from: "api", expect: "/api/saku-widget/transaction-history/", kind: "task" },
  { query: "hosted checkout", from: "guide", expect: "/guide/payment-gateway/hosted-checkout/", kind: "task" },
  { query: "sign a request", from: "guide", expect: "/guide/authentication/", kind: "task" },
  { query: "settlement file columns", from: "guide", expect: "/guide/settlement-file/payment-services/", kind: "task" },
  { query: "sandbox scenarios", from: "guide", expect: "/guide/scenario-testing/", kind: "task" },
  { query: "api status", from: "api", expect: "/api/api-status/", kind: "task" },
  { query: "sdk", from: "guide", expect: "/guide/getting-started/libraries/", kind: "task" },
  { query: "onboarding", from: "guide", expect: "/guide/getting-started/getting-started-onboarding/", kind: "task" },
  { query: "bank code list", from: "api", expect: "/api/disbursement/beneficiary-bank-code-list/", kind: "task" },
  { query: "mcp", from: "guide", expect: "/guide/integration-mcp/", kind: "product" },
  { query: "top up", from: "api", expect: "/api/disbursement/customer-top-up/", kind: "task" },
  // Codes, headers, paths, operation ids: exact.
  // Its operation (the B2B access token) has no page yet: the guide that explains it is offered.
  { query: "4017300", from: "api", expect: "/guide/authentication/", kind: "code" },
  { query: "2005400", from: "guide", expect: "/api/saku-widget/direct-debit-payment/", kind: "code" },
  { query: "X-PARTNER-ID", from: "guide", expect: "/guide/authentication/", kind: "code" },
  { query: "/v1.0/debit/status", from: "api", expect: "/api/saku-widget/query-payment/", kind: "code" },
  { query: "apply-token", from: "api", expect: "/api/saku-widget/apply-token/", kind: "code" },
  { query: "X-SIGNATURE", from: "guide", expect: "/guide/authentication/", kind: "code" },
  // Fields.
  { query: "availableBalance", from: "api", expect: "/api/saku-widget/balance-inquiry/", kind: "field" },
  { query: "refundHistory", from: "guide", expect: "/api/saku-widget/query-payment/", kind: "field" },
  { query: "beneficiaryAccountNo", from: "api", expect: "/api/disbursement/transfer-to-bank/", kind: "field" },
  { query: "authCode", from: "api", expect: "/api/saku-widget/apply-token/", kind: "field" },
  // Typos.
  { query: "refnd", from: "guide", expect: "/api/payment-gateway/refund-order/", kind: "typo" },
  { query: "refnd", from: "api", expect: "/api/saku-widget/refund-order/", kind: "typo" },
  { query: "signiture", from: "guide", expect: "/guide/authentication/", kind: "typo" },
  { query: "disbursment", from: "guide", expect: "/guide/disbursement/disbursement-to-bank/", kind: "typo" },
  { query: "setlement", from: "guide", expect: "/guide/settlement-file/payment-services/", kind: "typo" },
  { query: "divison", from: "api", expect: "/api/merchant-management/create-division/", kind: "typo" },
  { query: "authentification", from: "guide", expect: "/guide/authentication/", kind: "typo" },
  // Synonyms.
  { query: "webhook", from: "guide", expect: "/api/payment-gateway/finish-notify/", kind: "synonym" },
  { query: "webhook", from: "api", expect: "/api/saku-widget/finish-notify/", kind: "synonym" },
  { query: "callback", from: "api", expect: "/api/disbursement/transfer-to-bank-notify/", kind: "synonym" },
  { query: "payout", from: "guide", expect: "/guide/disbursement/disbursement-to-bank/", kind: "synonym" },
  { query: "otp", from: "api", expect: "/api/saku-widget/apply-ott/", kind: "synonym" },
  { query: "idempotency key", from: "api", expect: "/api/", kind: "synonym" },
  { query: "store", from: "api", expect: "/api/merchant-management/create-shop/", kind: "synonym" },
];

export interface RelevanceResult {
  passed: number;
  total: number;
  score: number;
  /** The failing cases, each with what the top 3 were. */
  misses: string[];
}

/**
 * For each case, the dropdown's suggestions typed from a page of `from`: the expected page must be
 * among the first three of its group (the reader's context, or the labelled group of the other
 * one, which the dropdown shows below it within the 8 suggestions).
 */
export function scoreRelevance(engine: SearchEngine, cases: readonly RelevanceCase[] = RELEVANCE_SET): RelevanceResult {
  const misses: string[] = [];
  for (const c of cases) {
    const groups = suggestionGroups(engine, c.query, c.from);
    const top = groups.flatMap((g) => g.hits.slice(0, 3));
    if (!top.some((h) => h.url === c.expect))
      misses.push(
        `"${c.query}" from ${c.from} → ${c.expect}; got ${top.map((h) => `${h.url}#${h.hash}`).join(", ") || "nothing"}`,
      );
  }
  const total = cases.length;
  return { passed: total - misses.length, total, score: (total - misses.length) / total, misses };
}
