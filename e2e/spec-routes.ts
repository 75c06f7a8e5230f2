/** The routes the specification lists, written out from it (the oracle, not derived from the build). */
const widget = "saku-widget";

export const guideRoutes = [
  "/",
  "/guide/authentication/",
  "/guide/integration-mcp/",
  "/guide/scenario-testing/",
  ...["business-verification-overview", "getting-started-onboarding", "integration-overview", "libraries"].map(
    (p) => `/guide/getting-started/${p}/`,
  ),
  `/guide/${widget}/widget-binding/`,
  `/guide/${widget}/widget-non-binding/`,
  "/guide/disbursement/disbursement-to-balance/",
  "/guide/disbursement/disbursement-to-bank/",
  "/guide/merchant-management/division/",
  "/guide/merchant-management/shop/",
  "/guide/payment-gateway/custom-checkout/",
  "/guide/payment-gateway/hosted-checkout/",
  "/guide/settlement-file/disbursement/",
  "/guide/settlement-file/payment-services/",
];

const apiPages: Record<string, string[]> = {
  [`${widget}`]: [
    "account-unbinding",
    "apply-ott",
    "apply-token",
    "balance-inquiry",
    "cancel-order",
    "deeplink-binding",
    "direct-debit-payment",
    "finish-notify",
    "get-oauth",
    "overview",
    "query-payment",
    "query-user-profile",
    "refund-order",
    "transaction-detail",
    "transaction-history",
  ],
  disbursement: [
    "account-inquiry",
    "beneficiary-bank-code-list",
    "check-disbursement-account",
    "customer-top-up",
    "customer-top-up-inquiry-status",
    "overview",
    "transfer-to-bank",
    "transfer-to-bank-account-inquiry",
    "transfer-to-bank-inquiry-status",
    "transfer-to-bank-notify",
  ],
  "merchant-management": [
    "create-division",
    "create-shop",
    "overview",
    "query-division",
    "query-shop",
    "update-division",
    "update-shop",
  ],
  "payment-gateway": [
    "cancel-order",
    "consult-pay",
    "create-order",
    "finish-notify",
    "overview",
    "query-payment",
    "refund-order",
  ],
};

export const apiRoutes = [
  "/api/",
  "/api/api-status/",
  ...Object.entries(apiPages).flatMap(([product, pages]) => pages.map((p) => `/api/${product}/${p}/`)),
];

export const allDocRoutes = [...guideRoutes, ...apiRoutes];

/** Turns a route into a URL relative to the Playwright baseURL (…/api-docs-v2/). */
export const rel = (route: string) => route.replace(/^\//, "");

/** Guide pages beyond the specified ones: the playground, and the v1 migration guide. */
export const extraGuideRoutes = ["/guide/signature-playground/", "/guide/migrating-from-v1/"];

/** API pages beyond the specified ones that the sidebars also list (every operation has a page). */
export const extraApiRoutes = ["/api/authentication/get-b2b-access-token/", "/api/response-codes/"];
