import { extractOutline } from "../extract";

const options = { product: { name: "Saku", slug: "saku" }, contentDir: "/site/content" };
const ids = (body: string) =>
  extractOutline(body, "/site/content/guide/page.mdx", options).headings.map((h) => [h.value, h.id]);

describe("heading ids", () => {
  it("are made from the heading as the reader sees it, the brand token replaced", () => {
    expect(ids("## What %PRODUCT% signs\n\n### %PRODUCT% Widget\n")).toEqual([
      ["What Saku signs", "what-saku-signs"],
      ["Saku Widget", "saku-widget"],
    ]);
  });

  it("leave step numbers out, so renumbering steps keeps links working", () => {
    expect(ids("### 8. Cancel an order\n\n### Step 2: Refund\n\n### 2025 in review\n")).toEqual([
      ["8. Cancel an order", "cancel-an-order"],
      ["Step 2: Refund", "refund"],
      ["2025 in review", "2025-in-review"],
    ]);
  });

  it("stay unique on the page", () => {
    expect(ids("### 1. Query the payment\n\n### 6. Query the payment\n").map(([, id]) => id)).toEqual([
      "query-the-payment",
      "query-the-payment-1",
    ]);
  });
});
