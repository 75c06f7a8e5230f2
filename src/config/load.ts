import { parseSiteConfig, type SiteConfig } from "./schema";
import { siteConfigInput } from "./site-config";

/**
 * Build-time entry: the validated config with environment overrides applied (DESIGN.md).
 * `GATSBY_CHAT_CONFIG_URL` replaces `chat.configUrl`; `GATSBY_TRYIT_SANDBOX_URL` replaces
 * `tryIt.sandboxUrl` (validated the same way).
 */
export function loadSiteConfig(env: NodeJS.ProcessEnv = process.env, input: unknown = siteConfigInput): SiteConfig {
  const config = parseSiteConfig(input);
  const chatUrl = env.GATSBY_CHAT_CONFIG_URL?.trim();
  const sandboxUrl = env.GATSBY_TRYIT_SANDBOX_URL?.trim();
  if (!chatUrl && !sandboxUrl) return config;
  return parseSiteConfig({
    ...(input as object),
    ...(chatUrl ? { chat: { ...config.chat, configUrl: chatUrl } } : {}),
    ...(sandboxUrl ? { tryIt: { ...config.tryIt, sandboxUrl } } : {}),
  });
}
