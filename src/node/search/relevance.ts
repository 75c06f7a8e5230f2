import { suggestionGroups, suggestionsShown, type SearchEngine, type SearchHit } from "../../lib/search/node";
import { CROSS_CONTEXT_SET } from "./cross-context";
import {
  PG,
  WIDGET,
  DISB,
  MM,
  refundOrder,
  finishNotify,
  overview,
  catalog,
  headerTables,
  settlementGuides,
  type RelevanceCase,
} from "./relevance-case";

export { CROSS_CONTEXT_SET } from "./cross-context";
export type { RelevanceCase } from "./relevance-case";

/**
 * The in-context set: each query mostly answered in the context it is typed in (tasks, codes,
 * fields, typos, synonyms), and what the browser tests type, with which result comes first.
 */
export const RELEVANCE_SET: readonly RelevanceCase[] = [
  // Tasks, in a developer's words.
  // An operation's name finds its API page first from any page.
  { query: "refund", from: "guide", expect: refundOrder, kind: "task" },
  { query: "refund", from: "api", expect: refundOrder, kind: "task" },
  { query: "cancel order", from: "api", expect: `${PG}/cancel-order/`, kind: "task" },
  { query: "create order", from: "guide", expect: `${PG}/create-order/`, kind: "task" },
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
  // A header finds its definition, the tables of headers, from any page.
  { query: "X-PARTNER-ID", from: "guide", expect: headerTables, kind: "code" },
  { query: "/v1.0/debit/status", from: "api", expect: `${WIDGET}/query-payment/`, kind: "code" },
  {
    query: "/v1.0/access-token/b2b",
    from: "guide",
    expect: ["/guide/authentication/", "/api/authentication/get-b2b-access-token/"],
    kind: "code",
  },
  { query: "apply-token", from: "api", expect: `${WIDGET}/apply-token/`, kind: "code" },
  { query: "X-SIGNATURE", from: "guide", expect: "/guide/authentication/", kind: "code" },
  { query: "X-TIMESTAMP", from: "guide", expect: headerTables, kind: "code" },
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
  { query: "refnd", from: "guide", expect: refundOrder, kind: "typo" },
  { query: "refnd", from: "api", expect: refundOrder, kind: "typo" },
  { query: "rfund", from: "api", expect: refundOrder, kind: "typo" },
  { query: "signiture", from: "guide", expect: "/guide/authentication/", kind: "typo" },
  { query: "disbursment", from: "guide", expect: "/guide/disbursement/disbursement-to-bank/", kind: "typo" },
  { query: "setlement", from: "guide", expect: "/guide/settlement-file/payment-services/", kind: "typo" },
  { query: "divison", from: "api", expect: `${MM}/create-division/`, kind: "typo" },
  { query: "authentification", from: "guide", expect: "/guide/authentication/", kind: "typo" },
  { query: "webhok", from: "guide", expect: [overview, "/guide/authentication/", ...finishNotify], kind: "typo" },
  { query: "webhok", from: "api", expect: finishNotify, kind: "typo" },
  // Finish Notify's title is a form of the word: it comes before the guides' headings.
  { query: "notifcation", from: "guide", expect: [overview, ...finishNotify], kind: "typo" },
  { query: "idempotncy", from: "guide", expect: overview, kind: "typo" },
  // Synonyms.
  { query: "webhook", from: "guide", expect: [overview, "/guide/authentication/", ...finishNotify], kind: "synonym" },
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
  // What the dropdown shows first, or at all, for queries the browser tests type.
  { query: "refund", from: "api", expect: `${PG}/refund-order/`, within: 2, kind: "task" },
  { query: "refund", from: "api", expect: `${WIDGET}/refund-order/`, within: 2, kind: "task" },
  { query: "refund", from: "guide", expect: refundOrder, within: 1, kind: "task" },
  { query: "apply token", from: "api", expect: `${WIDGET}/apply-token/`, within: 1, kind: "task" },
  { query: "response codes", from: "api", expect: `${catalog}#`, within: 1, kind: "task" },
  { query: "X-PARTNER-ID", from: "api", expect: "/api/*", section: /Headers/, within: 8, kind: "code" },
  { query: "X-PARTNER-ID", from: "guide", expect: headerTables, within: 1, kind: "code" },
  {
    query: "partnerReferenceNo",
    from: "api",
    expect: "/api/*",
    section: /^(Request body|Response body)$/,
    within: 8,
    kind: "field",
  },
  {
    query: "/v1.0/debit/status",
    from: "api",
    expect: `${WIDGET}/query-payment/#`,
    section: /^POST \/v1\.0\/debit\/status$/,
    within: 1,
    kind: "code",
  },
  {
    query: "/v1.0/debit/status",
    from: "guide",
    expect: "/guide/*",
    section: /Query the payment/,
    within: 8,
    kind: "code",
  },
  {
    query: "2005400",
    from: "api",
    expect: `${WIDGET}/direct-debit-payment/`,
    section: /^Response codes$/,
    within: 1,
    kind: "code",
  },
  { query: "2005400", from: null, expect: `${WIDGET}/direct-debit-payment/`, within: 1, kind: "code" },
  { query: "4017300", from: "api", expect: "/api/authentication/get-b2b-access-token/", within: 8, kind: "code" },
  { query: "4017300", from: "api", expect: `${catalog}#code-4017300`, within: 8, kind: "code" },
  {
    query: "apply-token",
    from: "api",
    expect: `${WIDGET}/apply-token/#`,
    section: /^POST \/v1\.0\/access-token\/b2b2c/,
    within: 1,
    kind: "code",
  },
  { query: "refnd", from: "api", expect: refundOrder, within: 1, kind: "typo" },
  { query: "rfund", from: "api", expect: refundOrder, within: 1, kind: "typo" },
  { query: "webhok", from: "api", expect: finishNotify, within: 8, kind: "typo" },
  { query: "signiture", from: "guide", expect: "/guide/authentication/", kind: "typo" },
  {
    query: "otp",
    from: "api",
    expect: `${WIDGET}/get-oauth/`,
    within: 1,
    never: [`${WIDGET}/apply-ott/`],
    kind: "synonym",
  },
  { query: "webhook", from: "guide", expect: "/guide/*", section: /notif/i, within: 8, kind: "synonym" },
  { query: "webhook", from: "guide", expect: finishNotify, within: 8, kind: "synonym" },
  { query: "webhook", from: "api", expect: finishNotify, within: 8, kind: "synonym" },
  { query: "sftp", from: "api", expect: settlementGuides, within: 8, kind: "task" },
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

/** Whether a hit is one of the case's expected pages (or sections). */
function isExpected(c: RelevanceCase, hit: SearchHit): boolean {
  if (c.section && !c.section.test(hit.section)) return false;
  return expected(c).some((route) =>
    route.endsWith("*")
      ? hit.url.startsWith(route.slice(0, -1))
      : route.includes("#")
        ? route === `${hit.url}#${hit.hash}`
        : route === hit.url,
  );
}

/** How each case fares: its expected page must be among the first `within` suggestions as shown. */
function scoreCases(engine: SearchEngine, cases: readonly RelevanceCase[], defaultWithin: number): RelevanceResult {
  const misses: string[] = [];
  for (const c of cases) {
    const within = c.within ?? defaultWithin;
    const shown = suggestionsShown(suggestionGroups(engine, c.query, c.from));
    const top = shown.slice(0, within);
    const unwanted = shown.filter((h) => c.never?.includes(h.url));
    if (unwanted.length) {
      misses.push(`"${c.query}" from ${c.from ?? "the search page"} shows ${unwanted.map((h) => h.url).join(", ")}`);
    } else if (!top.some((h) => isExpected(c, h))) {
      const at = shown.findIndex((h) => isExpected(c, h));
      misses.push(
        `"${c.query}" from ${c.from ?? "the search page"} → ${expected(c).join(" or ")}${c.section ? ` ${String(c.section)}` : ""} (${at < 0 ? "not shown" : `shown ${at + 1}.`}); first ${within}: ${top.map((h) => `${h.url}#${h.hash}`).join(", ") || "nothing"}`,
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

/** The cross-context set's score: the answer in the other context among the first three suggestions. */
export function scoreCrossContext(
  engine: SearchEngine,
  cases: readonly RelevanceCase[] = CROSS_CONTEXT_SET,
): RelevanceResult {
  return scoreCases(engine, cases, 3);
}
