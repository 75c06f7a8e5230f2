import type { SidebarsDefinition } from "../src/lib/sidebar";

/**
 * The two sidebars of SPEC §1, by doc id (the file path under content/ without `.mdx`).
 * Labels come from each doc's frontmatter (`sidebar_label`, else `title`); categories name
 * themselves here. A missing doc fails the build.
 */
const sidebars: SidebarsDefinition = {
  guide: {
    label: "Integration Guides",
    items: [
      "guide/overview",
      {
        type: "category",
        label: "Getting Started",
        items: [
          "guide/getting-started/integration-overview",
          "guide/getting-started/getting-started-onboarding",
          "guide/getting-started/business-verification-overview",
          "guide/getting-started/libraries",
        ],
      },
      "guide/authentication",
      "guide/signature-playground",
      {
        type: "category",
        label: "Payment Gateway",
        items: ["guide/payment-gateway/hosted-checkout", "guide/payment-gateway/custom-checkout"],
      },
      {
        type: "category",
        label: "%PRODUCT% Widget",
        items: ["guide/product-widget/widget-binding", "guide/product-widget/widget-non-binding"],
      },
      {
        type: "category",
        label: "Disbursement",
        items: ["guide/disbursement/disbursement-to-balance", "guide/disbursement/disbursement-to-bank"],
      },
      {
        type: "category",
        label: "Merchant Management",
        items: ["guide/merchant-management/division", "guide/merchant-management/shop"],
      },
      {
        type: "category",
        label: "Settlement Files",
        items: ["guide/settlement-file/payment-services", "guide/settlement-file/disbursement"],
      },
      "guide/scenario-testing",
      "guide/integration-mcp",
    ],
  },
  api: {
    label: "API List",
    items: [
      "api/index",
      "api/api-status",
      {
        type: "category",
        label: "Payment Gateway",
        items: [
          "api/payment-gateway/overview",
          "api/payment-gateway/consult-pay",
          "api/payment-gateway/create-order",
          "api/payment-gateway/query-payment",
          "api/payment-gateway/finish-notify",
          "api/payment-gateway/cancel-order",
          "api/payment-gateway/refund-order",
        ],
      },
      {
        type: "category",
        label: "%PRODUCT% Widget",
        items: [
          "api/product-widget/overview",
          "api/product-widget/get-oauth",
          "api/product-widget/deeplink-binding",
          "api/product-widget/apply-token",
          "api/product-widget/apply-ott",
          "api/product-widget/query-user-profile",
          "api/product-widget/balance-inquiry",
          "api/product-widget/direct-debit-payment",
          "api/product-widget/query-payment",
          "api/product-widget/finish-notify",
          "api/product-widget/cancel-order",
          "api/product-widget/refund-order",
          "api/product-widget/transaction-history",
          "api/product-widget/transaction-detail",
          "api/product-widget/account-unbinding",
        ],
      },
      {
        type: "category",
        label: "Disbursement",
        items: [
          "api/disbursement/overview",
          "api/disbursement/check-disbursement-account",
          "api/disbursement/account-inquiry",
          "api/disbursement/customer-top-up",
          "api/disbursement/customer-top-up-inquiry-status",
          "api/disbursement/beneficiary-bank-code-list",
          "api/disbursement/transfer-to-bank-account-inquiry",
          "api/disbursement/transfer-to-bank",
          "api/disbursement/transfer-to-bank-inquiry-status",
          "api/disbursement/transfer-to-bank-notify",
        ],
      },
      {
        type: "category",
        label: "Merchant Management",
        items: [
          "api/merchant-management/overview",
          "api/merchant-management/create-division",
          "api/merchant-management/query-division",
          "api/merchant-management/update-division",
          "api/merchant-management/create-shop",
          "api/merchant-management/query-shop",
          "api/merchant-management/update-shop",
        ],
      },
    ],
  },
};

export default sidebars;
