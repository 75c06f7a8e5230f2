import { z } from "zod";

/**
 * The site configuration schema. Every field has a default, so `site-config.ts` only states what
 * differs. Validated once at build time (gatsby-config); the validated value reaches the browser
 * as a compile-time constant, so no validator ships to readers.
 */

const hostname = z
  .string()
  .regex(/^[a-z0-9.-]+(:\d+)?$/i, "must be a host name such as merchant.example.com, without scheme or path");

const internalPath = z.string().regex(/^\/[^\s]*$/, "must be a root-relative path starting with /");

const navbarItem = z.discriminatedUnion("type", [
  z.object({
    /** A link to a route of this site, e.g. `{ type: "link", label: "API List", to: "/api/" }`. */
    type: z.literal("link"),
    label: z.string().min(1),
    to: internalPath,
    /** Which sidebar this item stands for; marks it active on that sidebar's pages. */
    sidebar: z.enum(["guide", "api"]).optional(),
    position: z.enum(["left", "right"]).default("left"),
  }),
  z.object({
    /** A link that leaves the site, e.g. the merchant dashboard. */
    type: z.literal("external"),
    label: z.string().min(1),
    href: z.url({ protocol: /^https$/, error: "must be an https:// URL" }),
    position: z.enum(["left", "right"]).default("right"),
  }),
  z.object({ type: z.literal("search"), position: z.enum(["left", "right"]).default("right") }),
  z.object({ type: z.literal("localeDropdown"), position: z.enum(["left", "right"]).default("right") }),
  z.object({ type: z.literal("versionDropdown"), position: z.enum(["left", "right"]).default("right") }),
  z.object({ type: z.literal("colorModeToggle"), position: z.enum(["left", "right"]).default("right") }),
  z.object({ type: z.literal("askAi"), position: z.enum(["left", "right"]).default("right") }),
]);

export const siteConfigSchema = z
  .object({
    /** Browser and social title suffix, e.g. "Saku API Documentation". */
    title: z.string().min(3),
    /** One sentence used when a page has no description of its own. */
    tagline: z.string().min(10),
    /** Absolute origin the site is published at, e.g. `https://docs.example.com` (no path). */
    siteUrl: z.url({ protocol: /^https?$/ }).refine((u) => !/\/./.test(new URL(u).pathname), {
      message: "must be an origin without a path (the path is basePath)",
    }),
    /** Path prefix every route lives under. `/api-docs-v2/`. */
    basePath: z.string().regex(/^\/[a-z0-9-]+(\/[a-z0-9-]+)*\/$/, "must start and end with / , e.g. /api-docs-v2/"),
    /** The brand. `slug` names routes (`{slug}-widget`); `name` replaces %PRODUCT% in content. */
    product: z
      .object({
        name: z.string().min(1).default("Saku"),
        slug: z
          .string()
          .regex(/^[a-z][a-z0-9-]*$/, "must be lowercase letters, digits and -")
          .default("saku"),
      })
      .prefault({}),
    /** Host of the merchant dashboard: decides the analytics token and the chat `{env}`. */
    dashboardHost: hostname,
    /** API hosts shown in samples; they differ only in host (CONTENT.md). */
    api: z.object({
      sandboxBaseUrl: z.url({ protocol: /^https$/, error: "must be an https:// URL" }),
      productionBaseUrl: z.url({ protocol: /^https$/, error: "must be an https:// URL" }),
    }),
    i18n: z
      .object({
        defaultLocale: z.string().default("en"),
        locales: z.array(z.object({ code: z.string(), label: z.string(), direction: z.enum(["ltr", "rtl"]) })).min(1),
      })
      .prefault({ locales: [{ code: "en", label: "English", direction: "ltr" }] }),
    /** Docs versions; one version labelled Next. */
    versions: z
      .array(z.object({ name: z.string(), label: z.string() }))
      .min(1)
      .default([{ name: "current", label: "Next" }]),
    /** Links the version menu shows below the versions, e.g. the changelog and the migration guide. */
    versionLinks: z.array(z.object({ label: z.string().min(1), to: internalPath })).default([]),
    colorMode: z
      .object({
        /** `light`: the site is always light and shows no toggle (one reading of the colour-mode requirement). */
        defaultMode: z.enum(["light", "dark"]).default("light"),
        disableSwitch: z.boolean().default(false),
        respectPrefersColorScheme: z.boolean().default(true),
      })
      .prefault({}),
    navbar: z.object({
      hideOnScroll: z.boolean().default(false),
      items: z.array(navbarItem).min(1),
    }),
    announcementBar: z
      .object({
        /** Changing the id shows the bar again to readers who dismissed the previous one. */
        id: z.string().regex(/^[a-z0-9-]+$/, "must be lowercase letters, digits and -"),
        content: z.string().min(1),
        /** A link after the text, e.g. `{ label: "Read the migration guide", to: "/guide/migrating-from-v1/" }`. */
        link: z.object({ label: z.string().min(1), to: internalPath }).optional(),
        isCloseable: z.boolean().default(true),
      })
      .nullable()
      .default(null),
    footer: z.object({
      copyright: z.string().min(1),
      links: z.array(z.object({ label: z.string(), to: z.string() })).default([]),
    }),
    /** Social card image under static/, served at basePath + path. */
    socialCard: internalPath.default("/img/social-card.png"),
    twitterCard: z.literal("summary_large_image").default("summary_large_image"),
    tableOfContents: z
      .object({ minHeadingLevel: z.literal(2).default(2), maxHeadingLevel: z.literal(3).default(3) })
      .prefault({}),
    chat: z
      .object({
        /** JSON config URL; `{env}` becomes `prod` or `test`. GATSBY_CHAT_CONFIG_URL overrides it. */
        configUrl: z
          .string()
          .refine((u) => u.includes("{env}") || /^https?:\/\/|^\//.test(u), "must be a URL or a root-relative path"),
        /** How long the configuration call may take before Ask AI hides, in ms. */
        timeoutMs: z.number().int().positive().default(5000),
        /** How long an assistant endpoint may take to answer before the docs answer is shown, in ms. */
        assistantTimeoutMs: z.number().int().positive().default(20000),
      })
      .prefault({ configUrl: "/chat-config/{env}/config.json" }),
    analytics: z
      .object({
        packageModule: z.string().default("api-docs-v2"),
        packageSource: z.literal("Online").default("Online"),
        /** Page source is attributed only for these `source` values and landing paths. */
        knownSources: z.array(z.string()).default(["Website"]),
        knownPageSources: z
          .array(internalPath)
          .default(["/business", "/business/payment-gateway", "/business/disbursement"]),
        maxPendingEvents: z.number().int().min(1).max(1000).default(100),
      })
      .prefault({}),
    /** The "Try it" console of API operation pages (docs/try-it.md). */
    tryIt: z
      .object({
        /**
         * Origin (and optional path) of a real sandbox API that accepts requests from this site
         * (CORS), e.g. `https://api.sandbox.saku.example`. It is added to the CSP `connect-src`.
         * `null` hides the "Sandbox" environment: readers then use the simulated sandbox only.
         * GATSBY_TRYIT_SANDBOX_URL overrides it at build time.
         */
        sandboxUrl: z
          .url({ protocol: /^https?$/, error: "must be an http(s):// URL" })
          .refine((u) => !u.endsWith("/"), "must not end with /")
          .nullable()
          .default(null),
      })
      .prefault({}),
    repository: z
      .object({ editUrl: z.url({ protocol: /^https$/ }) })
      .nullable()
      .default(null),
  })
  .strict();

export type SiteConfigInput = z.input<typeof siteConfigSchema>;
export type SiteConfig = z.output<typeof siteConfigSchema>;
export type NavbarItemConfig = SiteConfig["navbar"]["items"][number];

/** Options renamed since an earlier config shape, with what to use instead. */
const renamedOptions: Record<string, string> = {
  baseUrl: "basePath",
  themeConfig: "the top-level options (navbar, footer, colorMode, announcementBar)",
  colorModeSwitch: "colorMode.disableSwitch",
  announcement: "announcementBar",
};

export class SiteConfigError extends Error {
  constructor(public readonly issues: string[]) {
    super(`Invalid site config (src/config/site-config.ts):\n${issues.map((i) => `  - ${i}`).join("\n")}`);
    this.name = "SiteConfigError";
  }
}

/** Validates raw config, naming each bad field and the reason. Throws SiteConfigError. */
export function parseSiteConfig(raw: unknown): SiteConfig {
  const issues: string[] = [];
  if (raw && typeof raw === "object") {
    for (const [old, replacement] of Object.entries(renamedOptions)) {
      if (old in raw) issues.push(`${old}: this option was renamed; use ${replacement} instead`);
    }
  }
  const result = siteConfigSchema.safeParse(raw);
  if (!result.success) {
    for (const issue of result.error.issues) {
      if (issue.code === "unrecognized_keys" && issue.keys.every((k) => k in renamedOptions)) continue;
      const field = issue.path.length ? issue.path.join(".") : "(root)";
      issues.push(`${field}: ${issue.message}`);
    }
  }
  if (issues.length || !result.success) throw new SiteConfigError(issues);
  return result.data;
}
