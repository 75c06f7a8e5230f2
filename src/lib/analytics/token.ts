/**
 * The production project token when the page is served from the merchant dashboard
 * host, the development token everywhere else. A host without its token has analytics off (no
 * fallback to the other project, which would mix production and test traffic).
 */
export function chooseAnalyticsToken(
  page: { host: string; hostname: string },
  dashboardHost: string,
  tokens: { production: string | null; development: string | null },
): string | null {
  const wanted = dashboardHost.toLowerCase();
  const onDashboard = page.host.toLowerCase() === wanted || page.hostname.toLowerCase() === wanted;
  return onDashboard ? tokens.production : tokens.development;
}
