import { suggestionGroups, suggestionsShown, type SearchContext, type SearchEngine } from "../../lib/search/node";

/**
 * The relevance set: queries a developer types into the navbar box, from a guide page
 * or an API page, each with the page that must be among the first three suggestions the dropdown
 * shows, in the order the reader sees them (the reader's context first, then the other context's
 * group). A unit test fails under 90 % (src/node/search/__tests__/relevance.test.ts); the
 * benchmark prints the score. Add a case when a query disappoints a reader; fix the ranking, not
 * the case.
 *
 * Because the reader's context comes first, a page of the other context can be among the
 * first three only when the reader's context has little about the query (see suggestionGroups).
 * That the other context's page is offered at all, within the 8 suggestions, is OFFERED_SET.
 */
export interface RelevanceCase {
  query: string;
  /** The sidebar of the page the reader types on. */
  from: SearchContext;
  /** Route of the page that must be in the top 3, or of each of the pages that are equally right. */
  expect: string | readonly string[];
  /** What kind of query it is (tasks, codes, fields, typos, synonyms). */
  kind: "task" | "code" | "field" | "typo" | "synonym" | "product";
}

const PG = "/api/payment-gateway";
const WIDGET = "/api/saku-widget";
const DISB = "/api/disbursement";
const MM = "/api/merchant-management";
const refundOrder = [`${PG}/refund-order/`, `${WIDGET}/refund-order/`];
const finishNotify = [`${PG}/finish-notify/`, `${WIDGET}/finish-notify/`, `${DISB}/transfer-to-bank-notify/`];
const overview = "/guide/getting-started/integration-overview/";
const catalog = "/api/response-codes/";

export const RELEVANCE_SET: readonly RelevanceCase[] = [
  // Tasks, in a developer's words.
  { query: "refund", from: "guide", expect: "/guide/payment-gateway/hosted-checkout/", kind: "task" },
  { query: "refund", from: "api", expect: refundOrder, kind: "task" },
  { query: "cancel order", from: "api", expect: `${PG}/cancel-order/`, kind: "task" },
  { query: "create order", from: "guide", expect: "/guide/payment-gateway/hosted-checkout/", kind: "task" },
  { query: "create order", from: "api", expect: `${PG}/create-order/`, kind: "task" },
  { query: "query payment", from: "api", expect: [`${PG}/query-payment/`, `${WIDGET}/query-payment/`], kind: "task" },
  { query: "balance inquiry", from: "api", expect: `${WIDGET}/balance-inquiry/`, kind: "task" },
  { query: "transfer to bank", from: "api", expect: `${DISB}/transfer-to-bank/`, kind: "task" },
  { query: "bind account", from: "guide", expect: "/guide/saku-widget/widget-binding/", kind: "task" },
  { query: "unbind", from: "api", expect: `${WIDGET}/account-unbinding/`, kind: "task" },
  { query: "create shop", from: "api", expect: `${MM}/create-shop/`, kind: "task" },
  { query: "update division", from: "api", expect: `${MM}/update-division/`, kind: "task" },
  { query: "transaction history", from: "api", expect: `${WIDGET}/transaction-history/`, kind: "task" },
  { query: "hosted checkout", from: "guide", expect: "/guide/payment-gateway/hosted-checkout/", kind: "task" },
  { query: "sign a request", from: "guide", expect: "/guide/authentication/", kind: "task" },
  { query: "settlement file columns", from: "guide", expect: "/guide/settlement-file/payment-services/", kind: "task" },
  { query: "sandbox scenarios", from: "guide", expect: "/guide/scenario-testing/", kind: "task" },
  { query: "api status", from: "api", expect: "/api/api-status/", kind: "task" },
  { query: "sdk", from: "guide", expect: "/guide/getting-started/libraries/", kind: "task" },
  { query: "onboarding", from: "guide", expect: "/guide/getting-started/getting-started-onboarding/", kind: "task" },
  { query: "bank code list", from: "api", expect: `${DISB}/beneficiary-bank-code-list/`, kind: "task" },
  { query: "mcp", from: "guide", expect: "/guide/integration-mcp/", kind: "product" },
  { query: "top up", from: "api", expect: `${DISB}/customer-top-up/`, kind: "task" },
  {
    query: "rate limit",
    from: "api",
    expect: ["/api/", "/api/authentication/get-b2b-access-token/", catalog],
    kind: "task",
  },
  { query: "rate limit", from: "guide", expect: [overview, "/guide/authentication/"], kind: "task" },
  { query: "too many requests", from: "api", expect: ["/api/", catalog], kind: "task" },
  // The API overview's retry rules, or a product overview's "Timeouts".
  {
    query: "timeout",
    from: "api",
    expect: ["/api/", `${PG}/overview/`, `${WIDGET}/overview/`, `${DISB}/overview/`, `${MM}/overview/`],
    kind: "task",
  },
  { query: "timeout", from: "guide", expect: overview, kind: "task" },
  { query: "retry", from: "guide", expect: overview, kind: "task" },
  {
    query: "sftp",
    from: "api",
    expect: ["/guide/settlement-file/payment-services/", "/guide/settlement-file/disbursement/"],
    kind: "task",
  },
  {
    query: "settlement file",
    from: "api",
    expect: ["/guide/settlement-file/payment-services/", "/guide/settlement-file/disbursement/"],
    kind: "task",
  },
  {
    query: "access token",
    from: "guide",
    expect: ["/guide/authentication/", "/api/authentication/get-b2b-access-token/"],
    kind: "task",
  },
  { query: "access token", from: "api", expect: "/api/authentication/get-b2b-access-token/", kind: "task" },
  { query: "virtual account", from: "api", expect: `${PG}/create-order/`, kind: "task" },
  { query: "refund status", from: "api", expect: [`${PG}/query-payment/`, `${WIDGET}/query-payment/`], kind: "task" },
  { query: "signature", from: "api", expect: ["/guide/authentication/", "/guide/signature-playground/"], kind: "task" },
  { query: "response codes", from: "api", expect: catalog, kind: "task" },
  { query: "response codes", from: "guide", expect: [overview, catalog], kind: "task" },
  { query: "key pair", from: "guide", expect: "/guide/authentication/", kind: "task" },
  { query: "hmac", from: "guide", expect: "/guide/authentication/", kind: "task" },
  { query: "verify notification signature", from: "guide", expect: "/guide/authentication/", kind: "task" },
  { query: "ip allowlist", from: "guide", expect: overview, kind: "task" },
  { query: "postman", from: "guide", expect: "/guide/getting-started/libraries/", kind: "task" },
  { query: "openapi", from: "api", expect: "/api/", kind: "task" },
  { query: "redirect customer", from: "guide", expect: "/guide/payment-gateway/hosted-checkout/", kind: "task" },
  {
    query: "return url",
    from: "guide",
    expect: ["/guide/payment-gateway/hosted-checkout/", "/guide/saku-widget/widget-non-binding/"],
    kind: "task",
  },
  { query: "order expiry", from: "guide", expect: "/guide/payment-gateway/hosted-checkout/", kind: "task" },
  {
    query: "business verification documents",
    from: "guide",
    expect: "/guide/getting-started/business-verification-overview/",
    kind: "task",
  },
  { query: "transfer fee", from: "guide", expect: "/guide/disbursement/disbursement-to-bank/", kind: "task" },
  { query: "minify body", from: "guide", expect: "/guide/authentication/", kind: "task" },
  { query: "migrate from v1", from: "guide", expect: "/guide/migrating-from-v1/", kind: "task" },
  { query: "consult pay", from: "api", expect: `${PG}/consult-pay/`, kind: "task" },
  { query: "deeplink", from: "api", expect: `${WIDGET}/deeplink-binding/`, kind: "task" },
  { query: "user profile", from: "api", expect: `${WIDGET}/query-user-profile/`, kind: "task" },
  { query: "top up status", from: "api", expect: `${DISB}/customer-top-up-inquiry-status/`, kind: "task" },
  { query: "simulate timeout", from: "guide", expect: "/guide/scenario-testing/", kind: "task" },
  // Codes, headers, paths, operation ids: exact.
  { query: "4017300", from: "api", expect: "/api/authentication/get-b2b-access-token/", kind: "code" },
  { query: "4017300", from: "api", expect: catalog, kind: "code" },
  { query: "2005400", from: "guide", expect: `${WIDGET}/direct-debit-payment/`, kind: "code" },
  { query: "401", from: "api", expect: catalog, kind: "code" },
  { query: "4293800", from: "guide", expect: "/guide/disbursement/disbursement-to-balance/", kind: "code" },
  { query: "X-PARTNER-ID", from: "guide", expect: "/guide/authentication/", kind: "code" },
  { query: "/v1.0/debit/status", from: "api", expect: `${WIDGET}/query-payment/`, kind: "code" },
  {
    query: "/v1.0/access-token/b2b",
    from: "guide",
    expect: ["/guide/authentication/", "/api/authentication/get-b2b-access-token/"],
    kind: "code",
  },
  { query: "apply-token", from: "api", expect: `${WIDGET}/apply-token/`, kind: "code" },
  { query: "X-SIGNATURE", from: "guide", expect: "/guide/authentication/", kind: "code" },
  { query: "X-TIMESTAMP", from: "guide", expect: "/guide/authentication/", kind: "code" },
  // Fields: an operation whose request or response defines the field.
  {
    query: "availableBalance",
    from: "api",
    expect: [`${WIDGET}/balance-inquiry/`, `${DISB}/check-disbursement-account/`],
    kind: "field",
  },
  { query: "refundHistory", from: "guide", expect: `${WIDGET}/query-payment/`, kind: "field" },
  { query: "beneficiaryAccountNo", from: "api", expect: `${DISB}/transfer-to-bank/`, kind: "field" },
  { query: "authCode", from: "api", expect: [`${WIDGET}/apply-token/`, `${WIDGET}/get-oauth/`], kind: "field" },
  // Where the reference is explained (the API overview's idempotency rules, the guides' two identifiers) or defined.
  { query: "partnerReferenceNo", from: "guide", expect: [`${PG}/create-order/`, "/api/", overview], kind: "field" },
  { query: "validUpTo", from: "api", expect: `${PG}/create-order/`, kind: "field" },
  {
    query: "latestTransactionStatus",
    from: "api",
    expect: [
      `${PG}/query-payment/`,
      `${WIDGET}/query-payment/`,
      `${DISB}/customer-top-up-inquiry-status/`,
      `${DISB}/transfer-to-bank-inquiry-status/`,
      ...finishNotify,
    ],
    kind: "field",
  },
  // Typos.
  { query: "refnd", from: "guide", expect: "/guide/payment-gateway/hosted-checkout/", kind: "typo" },
  { query: "refnd", from: "api", expect: refundOrder, kind: "typo" },
  { query: "rfund", from: "api", expect: refundOrder, kind: "typo" },
  { query: "signiture", from: "guide", expect: "/guide/authentication/", kind: "typo" },
  { query: "disbursment", from: "guide", expect: "/guide/disbursement/disbursement-to-bank/", kind: "typo" },
  { query: "setlement", from: "guide", expect: "/guide/settlement-file/payment-services/", kind: "typo" },
  { query: "divison", from: "api", expect: `${MM}/create-division/`, kind: "typo" },
  { query: "authentification", from: "guide", expect: "/guide/authentication/", kind: "typo" },
  { query: "webhok", from: "guide", expect: [overview, "/guide/authentication/", ...finishNotify], kind: "typo" },
  { query: "webhok", from: "api", expect: finishNotify, kind: "typo" },
  { query: "notifcation", from: "guide", expect: overview, kind: "typo" },
  { query: "idempotncy", from: "guide", expect: overview, kind: "typo" },
  // Synonyms.
  { query: "webhook", from: "guide", expect: [overview, "/guide/authentication/"], kind: "synonym" },
  { query: "webhook", from: "api", expect: finishNotify, kind: "synonym" },
  { query: "callback", from: "api", expect: finishNotify, kind: "synonym" },
  { query: "callback", from: "guide", expect: [overview, "/guide/authentication/"], kind: "synonym" },
  {
    query: "payout",
    from: "guide",
    expect: ["/guide/disbursement/disbursement-to-bank/", "/guide/disbursement/disbursement-to-balance/"],
    kind: "synonym",
  },
  {
    query: "payout",
    from: "api",
    expect: [`${DISB}/overview/`, `${DISB}/transfer-to-bank/`, `${DISB}/customer-top-up/`],
    kind: "synonym",
  },
  { query: "otp", from: "api", expect: `${WIDGET}/get-oauth/`, kind: "synonym" },
  { query: "otp", from: "guide", expect: `${WIDGET}/get-oauth/`, kind: "synonym" },
  { query: "idempotency key", from: "api", expect: "/api/", kind: "synonym" },
  { query: "idempotency key", from: "guide", expect: overview, kind: "synonym" },
  { query: "store", from: "api", expect: `${MM}/create-shop/`, kind: "synonym" },
  { query: "error codes", from: "api", expect: catalog, kind: "synonym" },
  { query: "throttling", from: "api", expect: ["/api/", catalog], kind: "synonym" },
];

/**
 * Queries whose best page is in the other context: the dropdown must offer it, in the labelled
 * group of the other context, within its 8 suggestions ("refund" from the home page
 * offers a Refund Order API page).
 */
export const OFFERED_SET: readonly RelevanceCase[] = [
  { query: "refund", from: "guide", expect: refundOrder, kind: "task" },
  { query: "create order", from: "guide", expect: `${PG}/create-order/`, kind: "task" },
  { query: "refnd", from: "guide", expect: refundOrder, kind: "typo" },
  { query: "webhook", from: "guide", expect: finishNotify, kind: "synonym" },
  { query: "access token", from: "guide", expect: "/api/authentication/get-b2b-access-token/", kind: "task" },
  { query: "signature", from: "api", expect: ["/guide/authentication/", "/guide/signature-playground/"], kind: "task" },
  { query: "2005400", from: "guide", expect: `${WIDGET}/direct-debit-payment/`, kind: "code" },
  { query: "settlement", from: "api", expect: "/guide/settlement-file/payment-services/", kind: "task" },
];

export interface RelevanceResult {
  passed: number;
  total: number;
  score: number;
  /** The failing cases, each with what the dropdown showed. */
  misses: string[];
}

const expected = (c: RelevanceCase): readonly string[] => (typeof c.expect === "string" ? [c.expect] : c.expect);

/** How each case fares: its expected page must be among the first `within` suggestions as shown. */
function scoreCases(engine: SearchEngine, cases: readonly RelevanceCase[], within: number): RelevanceResult {
  const misses: string[] = [];
  for (const c of cases) {
    const shown = suggestionsShown(suggestionGroups(engine, c.query, c.from));
    const top = shown.slice(0, within);
    if (!top.some((h) => expected(c).includes(h.url))) {
      const at = shown.findIndex((h) => expected(c).includes(h.url));
      misses.push(
        `"${c.query}" from ${c.from} → ${expected(c).join(" or ")} (${at < 0 ? "not shown" : `shown ${at + 1}.`}); first ${within}: ${top.map((h) => `${h.url}#${h.hash}`).join(", ") || "nothing"}`,
      );
    }
  }
  const total = cases.length;
  return { passed: total - misses.length, total, score: (total - misses.length) / total, misses };
}

/** The relevance set's score: the expected page among the first three suggestions as the dropdown shows them. */
export function scoreRelevance(engine: SearchEngine, cases: readonly RelevanceCase[] = RELEVANCE_SET): RelevanceResult {
  return scoreCases(engine, cases, 3);
}

/** OFFERED_SET's score: the page anywhere in the dropdown (8 suggestions). */
export function scoreOffered(engine: SearchEngine, cases: readonly RelevanceCase[] = OFFERED_SET): RelevanceResult {
  return scoreCases(engine, cases, Infinity);
}
