import { chooseAnalyticsToken } from "../token";

const tokens = { production: "prod-token", development: "dev-token" };
const at = (host: string) => ({ host, hostname: host.replace(/:\d+$/, "") });

describe("chooseAnalyticsToken", () => {
  it("uses the production token on the merchant dashboard host", () => {
    expect(chooseAnalyticsToken(at("merchant.saku.example"), "merchant.saku.example", tokens)).toBe("prod-token");
    expect(chooseAnalyticsToken(at("MERCHANT.saku.example"), "merchant.saku.example", tokens)).toBe("prod-token");
    expect(chooseAnalyticsToken(at("merchant.saku.example:8443"), "merchant.saku.example", tokens)).toBe("prod-token");
  });

  it("uses the development token on every other host, look-alikes included", () => {
    for (const host of [
      "docs.saku.example",
      "localhost:9000",
      "merchant.saku.example.evil.test",
      "staging-merchant.saku.example",
    ]) {
      expect(chooseAnalyticsToken(at(host), "merchant.saku.example", tokens)).toBe("dev-token");
    }
  });

  it("turns analytics off on a host whose token is missing, without borrowing the other one", () => {
    expect(
      chooseAnalyticsToken(at("merchant.saku.example"), "merchant.saku.example", {
        production: null,
        development: "dev-token",
      }),
    ).toBeNull();
    expect(
      chooseAnalyticsToken(at("localhost:9000"), "merchant.saku.example", {
        production: "prod-token",
        development: null,
      }),
    ).toBeNull();
  });
});
