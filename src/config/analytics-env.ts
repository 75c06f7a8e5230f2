import { z } from "zod";
import type { SiteConfig } from "./schema";

/**
 * Analytics values fixed at build time (DESIGN.md fixed contracts): the project tokens and API
 * host from the environment, and the package version from package.json.
 */
export interface AnalyticsBuildEnv {
  /** `Package Version` of every event: package.json `version`. */
  packageVersion: string;
  /** Mixpanel project tokens; null means analytics is off on the hosts that would use it. */
  tokens: { production: string | null; development: string | null };
  /** Mixpanel API host (e.g. a first-party proxy) without a trailing slash; null = the library's default. */
  apiHost: string | null;
}

const token = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]*$/, "must be a Mixpanel project token (letters, digits, - and _)")
  .optional()
  .transform((value) => value || null);

const apiHost = z
  .string()
  .trim()
  .optional()
  .transform((value) => value || null)
  .refine(
    (value) => value === null || /^https?:\/\/[^/?#\s]+(\/[^?#\s]*)?$/.test(value),
    "must be an http(s) URL without query or fragment, e.g. https://analytics.example.com",
  )
  .transform((value) => (value === null ? null : value.replace(/\/+$/, "")));

const envSchema = z.object({
  GATSBY_MIXPANEL_TOKEN_PROD: token,
  GATSBY_MIXPANEL_TOKEN_DEV: token,
  GATSBY_MIXPANEL_API_HOST: apiHost,
});

/** Reads and checks the analytics variables; a bad value stops the build naming the variable. */
export function loadAnalyticsEnv(env: Record<string, string | undefined>, packageVersion: string): AnalyticsBuildEnv {
  const result = envSchema.safeParse(env);
  if (!result.success) {
    const issues = result.error.issues.map((issue) => `  - ${issue.path.join(".")}: ${issue.message}`);
    throw new Error(`Invalid analytics environment:\n${issues.join("\n")}`);
  }
  if (!packageVersion.trim()) throw new Error("package.json has no version; analytics events need a Package Version");
  return {
    packageVersion,
    tokens: { production: result.data.GATSBY_MIXPANEL_TOKEN_PROD, development: result.data.GATSBY_MIXPANEL_TOKEN_DEV },
    apiHost: result.data.GATSBY_MIXPANEL_API_HOST,
  };
}

/**
 * Everything the browser's analytics code needs, injected as the compile-time constant
 * `__ANALYTICS__` (src/node/webpack/config.ts). Only this subset, not the whole site config, so the
 * analytics code in every page's first load stays small.
 */
export interface AnalyticsRuntimeConfig extends AnalyticsBuildEnv {
  /** Host of the merchant dashboard: the production token is used there. */
  dashboardHost: string;
  packageModule: string;
  packageSource: string;
  knownSources: string[];
  knownPageSources: string[];
  maxPendingEvents: number;
}

export function analyticsRuntimeConfig(site: SiteConfig, env: AnalyticsBuildEnv): AnalyticsRuntimeConfig {
  return { ...env, dashboardHost: site.dashboardHost, ...site.analytics };
}
