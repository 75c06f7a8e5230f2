import { parseSiteConfig, SiteConfigError } from "../schema";
import { siteConfigInput } from "../site-config";
import { loadSiteConfig } from "../load";

const valid = () => structuredClone(siteConfigInput) as Record<string, unknown>;
const errorOf = (raw: unknown): string => {
  try {
    parseSiteConfig(raw);
  } catch (e) {
    expect(e).toBeInstanceOf(SiteConfigError);
    return (e as Error).message;
  }
  throw new Error("expected the config to be rejected");
};

describe("site config", () => {
  it("accepts the real config and fills defaults", () => {
    const config = parseSiteConfig(siteConfigInput);
    expect(config.basePath).toBe("/api-docs-v2/");
    expect(config.product).toEqual({ name: "Saku", slug: "saku" });
    expect(config.versions).toEqual([{ name: "current", label: "Next" }]);
    expect(config.i18n.defaultLocale).toBe("en");
    expect(config.tableOfContents).toEqual({ minHeadingLevel: 2, maxHeadingLevel: 3 });
    expect(config.twitterCard).toBe("summary_large_image");
    expect(config.footer.copyright).toContain("2025");
  });

  it("names the field and the reason for a bad value", () => {
    expect(errorOf({ ...valid(), basePath: "api-docs-v2" })).toMatch(/basePath: must start and end with \//);
    expect(errorOf({ ...valid(), siteUrl: "https://docs.example.com/docs" })).toMatch(/siteUrl: must be an origin/);
    expect(errorOf({ ...valid(), dashboardHost: "https://merchant.example.com/" })).toMatch(
      /dashboardHost: must be a host name/,
    );
    expect(errorOf({ ...valid(), product: { name: "Saku", slug: "Saku Pay" } })).toMatch(
      /product\.slug: must be lowercase/,
    );
  });

  it("names a missing required field", () => {
    const { title: _title, ...rest } = valid();
    expect(errorOf(rest)).toMatch(/title:/);
  });

  it("rejects an unknown navbar item type, naming the item", () => {
    const raw = valid();
    raw.navbar = { items: [{ type: "dropdownOfDoom", label: "x" }] };
    expect(errorOf(raw)).toMatch(/navbar\.items\.0/);
  });

  it("rejects unknown options and says what a renamed option became", () => {
    expect(errorOf({ ...valid(), baseUrl: "/api-docs-v2/" })).toMatch(
      /baseUrl: this option was renamed; use basePath instead/,
    );
    expect(errorOf({ ...valid(), colour: "blue" })).toMatch(/colour/);
  });

  it("applies GATSBY_CHAT_CONFIG_URL over the configured chat URL", () => {
    expect(loadSiteConfig({ GATSBY_CHAT_CONFIG_URL: "http://localhost:9999/chat/{env}.json" }).chat.configUrl).toBe(
      "http://localhost:9999/chat/{env}.json",
    );
    expect(loadSiteConfig({}).chat.configUrl).toBe("/chat-config/{env}/config.json");
  });
});
