import type { SiteConfigInput } from "./schema";

/** The site's configuration. Validated by `parseSiteConfig` at build time; see schema.ts. */
export const siteConfigInput = {
  title: "Saku API Documentation",
  tagline: "Integrate Saku payments, wallet widget, disbursement and merchant management with the merchant API v2.",
  siteUrl: "https://docs.saku.example",
  basePath: "/api-docs-v2/",
  product: { name: "Saku", slug: "saku" },
  dashboardHost: "merchant.saku.example",
  api: {
    sandboxBaseUrl: "https://api.sandbox.saku.example",
    productionBaseUrl: "https://api.saku.example",
  },
  colorMode: { defaultMode: "light", disableSwitch: false, respectPrefersColorScheme: true },
  navbar: {
    hideOnScroll: true,
    items: [
      { type: "link", label: "Integration Guides", to: "/", sidebar: "guide" },
      { type: "link", label: "API List", to: "/api/", sidebar: "api" },
      { type: "link", label: "Changelog", to: "/changelog/" },
      { type: "search" },
      { type: "askAi" },
      { type: "versionDropdown" },
      { type: "localeDropdown" },
      { type: "colorModeToggle" },
    ],
  },
  versionLinks: [
    { label: "Changelog", to: "/changelog/" },
    { label: "Migrating from v1", to: "/guide/migrating-from-v1/" },
  ],
  announcementBar: {
    id: "api-v2-launch",
    content: "Merchant API v2 is live. Migrating from v1?",
    link: { label: "Read the migration guide", to: "/guide/migrating-from-v1/" },
    isCloseable: true,
  },
  footer: {
    copyright: "Copyright © 2025 Saku. All rights reserved.",
    links: [
      { label: "Integration Guides", to: "/" },
      { label: "API List", to: "/api/" },
      { label: "API Status", to: "/api/api-status/" },
      { label: "Changelog", to: "/changelog/" },
    ],
  },
  socialCard: "/img/social-card.png",
  chat: { configUrl: "/chat-config/{env}/config.json", timeoutMs: 5000 },
  repository: { editUrl: "https://git.saku.example/docs/api-docs-v2/edit/main/" },
} satisfies SiteConfigInput;
