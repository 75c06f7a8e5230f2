import { parseSiteConfig, type SiteConfig } from "./schema";
import { siteConfigInput } from "./site-config";

/**
 * Build-time entry: the validated config with environment overrides applied (DESIGN.md).
 * `GATSBY_CHAT_CONFIG_URL` replaces `chat.configUrl`.
 */
export function loadSiteConfig(env: NodeJS.ProcessEnv = process.env, input: unknown = siteConfigInput): SiteConfig {
  const config = parseSiteConfig(input);
  const chatUrl = env.GATSBY_CHAT_CONFIG_URL?.trim();
  if (chatUrl) return parseSiteConfig({ ...(input as object), chat: { ...config.chat, configUrl: chatUrl } });
  return config;
}
