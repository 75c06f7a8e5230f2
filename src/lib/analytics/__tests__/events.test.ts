import {
  attributePageSource,
  createEvent,
  createPageOpenEvent,
  isAnonymous,
  type EventContext,
  type EventSettings,
} from "../events";

const settings: EventSettings = {
  packageVersion: "2.0.0",
  packageModule: "api-docs-v2",
  packageSource: "Online",
  knownSources: ["Website"],
  knownPageSources: ["/business", "/business/payment-gateway", "/business/disbursement"],
};

const page = (over: Partial<EventContext> = {}): EventContext => ({
  href: "https://docs.saku.example/api-docs-v2/guide/authentication/",
  pathname: "/api-docs-v2/guide/authentication/",
  search: "",
  userId: null,
  merchantId: null,
  merchantName: null,
  ...over,
});

const stamp = { insertId: "0b4b6a4e-8a3c-4f5e-9a51-1d2f3e4a5b6c", now: 1_767_225_600_123 };

describe("createPageOpenEvent", () => {
  it("carries every field, the stamps and the identity of the reader", () => {
    const event = createPageOpenEvent(
      settings,
      page({
        search: "?source=Website&pageSource=/business",
        userId: "u-42",
        merchantId: "M-1001",
        merchantName: "Toko Maju",
      }),
      stamp,
    );
    expect(event).toEqual({
      event: "Page Open",
      properties: {
        "Package Version": "2.0.0",
        "Package Module": "api-docs-v2",
        "Package Source": "Online",
        "Merchant Id": "M-1001",
        "Merchant Name": "Toko Maju",
        Source: "Website",
        "Page Source": "/business",
        Pathname: "/api-docs-v2/guide/authentication/",
        $current_url: "https://docs.saku.example/api-docs-v2/guide/authentication/",
        $insert_id: stamp.insertId,
        time: 1_767_225_600.123,
        distinct_id: "u-42",
        $user_id: "u-42",
      },
    });
  });

  it("leaves merchant fields empty and the event anonymous without stored identity", () => {
    const { properties } = createPageOpenEvent(settings, page(), stamp);
    expect(properties["Merchant Id"]).toBe("");
    expect(properties["Merchant Name"]).toBe("");
    expect(properties).not.toHaveProperty("distinct_id");
    expect(properties).not.toHaveProperty("$user_id");
  });

  it("treats a blank user_id as anonymous and trims stored values", () => {
    const context = page({ userId: "  ", merchantId: " M-7 ", merchantName: " Kopi Kita " });
    expect(isAnonymous(context)).toBe(true);
    const { properties } = createPageOpenEvent(settings, context, stamp);
    expect(properties).not.toHaveProperty("distinct_id");
    expect(properties["Merchant Id"]).toBe("M-7");
    expect(properties["Merchant Name"]).toBe("Kopi Kita");
    expect(isAnonymous(page({ userId: "u-1" }))).toBe(false);
  });
});

describe("createEvent", () => {
  it("adds the caller's fields but never lets them replace the SPEC fields, stamps or identity", () => {
    const { event, properties } = createEvent("Page Feedback", settings, page(), stamp, {
      Helpful: true,
      Pathname: "/forged/",
      "Package Source": "Offline",
      $insert_id: "forged",
      time: 0,
      distinct_id: "someone-else",
    });
    expect(event).toBe("Page Feedback");
    expect(properties.Helpful).toBe(true);
    expect(properties.Pathname).toBe("/api-docs-v2/guide/authentication/");
    expect(properties["Package Source"]).toBe("Online");
    expect(properties.$insert_id).toBe(stamp.insertId);
    expect(properties.time).toBe(stamp.now / 1000);
    expect(properties).not.toHaveProperty("distinct_id");
  });
});

describe("attributePageSource", () => {
  it.each([
    ["?source=Website&pageSource=/business", "Website", "/business"],
    ["?source=Website&pageSource=/business/payment-gateway", "Website", "/business/payment-gateway"],
    ["?pageSource=/business/disbursement&source=Website", "Website", "/business/disbursement"],
    ["?source=Website&pageSource=/business/", "Website", "/business"],
    ["?source=Website&pageSource=%2Fbusiness", "Website", "/business"],
  ])("attributes known values %s", (search, source, pageSource) => {
    expect(attributePageSource(search, settings)).toEqual({ source, pageSource });
  });

  it.each([
    ["", "no parameters"],
    ["?source=Website", "no pageSource"],
    ["?pageSource=/business", "no source"],
    ["?source=Newsletter&pageSource=/business", "unknown source"],
    ["?source=website&pageSource=/business", "source in the wrong case"],
    ["?source=Website&pageSource=/pricing", "unknown landing path"],
    ["?source=Website&pageSource=/business/payment-gateway/extra", "path below a known one"],
    ["?source=Website&pageSource=https://evil.example/business", "absolute URL"],
    ["?source=Website&pageSource=", "empty pageSource"],
    ["?source=&pageSource=/business", "empty source"],
  ])("leaves both fields empty for %s (%s)", (search) => {
    expect(attributePageSource(search, settings)).toEqual({ source: "", pageSource: "" });
    const { properties } = createPageOpenEvent(settings, page({ search }), stamp);
    expect([properties.Source, properties["Page Source"]]).toEqual(["", ""]);
  });
});
